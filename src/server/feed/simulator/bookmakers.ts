/**
 * @module feed/simulator/bookmakers
 * How a bookmaker turns true probabilities into prices: its margin (payout between about 90 %
 * and 98 %), noise, its price ladder, and suspension during dangerous moments. Pure functions:
 * the random stream and the lagged probabilities are given.
 */
import {
  ODD_TYPES,
  type MarketProbabilities,
  type OddTypeId,
  type Quote,
} from '../../../lib/domain/odds';
import type { BookDef } from './catalogue/types';
import type { Rng } from './rng';

/**
 * Rounds decimal odds to a bookmaker-style ladder: finer steps near evens, coarser for long
 * shots; never below 1.01.
 * @example roundToLadder(2.137, 0.01) // 2.14
 */
export function roundToLadder(odds: number, minTick: number): number {
  const step =
    odds < 2
      ? minTick
      : odds < 3
        ? Math.max(minTick, 0.02)
        : odds < 4
          ? Math.max(minTick, 0.05)
          : odds < 6
            ? 0.1
            : odds < 10
              ? 0.2
              : odds < 20
                ? 0.5
                : odds < 50
                  ? 1
                  : 5;
  const rounded = Math.round(odds / step) * step;
  return Math.max(1.01, Number(rounded.toFixed(2)));
}

/**
 * Prices for outcomes with the given true probabilities: each probability is perturbed by the
 * book's noise, renormalised, then scaled so the implied probabilities sum to 100 / payout.
 */
export function priceOutcomes(probabilities: readonly number[], book: BookDef, rng: Rng): number[] {
  const noisy = probabilities.map((p) => Math.max(1e-4, p * (1 + book.noise * rng.normal())));
  const total = noisy.reduce((s, p) => s + p, 0);
  const payout = book.payout / 100;
  return noisy.map((p) => roundToLadder(payout / (p / total), book.tick));
}

const SUSPENDED: Quote = { home: '-', draw: null, away: '-', middle: null };

/**
 * One book's quote for one odd type, or null when the market is not offered.
 * @example bookQuote(probs, ODD_TYPES.winner, book, rng, false) // { home: 1.85, draw: 3.6, away: 4.4, middle: null }
 */
export function bookQuote(
  probabilities: MarketProbabilities,
  oddType: OddTypeId,
  book: BookDef,
  rng: Rng,
  suspended: boolean,
): Quote | null {
  if (oddType === ODD_TYPES.winner) {
    const w = probabilities.winner;
    if (suspended) return { ...SUSPENDED, draw: w.draw === null ? null : '-' };
    if (w.draw === null) {
      const [home, away] = priceOutcomes([w.home, w.away], book, rng);
      return { home: home!, draw: null, away: away!, middle: null };
    }
    const [home, draw, away] = priceOutcomes([w.home, w.draw, w.away], book, rng);
    return { home: home!, draw: draw!, away: away!, middle: null };
  }
  if (oddType === ODD_TYPES.handicap) {
    const h = probabilities.handicap;
    if (!h) return null;
    if (suspended) return { ...SUSPENDED, middle: h.line };
    const [home, away] = priceOutcomes([h.home, h.away], book, rng);
    return { home: home!, draw: null, away: away!, middle: h.line };
  }
  const t = probabilities.total;
  if (!t) return null;
  if (suspended) return { ...SUSPENDED, middle: t.line };
  const [over, under] = priceOutcomes([t.over, t.under], book, rng);
  return { home: over!, draw: null, away: under!, middle: t.line };
}

export const ALL_ODD_TYPES: readonly OddTypeId[] = [
  ODD_TYPES.winner,
  ODD_TYPES.handicap,
  ODD_TYPES.total,
];
