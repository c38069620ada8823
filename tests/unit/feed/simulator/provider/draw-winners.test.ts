// A tennis draw planned with the simulator's own results: each round's players are the winners
// the world shows when it plays the round before.
import { describe, expect, it } from 'vitest';
import { scorePair } from '../../../../../src/lib/domain/score';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { createRunner } from '../../../../../src/server/feed/simulator/match-runner';
import { drawWinners } from '../../../../../src/server/feed/simulator/provider/draw-winners';
import { createSimulatorState } from '../../../../../src/server/feed/simulator/provider/state';
import { seasonPlan } from '../../../../../src/server/feed/simulator/schedule';
import { createManualClock } from '../../../../../src/server/feed/simulator/sim-clock';
import { createLogger } from '../../../../../src/server/logger';

const SEED = 'draw-winners';
const catalogue = createCatalogue(SEED);
const state = createSimulatorState({
  catalogue,
  seed: SEED,
  baseClock: createManualClock(Date.UTC(2026, 0, 1)),
  log: createLogger('silent'),
  finishedIds: undefined,
  storedFeedTime: undefined,
});
const openMen = catalogue.leagues.find((l) => l.id === 703)!;

describe("the Australian Open men's draw of 2026, played", () => {
  const plan = seasonPlan(openMen, 2026, SEED, drawWinners(state));

  it('has 31 matches from 16 down to a final', () => {
    const sizes = [1, 2, 3, 4, 5].map((r) => plan.matches.filter((m) => m.round === r).length);
    expect(sizes).toEqual([16, 8, 4, 2, 1]);
  });

  it('sends on the player who won more sets when the world played the match', () => {
    const byRound = (r: number) =>
      plan.matches.filter((m) => m.round === r).sort((a, b) => a.index - b.index);
    for (const r of [1, 2, 3, 4]) {
      const next = new Set(byRound(r + 1).flatMap((m) => [m.homeId, m.awayId]));
      for (const match of byRound(r)) {
        const runner = createRunner(match, openMen, catalogue, SEED);
        let t = match.kickoff;
        while (runner.phase(t) !== 'ended' && runner.phase(t) !== 'off')
          runner.advanceTo((t += 3_600_000));
        const sets = scorePair(runner.snapshot().ss);
        if (!sets || sets[0] === sets[1]) continue;
        const winner = sets[0] > sets[1] ? match.homeId : match.awayId;
        const loser = winner === match.homeId ? match.awayId : match.homeId;
        expect(next.has(winner), `${match.id} winner`).toBe(true);
        expect(next.has(loser), `${match.id} loser`).toBe(false);
      }
    }
  });
});
