// The start-up back-fill stores a season so far (and at least a fortnight) and two days of e-soccer:
// every season those results name must be published too, or the league table of a past season
// answers "no season with this id".
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import { createManualClock } from '../../../../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../../../../src/server/feed/simulator/simulator';
import type { FeedUpdate } from '../../../../src/server/feed/updates';
import { createLogger } from '../../../../src/server/logger';

const SEED = 'backfill-seasons';
/** The Premier League (a season a year) and the two e-soccer leagues (a season a month). */
const LEAGUES = new Set([101, 111, 112]);

describe('simulator back-fill', () => {
  it('publishes the season of every back-filled result before the result', async () => {
    const full = createCatalogue(SEED);
    const catalogue = { ...full, leagues: full.leagues.filter((l) => LEAGUES.has(l.id)) };
    const published = new Set<number>();
    const unnamed = new Set<number>();
    const resultSeasons = new Set<number>();
    const sink = {
      push(updates: FeedUpdate[]) {
        for (const u of updates) {
          if (u.type === 'reference') for (const s of u.data.seasons ?? []) published.add(s.id);
          if (u.type !== 'completed') continue;
          for (const m of u.matches) {
            const season = m.fixture.season_id;
            if (season === null || season === undefined) continue;
            resultSeasons.add(season);
            if (!published.has(season)) unnamed.add(season);
          }
        }
      },
    };
    const simulator = createSimulator({
      catalogue,
      seed: SEED,
      // The first of a month: e-soccer's two days of history span August and September.
      clock: createManualClock(Date.UTC(2026, 8, 1, 12)),
      logger: createLogger('silent'),
      tickMs: 0,
    });
    await simulator.start(sink);
    const written = await simulator.backfillDone();
    await simulator.stop();
    expect(written).toBeGreaterThan(100);
    expect(resultSeasons.size).toBe(5);
    expect([...unnamed]).toEqual([]);
  }, 60_000);
});
