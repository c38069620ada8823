/**
 * @module api/routes/odds-details
 * The odds details screen's calls (spec §2 "Odds details" and "Odds history", spec §7 "Other
 * data" and relative calls): a match's prices per bookmaker and market with the footer rows, the
 * markets quoted, the bookmakers (those quoting a match), a match's price history per bookmaker,
 * and one bookmaker's odds series.
 */
import { z } from 'zod';
import { marketName, summarizeOdds } from '../../../lib/domain/odds-summary';
import { bookNamesById, readBooks } from '../../read/books';
import { MAX_ROWS, prepareListQuery } from '../../read/match-list';
import { MAIN_BOOK_ID } from '../../read/matches';
import { historySeries, oddsDetailRow, readBookQuotes, readHistory } from '../../read/odds';
import { defineRoute, type AnyRoute } from '../route-kit';
import {
  groupContext,
  oddType,
  OTHER_DATA_TAG as TAG,
  pageQuery,
  pathId,
  queryId,
  rowsQuery,
  type GroupContext,
} from './group-context';
import { RELATIVE_TAG } from './relative-lists';
import type { RouteDeps } from './route-deps';

/** Largest history a single call returns (newest kept). */
const MAX_HISTORY = 5000;

export function oddsDetailsRoutes(deps: RouteDeps): AnyRoute[] {
  const ctx = groupContext(deps);
  return [...matchOddsRoutes(ctx), bookListRoute(ctx), bookHistoryRoute(ctx), oddsSeriesRoute(ctx)];
}

function matchOddsRoutes(ctx: GroupContext): AnyRoute[] {
  const { db, live, prepare, match } = ctx;
  return [
    // GET /api/upcoming-odds/details/{upId}
    defineRoute({
      method: 'get',
      path: '/upcoming-odds/details/{upId}',
      tag: TAG,
      summary:
        "Every bookmaker's opening (o) and current (n) prices per market with payout, and the highest/lowest/average footer rows per market in `summary`",
      params: z.object({ upId: pathId.describe('Match id') }),
      query: z.object({
        type: z
          .union([z.literal('all'), oddType])
          .optional()
          .describe('all (default) or one odds type id'),
        book_id: queryId.optional().describe('Only this bookmaker'),
      }),
      prepareQuery: prepare,
      returns: 'Odds detail rows (spec §3) plus summary per market',
      handler: async ({ params, query }) => {
        const m = await match(params.upId);
        const names = await bookNamesById(db);
        const quotes = (await readBookQuotes(db, live, m.id)).filter(
          (q) =>
            (query.type === undefined || query.type === 'all' || q.oddType === query.type) &&
            (query.book_id === undefined || q.bookId === query.book_id),
        );
        const data = quotes.map((q) => oddsDetailRow(m.sport_id, q, names(q.bookId)));
        return { data, count: { total: data.length }, summary: summarizeOdds(quotes) };
      },
    }),
    // GET /api/upcoming-odds/type/{upId}
    defineRoute({
      method: 'get',
      path: '/upcoming-odds/type/{upId}',
      tag: TAG,
      summary: 'Odds types (markets) quoted for a match: id, type_id, name, kor and how many books',
      params: z.object({ upId: pathId.describe('Match id') }),
      handler: async ({ params }) => {
        const m = await match(params.upId);
        const quotes = await readBookQuotes(db, live, m.id);
        const types = [...new Set(quotes.map((q) => q.oddType))].sort((a, b) => a - b);
        const data = types.map((t) => {
          const name = marketName(m.sport_id, t);
          return {
            id: t,
            type_id: t,
            name: name.en,
            kor: name.kr,
            jp: name.jp,
            books: new Set(quotes.filter((q) => q.oddType === t).map((q) => q.bookId)).size,
          };
        });
        return { data, count: { total: data.length } };
      },
    }),
  ];
}

function bookListRoute(ctx: GroupContext): AnyRoute {
  const { db, live, prepare, match } = ctx;
  // GET /api/book/list
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

function bookHistoryRoute(ctx: GroupContext): AnyRoute {
  const { db, prepare, match } = ctx;
  // GET /api/book/type/{id}
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

function oddsSeriesRoute(ctx: GroupContext): AnyRoute {
  const { db, match } = ctx;
  // GET /api/relative/odds/{id}
  return defineRoute({
    method: 'get',
    path: '/relative/odds/{id}',
    tag: RELATIVE_TAG,
    summary:
      "A game's odds history for one book (default the main book) as series T1 (h, d, a), T2 (h, hd, a), T3 (o, hd, u) with ts, s, ta; search by time or odds",
    params: z.object({ id: pathId.describe('Match id') }),
    query: z.object({
      book_id: queryId.optional(),
      filter_by: z.enum(['time', 'odds']).optional(),
      q: z.string().max(40).optional(),
    }),
    prepareQuery: (raw) => {
      const q = prepareListQuery('generic')(raw);
      // A bare q searches time or odds by its look, not team names (spec §5's list default).
      if (!raw.filter_by?.some((v) => v !== '')) delete q.filter_by;
      return q;
    },
    handler: async ({ params, query }) => {
      const m = await match(params.id);
      const bookId = query.book_id ?? MAIN_BOOK_ID;
      const rows = await readHistory(db, m.id, { bookId, limit: MAX_HISTORY });
      const series = historySeries(
        rows,
        query.q === undefined ? undefined : { filterBy: query.filter_by, q: query.q },
      );
      return { data: { id: m.id, book_id: bookId, sport_id: m.sport_id, ...series } };
    },
  });
}
