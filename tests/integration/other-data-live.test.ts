/**
 * The "other data" calls over real HTTP on data the simulator feed produces (real feed, ingest,
 * bus and SQLite file, composed in-process so the route group also receives the feed's sink):
 * odds details of live matches read from the live state, event texts of finished soccer matches
 * attributed to the right side, a simulated league's table equal to one computed here from the
 * stored results, and the administrator's correction of a live match reaching the live state,
 * the socket bus and the database.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { TIME_STATUS } from '../../src/lib/domain/sports';
import { createApi } from '../../src/server/api/create-api';
import { apiRoutes, type RouteDeps } from '../../src/server/api/routes/index';
import { createAccounts, type Accounts } from '../../src/server/auth/index';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createSqlSettingsRepository } from '../../src/server/db/repositories/settings-repository';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createFeed, type Feed } from '../../src/server/feed/create-feed';
import { createLogger } from '../../src/server/logger';
import { createSettingsService } from '../../src/server/settings/settings-service';
import { until } from '../support/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

let dataDir: string;
let database: Database;
let feed: Feed;
let accounts: Accounts;
let http: Server;
let base: string;
let deps: RouteDeps;
let adminToken: string;
const events: LiveEvent[] = [];

async function call(pathname: string, init?: RequestInit) {
  const res = await fetch(base + pathname, init);
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'other-data-live-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FEED: 'simulator',
    SIM_SEED: 'other-data-live',
    SIM_SPEED: '30',
    SIM_HISTORY_SEASONS: '0',
    PORT: '0',
  });
  const logger = createLogger('silent');
  database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await migrateToLatest(database);
  const bus = createMemoryBus();
  bus.subscribe((e) => events.push(e));
  feed = createFeed(config, database, bus, logger);
  await feed.start();
  accounts = createAccounts({
    db: database.db,
    secret: 'other-data-live-secret-0123456789abcdef',
    now: Date.now,
  });
  await accounts.service.createAdmin('liveadmin', 'Ops-Ledger-7891', 'ops');
  adminToken = (await accounts.service.login('liveadmin', 'Ops-Ledger-7891', null)).token;
  deps = {
    db: database.db,
    live: feed.ingest.state,
    sink: feed.ingest,
    settings: createSettingsService(createSqlSettingsRepository(database.db, Date.now), {
      now: Date.now,
    }),
    config,
    logger,
    now: Date.now,
  };
  const api = createApi({
    logger,
    health: () => Promise.reject(new Error('not served here')),
    routes: apiRoutes(deps),
    auth: accounts.authenticator,
    allowedOrigins: [],
  });
  const listener = getRequestListener(api.fetch);
  http = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await feed?.stop();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('odds of live matches', () => {
  it('reads every book from the live state, opening prices as first published', async () => {
    const live = await until(
      'a live match quoted by several books',
      () =>
        Promise.resolve(
          feed.ingest.state
            .inPlay()
            .find((m) => new Set([...m.odds.values()].map((o) => o.bookId)).size >= 3),
        ),
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    const id = live.fixture.id;
    const { status, body } = await call(`/api/upcoming-odds/details/${id}`);
    expect(status).toBe(200);
    const held = feed.ingest.state.get(id)!;
    expect(body.count.total).toBe(held.odds.size);
    for (const row of body.data) {
      const entry = held.odds.get(`${row.book_id}:${row.odd_type_id}`)!;
      expect(entry, `${row.book_id}:${row.odd_type_id}`).toBeDefined();
      // Opening prices never change once published.
      const opening = typeof entry.o.home === 'number' ? entry.o.home : '-';
      expect(row.home === '-' ? '-' : row.home.o).toBe(opening);
    }
    for (const s of body.summary) {
      const rows = body.data.filter((r: Json) => r.odd_type_id === s.odd_type_id);
      const homes = rows
        .map((r: Json) => (r.home === '-' ? '-' : r.home.o))
        .filter((v: unknown): v is number => typeof v === 'number');
      expect(s.highest.o.home).toBe(Math.max(...homes));
      expect(s.lowest.o.home).toBe(Math.min(...homes));
    }
    const types = await call(`/api/upcoming-odds/type/${id}`);
    expect(types.body.data.map((t: Json) => t.id)).toEqual(
      [...new Set([...held.odds.values()].map((o) => o.oddType))].sort(),
    );
  });
});

describe('events of finished soccer matches', () => {
  it('attributes every goal to the side the score says', async () => {
    const db = database.db;
    const finished = await until(
      'finished soccer matches with goals and a timeline',
      async () => {
        const rows = await db
          .selectFrom('matches')
          .select(['id', 'ss'])
          .where('sport_id', '=', 1)
          .where('time_status', '=', TIME_STATUS.ended)
          .where('ss', '!=', '0-0')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('match_events')
                .select('seq')
                .whereRef('match_events.match_id', '=', 'matches.id'),
            ),
          )
          .limit(12)
          .execute();
        return rows.length >= 5 ? rows : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    for (const m of finished) {
      const { body } = await call(`/api/upcoming-events/type/${m.id}`);
      const goal = body.data.find((r: Json) => r.type === 'goal');
      expect(`${goal.home}-${goal.away}`, `match ${m.id}`).toBe(m.ss);
    }
  });
});

describe('league table of a simulated league', () => {
  it('equals the table computed here from the stored results', async () => {
    const db = database.db;
    // The start-up back-fill writes past results newest first into the seasons compared here.
    await feed.provider.backfillDone?.();
    await feed.ingest.flush();
    const season = await until(
      'a soccer league season with results',
      async () => {
        const row = await db
          .selectFrom('matches')
          .innerJoin('leagues', 'leagues.id', 'matches.league_id')
          .select([
            'matches.league_id',
            'matches.season_id',
            (eb) => eb.fn.countAll<number>().as('n'),
          ])
          .where('matches.time_status', '=', TIME_STATUS.ended)
          .where('matches.sport_id', '=', 1)
          .where('leagues.has_table', '=', 1)
          .groupBy(['matches.league_id', 'matches.season_id'])
          .orderBy('n', 'desc')
          .executeTakeFirst();
        return row && Number(row.n) >= 6 ? row : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    // The feed keeps finishing matches: take a table read between two equal result reads.
    const readResults = () =>
      db
        .selectFrom('matches')
        .select(['id', 'home_id', 'away_id', 'ss'])
        .where('league_id', '=', season.league_id)
        .where('season_id', '=', season.season_id)
        .where('time_status', '=', TIME_STATUS.ended)
        .orderBy('id')
        .execute();
    const { results, body } = await until(
      'a table read while no match of the season finished',
      async () => {
        const before = await readResults();
        const answer = await call(
          `/api/league-table/${season.league_id}?season_id=${season.season_id}`,
        );
        const after = await readResults();
        if (answer.status !== 200)
          throw new Error(`league table answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        return before.map((r) => r.id).join() === after.map((r) => r.id).join()
          ? { results: after, body: answer.body }
          : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    const expected = new Map<number, { w: number; d: number; l: number; gf: number; ga: number }>();
    const add = (team: number, gf: number, ga: number) => {
      const t = expected.get(team) ?? { w: 0, d: 0, l: 0, gf: 0, ga: 0 };
      t.gf += gf;
      t.ga += ga;
      if (gf > ga) t.w++;
      else if (gf === ga) t.d++;
      else t.l++;
      expected.set(team, t);
    };
    for (const r of results) {
      const [h, a] = r.ss!.split('-').map(Number) as [number, number];
      add(Number(r.home_id), h, a);
      add(Number(r.away_id), a, h);
    }
    const rows = body.data.overall.rows as Json[];
    const played = rows.filter((r) => r.played > 0);
    expect(played).toHaveLength(expected.size);
    for (const r of played) {
      const t = expected.get(r.team.id);
      expect({ w: r.win, d: r.draw, l: r.loss, gf: r.goalsfor, ga: r.goalsagainst }).toEqual(t);
      expect(r.points).toBe(3 * t!.w + t!.d);
    }
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
  }, 180_000);
});

describe('POST /api/inplay/update/upcoming on a live match', () => {
  it('corrects the live state, tells the sockets and stores the row', async () => {
    const live = await until('a live match', () => Promise.resolve(feed.ingest.state.inPlay()[0]), {
      timeoutMs: 20_000,
      intervalMs: 250,
    });
    const id = live.fixture.id;
    const url = `https://live.example/watch/${id}`;
    const bet365 = `9${String(id).slice(-9)}`;
    const res = await call('/api/inplay/update/upcoming', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ id, url, bet365 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ game_id: live.fixture.sport_id, id, bet365_id: bet365, url });
    const held = feed.ingest.state.get(id)!;
    expect(held.url).toBe(url);
    expect(held.fixture.bet365_id).toBe(bet365);
    expect(events.some((e) => e.type === 'url' && e.matchId === id && e.url === url)).toBe(true);
    await feed.ingest.flush();
    const row = await database.db
      .selectFrom('matches')
      .select(['url', 'bet365_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ url, bet365_id: bet365 });
    const found = await call(`/api/inplay/find/${id}`);
    expect(found.body.data).toEqual(expect.objectContaining({ url, bet365 }));
  });

  it('refuses with 503 rather than lose a correction the feed would overwrite', async () => {
    const live = feed.ingest.state.inPlay()[0]!;
    const withoutSink = createApi({
      logger: deps.logger,
      health: () => Promise.reject(new Error('not served here')),
      routes: apiRoutes({ ...deps, sink: undefined }),
      auth: accounts.authenticator,
      allowedOrigins: [],
    });
    const res = await withoutSink.request('/api/inplay/update/upcoming', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ id: live.fixture.id, url: 'https://live.example/lost' }),
    });
    expect(res.status).toBe(503);
    expect(feed.ingest.state.get(live.fixture.id)!.url).not.toBe('https://live.example/lost');
  });
});
