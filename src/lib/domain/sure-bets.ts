/**
 * @module sure-bets
 * Sure bets (spec §2.19): for one match and market, the best current
 * price of each outcome across bookmakers. When the implied probabilities of those best prices
 * sum below 1, backing every outcome at its best book pays the same whatever happens, more than
 * the stake: the arbitrage margin. The stake split of a chosen total makes every outcome pay
 * alike, rounded to the amount input's 2 decimals (spec §5 "Amount input").
 */
import type { OddTypeId, Outcome } from './odds';

/** One bookmaker's current prices of one market (null: not quoted, or suspended). */
export interface BookPrices {
  bookId: number;
  home: number | null;
  draw: number | null;
  away: number | null;
  /** The handicap or total line; quotes on different lines are different bets. */
  middle: number | null;
}

export interface BestPrice {
  outcome: Outcome;
  price: number;
  bookId: number;
}

export interface SureBet {
  /** The handicap or total line the legs share (null for the winner market). */
  middle: number | null;
  legs: BestPrice[];
  /** Σ 1/price over the legs: below 1 is a sure bet. */
  impliedSum: number;
  /** (1 − Σ 1/price) × 100: the share of the total stake won whatever happens. */
  marginPercent: number;
}

const isPrice = (p: number | null): p is number => p !== null && Number.isFinite(p) && p > 1;

/**
 * The outcomes a market is settled on: over/under and handicaps have two; a winner market has a
 * draw when any book quotes one (3-way), else it is a money line.
 */
export function marketOutcomes(oddType: OddTypeId, books: readonly BookPrices[]): Outcome[] {
  if (oddType !== 1) return ['home', 'away'];
  return books.some((b) => isPrice(b.draw)) ? ['home', 'draw', 'away'] : ['home', 'away'];
}

/**
 * The best (highest) price of each outcome across books, the lower book id on a tie; undefined
 * when an outcome has no price at all.
 * @example bestPrices([{ bookId: 1, home: 2.1, draw: null, away: 1.8, middle: null }], ['home', 'away'])
 */
export function bestPrices(
  books: readonly BookPrices[],
  outcomes: readonly Outcome[],
): BestPrice[] | undefined {
  const legs: BestPrice[] = [];
  for (const outcome of outcomes) {
    let best: BestPrice | undefined;
    for (const book of books) {
      const price = book[outcome];
      if (!isPrice(price)) continue;
      if (!best || price > best.price || (price === best.price && book.bookId < best.bookId))
        best = { outcome, price, bookId: book.bookId };
    }
    if (!best) return undefined;
    legs.push(best);
  }
  return legs;
}

/** Σ 1/price of the legs. */
export function impliedSum(prices: readonly number[]): number {
  return prices.reduce((sum, price) => sum + 1 / price, 0);
}

/**
 * The sure bets of one market of one match: one per line the books share (the winner market
 * has one line), only where the best prices' implied probabilities sum below 1.
 */
export function findSureBets(oddType: OddTypeId, books: readonly BookPrices[]): SureBet[] {
  const byLine = new Map<string, BookPrices[]>();
  for (const book of books) {
    const key = oddType === 1 ? '' : String(book.middle);
    if (oddType !== 1 && book.middle === null) continue;
    byLine.set(key, [...(byLine.get(key) ?? []), book]);
  }
  const found: SureBet[] = [];
  for (const lineBooks of byLine.values()) {
    const legs = bestPrices(lineBooks, marketOutcomes(oddType, books));
    if (!legs) continue;
    const sum = impliedSum(legs.map((leg) => leg.price));
    if (sum >= 1) continue;
    found.push({
      middle: oddType === 1 ? null : lineBooks[0]!.middle,
      legs,
      impliedSum: sum,
      marginPercent: (1 - sum) * 100,
    });
  }
  return found.sort((a, b) => b.marginPercent - a.marginPercent);
}

export interface StakeSplit {
  /** Stake on each leg, in the legs' order, multiples of `unit` summing to the total. */
  stakes: number[];
  /** What each leg pays back (stake × price). */
  payouts: number[];
  /** The smallest payout minus the total stake. */
  profit: number;
}

/**
 * Whole units times a price, rounded half up to whole units. A book's price has at most three
 * decimals: then the product is taken in integers (units × thousandths), so a payout of
 * 1,256.035 rounds up as written where the float product could sit just below the half.
 */
function unitsTimesPrice(units: number, price: number): number {
  const milli = Math.round(price * 1000);
  if (Math.abs(price * 1000 - milli) > 1e-6) return Math.round(units * price);
  return Math.round((units * milli) / 1000);
}

/**
 * Splits `total` over the legs in proportion to 1/price, so that every leg pays back the same
 * (total / Σ 1/price). Stakes are whole multiples of `unit` (0.01: the amount input's 2
 * decimals) that sum to the total exactly; the units left over by rounding down go to the legs
 * that lost the most, so payouts differ by less than one unit times the highest price.
 * @example stakeSplit(100, [2.1, 2.1]).stakes // [50, 50]
 */
export function stakeSplit(total: number, prices: readonly number[], unit = 0.01): StakeSplit {
  if (!(total >= 0) || prices.length === 0 || prices.some((p) => !(p > 1)))
    return { stakes: prices.map(() => 0), payouts: prices.map(() => 0), profit: 0 };
  const sum = impliedSum(prices);
  const totalUnits = Math.round(total / unit);
  const ideal = prices.map((price) => (totalUnits * (1 / price)) / sum);
  const units = ideal.map(Math.floor);
  let left = totalUnits - units.reduce((a, b) => a + b, 0);
  const byLoss = ideal
    .map((value, index) => ({ index, loss: value - Math.floor(value) }))
    .sort((a, b) => b.loss - a.loss || a.index - b.index);
  for (const { index } of byLoss) {
    if (left <= 0) break;
    units[index]! += 1;
    left -= 1;
  }
  const decimals = Math.max(0, -Math.floor(Math.log10(unit) + 1e-9));
  const toAmount = (n: number) => Number((n * unit).toFixed(decimals));
  const stakes = units.map(toAmount);
  const payouts = units.map((n, i) => toAmount(unitsTimesPrice(n, prices[i]!)));
  const stakeTotal = toAmount(totalUnits);
  return { stakes, payouts, profit: Number((Math.min(...payouts) - stakeTotal).toFixed(decimals)) };
}
