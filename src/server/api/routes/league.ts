/**
 * @module api/routes/league
 * The league screen's calls (spec §7 "Other data"; the league details and league top list pages
 * of spec §2): a season's top lists and tables, and a league's seasons.
 */
import { z } from 'zod';
import { isGiven } from '../../../lib/domain/list-query';
import { listSeasons, readLeague, type LeagueInfo } from '../../read/league-season';
import { readLeagueTables } from '../../read/tables';
import { readTopLists } from '../../read/toplists';
import { defineRoute, type AnyRoute } from '../route-kit';
import {
  groupContext,
  notFound,
  OTHER_DATA_TAG as TAG,
  pathId,
  queryId,
  rowsQuery,
  type GroupContext,
} from './group-context';
import type { RouteDeps } from './route-deps';

const leagueOut = (l: LeagueInfo) => ({
  id: l.id,
  sport_id: l.sport_id,
  name: l.name,
  kor: l.kor,
  jp: l.jp,
  cc: l.cc,
  has_leaguetable: l.has_table,
  has_topgoals: l.has_toplist,
});

export function leagueRoutes(deps: RouteDeps): AnyRoute[] {
  const ctx = groupContext(deps);
  return [topListRoute(ctx), ...leagueTableRoutes(ctx)];
}

function topListRoute(ctx: GroupContext): AnyRoute {
  const { db, now, prepare, leagueAndSeason } = ctx;
  // GET /api/toplist/{id}
  return defineRoute({
    method: 'get',
    path: '/toplist/{id}',
    hot: 'stored',
    tag: TAG,
    summary:
      "A league season's top lists: topgoals, topassists, topcards and current injuries (season: season_id, else upcomingId's, else the current one)",
    params: z.object({ id: pathId.describe('League id') }),
    query: z.object({
      season_id: queryId.optional(),
      upcomingId: queryId.optional().describe('A match whose season to use'),
      rows: rowsQuery.optional().describe('Rows per list (default 20, at most 100)'),
    }),
    prepareQuery: (raw) => {
      const q = prepare(raw);
      // The generic list default (50 rows) is not this call's: 20 unless asked.
      return isGiven(raw.rows?.at(-1)) ? q : { ...q, rows: 20 };
    },
    maxAge: 30,
    handler: async ({ params, query }) => {
      const { league, season } = await leagueAndSeason(params.id, query);
      const lists = season
        ? await readTopLists(db, league, season, query.rows ?? 20, now())
        : {
            source: 'results' as const,
            fetched_at: null,
            topgoals: [],
            topassists: [],
            topcards: [],
            injuries: [],
          };
      return { data: { league: leagueOut(league), season, ...lists } };
    },
  });
}

function leagueTableRoutes(ctx: GroupContext): AnyRoute[] {
  const { db, prepare, leagueAndSeason } = ctx;
  return [
    // GET /api/league-table/{id}
    defineRoute({
      method: 'get',
      path: '/league-table/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        "A league season's tables overall, home and away (point adjustments in overall; pct, gamesBack and elim for percentage-ranked leagues)",
      params: z.object({ id: pathId.describe('League id') }),
      query: z.object({
        season_id: queryId.optional(),
        upcomingId: queryId.optional().describe('A match whose season to use'),
      }),
      prepareQuery: prepare,
      maxAge: 30,
      handler: async ({ params, query }) => {
        const { league, season } = await leagueAndSeason(params.id, query);
        const tables = season ? await readLeagueTables(db, league, season) : null;
        return {
          data: {
            league: leagueOut(league),
            season,
            ranking: league.rules.ranking,
            // Whose figures: the stored results', or the provider's (read at fetched_at, ms).
            source: tables?.source ?? 'results',
            fetched_at: tables?.fetched_at ?? null,
            overall: tables?.overall ?? null,
            home: tables?.home ?? null,
            away: tables?.away ?? null,
          },
        };
      },
    }),
    // GET /api/league-seasons/{id}
    defineRoute({
      method: 'get',
      path: '/league-seasons/{id}',
      hot: 'stored',
      tag: TAG,
      summary:
        "Every season of a league the database holds (imported history included), newest first: pass one's id as season_id to the table, top list and results calls",
      params: z.object({ id: pathId.describe('League id') }),
      maxAge: 300,
      handler: async ({ params }) => {
        const league = await readLeague(db, params.id);
        if (!league) throw notFound('league', params.id);
        return { data: { league: leagueOut(league), seasons: await listSeasons(db, league.id) } };
      },
    }),
  ];
}
