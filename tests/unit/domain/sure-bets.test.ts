/**
 * Sure bets (spec §2.19): best prices across books, the arbitrage
 * margin where their implied probabilities sum below 1, and a stake split that pays the same on
 * every outcome within rounding (property-tested).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestPrices,
  findSureBets,
  impliedSum,
  marketOutcomes,
  stakeSplit,
  type BookPrices,
} from '../../../src/lib/domain/sure-bets';

const book = (
  bookId: number,
  home: number | null,
  draw: number | null,
  away: number | null,
  middle: number | null = null,
): BookPrices => ({ bookId, home, draw, away, middle });

describe('marketOutcomes', () => {
  it.each([
    [1, [book(1, 2, 3.2, 3.5)], ['home', 'draw', 'away']],
    [1, [book(1, 1.8, null, 2)], ['home', 'away']],
    [1, [book(1, 1.8, null, 2), book(2, 1.9, 3.3, 2)], ['home', 'draw', 'away']],
    [2, [book(1, 1.9, null, 1.9, -0.5)], ['home', 'away']],
    [3, [book(1, 1.9, null, 1.9, 2.5)], ['home', 'away']],
  ] as const)('odd type %d of %j → %j', (oddType, books, expected) => {
    expect(marketOutcomes(oddType, books)).toEqual(expected);
  });
});

describe('bestPrices', () => {
  it('takes the highest price of each outcome, the lower book id on a tie', () => {
    const books = [book(3, 2.1, 3.4, 3.6), book(1, 2.25, 3.3, 3.6), book(2, 2.0, 3.5, 3.4)];
    expect(bestPrices(books, ['home', 'draw', 'away'])).toEqual([
      { outcome: 'home', price: 2.25, bookId: 1 },
      { outcome: 'draw', price: 3.5, bookId: 2 },
      { outcome: 'away', price: 3.6, bookId: 1 },
    ]);
  });

  it('skips suspended and impossible prices; none at all is undefined', () => {
    const books = [book(1, null, null, 2), book(2, 1, null, 1.9), book(3, Number.NaN, null, 1.8)];
    expect(bestPrices(books, ['away'])).toEqual([{ outcome: 'away', price: 2, bookId: 1 }]);
    expect(bestPrices(books, ['home', 'away'])).toBeUndefined();
  });
});

describe('findSureBets', () => {
  it('finds the margin where the best prices come from different books', () => {
    // A: 2.20 / 1.70, B: 1.90 / 2.10 → 1/2.2 + 1/2.1 = 0.93074 → 6.926 %
    const [bet, ...rest] = findSureBets(1, [book(1, 2.2, null, 1.7), book(2, 1.9, null, 2.1)]);
    expect(rest).toEqual([]);
    expect(bet!.legs.map((l) => [l.outcome, l.bookId])).toEqual([
      ['home', 1],
      ['away', 2],
    ]);
    expect(bet!.impliedSum).toBeCloseTo(1 / 2.2 + 1 / 2.1, 12);
    expect(bet!.marginPercent).toBeCloseTo(6.9264, 3);
  });

  it('finds none when the best prices still carry a margin for the books', () => {
    expect(findSureBets(1, [book(1, 2.5, 3.2, 2.8), book(2, 2.4, 3.3, 2.9)])).toEqual([]);
  });

  it('needs every outcome of a 3-way market, the draw included', () => {
    // Without the draw the two best prices would look like a sure bet (1/2.9 + 1/2.9 < 1).
    const books = [book(1, 2.9, 3.1, 2.2), book(2, 2.3, null, 2.9)];
    expect(findSureBets(1, books)).toEqual([]);
  });

  it('combines handicap and total prices only on the same line', () => {
    const books = [
      book(1, 2.1, null, 1.75, 2.5),
      book(2, 1.7, null, 2.05, 3.5),
      book(3, 1.8, null, 2.15, 2.5),
    ];
    const bets = findSureBets(3, books);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      middle: 2.5,
      legs: [
        { outcome: 'home', price: 2.1, bookId: 1 },
        { outcome: 'away', price: 2.15, bookId: 3 },
      ],
    });
  });

  it('orders several lines by margin, largest first', () => {
    const books = [
      book(1, 2.05, null, 1.8, -0.5),
      book(2, 1.8, null, 2.0, -0.5),
      book(3, 2.3, null, 1.7, -1),
      book(4, 1.6, null, 2.2, -1),
    ];
    expect(findSureBets(2, books).map((b) => b.middle)).toEqual([-1, -0.5]);
  });
});

describe('stakeSplit', () => {
  it('splits in proportion to 1/price', () => {
    expect(stakeSplit(100, [2, 2])).toEqual({ stakes: [50, 50], payouts: [100, 100], profit: 0 });
    const split = stakeSplit(1000, [2.2, 2.1]);
    expect(split.stakes).toEqual([488.37, 511.63]);
    expect(split.payouts).toEqual([1074.41, 1074.42]);
    expect(split.profit).toBe(74.41);
  });

  it.each([
    // 0.10 × 2.05 is 0.205: half a cent rounds up as written (a float product says 0.20).
    [0.2, [2.05, 2.05], [0.1, 0.1], [0.21, 0.21]],
    [12.35, [1.95, 2.05], [6.33, 6.02], [12.34, 12.34]],
    [1000, [1.833, 2.25], [551.07, 448.93], [1010.11, 1010.09]],
  ])('pays %d over %j as stakes %j × price, rounded half up', (total, odds, stakes, payouts) => {
    const split = stakeSplit(total, odds);
    expect(split.stakes).toEqual(stakes);
    expect(split.payouts).toEqual(payouts);
  });

  it('returns zeros for a total or prices it cannot split', () => {
    expect(stakeSplit(Number.NaN, [2, 2]).stakes).toEqual([0, 0]);
    expect(stakeSplit(100, [1, 2]).stakes).toEqual([0, 0]);
  });

  const prices = fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), {
    minLength: 2,
    maxLength: 3,
  });
  const totals = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100);

  it('stakes are whole cents and sum to the total (property)', () => {
    fc.assert(
      fc.property(totals, prices, (total, legs) => {
        const { stakes } = stakeSplit(total, legs);
        const cents = stakes.map((s) => Math.round(s * 100));
        stakes.forEach((s, i) => expect(Math.abs(s * 100 - cents[i]!)).toBeLessThan(1e-6));
        expect(cents.reduce((a, b) => a + b, 0)).toBe(Math.round(total * 100));
      }),
    );
  });

  it('every outcome pays the same within one cent times the highest price (property)', () => {
    fc.assert(
      fc.property(totals, prices, (total, legs) => {
        const { payouts } = stakeSplit(total, legs);
        const even = total / impliedSum(legs);
        const tolerance = Math.max(...legs) * 0.01 + 0.01;
        for (const payout of payouts)
          expect(Math.abs(payout - even)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('the profit is the margin of the total, less rounding (property)', () => {
    fc.assert(
      fc.property(totals, prices, (total, legs) => {
        const { profit } = stakeSplit(total, legs);
        const exact = total / impliedSum(legs) - total;
        expect(Math.abs(profit - exact)).toBeLessThanOrEqual(Math.max(...legs) * 0.01 + 0.01);
      }),
    );
  });
});
