import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutPercent, type MarketProbabilities } from '../../../../src/lib/domain/odds';
import { BOOKS } from '../../../../src/server/feed/simulator/catalogue/books';
import type { BookDef } from '../../../../src/server/feed/simulator/catalogue/types';
import {
  bookQuote,
  fitImplied,
  priceOutcomes,
  roundDownToLadder,
  roundToLadder,
} from '../../../../src/server/feed/simulator/bookmakers';
import { createRng } from '../../../../src/server/feed/simulator/rng';

const book = (payout: number, noise = 0, tick = 0.01): BookDef => ({
  id: 1,
  names: { en: 'Book', kr: '북', jp: 'ブック' },
  payout,
  lagSeconds: 0,
  noise,
  tick,
});

const probs: MarketProbabilities = {
  winner: { home: 0.5, draw: 0.27, away: 0.23 },
  handicap: { line: -0.5, home: 0.5, away: 0.5 },
  total: { line: 2.5, over: 0.55, under: 0.45 },
};

describe('price ladder', () => {
  it.each([
    [1.003, 0.01, 1.01],
    [1.856, 0.01, 1.86],
    [2.137, 0.01, 2.14],
    [3.33, 0.01, 3.35],
    [7.9, 0.01, 8],
    [13.2, 0.01, 13],
    [1.856, 0.05, 1.85],
  ])('%f with tick %f → %f', (odds, tick, expected) => {
    expect(roundToLadder(odds, tick)).toBeCloseTo(expected, 10);
  });
});

describe('a bookmaker quote', () => {
  it.each([90, 94.5, 97.5])('at payout %f %% prices the 1X2 market with that payout', (payout) => {
    const quote = bookQuote(probs, 1, book(payout), createRng('q'), false)!;
    expect(payoutPercent(quote, 1)!).toBeCloseTo(payout, 0);
    expect(quote.home).toBeLessThan(quote.away as number);
  });

  it('quotes handicap and totals with their line in middle, over as home', () => {
    expect(bookQuote(probs, 2, book(95), createRng('q'), false)).toMatchObject({
      middle: -0.5,
      draw: null,
    });
    const total = bookQuote(probs, 3, book(95), createRng('q'), false)!;
    expect(total.middle).toBe(2.5);
    expect(total.home).toBeLessThan(total.away as number);
  });

  it('suspends with dashes, keeping the line', () => {
    expect(bookQuote(probs, 1, book(95), createRng('q'), true)).toEqual({
      home: '-',
      draw: '-',
      away: '-',
      middle: null,
    });
    expect(bookQuote(probs, 3, book(95), createRng('q'), true)).toEqual({
      home: '-',
      draw: null,
      away: '-',
      middle: 2.5,
    });
  });

  it('adds noise that differs between books but keeps the payout close', () => {
    const a = bookQuote(probs, 1, book(95, 0.02), createRng('a'), false)!;
    const b = bookQuote(probs, 1, book(95, 0.02), createRng('b'), false)!;
    expect(a).not.toEqual(b);
    expect(Math.abs(payoutPercent(a, 1)! - 95)).toBeLessThan(1.5);
  });

  it('offers no handicap market when the sport has none', () => {
    expect(bookQuote({ ...probs, handicap: null }, 2, book(95), createRng('q'), false)).toBeNull();
  });
});

describe('a book keeps its margin whatever the match state', () => {
  it.each([
    [193.7, 0.01, 190],
    [54.9, 0.01, 50],
    [2.019, 0.01, 2],
    [1.009, 0.01, 1.01],
    [1.857, 0.05, 1.85],
  ])('rounding %f down with tick %f gives %f', (odds, tick, expected) => {
    expect(roundDownToLadder(odds, tick)).toBeCloseTo(expected, 10);
  });

  it('holds a near-certain favourite at 1.01 and moves the margin onto the outsiders', () => {
    const implied = fitImplied([0.995, 0.003, 0.002], 100 / 94.5);
    expect(implied[0]).toBeCloseTo(1 / 1.01, 12);
    expect(implied.reduce((a, b) => a + b, 0)).toBeCloseTo(100 / 94.5, 12);
    expect(implied[1]! / implied[2]!).toBeCloseTo(1.5, 12);
  });

  it('quotes a decided match like a book does, not 1.01 / 190 / 190', () => {
    const decided: MarketProbabilities = {
      ...probs,
      winner: { home: 0.99, draw: 0.005, away: 0.005 },
    };
    const quote = bookQuote(decided, 1, book(94.5), createRng('late'), false)!;
    expect(quote.home).toBe(1.01);
    expect(quote.draw).toBeLessThan(40);
    expect(payoutPercent(quote, 1)!).toBeLessThanOrEqual(95.5);
  });

  // Any state a match can reach: from even to all but decided, 2 or 3 outcomes.
  const outcomes = fc
    .array(fc.double({ min: 1e-6, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 })
    .map((weights) => {
      const sum = weights.reduce((a, b) => a + b, 0);
      return weights.map((w) => w / sum);
    });

  it('every catalogue book pays out 85–98 % and within its own band (property)', () => {
    fc.assert(
      fc.property(outcomes, fc.constantFrom(...BOOKS), fc.string(), (probabilities, def, seed) => {
        const prices = priceOutcomes(probabilities, def, createRng(seed));
        const payout = 100 / prices.reduce((sum, p) => sum + 1 / p, 0);
        expect(payout).toBeGreaterThanOrEqual(85);
        expect(payout).toBeLessThanOrEqual(98);
        expect(payout).toBeLessThanOrEqual(def.payout + 0.5);
        expect(payout).toBeGreaterThanOrEqual(def.payout - 6);
        for (const price of prices) {
          expect(price).toBeGreaterThanOrEqual(1.01);
          expect(price).toBeLessThanOrEqual(505);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
