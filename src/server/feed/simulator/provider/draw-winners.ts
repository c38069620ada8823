/**
 * @module feed/simulator/provider/draw-winners
 * Who won a tennis draw's match, for the plan of its next round: the match played to its end on
 * a runner of its own (the one the world shows is not touched), remembered per match.
 */
import { scorePair } from '../../../../lib/domain/score';
import { createRunner } from '../match-runner';
import type { ScheduledMatch, WinnerOf } from '../schedule';
import { matchDurationMs } from '../schedule';
import type { SimulatorState } from './state';

const HOUR = 3_600_000;

/**
 * The winner of `match`: the side with more sets; a walkover, retirement or cancelled match
 * without a clear score goes to the side listed first in the draw (the better seed).
 */
function playedWinner(state: SimulatorState, match: ScheduledMatch): number {
  const league = state.leagues.get(match.leagueId);
  if (!league) return match.homeId;
  const runner = createRunner(match, league, state.catalogue, state.seed);
  const end = match.kickoff + 6 * matchDurationMs(league);
  let t = match.kickoff;
  while (runner.phase(t) !== 'ended' && runner.phase(t) !== 'off' && t < end) {
    t += HOUR;
    runner.advanceTo(t);
  }
  const sets = runner.phase(t) === 'off' ? null : scorePair(runner.snapshot().ss);
  if (sets && sets[0] !== sets[1]) return sets[0] > sets[1] ? match.homeId : match.awayId;
  const seeds = league.teamIds;
  return seeds.indexOf(match.homeId) <= seeds.indexOf(match.awayId) ? match.homeId : match.awayId;
}

/**
 * The simulator's answer to "who won this draw match", memoised for the life of the process.
 * @example seasonPlan(league, 2026, seed, drawWinners(state))
 */
export function drawWinners(state: SimulatorState): WinnerOf {
  return (match) => {
    const known = state.drawWinners.get(match.id);
    if (known !== undefined) return known;
    const winner = playedWinner(state, match);
    state.drawWinners.set(match.id, winner);
    return winner;
  };
}
