/**
 * @module api/routes/odds-board
 * Views across every open match that no rival has live (issue "Odds comparison, live"):
 * sure bets (`/odds/sure-bets`) and dropping odds (`/odds/dropping`). Both scan every open
 * market, so an answer is kept for a few seconds per query and shared by every caller.
 */
import { z } from 'zod';
import { DROP_WINDOWS } from '../../../lib/domain/dropping-odds';
import { bookNamesById } from '../read/books';
import { MAX_ROWS, prepareListQuery } from '../read/match-list';
import { matchBase, readMatchRows } from '../read/matches';
import { OPEN_SCOPES, readOpenMarkets } from '../read/odds-board';
import { droppingOddsOf, sureBetsOf } from '../read/odds-scans';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';

const TAG = 'Odds comparison';
/** How long one scan answers every caller (prices move every few seconds anyway). */
export const SCAN_TTL_MS = 3_000;

const common = {
  sportsId: z.number().int().positive().optional().describe('Only this sport'),
  status: z
    .enum(OPEN_SCOPES, { error: 'Expected inplay, upcoming or all' })
    .optional()
    .describe('Matches in play, not started, or both (default all)'),
  rows: z
    .number({ error: 'Expected a whole number of at least 1' })
    .int()
    .min(1)
    .transform((v) => Math.min(v, MAX_ROWS))
    .optional()
    .describe(`Entries to return (default 50, at most ${MAX_ROWS})`),
};
const oddType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Expected an odds type: 1 (winner), 2 (handicap) or 3 (over/under)',
});

/** A tiny per-query cache: the first caller scans, the others share its answer. */
function scanCache<T>(ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = compute();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    if (entries.size > 200) entries.delete(entries.keys().next().value!);
    return value;
  };
}

export function oddsBoardRoutes({ db, live, now }: RouteDeps): AnyRoute[] {
  const prepare = prepareListQuery('generic');
  const cached = scanCache<unknown>(SCAN_TTL_MS, now);

  /** Entries with their match (the in-play list row) and book names. */
  async function withMatches<E extends { match_id: number }>(entries: E[]) {
    const ids = [...new Set(entries.map((e) => e.match_id))];
    const rows =
      ids.length === 0 ? [] : await readMatchRows(db, live, matchBase(db).where('m.id', 'in', ids));
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return entries
      .filter((e) => byId.has(e.match_id))
      .map((e) => ({ ...e, match: byId.get(e.match_id)! }));
  }

  return [
    defineRoute({
      method: 'get',
      path: '/odds/sure-bets',
      tag: TAG,
      summary:
        'Sure bets: per open match and market, the best current price of each outcome across books where their implied probabilities sum below 100 %; margin in percent, legs with book names, largest margin first',
      query: z.object({
        ...common,
        type: oddType.optional().describe('Only this odds type'),
        min_margin: z
          .number({ error: 'Expected a percentage from 0 to 100' })
          .min(0)
          .max(100)
          .optional()
          .describe('Smallest margin in percent (default 0)'),
      }),
      prepareQuery: prepare,
      handler: async ({ query }) => {
        const filter = {
          scope: query.status ?? 'all',
          sportId: query.sportsId,
          oddType: query.type,
        };
        const key = JSON.stringify(['sure', filter, query.min_margin ?? 0, query.rows ?? 50]);
        return cached(key, async () => {
          const markets = await readOpenMarkets(db, live, filter);
          const all = sureBetsOf(markets, query.min_margin ?? 0);
          const names = await bookNamesById(db);
          const data = (await withMatches(all.slice(0, query.rows ?? 50))).map((entry) => ({
            ...entry,
            legs: entry.legs.map((leg) => {
              const book = names(leg.book_id);
              return { ...leg, book_name: book.name, book_kor: book.kor, book_jp: book.jp };
            }),
          }));
          return { data, count: { total: all.length } };
        });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/odds/dropping',
      tag: TAG,
      summary:
        'Dropping odds: per open match and market, the outcome whose average price across books fell most over the window (5, 15 or 60 minutes, or since opening), with the average then and now; biggest fall first',
      query: z.object({
        ...common,
        type: oddType.optional().describe('Odds type (default 1, the winner market)'),
        window: z
          .union([z.literal(5), z.literal(15), z.literal(60), z.literal('opening')], {
            error: `Expected one of ${DROP_WINDOWS.join(', ')}`,
          })
          .optional()
          .describe('Minutes back from now, or opening (default 15)'),
      }),
      prepareQuery: prepare,
      handler: async ({ query }) => {
        const filter = {
          scope: query.status ?? 'all',
          sportId: query.sportsId,
          oddType: query.type ?? 1,
        };
        const window = query.window ?? 15;
        const key = JSON.stringify(['drop', filter, window, query.rows ?? 50]);
        return cached(key, async () => {
          const markets = await readOpenMarkets(db, live, filter);
          const all = await droppingOddsOf(db, markets, now(), window);
          const data = await withMatches(all.slice(0, query.rows ?? 50));
          return { data, count: { total: all.length }, window };
        });
      },
    }),
  ];
}
