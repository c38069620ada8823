/**
 * Dropping odds (spec §2.19): the average price of each outcome over
 * the books quoting it at both ends of the window, and how far it fell.
 */
import { describe, expect, it } from 'vitest';
import {
  biggestDrop,
  outcomeDrops,
  parseDropWindow,
  priceAt,
  type PricePoint,
} from '../../../src/lib/domain/dropping-odds';
import { round2 } from '../../../src/lib/domain/odds-summary';

const MIN = 60_000;
const NOW = 1_000 * MIN;
const p = (
  minutesAgo: number,
  home: number | null,
  draw: number | null,
  away: number | null,
): PricePoint => ({
  at: NOW - minutesAgo * MIN,
  home,
  draw,
  away,
});

describe('parseDropWindow', () => {
  it.each([
    [undefined, 15],
    ['', 15],
    ['5', 5],
    ['15', 15],
    ['60', 60],
    ['opening', 'opening'],
    ['10', undefined],
    ['-5', undefined],
    ['abc', undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseDropWindow(value)).toBe(expected);
  });
});

describe('priceAt', () => {
  const points = [p(30, 2, 3, 4), p(10, 1.9, 3.1, 4.2), p(2, 1.8, 3.2, 4.5)];
  it.each([
    [40, undefined],
    [30, 2],
    [20, 2],
    [10, 1.9],
    [0, 1.8],
  ])('%d minutes ago the home price was %j', (minutesAgo, home) => {
    expect(priceAt(points, NOW - minutesAgo * MIN)?.home).toBe(home);
  });
});

describe('outcomeDrops', () => {
  const bookA = [p(90, 2.5, 3.2, 2.9), p(20, 2.4, 3.2, 3.0), p(3, 2.0, 3.4, 3.8)];
  const bookB = [p(80, 2.6, 3.1, 2.8), p(14, 2.3, 3.3, 3.1), p(1, 2.1, 3.5, 3.6)];

  it('averages the books at both ends of the last 15 minutes', () => {
    const drops = outcomeDrops([bookA, bookB], NOW, 15);
    const home = drops.find((d) => d.outcome === 'home')!;
    // 15 minutes ago: A 2.4, B 2.6 (its 14-minute price came later) → 2.5; now: 2.0 and 2.1 → 2.05
    expect(home.from).toBeCloseTo(2.5, 12);
    expect(home.to).toBeCloseTo(2.05, 12);
    expect(home.dropPercent).toBeCloseTo(18, 10);
    expect(home.books).toBe(2);
    const away = drops.find((d) => d.outcome === 'away')!;
    expect(away.dropPercent).toBeLessThan(0);
  });

  it('measures from the first prices since opening', () => {
    const home = outcomeDrops([bookA, bookB], NOW, 'opening').find((d) => d.outcome === 'home')!;
    expect(home.from).toBeCloseTo(2.55, 12);
    expect(home.to).toBeCloseTo(2.05, 12);
  });

  it('starts a book whose prices begin inside the window from its opening price', () => {
    const late = [p(4, 1.5, 4, 6), p(1, 1.4, 4, 6)];
    const home = outcomeDrops([bookA, late], NOW, 5).find((d) => d.outcome === 'home')!;
    expect(home.books).toBe(2);
    expect(home.from).toBeCloseTo((2.4 + 1.5) / 2, 12);
    expect(home.to).toBeCloseTo((2.0 + 1.4) / 2, 12);
  });

  it('averages in whole cents, so an average on a half cent rounds up as shown', () => {
    // Summed as binary fractions, (1.88 + 2.15) / 2 is just under 2.015 and shows 2.01.
    const one = [p(30, 1.88, null, 2.0), p(1, 1.5, null, 2.2)];
    const two = [p(30, 2.15, null, 2.0), p(1, 1.5, null, 2.2)];
    const home = outcomeDrops([one, two], NOW, 'opening').find((d) => d.outcome === 'home')!;
    expect(home.from).toBe(2.015);
    expect(round2(home.from)).toBe(2.02);
  });

  it('leaves out a book that stopped quoting the outcome', () => {
    const suspended = [p(30, 1.5, 4, 6), p(2, null, 4, 6)];
    const home = outcomeDrops([bookA, suspended], NOW, 60).find((d) => d.outcome === 'home')!;
    expect(home.books).toBe(1);
  });

  it('skips outcomes nobody quotes (a money line has no draw)', () => {
    const book = [p(30, 1.8, null, 2.0), p(1, 1.7, null, 2.1)];
    expect(outcomeDrops([book], NOW, 60).map((d) => d.outcome)).toEqual(['home', 'away']);
  });

  it('picks the outcome that dropped most, none when nothing dropped', () => {
    expect(biggestDrop(outcomeDrops([bookA, bookB], NOW, 60))?.outcome).toBe('home');
    const rising = [p(30, 1.8, null, 2.0), p(1, 1.9, null, 2.1)];
    expect(biggestDrop(outcomeDrops([rising], NOW, 60))).toBeUndefined();
  });
});
