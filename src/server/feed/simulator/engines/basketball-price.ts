/**
 * @module feed/simulator/engines/basketball-price
 * True probabilities of the basketball markets (money line, spread, total points) from a normal
 * approximation of the final margin and total given ratings, score and time left.
 */
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import { clampProbability, halfLines, mainLine, normalCdf } from './pricing-math';
import { BASKETBALL_FORMAT_TABLE } from './basketball-format';
import type { BasketballState } from './basketball-state';
import { totalScore } from './basketball-state';

/**
 * Floor on the spread so that a nearly decided game still prices finite (and clamped) odds;
 * a finished game is certain (then clamped by clampProbability).
 */
const MIN_SD = 0.5;
const ENDED_SD = 1e-3;
/** Share of the mean endgame points that moves the median total (see basketballPrice). */
const ENDGAME_MEDIAN = 0.75;
/** Points a possession is worth on average (NBA 2015-2025 offensive rating 1.05–1.15). */
const POSSESSION_VALUE = 1.1;

/** Share of regulation still to play (an overtime counts on the same scale). */
function fractionLeft(s: BasketballState): number {
  const f = BASKETBALL_FORMAT_TABLE[s.format];
  if (s.phase === 'pre') return 1;
  if (s.phase === 'ended') return 0;
  const regulation = 4 * f.quarterMs;
  // In the break before an overtime the whole overtime is still to come.
  if (s.phase === 'break' && s.period >= 4) return f.overtimeMs / regulation;
  const quartersAfter = Math.max(0, 4 - s.period) * f.quarterMs;
  return (quartersAfter + Math.max(0, s.clockMs)) / regulation;
}

/** Expected points still to come from the ball in hand or free throws waiting: [home, away]. */
function pendingPoints(s: BasketballState): [number, number] {
  const f = BASKETBALL_FORMAT_TABLE[s.format];
  if (s.phase !== 'live') return [0, 0];
  if (s.ft !== null) {
    const v = s.ft.left * f.rates.ftPct;
    return s.ft.side === 0 ? [v, 0] : [0, v];
  }
  if (s.clockMs <= 0) return [0, 0];
  return s.possession === 0 ? [POSSESSION_VALUE, 0] : [0, POSSESSION_VALUE];
}

/**
 * Market probabilities (money line, spread, total points): each market sums to 1 and every
 * value lies inside (0, 1).
 * @example basketballPrice(state).winner // { home: 0.64, draw: null, away: 0.36 }
 */
export function basketballPrice(s: BasketballState): MarketProbabilities {
  const f = BASKETBALL_FORMAT_TABLE[s.format];
  const [home, away] = totalScore(s);
  const left = fractionLeft(s);
  const [ph, pa] = pendingPoints(s);
  const lead = home - away;
  const margin = lead * (1 - f.leadReversion * left) + s.edge * f.pointsPerElo * left + ph - pa;
  const floor = s.phase === 'ended' ? ENDED_SD : MIN_SD;
  const marginSd = Math.hypot(f.marginSd * left ** f.marginSdExponent, floor);
  // Late fouling and overtime add points only while the game is close: the weight is the
  // expected Gaussian closeness of the final margin (1 for a sure tie, 0 for a blow-out).
  const width2 = f.endgameWidth ** 2 + 2 * (marginSd ** 2 - floor ** 2);
  const close =
    left > 0 ? (f.endgameWidth / Math.sqrt(width2)) * Math.exp(-(margin ** 2) / width2) : 0;
  // The endgame points are skewed (most close games add a few, overtimes add many): the total
  // market is priced around the median, so only part of their mean moves the centre.
  const total =
    home + away + f.regulationTotal * left + ENDGAME_MEDIAN * f.endgameTotal * close + ph + pa;
  const totalSd = Math.hypot(f.totalSd * Math.sqrt(left), f.endgameTotalSd * close, floor);

  // Overtime decides a tie, so the money line is the chance the margin ends above zero.
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
