/**
 * @module api/routes/other-data-books
 * Spec §7 "Other data" bookmaker calls: the bookmakers (those quoting a match) and a match's
 * price history per bookmaker.
 */
import { z } from 'zod';
import { marketName } from '../../../lib/domain/odds-summary';
import { bookNamesById, readBooks } from '../../read/books';
import { MAX_ROWS } from '../../read/match-list';
import { readBookQuotes } from '../../read/odds';
import { defineRoute, type AnyRoute } from '../route-kit';
import {
  oddType,
  pageQuery,
  pathId,
  queryId,
  rowsQuery,
  TAG,
  type OtherDataContext,
} from './group-context';

export function bookListRoute(ctx: OtherDataContext): AnyRoute {
  const { db, live, prepare, match } = ctx;
  return defineRoute({
    method: 'get',
    path: '/book/list',
    hot: 'live',
    tag: TAG,
    summary:
      'Bookmakers (book types): id, name, kor, payout; with upcomingId only those quoting that match',
    query: z.object({ upcomingId: queryId.optional().describe('Match id') }),
    prepareQuery: prepare,
    maxAge: 60,
    handler: async ({ query }) => {
      let books = await readBooks(db);
      if (query.upcomingId !== undefined) {
        const m = await match(query.upcomingId);
        const quoting = new Set((await readBookQuotes(db, live, m.id)).map((q) => q.bookId));
        books = books.filter((b) => quoting.has(b.id));
      }
      return { data: books, count: { total: books.length } };
    },
  });
}

export function bookHistoryRoute(ctx: OtherDataContext): AnyRoute {
  const { db, prepare, match } = ctx;
  return defineRoute({
    method: 'get',
    path: '/book/type/{id}',
    tag: TAG,
    summary:
      "A match's price history per bookmaker as book entries (book_type_name, odd_type_id, home, draw, middle, away, created_at), newest first",
    params: z.object({ id: pathId.describe('Match id') }),
    query: z.object({
      book_id: queryId.optional().describe('Only this bookmaker'),
      odd_type: oddType.optional(),
      rows: rowsQuery.optional(),
      page: pageQuery.optional(),
    }),
    prepareQuery: prepare,
    handler: async ({ params, query }) => {
      const m = await match(params.id);
      const names = await bookNamesById(db);
      let base = db.selectFrom('odds_history').where('match_id', '=', m.id);
      if (query.book_id !== undefined) base = base.where('book_id', '=', query.book_id);
      if (query.odd_type !== undefined) base = base.where('odd_type', '=', query.odd_type);
      const rows = query.rows ?? MAX_ROWS;
      const page = query.page ?? 1;
      const [counted, entries] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('book_id')
          .orderBy('odd_type')
          .limit(rows)
          .offset((page - 1) * rows)
          .execute(),
      ]);
      const price = (p: number | null) => (p === null ? '-' : Number(p));
      const data = entries.map((e) => {
        const book = names(Number(e.book_id));
        const type = Number(e.odd_type) as 1 | 2 | 3;
        const market = marketName(m.sport_id, type);
        const at = Math.floor(Number(e.at) / 1000);
        return {
          book_id: book.id,
          book_type_name: book.name,
          book_type_kor: book.kor,
          odd_type_id: type,
          type_name: market.en,
          type_kor: market.kr,
          home: price(e.home),
          // Spec §2: draw, or the middle (line) when odd_type_id is 2 or 3.
          draw: type === 1 ? price(e.draw) : '-',
          middle: type === 1 ? '-' : price(e.middle),
          away: price(e.away),
          ss: e.ss,
          time_str: e.time_str,
          created_at: at,
          updated_at: at,
        };
      });
      return { data, count: { total: Number(counted.n), page, rows } };
    },
  });
}
