/**
 * @module api/routes/head-to-head
 * The head-to-head screen's calls (spec §2 "Head-to-head analysis page", spec §7 in-play relative
 * calls): its relative tab's tables of past games, type `relative` = games between the two
 * teams, `home` / `away` = each team's latest results, and the tallies of each table.
 */
import { z } from 'zod';
import { RELATIVE_TYPES } from '../../../lib/domain/relative';
import { listRelative, tallyOf } from '../../read/relative';
import { defineRoute, type AnyRoute } from '../route-kit';
import { pageOf, prepareRelative, relativeFilters, relativeListQuery } from './relative-lists';
import type { RouteDeps } from './route-deps';

const TAG = 'In-play';

const typeParam = z.object({
  type: z.enum(RELATIVE_TYPES).describe('relative (between the teams), home or away'),
});

export function headToHeadRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live } = deps;
  const filterOf = relativeFilters(deps);
  return [
    // GET /api/inplay/relative/list/{type}
    defineRoute({
      method: 'get',
      path: '/inplay/relative/list/{type}',
      tag: TAG,
      summary:
        "Past games for head-to-head: relative = between homeId and awayId, home / away = that team's results (rows 10, sort_by play_time asc; year, sport filter)",
      params: typeParam,
      query: relativeListQuery,
      prepareQuery: prepareRelative,
      handler: async ({ params, query }) => {
        const { filter, relativeTo } = await filterOf(query, params.type);
        return listRelative(db, live, filter, pageOf(query), relativeTo);
      },
    }),
    // GET /api/inplay/relative/count/{type}
    defineRoute({
      method: 'get',
      path: '/inplay/relative/count/{type}',
      tag: TAG,
      summary:
        "Tallies of a head-to-head list: total, results H/D/A, over/under, half-time over/under and the team's win/draw/loss",
      params: typeParam,
      query: relativeListQuery,
      prepareQuery: prepareRelative,
      handler: async ({ params, query }) => {
        const { filter, teamId } = await filterOf(query, params.type);
        return { data: await tallyOf(db, filter, teamId) };
      },
    }),
  ];
}
