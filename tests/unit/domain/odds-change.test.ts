import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  highlightDelay,
  oddsArrow,
  priceNumber,
  shouldHighlight,
  type PriceValue,
} from '../../../src/lib/domain/odds-change';

describe('odds arrow (spec §4)', () => {
  it.each<[PriceValue, PriceValue, string]>([
    [1.8, 2.1, 'up'],
    [2.1, 1.8, 'down'],
    [1.9, 1.9, 'none'],
    ['1.90', 1.9, 'none'],
    ['1.5', '2', 'up'],
    ['-', 1.9, 'dash'],
    [1.9, '-', 'dash'],
    [undefined, 1.9, 'dash'],
    [null, null, 'dash'],
    ['abc', 1, 'dash'],
    [0, 1.2, 'up'],
  ])('%s → %s is %s', (previous, next, arrow) => {
    expect(oddsArrow(previous, next)).toBe(arrow);
  });
});

describe('odds format (spec §4, §9)', () => {
  it.each<[PriceValue, string]>([
    [1.5, '1.50'],
    [2, '2.00'],
    ['1.955', '1.96'],
    [0, '0'],
    ['0.00', '0'],
    [1234.5, '1,234.50'],
    [-1.5, '-1.50'],
    ['-', '-'],
    [undefined, '-'],
    ['', '-'],
  ])('%s shows %s', (value, shown) => {
    expect(formatOdds(value)).toBe(shown);
  });
});

describe('change highlight (spec §4)', () => {
  it.each<[PriceValue, PriceValue, boolean]>([
    [1.9, 2.05, true],
    [2.05, 1.9, true],
    [1.9, 1.9, false],
    ['-', 1.9, false],
    [undefined, 1.9, false],
    [0, 1.9, false],
    ['0', 1.9, false],
    [1.9, '-', false],
  ])('from %s to %s: %s', (previous, next, shown) => {
    expect(shouldHighlight(previous, next)).toBe(shown);
  });

  it.each<[number | null | undefined, number]>([
    [undefined, 2000],
    [null, 2000],
    [0, 2000],
    [-5, 2000],
    [3500, 3500],
  ])('delay %s ms becomes %s ms', (configured, delay) => {
    expect(highlightDelay(configured)).toBe(delay);
  });
});

describe('price number', () => {
  it.each<[PriceValue, number | null]>([
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['1e3', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s reads as %s', (value, n) => {
    expect(priceNumber(value)).toBe(n);
  });
});
