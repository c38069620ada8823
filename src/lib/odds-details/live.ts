/**
 * @module odds-details/live
 * Live prices in the odds details pop-up (spec §2.8): the match
 * room's odds updates, one per book and market, laid over the rows the page was rendered (or
 * last fetched) with. A suspended price arrives as '-' and shows a dash; the payout follows.
 */
import { OUTCOMES } from '../domain/odds';
import { quotePayout, type StoredQuote } from '../domain/odds-summary';
import type { OddsPayload } from '../domain/socket-contract';
import type { OddsDetailRow, PricePair } from './table';

function pairOf(p: { o: number | '-'; n: number | '-' } | null): PricePair {
  if (!p) return '-';
  return { o: p.o, n: p.n };
}

const num = (p: number | '-' | null | undefined) => (typeof p === 'number' ? p : null);

/** One row with a book's update applied: prices, line, payout and suspension. */
export function applyOddsUpdate(row: OddsDetailRow, p: OddsPayload): OddsDetailRow {
  const middle: PricePair =
    p.odd_type === 1 || (p.middle.o === null && p.middle.n === null)
      ? '-'
      : { o: p.middle.o ?? '-', n: p.middle.n ?? '-' };
  const quote = (when: 'o' | 'n'): StoredQuote => ({
    home: num(p.home[when]),
    draw: p.draw ? num(p.draw[when]) : null,
    away: num(p.away[when]),
    middle: p.middle[when],
  });
  return {
    ...row,
    home: pairOf(p.home),
    // Spec §2: types 2 and 3 show the line in the middle column; type 1 the draw.
    draw: p.odd_type === 1 ? pairOf(p.draw) : '-',
    middle,
    away: pairOf(p.away),
    payout: { o: quotePayout(quote('o'), p.odd_type), n: quotePayout(quote('n'), p.odd_type) },
    suspended: OUTCOMES.every((leg) => {
      const pair = leg === 'draw' ? p.draw : p[leg];
      return !pair || pair.n === '-';
    }),
  };
}

/**
 * The rows with every update of this match laid over them. `seen` holds the updates the rows
 * already include (those present when they were fetched), which are not applied again.
 */
export function applyLiveOdds(
  rows: readonly OddsDetailRow[],
  updates: Readonly<Partial<Record<string, OddsPayload>>>,
  matchId: number,
  seen: ReadonlyMap<string, OddsPayload> = new Map(),
): OddsDetailRow[] {
  return rows.map((row) => {
    const key = `${matchId}:${row.book_id}:${row.odd_type_id}`;
    const update = updates[key];
    return update && seen.get(key) !== update ? applyOddsUpdate(row, update) : row;
  });
}
