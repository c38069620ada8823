/**
 * @module api/routes/results
 * Spec §7.5 "Results": finished matches per sport (the results screen and its filter list), the
 * results list's counts per sport and league, one result by bet365 id, a result's details by
 * section, and the powerball draw list.
 */
import { z } from 'zod';
import { scoreSides } from '../../../lib/domain/score';
import { SPORT_IDS, isSportId, type SportKey } from '../../../lib/domain/sports';
import { RESULT_LISTS } from '../../../lib/results/query';
import { HttpError, validationError } from '../../contracts/http-error';
import { matchListQuery, prepareListQuery } from '../../read/match-list';
import { lineupNames, toLineups } from '../../read/lineups';
import { readMatchExtras } from '../../read/match-extras';
import { readMatch, type MatchRow } from '../../read/matches';
import { leagueProblem, readResultFacets, readResultGames, toResultGame } from '../../read/results';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber, positiveId } from '../whole-number';

const TAG = 'Results';

/** Route types of the results screen: a sport key (`soccer`), a sport id, or every sport. */
const RESULT_TYPES = ['inplay', 'all', ...Object.keys(SPORT_IDS)] as [string, ...string[]];

const resultType = z
  .string()
  .refine((v) => RESULT_TYPES.includes(v) || Object.values(SPORT_IDS).map(String).includes(v), {
    message: `Expected one of ${RESULT_TYPES.join(', ')} or a sport id`,
  })
  .describe('inplay or all (every sport), a sport key such as soccer, or a sport id');

const knownSport = z
  .number()
  .int()
  .refine(isSportId, { message: `Expected a sport id: ${Object.values(SPORT_IDS).join(', ')}` });

/** The list query with sports checked: an unknown sport is a 400 naming it, not an empty list. */
const resultsQuery = matchListQuery.extend({
  sportsId: knownSport.optional().describe('Sport id (spec §1)'),
  sport_id: knownSport.optional(),
});

function sportOfType(type: string): number | undefined {
  if (type === 'inplay' || type === 'all') return undefined;
  return /^\d+$/.test(type) ? Number(type) : SPORT_IDS[type as SportKey];
}

/** Spec §3 "Result": id, status ('done' or other), final score. */
function toResult(m: MatchRow) {
  const sides = scoreSides(m.ss);
  return {
    id: m.id,
    bet365_id: m.bet365,
    status: m.status === 'done' ? 'done' : m.status,
    score: { Home: sides?.home ?? null, Away: sides?.away ?? null },
  };
}

const INFO_SECTIONS = ['all', 'summary', 'stats', 'events', 'lineup'] as const;

/** A result's details: one section, or `all` of them merged. */
async function resultInfo(
  { db, live }: RouteDeps,
  id: number,
  type: (typeof INFO_SECTIONS)[number],
) {
  const match = await readMatch(db, live, id);
  if (!match) throw new HttpError(404, 'NOT_FOUND', `No match with id ${id}`);
  const extras = await readMatchExtras(db, live, id);
  const lineup = toLineups(extras.lineups, await lineupNames(db, extras.lineups));
  const sections = {
    summary: { ...toResultGame(match, extras.stats), result: toResult(match) },
    stats: { stats: extras.stats, sts: extras.sts },
    events: { events: extras.events },
    lineup: { lineup },
  };
  return type === 'all'
    ? { ...sections.summary, ...sections.stats, ...sections.events, ...sections.lineup }
    : sections[type];
}

function powerballRoute(): AnyRoute {
  // GET /api/powerball/results
  return defineRoute({
    method: 'get',
    path: '/powerball/results',
    tag: TAG,
    summary: 'Powerball draws (no draw provider is connected: an empty list)',
    query: z.object({
      rows: wholeNumber(1).optional(),
      page: wholeNumber(1).optional(),
    }),
    handler: () => ({ data: [], count: { total: 0 } }),
  });
}

/** A league filter names a league of the list's sport, or the call is refused naming it. */
async function checkLeague(
  { db }: RouteDeps,
  query: z.output<typeof matchListQuery>,
  sportId: number | undefined,
) {
  if (!query.league_id) return;
  const problem = await leagueProblem(db, query.league_id, sportId);
  if (problem) throw validationError('query', [{ field: 'league_id', message: problem }]);
}

function countsRoute(deps: RouteDeps): AnyRoute {
  // GET /api/result/counts/{list}
  return defineRoute({
    method: 'get',
    path: '/result/counts/{list}',
    hot: 'live',
    revalidate: true,
    tag: TAG,
    summary:
      "The results list's matches per sport and, with sportsId, per league (same days, list type and search as the list; today in Seoul without a range)",
    params: z.object({ list: z.enum(RESULT_LISTS).describe('all, result or upcoming') }),
    query: resultsQuery,
    prepareQuery: prepareListQuery('results'),
    handler: async ({ params, query }) => {
      const sportsId = query.sportsId ?? query.sport_id;
      await checkLeague(deps, query, sportsId);
      return { data: await readResultFacets(deps.db, query, params.list, deps.now()) };
    },
  });
}

export function resultsRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live, now } = deps;

  async function resultsPage(query: z.output<typeof matchListQuery>, type: string) {
    const sportsId = sportOfType(type) ?? query.sportsId ?? query.sport_id;
    await checkLeague(deps, query, sportsId);
    return readResultGames(
      db,
      live,
      { ...query, ...(sportsId ? { sportsId } : {}) },
      'result',
      now(),
    );
  }

  return [
    // GET /api/result/list/game/{type}
    defineRoute({
      method: 'get',
      path: '/result/list/game/{type}',
      hot: 'live',
      revalidate: true,
      tag: TAG,
      summary: 'Results filter list (rows 50, filter_by round, sort_by id desc, date_by play_date)',
      params: z.object({ type: resultType }),
      query: resultsQuery,
      prepareQuery: prepareListQuery('resultsFilter'),
      handler: ({ params, query }) => resultsPage(query, params.type),
    }),
    // GET /api/result/bet365/sub/{key}
    defineRoute({
      method: 'get',
      path: '/result/bet365/sub/{key}',
      tag: TAG,
      summary: "One result by bet365 id: id, status ('done' or other), score {Home, Away}",
      params: z.object({ key: z.string().regex(/^\d{1,20}$/, 'Expected a bet365 id (digits)') }),
      handler: async ({ params }) => {
        const match = await readMatch(db, live, params.key, true);
        if (!match) throw new HttpError(404, 'NOT_FOUND', `No match with bet365 id ${params.key}`);
        return { data: toResult(match) };
      },
    }),
    // GET /api/result/info/{id}/{type}
    defineRoute({
      method: 'get',
      path: '/result/info/{id}/{type}',
      hot: 'live',
      tag: TAG,
      summary: 'Details of a result: summary, stats, events, lineup or all of them',
      params: z.object({
        id: positiveId(),
        type: z.enum(INFO_SECTIONS),
      }),
      maxAge: 30,
      handler: async ({ params }) => {
        return { data: await resultInfo(deps, params.id, params.type) };
      },
    }),
    powerballRoute(),
    countsRoute(deps),
    // GET /api/result/{type}
    defineRoute({
      method: 'get',
      path: '/result/{type}',
      hot: 'live',
      revalidate: true,
      tag: TAG,
      summary:
        'Results of a sport (rows 50, sort_by created_at desc, filter_by team_name; today in Seoul without a range)',
      params: z.object({ type: resultType }),
      query: resultsQuery,
      prepareQuery: prepareListQuery('results'),
      handler: ({ params, query }) => resultsPage(query, params.type),
    }),
  ];
}
