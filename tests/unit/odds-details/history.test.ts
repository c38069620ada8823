/**
 * The odds history (spec §2 "Odds history", §3 "Odds history row"): sections per type, newest
 * first, the period column per sport, and the search by time (match clock or Seoul time) or odds.
 */
import { describe, expect, it } from 'vitest';
import {
  historyLine,
  historySections,
  searchHistory,
  showsPeriod,
  type HistorySeries,
} from '../../../src/lib/odds-details/history';

// 2026-11-25 12:00:00 UTC = 21:00 in Seoul.
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;
const series: HistorySeries = {
  T1: [
    { ts: null, s: null, h: 2.1, d: 3.3, a: 3.5, ta: T0 },
    { ts: '12', s: '1-0', h: 1.55, d: 3.9, a: 6.5, ta: T0 + 720 },
    { ts: '67', s: '1-1', h: '-', d: '-', a: '-', ta: T0 + 4020 },
  ],
  T2: [],
  T3: [{ ts: '12', s: '1-0', o: 1.8, hd: 2.5, u: 2.0, ta: T0 + 725 }],
};

describe('odds history', () => {
  it.each([
    [1, true],
    [18, true],
    [17, true],
    [91, false],
    [16, false],
  ])('sport %d shows the period column: %s', (sport, shown) => {
    expect(showsPeriod(sport)).toBe(shown);
  });

  it('reads each type of point into home, middle (draw or line) and away', () => {
    expect(historyLine(series.T1[1]!, 1)).toEqual({
      period: '12',
      score: '1-0',
      home: 1.55,
      middle: 3.9,
      away: 6.5,
      at: (T0 + 720) * 1000,
    });
    expect(historyLine(series.T3[0]!, 3)).toMatchObject({ home: 1.8, middle: 2.5, away: 2.0 });
    expect(historyLine(series.T1[2]!, 1)).toMatchObject({ home: null, middle: null, away: null });
  });

  it('makes a section per type with history, newest line first', () => {
    const sections = historySections(series);
    expect(sections.map((s) => s.oddType)).toEqual([1, 3]);
    expect(sections[0]!.lines.map((l) => l.period)).toEqual(['67', '12', null]);
  });

  it.each([
    ['time', '12', [['12'], ['12']]],
    ['time', "67'", [['67'], []]],
    ['time', '21:00', [[null], []]],
    ['time', '21:12', [['12'], ['12']]],
    ['odds', '3.9', [['12'], []]],
    ['odds', '2.5', [[], ['12']]],
    ['odds', '9.99', [[], []]],
    ['odds', '  ', [['67', '12', null], ['12']]],
  ] as const)('search by %s %j keeps %j', (by, q, kept) => {
    const found = searchHistory(historySections(series), by, q);
    expect(found.map((s) => s.lines.map((l) => l.period))).toEqual(kept);
  });
});
