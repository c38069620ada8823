/**
 * Live prices in the odds details pop-up: a book's update replaces its row's prices, line and
 * payout; a suspended price is a dash; updates the rows already hold are not applied again.
 */
import { describe, expect, it } from 'vitest';
import type { OddsPayload } from '../../../src/lib/domain/socket-contract';
import { applyLiveOdds, applyOddsUpdate } from '../../../src/lib/odds-details/live';
import type { OddsDetailRow } from '../../../src/lib/odds-details/table';

const row = (bookId: number, oddType: 1 | 2 | 3): OddsDetailRow => ({
  id: bookId * 10 + oddType,
  book_id: bookId,
  book_name: `Book ${bookId}`,
  book_kor: `북 ${bookId}`,
  type_name: 'x',
  type_kor: 'x',
  odd_type_id: oddType,
  home: { o: 2, n: 2 },
  draw: oddType === 1 ? { o: 3.3, n: 3.3 } : '-',
  middle: oddType === 1 ? '-' : { o: 2.5, n: 2.5 },
  away: { o: 3.6, n: 3.6 },
  payout: { o: 94, n: 94 },
  suspended: false,
  created_at: 0,
  updated_at: 0,
});

const update = (
  bookId: number,
  oddType: 1 | 2 | 3,
  over: Partial<OddsPayload> = {},
): OddsPayload => ({
  upcoming_id: 77,
  seq: 1,
  book_id: bookId,
  odd_type: oddType,
  home: { o: 2, n: 1.8 },
  draw: oddType === 1 ? { o: 3.3, n: 3.5 } : null,
  away: { o: 3.6, n: 4.2 },
  middle: oddType === 1 ? { o: null, n: null } : { o: 2.5, n: 2.75 },
  ...over,
});

describe('applyOddsUpdate', () => {
  it('replaces the prices and recomputes the payout of a 1X2 row', () => {
    const next = applyOddsUpdate(row(1, 1), update(1, 1));
    expect(next.home).toEqual({ o: 2, n: 1.8 });
    expect(next.draw).toEqual({ o: 3.3, n: 3.5 });
    expect(next.away).toEqual({ o: 3.6, n: 4.2 });
    expect(next.middle).toBe('-');
    expect(next.payout.n).toBeCloseTo(100 / (1 / 1.8 + 1 / 3.5 + 1 / 4.2), 2);
    expect(next.payout.o).toBeCloseTo(100 / (1 / 2 + 1 / 3.3 + 1 / 3.6), 2);
    expect(next.suspended).toBe(false);
  });

  it('moves a total line and keeps the draw column empty', () => {
    const next = applyOddsUpdate(row(2, 3), update(2, 3));
    expect(next.middle).toEqual({ o: 2.5, n: 2.75 });
    expect(next.draw).toBe('-');
    expect(next.payout.n).toBeCloseTo(100 / (1 / 1.8 + 1 / 4.2), 2);
  });

  it('shows a suspended market as dashes with no payout', () => {
    const next = applyOddsUpdate(
      row(1, 1),
      update(1, 1, { home: { o: 2, n: '-' }, draw: { o: 3.3, n: '-' }, away: { o: 3.6, n: '-' } }),
    );
    expect(next.home).toEqual({ o: 2, n: '-' });
    expect(next.payout.n).toBeNull();
    expect(next.suspended).toBe(true);
  });
});

describe('applyLiveOdds', () => {
  const rows = [row(1, 1), row(2, 1), row(1, 3)];

  it('applies each book and market its own update, for this match only', () => {
    const updates = { '77:2:1': update(2, 1), '78:1:1': update(1, 1) };
    const next = applyLiveOdds(rows, updates, 77);
    expect(next[0]).toBe(rows[0]);
    expect(next[1]!.home).toEqual({ o: 2, n: 1.8 });
    expect(next[2]).toBe(rows[2]);
  });

  it('skips updates the rows already hold (present when they were fetched)', () => {
    const held = update(2, 1);
    const updates = { '77:2:1': held };
    expect(applyLiveOdds(rows, updates, 77, new Map([['77:2:1', held]]))[1]).toBe(rows[1]);
    // A later update of the same book is a new object: it applies.
    const later = { '77:2:1': update(2, 1, { seq: 2 }) };
    expect(applyLiveOdds(rows, later, 77, new Map([['77:2:1', held]]))[1]!.home).toEqual({
      o: 2,
      n: 1.8,
    });
  });
});
