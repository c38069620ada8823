/**
 * @module head-to-head/live-header
 * What the head-to-head page's header shows of a match in play (spec §2 "Head-to-head analysis
 * page": the page subscribes to the match's live channel and unsubscribes on leaving): the score
 * and the clock from the match's live row (the set or map being played from the match's details,
 * else from its score keys: a tennis third set is "set 3", never "waiting"), and whether the
 * match has ended since the page loaded.
 */
import type { LiveRow } from '../domain/live-rows';
import { scoreSides, ZERO_SCORE } from '../domain/score';
import { TIME_STATUS } from '../domain/sports';
import { periodOfScores, timerLabel, type TimerLabel } from '../domain/timer-label';
import { halfScore } from '../inplay/row';

export interface LiveHeaderView {
  score: { home: string; away: string };
  /** The half-time score where the sport has one (spec §9: sport ids 1, 18, 16). */
  half: string | null;
  /** The clock while the match is in play; null once it has ended. */
  clock: TimerLabel | null;
  ended: boolean;
}

/**
 * The header of a live row; undefined while the row has not arrived (the server's stays).
 * `period` is the details' current period (0 while they have not come).
 * @example liveHeaderView({ ...row, ss: '2-1' })?.score // { home: '2', away: '1' }
 */
export function liveHeaderView(
  row: Pick<LiveRow, 'sport_id' | 'ss' | 'scores' | 'timer' | 'time_status'> | undefined,
  period = 0,
): LiveHeaderView | undefined {
  if (!row) return undefined;
  const ended = row.time_status === TIME_STATUS.ended;
  return {
    score: { ...(scoreSides(row.ss) ?? ZERO_SCORE) },
    half: halfScore(row),
    clock: ended
      ? null
      : timerLabel(row.sport_id, row.timer, period || periodOfScores(row.sport_id, row.scores)),
    ended,
  };
}
