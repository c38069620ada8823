// Seasons planned with the simulator's own results: each round of a tennis draw holds the winners
// the world shows when it plays the round before; K League 1 splits after 33 rounds by the table
// those results make.
import { describe, expect, it } from 'vitest';
import { scorePair } from '../../../../../src/lib/domain/score';
import { computeStandings } from '../../../../../src/lib/domain/standings';
import { createCatalogue } from '../../../../../src/server/feed/simulator/catalogue/index';
import { createRunner } from '../../../../../src/server/feed/simulator/match-runner';
import { playedScores } from '../../../../../src/server/feed/simulator/provider/played-scores';
import { createSimulatorState } from '../../../../../src/server/feed/simulator/provider/state';
import { seasonPlan } from '../../../../../src/server/feed/simulator/schedule';
import { createManualClock } from '../../../../../src/server/feed/simulator/sim-clock';
import { createLogger } from '../../../../../src/server/logger';

const SEED = 'played-scores';
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
  const plan = seasonPlan(openMen, 2026, SEED, playedScores(state));

  it('has 127 matches from 64 down to a final', () => {
    const sizes = [1, 2, 3, 4, 5, 6, 7].map(
      (r) => plan.matches.filter((m) => m.round === r).length,
    );
    expect(sizes).toEqual([64, 32, 16, 8, 4, 2, 1]);
    // The published season's dates come from the plan without results: the final is inside them.
    expect(seasonPlan(openMen, 2026, SEED).end).toBe(plan.end);
  });

  it('sends on the player who won more sets when the world played the match', () => {
    const byRound = (r: number) =>
      plan.matches.filter((m) => m.round === r).sort((a, b) => a.index - b.index);
    for (const r of [1, 2, 3, 4, 5, 6]) {
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

describe('K League 1 2026, played: 33 rounds, then Final A and Final B', () => {
  const kLeague = catalogue.leagues.find((l) => l.id === 105)!;
  const scores = playedScores(state);
  const plan = seasonPlan(kLeague, 2026, SEED, scores);
  const regular = plan.matches.filter((m) => m.round <= 33);
  const split = plan.matches.filter((m) => m.round > 33);

  it('plays 38 rounds: 198 regular matches and 30 after the split, 38 a club', () => {
    expect(plan.rounds).toBe(38);
    expect(regular).toHaveLength(198);
    expect(split).toHaveLength(30);
    for (const team of kLeague.teamIds)
      expect(plan.matches.filter((m) => m.homeId === team || m.awayId === team)).toHaveLength(38);
    const lastRegular = Math.max(...regular.map((m) => m.kickoff));
    expect(Math.min(...split.map((m) => m.kickoff))).toBeGreaterThan(lastRegular);
  });

  it('splits by the table after 33 rounds: each half plays its own round robin once', () => {
    const results = regular.flatMap((m) => {
      const score = scores(m);
      return score
        ? [
            {
              homeId: m.homeId,
              awayId: m.awayId,
              homeScore: score[0],
              awayScore: score[1],
              time: 0,
            },
          ]
        : [];
    });
    const table = computeStandings(
      results,
      { points: kLeague.rules.points, ranking: 'points' },
      { teamIds: kLeague.teamIds },
    ).overall.map((r) => r.teamId);
    const [finalA, finalB] = [new Set(table.slice(0, 6)), new Set(table.slice(6))];
    const pairs = new Set<string>();
    for (const m of split) {
      const group = finalA.has(m.homeId) ? finalA : finalB;
      expect(group.has(m.awayId), `${m.id} crosses the split`).toBe(true);
      pairs.add([m.homeId, m.awayId].sort((a, b) => a - b).join('-'));
    }
    expect(pairs.size).toBe(30);
  });

  it('keeps the regular rounds, their ids and the season dates when the results are not known', () => {
    const unplayed = seasonPlan(kLeague, 2026, SEED);
    expect(unplayed.rounds).toBe(33);
    expect(unplayed.matches.map((m) => m.id)).toEqual(regular.map((m) => m.id));
    // The published season's dates come from the plan without results.
    expect([unplayed.start, unplayed.end]).toEqual([plan.start, plan.end]);
  });
});
