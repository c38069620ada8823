/**
 * The live data engine: within 10 s of start on a fresh DATA_DIR, the database
 * and live state hold live matches in every sport of spec §1, with clocks, scores and odds
 * changing, and results and standings present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { ALL_SPORT_IDS, TIME_STATUS } from '../../src/lib/domain/sports';
import { computeStandings } from '../../src/lib/domain/standings';
import { until } from '../support/wait';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;
let bootedAt = 0;
const events: LiveEvent[] = [];

beforeAll(async () => {
  bootedAt = Date.now();
  server = await bootServer({
    ROLE: 'all',
    FEED: 'simulator',
    SIM_SEED: 'alive-test',
    SIM_SPEED: '30',
  });
  server.app.services.bus.subscribe((e) => events.push(e));
}, 60_000);
afterAll(async () => server?.stop());

describe('a fresh install is alive', () => {
  it('holds live matches of every sport in memory and in the database within 10 s', async () => {
    const db = server.app.services.database.db;
    const sports = await until(
      'live matches in every sport',
      async () => {
        const rows = await db
          .selectFrom('matches')
          .select('sport_id')
          .where('time_status', '=', TIME_STATUS.inPlay)
          .groupBy('sport_id')
          .execute();
        const set = new Set(rows.map((r) => Number(r.sport_id)));
        return ALL_SPORT_IDS.every((id) => set.has(id)) ? set : undefined;
      },
      { timeoutMs: 10_000 - (Date.now() - bootedAt), intervalMs: 100 },
    );
    expect([...sports].sort((a, b) => a - b)).toEqual([...ALL_SPORT_IDS].sort((a, b) => a - b));
    const live = server.app.services.live!.inPlay();
    expect(new Set(live.map((m) => m.fixture.sport_id)).size).toBe(ALL_SPORT_IDS.length);
    // Whatever the season, the console leagues of the sports whose real ones pause are in play.
    for (const league of [211, 411, 511, 611, 711, 811]) {
      const inPlay = live.filter((m) => m.fixture.league_id === league).length;
      expect(inPlay, `league ${league}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('runs clocks, and changes scores and odds', async () => {
    await until(
      'a clock tick, a goal and a price move',
      () => {
        const clock = events.some((e) => e.type === 'score' && e.change === null);
        const goal = events.some((e) => e.type === 'score' && e.change !== null);
        const odds = events.some((e) => e.type === 'odds' && e.change !== null);
        return clock && goal && odds ? true : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const seqs = events.map((e) => e.seq);
    expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
  });

  it('has results and standings within 10 s of start', async () => {
    const db = server.app.services.database.db;
    const league = await until(
      'finished league matches',
      async () => {
        const row = await db
          .selectFrom('matches')
          .innerJoin('leagues', 'leagues.id', 'matches.league_id')
          .select(['matches.league_id', 'matches.season_id'])
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('matches.time_status', '=', TIME_STATUS.ended)
          .where('leagues.has_table', '=', 1)
          .groupBy(['matches.league_id', 'matches.season_id'])
          .orderBy('n', 'desc')
          .executeTakeFirst();
        return row && Number(row.n) >= 5 ? row : undefined;
      },
      { timeoutMs: Math.max(1000, 10_000 - (Date.now() - bootedAt)), intervalMs: 100 },
    );
    const results = await db
      .selectFrom('matches')
      .select(['home_id', 'away_id', 'ss', 'time'])
      .where('league_id', '=', league.league_id)
      .where('season_id', '=', league.season_id)
      .where('time_status', '=', TIME_STATUS.ended)
      .execute();
    const table = computeStandings(
      results.map((r) => {
        const [h, a] = (r.ss ?? '0-0').split('-').map(Number);
        return {
          homeId: r.home_id,
          awayId: r.away_id,
          homeScore: h!,
          awayScore: a!,
          time: Number(r.time),
        };
      }),
      { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' },
    ).overall;
    expect(table.length).toBeGreaterThanOrEqual(4);
    expect(table.reduce((n, row) => n + row.played, 0)).toBe(results.length * 2);
  });

  it('reports the feed in the health endpoint', async () => {
    const body = (await (await fetch(`${server.url}/api/health`)).json()) as {
      feed: Record<string, unknown>;
    };
    expect(body.feed).toMatchObject({ provider: 'simulator', running: true, status: 'running' });
    expect(body.feed.live).toBeGreaterThan(0);
  });

  it('shows the translated demo-data marker while the simulator feeds the app', async () => {
    const html = await (await fetch(`${server.url}/?lang=en`)).text();
    expect(html).toMatch(/data-demo-data[^>]*>\s*Demo data/);
  });
});
