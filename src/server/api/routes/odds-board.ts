/**
 * @module api/routes/odds-board
 * Views across every open match that no rival has live (spec §2.19, §7.12):
 * sure bets (`/odds/sure-bets`) and dropping odds (`/odds/dropping`), answered by the shared
 * reader of `read/odds-board/views` (the pages render from the same answers).
 */
import { z } from 'zod';
import { DROP_WINDOWS } from '../../../lib/domain/dropping-odds';
import { MAX_ROWS, prepareListQuery } from '../../read/match-list';
import { OPEN_SCOPES } from '../../read/odds-board/markets';
import { SCAN_TTL_MS, oddsBoardReader } from '../../read/odds-board/views';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';

const TAG = 'Odds comparison';
export { SCAN_TTL_MS };

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

export function oddsBoardRoutes({ db, live, now }: RouteDeps): AnyRoute[] {
  const prepare = prepareListQuery('generic');
  const reader = oddsBoardReader({ db, live, now });

  return [
    // GET /api/odds/sure-bets
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
      handler: ({ query }) => reader.sureBets(query),
    }),
    // GET /api/odds/dropping
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
      handler: ({ query }) => reader.dropping(query),
    }),
  ];
}
