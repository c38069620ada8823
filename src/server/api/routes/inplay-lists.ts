/**
 * @module api/routes/inplay-lists
 * The in-play screen's lists (spec §7 "In-play"): matches by status, in play now (all sports or
 * one) and finished, the live counts per sport, and the leagues of a sport.
 * One match, its details and line-ups are in inplay.ts.
 */
import { z } from 'zod';
import { ALL_SPORT_IDS, TIME_STATUS } from '../../../lib/domain/sports';
import { listMatches, MATCH_SCOPES, matchListQuery, prepareListQuery } from '../../read/match-list';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber } from '../whole-number';

const TAG = 'In-play';
const sportParam = wholeNumber(0, 1_000_000).refine(
  (v) => (ALL_SPORT_IDS as number[]).includes(v),
  {
    message: `Expected a sport id: ${ALL_SPORT_IDS.join(', ')}`,
  },
);

export function inplayListRoutes(deps: RouteDeps): AnyRoute[] {
  return [liveCountRoute(deps), ...matchListRoutes(deps), leaguesRoute(deps)];
}

function liveCountRoute({ db }: RouteDeps): AnyRoute {
  // GET /api/inplay/all/count/betting/all
  return defineRoute({
    method: 'get',
    path: '/inplay/all/count/betting/all',
    hot: 'live',
    tag: TAG,
    summary: 'Number of matches in play, in all and per sport',
    handler: async () => {
      const rows = await db
        .selectFrom('matches')
        .select(['sport_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('time_status', '=', TIME_STATUS.inPlay)
        .groupBy('sport_id')
        .execute();
      const sports = rows
        .map((r) => ({ id: Number(r.sport_id), count: Number(r.n) }))
        .sort((a, b) => a.id - b.id);
      return { data: { total: sports.reduce((n, s) => n + s.count, 0), sports } };
    },
  });
}

function matchListRoutes({ db, live, now }: RouteDeps): AnyRoute[] {
  return [
    // GET /api/games/inplay
    defineRoute({
      method: 'get',
      path: '/games/inplay',
      hot: 'live',
      tag: TAG,
      summary: 'Matches in play now (all-games list: rows 30, sort_by play_time asc)',
      query: matchListQuery,
      prepareQuery: prepareListQuery('allGames'),
      handler: ({ query }) =>
        listMatches(db, live, query, { scope: 'inplay', useDates: false, now: now() }),
    }),
    // GET /api/games/inplay/type/{type}
    defineRoute({
      method: 'get',
      path: '/games/inplay/type/{type}',
      hot: 'live',
      tag: TAG,
      summary: 'Matches in play now in one sport',
      params: z.object({ type: sportParam.describe('Sport id') }),
      query: matchListQuery,
      prepareQuery: prepareListQuery('allGames'),
      handler: ({ params, query }) =>
        listMatches(
          db,
          live,
          { ...query, sportsId: params.type },
          { scope: 'inplay', useDates: false, now: now() },
        ),
    }),
    // GET /api/inplay/result/list
    defineRoute({
      method: 'get',
      path: '/inplay/result/list',
      hot: 'live',
      revalidate: true,
      tag: TAG,
      summary:
        'Finished matches (results defaults: rows 50, sort_by created_at desc; today in Seoul without a range)',
      query: matchListQuery,
      prepareQuery: prepareListQuery('results'),
      handler: ({ query }) =>
        listMatches(db, live, query, { scope: 'result', useDates: true, now: now() }),
    }),
    // GET /api/inplay/{status}
    defineRoute({
      method: 'get',
      path: '/inplay/{status}',
      hot: 'live',
      revalidate: true,
      tag: TAG,
      summary:
        'Match list by status (inplay, upcoming, result, all) with the spec §5 list query; dates default to today in Seoul except in play',
      params: z.object({ status: z.enum(MATCH_SCOPES) }),
      query: matchListQuery,
      prepareQuery: prepareListQuery('generic'),
      handler: ({ params, query }) =>
        listMatches(db, live, query, {
          scope: params.status,
          useDates: params.status !== 'inplay',
          now: now(),
        }),
    }),
  ];
}

function leaguesRoute({ db, now }: RouteDeps): AnyRoute {
  // GET /api/league/{sportsID}
  return defineRoute({
    method: 'get',
    path: '/league/{sportsID}',
    hot: 'live',
    tag: TAG,
    summary: 'Leagues of a sport with their next kick-off (play_time) and match counts',
    params: z.object({ sportsID: sportParam.describe('Sport id') }),
    maxAge: 60,
    handler: async ({ params }) => {
      const nowSeconds = Math.floor(now() / 1000);
      const leagues = await db
        .selectFrom('leagues as l')
        .leftJoin('matches as m', (join) =>
          join
            .onRef('m.league_id', '=', 'l.id')
            .on('m.time_status', 'in', [TIME_STATUS.notStarted, TIME_STATUS.inPlay])
            .on('m.time', '>=', nowSeconds - 6 * 3600),
        )
        .select([
          'l.id',
          'l.name',
          'l.kor',
          'l.jp',
          'l.cc',
          (eb) => eb.fn.min('m.time').as('next_time'),
          (eb) => eb.fn.count('m.id').as('count'),
        ])
        .where('l.sport_id', '=', params.sportsID)
        .groupBy(['l.id', 'l.name', 'l.kor', 'l.jp', 'l.cc'])
        .orderBy('l.id')
        .execute();
      const data = leagues.map((l) => ({
        id: Number(l.id),
        name: l.name,
        kor: l.kor,
        jp: l.jp,
        cc: l.cc,
        count: Number(l.count),
        play_time: l.next_time === null ? null : Number(l.next_time),
      }));
      return { data, count: { total: data.length } };
    },
  });
}
