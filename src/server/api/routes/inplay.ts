/**
 * @module api/routes/inplay
 * Spec §7 "In-play": match lists by status, single matches and their details, live counts,
 * line-ups, the leagues of a sport, and the administrator's URL update.
 */
import { z } from 'zod';
import { ALL_SPORT_IDS, TIME_STATUS } from '../../../lib/domain/sports';
import { HttpError } from '../../contracts/http-error';
import { correctMatch } from '../match-correction';
import { auditActor } from './audit';
import { listMatches, MATCH_SCOPES, matchListQuery, prepareListQuery } from '../../read/match-list';
import { lineupNames, readMatch, readMatchExtras, toLineups } from '../../read/matches';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber, positiveId } from '../whole-number';

const TAG = 'In-play';
const id = positiveId();
const sportParam = wholeNumber(0, 1_000_000).refine(
  (v) => (ALL_SPORT_IDS as number[]).includes(v),
  {
    message: `Expected a sport id: ${ALL_SPORT_IDS.join(', ')}`,
  },
);

function notFound(what: string, value: unknown): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No ${what} with id ${String(value)}`);
}

export function inplayRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live, now } = deps;

  async function details(matchId: number) {
    const match = await readMatch(db, live, matchId);
    if (!match) throw notFound('match', matchId);
    const extras = await readMatchExtras(db, live, matchId);
    const side = (s: 'home' | 'away') => ({
      name: match[s],
      kor: match[`${s}_kor`],
      score: match.ss?.split('-')[s === 'home' ? 0 : 1] ?? '0',
      color: match[`${s}_team_meta`].color,
      kit_color: match[`${s}_team_meta`].kit_color,
      Serve: extras.details?.serve === s,
      image: match[`${s}_img`],
    });
    return {
      ...match,
      info: {
        sport: match.sport,
        state: extras.details?.state ?? null,
        state_info: null,
        bet365id: match.bet365,
        name: match.game_name,
        league: match.league,
        league_kor: match.league_kor,
        score: match.ss,
        ball_pos: extras.details?.ball_pos ?? null,
        period: extras.details?.period ?? 0,
        periodEx: null,
        seconds: match.timer ? match.timer.tm * 60 + match.timer.ts : null,
      },
      team_info: { home: side('home'), away: side('away') },
      sts: extras.sts,
      stats: extras.stats,
      events: extras.events,
    };
  }

  return [
    defineRoute({
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
    }),
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
    defineRoute({
      method: 'get',
      path: '/inplay/find/{id}',
      hot: 'live',
      tag: TAG,
      summary: 'One match as a list row',
      params: z.object({ id }),
      handler: async ({ params }) => {
        const match = await readMatch(db, live, params.id);
        if (!match) throw notFound('match', params.id);
        return { data: match };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/inplay/line-up/{id}',
      tag: TAG,
      summary: 'Line-ups of a match: home and away with formation and startinglineup',
      params: z.object({ id }),
      maxAge: 15,
      handler: async ({ params }) => {
        const exists = await db
          .selectFrom('matches')
          .select('id')
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!exists) throw notFound('match', params.id);
        const rows = await db
          .selectFrom('lineups')
          .selectAll()
          .where('match_id', '=', params.id)
          .execute();
        return { data: toLineups(rows, await lineupNames(db, rows)) };
      },
    }),
    defineRoute({
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
    }),
    defineRoute({
      method: 'get',
      path: '/games/{id}',
      hot: 'live',
      tag: TAG,
      summary: 'A match with its details: info, team_info, sts, stats, events',
      params: z.object({ id }),
      handler: async ({ params }) => ({ data: await details(params.id) }),
    }),
    defineRoute({
      method: 'get',
      path: '/games/{id}/{userId}',
      tag: TAG,
      summary: "A match with its details, for a logged-in user (the user's own id only)",
      params: z.object({ id, userId: id }),
      access: 'user',
      handler: async ({ params, user }) => {
        if (user?.id !== params.userId) {
          throw new HttpError(403, 'FORBIDDEN', 'A user reads only their own game view');
        }
        return { data: await details(params.id) };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/games/{id}',
      tag: TAG,
      summary: "Sets a match's live-stream URL and bet365 id (administrators)",
      params: z.object({ id }),
      body: z.object({
        url: z
          .url({ protocol: /^https?$/ })
          .max(2000)
          .nullable()
          .optional(),
        bet365: z
          .string()
          .regex(/^\d{1,20}$/)
          .optional(),
      }),
      access: 'admin',
      handler: async ({ params, body, user }) => {
        // Same correction as POST /inplay/update/upcoming: through the feed when it is live.
        await correctMatch(deps, params.id, body, auditActor(user));
        return { data: await readMatch(db, live, params.id) };
      },
    }),
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
