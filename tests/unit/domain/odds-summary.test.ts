import { describe, expect, it } from 'vitest';
import {
  marketName,
  matchesOddsSearch,
  quotePayout,
  round2,
  summarizeOdds,
  type BookQuote,
  type StoredQuote,
} from '../../../src/lib/domain/odds-summary';

const q = (
  home: number | null,
  draw: number | null,
  away: number | null,
  middle: number | null = null,
): StoredQuote => ({
  home,
  draw,
  away,
  middle,
});

describe('payout per bookmaker (spec §5: draw excluded for odd types 2 and 3)', () => {
  it.each([
    [q(2, 3.4, 3.6), 1, round2(100 / (1 / 2 + 1 / 3.4 + 1 / 3.6))],
    [q(1.9, null, 1.9, -0.5), 2, round2(100 / (2 / 1.9))],
    // A draw price on a handicap row is ignored.
    [q(1.9, 5, 1.9, 2.5), 3, round2(100 / (2 / 1.9))],
    // Money line: a winner market without a draw is two-way.
    [q(1.5, null, 2.6), 1, round2(100 / (1 / 1.5 + 1 / 2.6))],
    [q(null, 3, 2), 1, null],
    [q(2, 3, null), 1, null],
  ] as const)('%j type %i → %s', (quote, type, expected) => {
    expect(quotePayout(quote, type)).toBe(expected);
  });
});

describe('odds summary footer rows (spec §2 "Odds details")', () => {
  const books: BookQuote[] = [
    { bookId: 1, oddType: 1, o: q(2.1, 3.3, 3.5), n: q(1.8, 3.6, 4.2) },
    { bookId: 2, oddType: 1, o: q(2.2, 3.2, 3.4), n: q(1.85, 3.5, 4.4) },
    { bookId: 3, oddType: 1, o: q(2.0, 3.4, 3.6), n: q(null, null, null) },
    { bookId: 1, oddType: 3, o: q(1.9, null, 1.9, 2.5), n: q(2.05, null, 1.75, 2.5) },
  ];
  const [winner, total] = summarizeOdds(books);

  it('takes highest, lowest and the 2-decimal average per leg, early and live', () => {
    expect(winner!.odd_type_id).toBe(1);
    expect(winner!.books).toBe(3);
    expect(winner!.highest.o).toMatchObject({ home: 2.2, draw: 3.4, away: 3.6 });
    expect(winner!.lowest.o).toMatchObject({ home: 2.0, draw: 3.2, away: 3.4 });
    expect(winner!.average.o).toMatchObject({ home: 2.1, draw: 3.3, away: 3.5 });
    // Book 3 has no live prices: the live figures come from the two others.
    expect(winner!.highest.n).toMatchObject({ home: 1.85, draw: 3.6, away: 4.4 });
    expect(winner!.average.n).toMatchObject({ home: round2((1.8 + 1.85) / 2), away: 4.3 });
  });

  it('summarises the payout like a leg', () => {
    const payouts = books
      .filter((b) => b.oddType === 1)
      .map((b) => quotePayout(b.o, 1)!)
      .sort((a, b) => a - b);
    expect(winner!.lowest.o.payout).toBe(payouts[0]);
    expect(winner!.highest.o.payout).toBe(payouts[2]);
    expect(winner!.average.o.payout).toBe(round2(payouts.reduce((a, b) => a + b, 0) / 3));
  });

  it("answers '-' for highest/lowest and 0 for the average when no book quotes a leg", () => {
    expect(total!.odd_type_id).toBe(3);
    expect(total!.highest.n.draw).toBe('-');
    expect(total!.lowest.o.draw).toBe('-');
    expect(total!.average.o.draw).toBe(0);
    expect(total!.average.n).toMatchObject({ home: 2.05, away: 1.75 });
  });

  it('is empty without quotes', () => {
    expect(summarizeOdds([])).toEqual([]);
  });
});

describe('market names per sport (spec §2 "Odds history")', () => {
  it.each([
    [1, 1, '1X2'],
    [1, 2, 'Asian Handicap'],
    [18, 2, 'Spread'],
    [17, 2, 'Puck Line'],
    [91, 2, 'Match Handicap - Set'],
    [16, 2, 'Run Line'],
    [16, 3, 'Game Total'],
    [999, 3, 'O/U'],
  ] as const)('sport %i type %i → %s', (sport, type, name) => {
    expect(marketName(sport, type).en).toBe(name);
    expect(marketName(sport, type).kr.length).toBeGreaterThan(0);
  });
});

describe('odds history search (spec §2 "Search by time or odds")', () => {
  // 2026-03-01 21:05 in Seoul.
  const at = Date.UTC(2026, 2, 1, 12, 5);
  const entry = { time_str: '67', home: 1.9, draw: 3.25, away: 4, middle: null, at };
  it.each([
    ['time', '67', true],
    ['time', "67'", true],
    ['time', '68', false],
    ['time', '21:05', true],
    ['time', '9:05', false],
    ['odds', '3.25', true],
    ['odds', '4', true],
    ['odds', '4.1', false],
    ['odds', 'abc', false],
    [undefined, '1.9', true],
    [undefined, '67', true],
    [undefined, '', true],
  ] as const)('%s %s → %s', (filterBy, text, expected) => {
    expect(matchesOddsSearch(entry, filterBy, text)).toBe(expected);
  });
});
