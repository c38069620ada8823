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

/** The ladder's step at a price: finer near evens, coarser for long shots. */
function ladderStep(odds: number, minTick: number): number {
  if (odds < 2) return minTick;
  if (odds < 3) return Math.max(minTick, 0.02);
  if (odds < 4) return Math.max(minTick, 0.05);
  if (odds < 6) return 0.1;
  if (odds < 10) return 0.2;
  if (odds < 20) return 0.5;
  if (odds < 50) return 1;
  return 5;
}

/**
 * Rounds decimal odds to a bookmaker-style ladder: finer steps near evens, coarser for long
 * shots; never below 1.01.
 * @example roundToLadder(2.137, 0.01) // 2.14
 */
export function roundToLadder(odds: number, minTick: number): number {
  const step = ladderStep(odds, minTick);
  return Math.max(1.01, Number((Math.round(odds / step) * step).toFixed(2)));
}

/** The shortest and longest prices a book quotes (the longest shows as 500 on the ladder). */
export const MIN_PRICE = 1.01;
export const MAX_PRICE = 501;
/**
 * No book pays out more than this percentage on a market: each keeps a margin, so a sure bet
 * needs prices from different books, as with real ones.
 */
export const MAX_PAYOUT = 98;

/**
 * Rounds down to the same ladder: a long shot shortened, never lengthened, so rounding cannot
 * push the payout above the book's margin.
 * @example roundDownToLadder(193.7, 0.01) // 190
 */
export function roundDownToLadder(odds: number, minTick: number): number {
  const step = ladderStep(odds, minTick);
  return Math.max(MIN_PRICE, Number((Math.floor(odds / step + 1e-9) * step).toFixed(2)));
}

/**
 * Implied probabilities summing to `overround` in proportion to `shares`, with no price below
 * 1.01 or above 501: a near-certain favourite is held at 1.01 and the book's whole margin moves
 * onto the outsiders, as books price a match that is all but decided.
 */
export function fitImplied(shares: readonly number[], overround: number): number[] {
  const qMax = 1 / MIN_PRICE;
  const implied = shares.map((share) => share * overround);
  const top = implied.indexOf(Math.max(...implied));
  if (implied[top]! > qMax) {
    const rest = shares.reduce((sum, share, i) => (i === top ? sum : sum + share), 0);
    for (let i = 0; i < implied.length; i++)
      implied[i] = i === top ? qMax : rest > 0 ? ((overround - qMax) * shares[i]!) / rest : 0;
  }
  return implied.map((q) => Math.max(q, 1 / MAX_PRICE));
}

const overroundOf = (prices: readonly number[]) => prices.reduce((s, p) => s + 1 / p, 0);

/**
 * Prices for outcomes with the given true probabilities: each probability is perturbed by the
 * book's noise, renormalised, then scaled so the implied probabilities sum to 100 / payout. The
 * book keeps its margin whatever the match state: should rounding to the ladder pay out more
 * than half a point above it (or above 98 %), the prices are rounded down instead.
 */
export function priceOutcomes(probabilities: readonly number[], book: BookDef, rng: Rng): number[] {
  // Relative noise, kept positive; no absolute floor, which would flatten two long shots alike.
  const noisy = probabilities.map(
    (p) => Math.max(p, Number.MIN_VALUE) * Math.max(0.5, 1 + book.noise * rng.normal()),
  );
  const total = noisy.reduce((s, p) => s + p, 0);
  const implied = fitImplied(
    noisy.map((p) => p / total),
    100 / book.payout,
  );
  const nearest = implied.map((q) => roundToLadder(1 / q, book.tick));
  if (100 / overroundOf(nearest) <= Math.min(book.payout + 0.5, MAX_PAYOUT)) return nearest;
  return implied.map((q) => roundDownToLadder(1 / q, book.tick));
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
