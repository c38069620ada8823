/**
 * @module feed/simulator/provider/played-scores
 * The final score of a match a later stage of its season depends on (a tennis draw's next round,
 * a league's split after its regular rounds): the match played to its end on a runner of its own
 * (the one the world shows is not touched), remembered per match. Played the same way from the
 * same seed, it is the score the world shows.
 */
import { scorePair } from '../../../../lib/domain/score';
import { createRunner } from '../match-runner';
import type { ScheduledMatch, ScoreOf } from '../schedule';
import { matchDurationMs } from '../schedule';
import type { SimulatorState } from './state';

const HOUR = 3_600_000;

/** The score of `match`; null when it was never played or ended without one (a walkover). */
function playedScore(
  state: SimulatorState,
  match: ScheduledMatch,
): readonly [number, number] | null {
  const league = state.leagues.get(match.leagueId);
  if (!league) return null;
  const runner = createRunner(match, league, state.catalogue, state.seed);
  const end = match.kickoff + 6 * matchDurationMs(league);
  let t = match.kickoff;
  while (runner.phase(t) !== 'ended' && runner.phase(t) !== 'off' && t < end) {
    t += HOUR;
    runner.advanceTo(t);
  }
  return runner.phase(t) === 'off' ? null : scorePair(runner.snapshot().ss);
}

/**
 * The simulator's answer to "how did this match end", memoised for the life of the process.
 * @example seasonPlan(league, 2026, seed, playedScores(state))
 */
export function playedScores(state: SimulatorState): ScoreOf {
  return (match) => {
    if (state.playedScores.has(match.id)) return state.playedScores.get(match.id) ?? null;
    const score = playedScore(state, match);
    state.playedScores.set(match.id, score);
    return score;
  };
}
