/**
 * @module import/odds-writer
 * Stores imported prices: per match, bookmaker and market one current row (opening as `o_*`,
 * closing as `n_*`, spec §3 "Odds detail row") and one history point per published price
 * (opening, closing: spec §3 "Odds history row"), added or updated only when they differ.
 */
import { payoutPercent, type Price } from '../../lib/domain/odds';
import type { OddsCurrentTable, OddsHistoryTable } from '../db/schema';
import type { BookResolver } from './book-resolver';
import type { Tx } from './reference';
import type { BookRef, ImportCounts, ImportedMatch, ImportedOdds } from './types';

const CHUNK = 100;
const PRICE_COLUMNS = [
  'o_home',
  'o_draw',
  'o_away',
  'o_middle',
  'n_home',
  'n_draw',
  'n_away',
  'n_middle',
  'suspended',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof OddsCurrentTable)[];
const POINT_COLUMNS = ['home', 'draw', 'away', 'middle'] as const;

const num = (p: Price | null | undefined): number | null => (typeof p === 'number' ? p : null);
const same = (a: unknown, b: unknown) =>
  a === null || a === undefined || b === null || b === undefined ? a == b : Number(a) === Number(b);

/** Average 1X2 payout per bookmaker over the file: the payout a newly added book is given. */
function payoutsByBook(matches: readonly { match: ImportedMatch }[]): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const { match } of matches) {
    for (const o of match.odds) {
      const quote = o.close ?? o.open;
      if (o.oddType !== 1 || !quote) continue;
      const p = payoutPercent(quote, 1);
      if (p === null) continue;
      const s = sums.get(o.book.names.en) ?? { total: 0, n: 0 };
      sums.set(o.book.names.en, { total: s.total + p, n: s.n + 1 });
    }
  }
  return new Map([...sums].map(([name, s]) => [name, s.total / s.n]));
}

/**
 * Writes the odds of matches already stored (ids known).
 * @example await writeOdds(tx, [{ id, match }], createBookResolver(tx), () => {})
 */
export async function writeOdds(
  tx: Tx,
  matches: readonly { id: number; match: ImportedMatch }[],
  books: BookResolver,
  onProgress: (done: number) => void,
): Promise<{ current: ImportCounts; history: { added: number; updated: number } }> {
  const current: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
  const history = { added: 0, updated: 0 };
  const payouts = payoutsByBook(matches);
  const bookId = (book: BookRef) => books.resolve(book, payouts.get(book.names.en) ?? 95);

  for (let i = 0; i < matches.length; i += CHUNK) {
    const part = matches.slice(i, i + CHUNK);
    const rows: OddsCurrentTable[] = [];
    const points: OddsHistoryTable[] = [];
    for (const { id, match } of part) {
      for (const o of match.odds) {
        const book_id = await bookId(o.book);
        rows.push(currentRow(id, book_id, o));
        points.push(...historyPoints(id, book_id, o));
      }
    }
    const ids = part.map((p) => p.id);
    if (ids.length === 0) continue;
    await saveCurrent(tx, ids, rows, current);
    await saveHistory(tx, ids, points, history);
    onProgress(Math.min(i + CHUNK, matches.length));
  }
  return { current, history };
}

/** A market's current row: opening prices as `o_*`, closing ones as `n_*`. */
function currentRow(match_id: number, book_id: number, o: ImportedOdds): OddsCurrentTable {
  const open = o.open ?? o.close!;
  const close = o.close ?? o.open!;
  return {
    match_id,
    book_id,
    odd_type: o.oddType,
    o_home: num(open.home),
    o_draw: num(open.draw),
    o_away: num(open.away),
    o_middle: open.middle,
    n_home: num(close.home),
    n_draw: num(close.draw),
    n_away: num(close.away),
    n_middle: close.middle,
    suspended: 0,
    created_at: o.open ? o.openAt : o.closeAt,
    updated_at: o.close ? o.closeAt : o.openAt,
  };
}

/** A market's history: one point per published price (opening, closing). */
function historyPoints(match_id: number, book_id: number, o: ImportedOdds): OddsHistoryTable[] {
  const points: OddsHistoryTable[] = [];
  for (const [quote, at] of [
    [o.open, o.openAt],
    [o.close, o.closeAt],
  ] as const) {
    if (!quote) continue;
    points.push({
      match_id,
      book_id,
      odd_type: o.oddType,
      at,
      home: num(quote.home),
      draw: num(quote.draw),
      away: num(quote.away),
      middle: quote.middle,
      // Both prices were taken before kick-off: no score or clock yet.
      ss: null,
      time_str: null,
    });
  }
  return points;
}

/** Adds or updates the current rows of the matches `ids`, counting into `counts`. */
async function saveCurrent(
  tx: Tx,
  ids: readonly number[],
  rows: readonly OddsCurrentTable[],
  counts: ImportCounts,
) {
  const storedRows = await tx
    .selectFrom('odds_current')
    .selectAll()
    .where('match_id', 'in', ids)
    .execute();
  const storedByKey = new Map(
    storedRows.map((r) => [`${r.match_id}:${r.book_id}:${r.odd_type}`, r]),
  );
  const insertRows: OddsCurrentTable[] = [];
  for (const row of rows) {
    const existing = storedByKey.get(`${row.match_id}:${row.book_id}:${row.odd_type}`);
    if (!existing) {
      insertRows.push(row);
      counts.added++;
    } else if (PRICE_COLUMNS.every((c) => same(existing[c], row[c]))) {
      counts.unchanged++;
    } else {
      const { match_id, book_id, odd_type, ...prices } = row;
      await tx
        .updateTable('odds_current')
        .set(prices)
        .where('match_id', '=', match_id)
        .where('book_id', '=', book_id)
        .where('odd_type', '=', odd_type)
        .execute();
      counts.updated++;
    }
  }
  for (let j = 0; j < insertRows.length; j += 200) {
    await tx
      .insertInto('odds_current')
      .values(insertRows.slice(j, j + 200))
      .execute();
  }
}

/** Adds the new history points of the matches `ids` and updates changed ones. */
async function saveHistory(
  tx: Tx,
  ids: readonly number[],
  points: readonly OddsHistoryTable[],
  counts: { added: number; updated: number },
) {
  const storedPoints = await tx
    .selectFrom('odds_history')
    .select(['match_id', 'book_id', 'odd_type', 'at', 'home', 'draw', 'away', 'middle'])
    .where('match_id', 'in', ids)
    .execute();
  const pointKey = (p: { match_id: number; book_id: number; odd_type: number; at: number }) =>
    `${p.match_id}:${p.book_id}:${p.odd_type}:${p.at}`;
  const storedPointByKey = new Map(storedPoints.map((p) => [pointKey(p), p]));
  const insertPoints: OddsHistoryTable[] = [];
  for (const point of points) {
    const existing = storedPointByKey.get(pointKey(point));
    if (!existing) {
      insertPoints.push(point);
      counts.added++;
    } else if (!POINT_COLUMNS.every((c) => same(existing[c], point[c]))) {
      await tx
        .updateTable('odds_history')
        .set({ home: point.home, draw: point.draw, away: point.away, middle: point.middle })
        .where('match_id', '=', point.match_id)
        .where('book_id', '=', point.book_id)
        .where('odd_type', '=', point.odd_type)
        .where('at', '=', point.at)
        .execute();
      counts.updated++;
    }
  }
  for (let j = 0; j < insertPoints.length; j += 200) {
    await tx
      .insertInto('odds_history')
      .values(insertPoints.slice(j, j + 200))
      .execute();
  }
}
