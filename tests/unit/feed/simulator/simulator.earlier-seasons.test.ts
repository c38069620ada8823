// After the start-up back-fill, the simulator fills in whole earlier seasons, compact: the same
// fixtures of the league's calendar, played to a result, kept without prices or play-by-play, so
// that a pair of clubs has met in more than one season on the first start.
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import { historyStart, seasonId } from '../../../../src/server/feed/simulator/schedule';
import { createManualClock } from '../../../../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../../../../src/server/feed/simulator/simulator';
import type { CompletedMatch, FeedUpdate } from '../../../../src/server/feed/updates';
import { createLogger } from '../../../../src/server/logger';

const SEED = 'earlier-seasons';
const NOW = Date.UTC(2026, 11, 7, 12);
const PREMIER_LEAGUE = 101;
const E_SOCCER = 111;

async function playedWorld(
  earlierSeasons?: { seasons: number; restPerWork?: number },
  historyDays?: number,
) {
  const full = createCatalogue(SEED);
  const leagues = full.leagues.filter((l) => [PREMIER_LEAGUE, E_SOCCER].includes(l.id));
  const published = new Set<number>();
  const unnamed: number[] = [];
  const results: CompletedMatch[] = [];
  const sink = {
    push(updates: FeedUpdate[]) {
      for (const u of updates) {
        if (u.type === 'reference') for (const s of u.data.seasons ?? []) published.add(s.id);
        if (u.type !== 'completed') continue;
        for (const m of u.matches) {
          results.push(m);
          if (!published.has(m.fixture.season_id ?? 0)) unnamed.push(m.fixture.id);
        }
      }
    },
  };
  const simulator = createSimulator({
    catalogue: { ...full, leagues },
    seed: SEED,
    clock: createManualClock(NOW),
    logger: createLogger('silent'),
    tickMs: 0,
    ...(earlierSeasons ? { earlierSeasons } : {}),
    ...(historyDays ? { historyDays } : {}),
  });
  await simulator.start(sink);
  const current = await simulator.backfillDone();
  const earlier = await simulator.earlierSeasonsDone();
  await simulator.stop();
  return { leagues, results, unnamed, current, earlier };
}

describe('simulator back-fill of earlier seasons', () => {
  it('plays the whole season before the current one, compact, and names its season', async () => {
    const { leagues, results, unnamed, current, earlier } = await playedWorld({
      seasons: 1,
      restPerWork: 0,
    });
    const premier = leagues.find((l) => l.id === PREMIER_LEAGUE)!;
    const previous = results.filter((m) => m.fixture.season_id === seasonId(PREMIER_LEAGUE, 2025));
    // 20 clubs, 38 rounds: 380 fixtures, less the rare postponed or cancelled ones.
    expect(previous.length).toBeGreaterThanOrEqual(370);
    expect(previous.length).toBeLessThanOrEqual(380);
    expect(earlier).toBe(previous.length);
    expect(current).toBe(results.length - earlier);
    for (const m of previous) {
      expect(m.fixture.time * 1000).toBeLessThan(historyStart(premier, NOW));
      expect(m.odds).toEqual([]);
      expect(m.snapshot.events).toEqual([]);
      expect(m.lineup).toBeUndefined();
      expect(m.snapshot.ss).toMatch(/^\d+-\d+$/);
    }
    // Goals keep their scorers: the season's top lists are whole too.
    expect(previous.some((m) => m.incidents.some((i) => i.kind === 'goal'))).toBe(true);
    expect(unnamed).toEqual([]);

    // A pair of clubs has met in both seasons.
    const pair = (m: CompletedMatch) =>
      [m.fixture.home_id, m.fixture.away_id].sort((a, b) => a - b).join('-');
    const thisSeason = new Set(
      results.filter((m) => m.fixture.season_id === seasonId(PREMIER_LEAGUE, 2026)).map(pair),
    );
    expect(previous.filter((m) => thisSeason.has(pair(m))).length).toBeGreaterThan(0);

    // Round-the-clock leagues keep their two days: their months are seasons of their own.
    const eSoccer = leagues.find((l) => l.id === E_SOCCER)!;
    const oldest = Math.min(
      ...results.filter((m) => m.fixture.league_id === E_SOCCER).map((m) => m.fixture.time * 1000),
    );
    expect(oldest).toBeGreaterThanOrEqual(historyStart(eSoccer, NOW));
  }, 120_000);

  it('fills in no earlier season unless asked', async () => {
    const { results, earlier } = await playedWorld();
    expect(earlier).toBe(0);
    expect(results.some((m) => m.fixture.season_id === seasonId(PREMIER_LEAGUE, 2025))).toBe(false);
  }, 120_000);

  it('keeps to the days asked for, with no earlier season then', async () => {
    const { results, earlier } = await playedWorld({ seasons: 1, restPerWork: 0 }, 10);
    expect(earlier).toBe(0);
    expect(results.length).toBeGreaterThan(0);
    const oldest = Math.min(...results.map((m) => m.fixture.time * 1000));
    expect(oldest).toBeGreaterThanOrEqual(NOW - 10 * 86_400_000);
  }, 120_000);
});
