/**
 * @module domain/score-order
 * Which way a score line moved. Goals, points and sets only ever add up during a match, so a
 * line with fewer on either side than one shown before is either an older answer or a
 * correction, never play.
 */
import { parseScore } from './score';

export type ScoreDirection = 'same' | 'forward' | 'backward' | 'unknown';

/**
 * How `after` relates to `before`: `backward` when either side has fewer than before (even if
 * the other has more), `unknown` when either is not an `h-a` line (no score yet, cricket).
 * @example [scoreDirection('1-0', '2-0'), scoreDirection('2-0', '1-1'), scoreDirection(null, '0-0')] // ['forward', 'backward', 'unknown']
 */
export function scoreDirection(
  before: string | null | undefined,
  after: string | null | undefined,
): ScoreDirection {
  const a = parseScore(before);
  const b = parseScore(after);
  if (!a || !b) return 'unknown';
  if (b.home < a.home || b.away < a.away) return 'backward';
  return b.home === a.home && b.away === a.away ? 'same' : 'forward';
}
