/**
 * @module feed/simulator/engines/american-football-price
 * True probabilities of the American football markets (money line, spread, total points) from
 * a normal approximation of the final margin and total given ratings, score, ball and time.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { clampProbability, halfLines, mainLine, normalCdf } from './pricing-math';
import { NFL, expectedDrivePoints } from './american-football-rules';
import type { FootballState } from './american-football-state';
import { totalScore } from './american-football-state';

/**
 * Floor on the spread so that a nearly decided game still prices finite (and clamped) odds;
 * a finished game is certain (then clamped by clampProbability).
 */
const MIN_SD = 0.5;
const ENDED_SD = 1e-3;
/** Expected points of a drive from an average start (kickoff to about the own 28). */
const START_VALUE = expectedDrivePoints(28);
/**
 * Totals are skewed to the right (a few shoot-outs): the market centres on the median, about
 * this share below the mean of the points still to come.
 */
const TOTAL_SKEW = 0.08;
/** Expected points of a try (94 % kicks, a few two-point attempts). */
const TRY_VALUE = 0.95;

/** Points of both sides together still expected from the clock alone (no ball position). */
export function pointsToCome(s: FootballState): number {
  if (s.phase === 'pre') return FULL_GAME;
  if (s.phase === 'ended') return 0;
  if (s.phase === 'break' && s.period >= 4) return (NFL.pointsPerMinute * NFL.overtimeMs) / 60_000;
  if (s.phase === 'break') return pointsInPeriods(s.period + 1, NFL.quarterMs);
  return pointsInPeriods(s.period, Math.max(0, s.clockMs));
}

function pointsInPeriods(period: number, clockMs: number): number {
  let sum = (NFL.pointsPerMinute * clockMs) / 60_000;
  const bursts: [number, number, number][] = [
    [2, NFL.halfEndPoints, NFL.halfEndWindowMs],
    [4, NFL.gameEndPoints, NFL.gameEndWindowMs],
  ];
  for (const [q, points, window] of bursts) {
    if (period < q) sum += points;
    else if (period === q) sum += points * Math.min(1, clockMs / window);
  }
  if (period <= 4) sum += (NFL.pointsPerMinute * NFL.quarterMs * (4 - period)) / 60_000;
  return sum;
}

/** Points expected over a whole game (≈ 45, NFL 2015–2024 averaged 43–47). */
const FULL_GAME = pointsInPeriods(1, NFL.quarterMs);

/**
 * Points the situation is worth beyond an average restart, for [home, away]: a pending try,
 * or the ball in hand at good (or poor) field position while there is time to use it.
 */
function pendingPoints(s: FootballState): [number, number] {
  if (s.phase !== 'live') return [0, 0];
  let value = 0;
  if (s.next === 'try') value = TRY_VALUE;
  else if (s.next === 'snap' && s.clockMs > 0) {
    // A drive needs time: with under a minute left only part of its value can still come.
    const time = Math.min(1, s.clockMs / 60_000 + (s.yardLine >= 65 ? 0.5 : 0));
    value = (expectedDrivePoints(s.yardLine) - START_VALUE) * time;
  }
  return s.offense === 0 ? [value, 0] : [0, value];
}

/**
 * Market probabilities (money line, spread, total points): each market sums to 1 and every
 * value lies inside (0, 1). Ties after overtime are rare (< 1 %), so the money line is two-way.
 * @example footballPrice(state).handicap // { line: -3.5, home: 0.49, away: 0.51 }
 */
export function footballPrice(s: FootballState): MarketProbabilities {
  const [home, away] = totalScore(s);
  const toCome = pointsToCome(s);
  // Rating edges play out in proportion to the scoring still to come.
  const share = toCome / FULL_GAME;
  const [ph, pa] = pendingPoints(s);
  const margin = home - away + s.edge * NFL.pointsPerElo * share + ph - pa;
  const floor = s.phase === 'ended' ? ENDED_SD : MIN_SD;
  const marginSd = Math.sqrt(NFL.marginVariancePerPoint * toCome + floor ** 2);
  // Field position moves who scores next more than how much: only a pending try adds to the total.
  const tryPoints = s.phase === 'live' && s.next === 'try' ? TRY_VALUE : 0;
  const total = home + away + toCome * (1 - TOTAL_SKEW) + tryPoints;
  const totalSd = Math.sqrt(NFL.totalVariancePerPoint * toCome + floor ** 2);

  const homeWin = clampProbability(normalCdf(margin / marginSd));
  const cover = (line: number): number => normalCdf((margin + line) / marginSd);
  const line = mainLine(halfLines(-margin - 4, -margin + 4), cover);
  const homeCover = clampProbability(cover(line));
  const over = (l: number): number => normalCdf((total - l) / totalSd);
  const totalLine = mainLine(halfLines(total - 4, total + 4), over);
  const overP = clampProbability(over(totalLine));
  return {
    winner: { home: homeWin, draw: null, away: 1 - homeWin },
    handicap: { line, home: homeCover, away: 1 - homeCover },
    total: { line: totalLine, over: overP, under: 1 - overP },
  };
}
