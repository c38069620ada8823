import { describe, expect, it } from 'vitest';
import { payoutPercent, type MarketProbabilities } from '../../../src/lib/domain/odds';
import type { BookDef } from '../../../src/server/feed/simulator/catalogue/types';
import { bookQuote, roundToLadder } from '../../../src/server/feed/simulator/bookmakers';
import { createRng } from '../../../src/server/feed/simulator/rng';

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
