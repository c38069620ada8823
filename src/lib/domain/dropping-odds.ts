/**
 * @module dropping-odds
 * Dropping odds (spec §2.19): how far the average price of each
 * outcome of a market fell across bookmakers over a window (the last N minutes, or since
 * opening). A falling price means money came in on that outcome. Computed from the stored odds
 * history: each book's price at a moment is its last recorded price at or before it.
 */
import { OUTCOMES, type Outcome } from './odds';

/** Windows a bettor can choose: minutes back from now, or since the first price. */
export const DROP_WINDOWS = [5, 15, 60, 'opening'] as const;
export type DropWindow = (typeof DROP_WINDOWS)[number];

export interface PricePoint {
  at: number;
  home: number | null;
  draw: number | null;
  away: number | null;
}

export interface OutcomeDrop {
  outcome: Outcome;
  /** Average price over the books at the start of the window. */
  from: number;
  /** Average price over the same books now. */
  to: number;
  /** (from − to) / from × 100: positive when the price dropped. */
  dropPercent: number;
  /** Books quoting the outcome at both ends. */
  books: number;
}

/** Parses the `window` query value: minutes as a number, or `opening`. */
export function parseDropWindow(value: string | undefined): DropWindow | undefined {
  if (value === undefined || value === '') return 15;
  if (value === 'opening') return 'opening';
  const minutes = Number(value);
  return (DROP_WINDOWS as readonly unknown[]).includes(minutes)
    ? (minutes as DropWindow)
    : undefined;
}

/** A book's last point at or before `at` (points sorted by time), or undefined. */
export function priceAt(points: readonly PricePoint[], at: number): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const point of points) {
    if (point.at > at) break;
    found = point;
  }
  return found;
}

const quoted = (p: number | null | undefined): p is number =>
  typeof p === 'number' && Number.isFinite(p) && p > 1;

/**
 * A price in whole cents: quotes carry 2 decimals (spec §9 "Odds"), and summing them as cents
 * keeps an average exact, so 1.88 and 2.15 average 2.015 and show 2.02, not the 2.01 that
 * summing the binary fractions gives.
 */
const toCents = (price: number): number => Math.round(price * 100);

/**
 * The drop of each outcome over the window, over the books that quote it at both ends, so that a
 * book joining or leaving does not move the average by itself. A book whose prices begin inside
 * the window starts from its opening price.
 * @param books each book's price points of one market, sorted by time
 */
export function outcomeDrops(
  books: readonly (readonly PricePoint[])[],
  now: number,
  window: DropWindow,
): OutcomeDrop[] {
  const drops: OutcomeDrop[] = [];
  for (const outcome of OUTCOMES) {
    let fromSum = 0;
    let toSum = 0;
    let count = 0;
    for (const points of books) {
      const start =
        window === 'opening' ? points[0] : (priceAt(points, now - window * 60_000) ?? points[0]);
      const end = priceAt(points, now);
      if (!start || !end || !quoted(start[outcome]) || !quoted(end[outcome])) continue;
      fromSum += toCents(start[outcome]);
      toSum += toCents(end[outcome]);
      count += 1;
    }
    if (count === 0) continue;
    const from = fromSum / count / 100;
    const to = toSum / count / 100;
    drops.push({ outcome, from, to, dropPercent: ((from - to) / from) * 100, books: count });
  }
  return drops;
}

/** The outcome whose average price dropped most, if any dropped at all. */
export function biggestDrop(drops: readonly OutcomeDrop[]): OutcomeDrop | undefined {
  let best: OutcomeDrop | undefined;
  for (const drop of drops)
    if (drop.dropPercent > 0 && (!best || drop.dropPercent > best.dropPercent)) best = drop;
  return best;
}
