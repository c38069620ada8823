/**
 * @module api/routes/team
 * The team screen's calls (spec §2 "Team list and team info"): one team (spec §7 "Other data"),
 * and the team list's relative info lists (spec §7 relative calls): games by ids or by filters,
 * the same per sport, and their counts and sports.
 */
import { z } from 'zod';
import { readTeam } from '../../read/team/info';
import { listRelative, sportsOf, tallyOf } from '../../read/relative';
import { defineRoute, type AnyRoute } from '../route-kit';
import { notFound, OTHER_DATA_TAG, pathId } from './group-context';
import {
  pageOf,
  prepareRelative,
  RELATIVE_TAG,
  relativeFilters,
  relativeListQuery,
} from './relative-lists';
import type { RouteDeps } from './route-deps';

export function teamRoutes(deps: RouteDeps): AnyRoute[] {
  return [
    teamInfoRoute(deps),
    relativeListRoute(deps),
    perSportListRoute(deps),
    ...relativeCountRoutes(deps),
  ];
}

function teamInfoRoute({ db }: RouteDeps): AnyRoute {
  // GET /api/team/info/{id}
  return defineRoute({
    method: 'get',
    path: '/team/info/{id}',
    hot: 'stored',
    tag: OTHER_DATA_TAG,
    summary:
      'A team: names, sport, country, squad (playerList, player_info S start / N number), transfers and leagues',
    params: z.object({ id: pathId.describe('Team id') }),
    maxAge: 60,
    handler: async ({ params }) => {
      const team = await readTeam(db, params.id);
      if (!team) throw notFound('team', params.id);
      return { data: team };
    },
  });
}

function relativeListRoute(deps: RouteDeps): AnyRoute {
  const { db, live } = deps;
  const filterOf = relativeFilters(deps);
  // GET /api/relative/list
  return defineRoute({
    method: 'get',
    path: '/relative/list',
    tag: RELATIVE_TAG,
    summary:
      'Relative info list: games by ids, or by filters (game_id/sports, date, year, q with filter_by team_name/league_name/time, homeId/awayId); results unless status says otherwise',
    query: relativeListQuery,
    prepareQuery: prepareRelative,
    handler: async ({ query }) => {
      const { filter, relativeTo } = await filterOf(query);
      return listRelative(db, live, filter, pageOf(query), relativeTo);
    },
  });
}

function perSportListRoute(deps: RouteDeps): AnyRoute {
  const { db, live } = deps;
  const filterOf = relativeFilters(deps);
  // GET /api/relative/list/new
  return defineRoute({
    method: 'get',
    path: '/relative/list/new',
    tag: RELATIVE_TAG,
    summary:
      'Relative results grouped per sport (team list screen): one group per sport with its first page of games and count.total',
    query: relativeListQuery,
    prepareQuery: prepareRelative,
    handler: async ({ query }) => {
      const { filter, relativeTo } = await filterOf(query);
      const sports = await sportsOf(db, filter);
      const data = [];
      for (const s of sports) {
        const page = await listRelative(
          db,
          live,
          { ...filter, sportId: s.id },
          pageOf(query),
          relativeTo,
        );
        data.push({
          sports_id: s.id,
          sports_name: s.name,
          sports_kor: s.kor,
          sports_image: s.image,
          count: page.count,
          data: page.data,
        });
      }
      return { data, count: { total: data.length } };
    },
  });
}

function relativeCountRoutes(deps: RouteDeps): AnyRoute[] {
  const { db } = deps;
  const filterOf = relativeFilters(deps);
  return [
    // GET /api/relative/list/count
    defineRoute({
      method: 'get',
      path: '/relative/list/count',
      tag: RELATIVE_TAG,
      summary: 'Counts of a relative info list: total, per sport, results and over/under tallies',
      query: relativeListQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter, teamId } = await filterOf(query);
        const [tally, sports] = await Promise.all([
          tallyOf(db, filter, teamId),
          sportsOf(db, filter),
        ]);
        return { data: { ...tally, sports: sports.map((s) => ({ id: s.id, count: s.count })) } };
      },
    }),
    // GET /api/relative/list/sports
    defineRoute({
      method: 'get',
      path: '/relative/list/sports',
      tag: RELATIVE_TAG,
      summary: 'Sports of a relative info list with their counts: id, name, kor, image, count',
      query: relativeListQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter } = await filterOf(query);
        const data = await sportsOf(db, filter);
        return { data, count: { total: data.length } };
      },
    }),
  ];
}
