// A console league is there so that its sport has a match in play at any hour: played by the
// engines (whose matches run shorter or longer than the schedule expects), no minute of a day
// may pass with none of its matches live. Eight competitors left ten minutes of e-tennis and
// eight of e-volleyball without a match on the evening of 7 December 2026.
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { createManualClock } from '../../../../../src/server/feed/simulator/sim-clock';
import { createSimulator } from '../../../../../src/server/feed/simulator/simulator';
import { createLogger } from '../../../../../src/server/logger';

const SEED = 'live-score';
const CONSOLE_LEAGUES = [211, 411, 511, 611, 711, 811];
const STEP_MS = 2 * 60_000;
const catalogue = createCatalogue(SEED);

/** Minutes of the day from `from` with no match of the league live, checked every 2 minutes. */
async function idleMinutes(leagueId: number, from: number): Promise<number[]> {
  const leagues = catalogue.leagues.filter((l) => l.id === leagueId);
  const clock = createManualClock(from);
  const simulator = createSimulator({
    catalogue: { ...catalogue, leagues },
    seed: SEED,
    clock,
    logger: createLogger('silent'),
    tickMs: 0,
    backfill: false,
  });
  await simulator.start({ push() {} });
  const idle: number[] = [];
  for (let t = from; t < from + 24 * 3_600_000; t += STEP_MS) {
    clock.set(t);
    simulator.tick();
    if (!simulator.runners().some((r) => r.phase(t) === 'live')) idle.push((t - from) / 60_000);
  }
  await simulator.stop();
  return idle;
}

describe('console leagues', () => {
  it.each(CONSOLE_LEAGUES)(
    'league %i has a match live at every minute of a day',
    async (id) => {
      expect(await idleMinutes(id, Date.UTC(2026, 11, 7, 12))).toEqual([]);
    },
    60_000,
  );
});
