/**
 * @module read/odds
 * Odds of one match: every bookmaker's opening and current quote per market (from the live
 * state when this node runs the feed, else the database), shaped as spec §3 "Odds detail row",
 * and the price history as spec §3 "Odds history row" series `T1`–`T3`.
 */
import type { Kysely } from 'kysely';
import type { OddTypeId, Price } from '../../lib/domain/odds';
import {
  marketName,
  matchesOddsSearch,
  quotePayout,
  type BookQuote,
  type StoredQuote,
} from '../../lib/domain/odds-summary';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import type { BookNames } from './books';

type Db = Kysely<DatabaseSchema>;

export interface StoredBookQuote extends BookQuote {
  suspended: boolean;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
}

const num = (p: Price | number | null | undefined): number | null =>
  typeof p === 'number' && Number.isFinite(p) ? p : null;

const ODD_TYPES: readonly OddTypeId[] = [1, 2, 3];
const isOddType = (v: number): v is OddTypeId => (ODD_TYPES as number[]).includes(v);

/**
 * Every book's quotes for a match, sorted by book then market. The live state is fresher than
 * the database (written a few seconds behind), so it wins when it holds the match.
 */
export async function readBookQuotes(
  db: Db,
  live: LiveStateReader | null,
  matchId: number,
): Promise<StoredBookQuote[]> {
  const held = live?.get(matchId);
  let out: StoredBookQuote[];
  if (held && held.odds.size > 0) {
    const quote = (q: { home: Price; draw: Price | null; away: Price; middle: number | null }) => ({
      home: num(q.home),
      draw: num(q.draw),
      away: num(q.away),
      middle: q.middle,
    });
    out = [...held.odds.values()].map((o) => ({
      bookId: o.bookId,
      oddType: o.oddType,
      o: quote(o.o),
      n: quote(o.n),
      suspended: o.suspended,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
    }));
  } else {
    const rows = await db
      .selectFrom('odds_current')
      .selectAll()
      .where('match_id', '=', matchId)
      .execute();
    out = rows
      .filter((r) => isOddType(Number(r.odd_type)))
      .map((r) => ({
        bookId: Number(r.book_id),
        oddType: Number(r.odd_type) as OddTypeId,
        o: {
          home: num(r.o_home),
          draw: num(r.o_draw),
          away: num(r.o_away),
          middle: num(r.o_middle),
        },
        n: {
          home: num(r.n_home),
          draw: num(r.n_draw),
          away: num(r.n_away),
          middle: num(r.n_middle),
        },
        suspended: Boolean(r.suspended),
        createdAt: Number(r.created_at),
        updatedAt: Number(r.updated_at),
      }));
  }
  return out.sort((a, b) => a.bookId - b.bookId || a.oddType - b.oddType);
}

type Pair = { o: number | '-'; n: number | '-' } | '-';

function pair(o: number | null, n: number | null): Pair {
  if (o === null && n === null) return '-';
  return { o: o ?? '-', n: n ?? '-' };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Spec §3 "Odds detail row" with the book's payout (opening and current). `id` is unique within
 * the match: book id × 10 + market.
 * @example oddsDetailRow(1, quote, names(quote.bookId))
 */
export function oddsDetailRow(sportId: number, q: StoredBookQuote, book: BookNames) {
  const market = marketName(sportId, q.oddType);
  const leg = (k: keyof StoredQuote) => pair(q.o[k], q.n[k]);
  return {
    id: q.bookId * 10 + q.oddType,
    book_id: q.bookId,
    book_name: book.name,
    book_kor: book.kor,
    book_jp: book.jp,
    type_name: market.en,
    type_kor: market.kr,
    type_jp: market.jp,
    odd_type_id: q.oddType,
    home: leg('home'),
    // Spec §2: types 2 and 3 show the line in the middle column; type 1 the draw.
    draw: q.oddType === 1 ? leg('draw') : '-',
    middle: q.oddType === 1 ? '-' : leg('middle'),
    away: leg('away'),
    payout: { o: quotePayout(q.o, q.oddType), n: quotePayout(q.n, q.oddType) },
    suspended: q.suspended,
    created_at: seconds(q.createdAt),
    updated_at: seconds(q.updatedAt),
  };
}

export type HistoryRow = DatabaseSchema['odds_history'];

/** Price history of a match, oldest first, optionally one book and one market. */
export async function readHistory(
  db: Db,
  matchId: number,
  filter: { bookId?: number | undefined; oddType?: number | undefined; limit: number },
): Promise<HistoryRow[]> {
  let query = db.selectFrom('odds_history').selectAll().where('match_id', '=', matchId);
  if (filter.bookId !== undefined) query = query.where('book_id', '=', filter.bookId);
  if (filter.oddType !== undefined) query = query.where('odd_type', '=', filter.oddType);
  // The newest `limit` entries, then back to time order.
  const rows = await query.orderBy('at', 'desc').limit(filter.limit).execute();
  return rows.reverse();
}

const dash = (p: number | null): number | '-' => (p === null ? '-' : Number(p));

/** One spec §3 "Odds history row": T1 h/d/a, T2 h/hd/a, T3 o/hd/u; `ta` unix seconds. */
export function historyRow(r: HistoryRow) {
  const base = { ts: r.time_str ?? null, s: r.ss ?? null };
  const ta = seconds(Number(r.at));
  const middle: number | '-' = r.middle === null ? '-' : Number(r.middle);
  switch (Number(r.odd_type)) {
    case 1:
      return { ...base, h: dash(r.home), d: dash(r.draw), a: dash(r.away), ta };
    case 2:
      return { ...base, h: dash(r.home), hd: middle, a: dash(r.away), ta };
    default:
      return { ...base, o: dash(r.home), hd: middle, u: dash(r.away), ta };
  }
}

export type HistorySeries = Record<'T1' | 'T2' | 'T3', ReturnType<typeof historyRow>[]>;

/** Groups history rows into the spec's `T1`–`T3` series, keeping only search matches. */
export function historySeries(
  rows: readonly HistoryRow[],
  search?: { filterBy?: 'time' | 'odds' | undefined; q: string },
): HistorySeries {
  const out: HistorySeries = { T1: [], T2: [], T3: [] };
  for (const r of rows) {
    const type = Number(r.odd_type);
    if (!isOddType(type)) continue;
    if (
      search &&
      !matchesOddsSearch(
        {
          time_str: r.time_str,
          home: r.home === null ? null : Number(r.home),
          draw: r.draw === null ? null : Number(r.draw),
          away: r.away === null ? null : Number(r.away),
          middle: r.middle === null ? null : Number(r.middle),
          at: Number(r.at),
        },
        search.filterBy,
        search.q,
      )
    )
      continue;
    out[`T${type}`].push(historyRow(r));
  }
  return out;
}
