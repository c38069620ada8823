/**
 * @module api/routes/other-data
 * Spec §7 "Other data": odds details and types of a match, its events, one upcoming match with
 * its league tables and odds series, players, top lists, teams, bookmakers and their price
 * history, and league tables; plus the administrator's in-play correction
 * `POST /inplay/update/upcoming`.
 * The league calls are in other-data-leagues.ts, the bookmaker calls in other-data-books.ts.
 */
import { z } from 'zod';
import { EVENT_KINDS } from '../../../lib/domain/event-parse';
import { marketName, summarizeOdds } from '../../../lib/domain/odds-summary';
import { correctMatch } from '../match-correction';
import { auditActor } from './audit';
import { bookNamesById } from '../../read/books';
import { eventTypeRows, readParsedEvents } from '../../read/events';
import { MAIN_BOOK_ID } from '../../read/matches';
import { historySeries, oddsDetailRow, readBookQuotes, readHistory } from '../../read/odds';
import { readPlayer } from '../../read/player';
import { readLeague, readLeagueTables, resolveSeason } from '../../read/tables';
import { readTeam } from '../../read/team/info';
import { defineRoute, type AnyRoute } from '../route-kit';
import { bookHistoryRoute, bookListRoute } from './odds-details';
import {
  notFound,
  oddType,
  otherDataContext,
  pathId,
  queryId,
  TAG,
  type OtherDataContext,
} from './group-context';
import { leagueTableRoutes, topListRoute } from './league';
import type { RouteDeps } from './route-deps';

/** Largest history a single call returns (newest kept). */
const MAX_HISTORY = 5000;

export function otherDataRoutes(deps: RouteDeps): AnyRoute[] {
  const ctx = otherDataContext(deps);
  return [
    ...matchOddsRoutes(ctx),
    ...matchEventRoutes(ctx),
    upcomingMatchRoute(ctx),
    playerRoute(ctx),
    topListRoute(ctx),
    teamRoute(ctx),
    bookListRoute(ctx),
    bookHistoryRoute(ctx),
    ...leagueTableRoutes(ctx),
    updateUpcomingRoute(deps),
  ];
}

function matchOddsRoutes(ctx: OtherDataContext): AnyRoute[] {
  const { db, live, prepare, match } = ctx;
  return [
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

function matchEventRoutes(ctx: OtherDataContext): AnyRoute[] {
  const { db, live, prepare, match } = ctx;
  return [
    defineRoute({
      method: 'get',
      path: '/upcoming-events/details/{id}',
      tag: TAG,
      summary:
        'Timeline of a match; each event with win (side), mid (minute), player, subPlayer and the goal/yellow/red/corner/substitution/offside/timeout/penalty flags',
      params: z.object({ id: pathId.describe('Match id') }),
      query: z.object({
        type: z.enum(EVENT_KINDS).optional().describe('Only events of this kind'),
      }),
      prepareQuery: prepare,
      handler: async ({ params, query }) => {
        const m = await match(params.id);
        const events = await readParsedEvents(db, live, m);
        const data = query.type ? events.filter((e) => e[query.type!]) : events;
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/upcoming-events/type/{upId}',
      tag: TAG,
      summary: 'Event kinds of a match with their counts per side (goals, cards, corners…)',
      params: z.object({ upId: pathId.describe('Match id') }),
      handler: async ({ params }) => {
        const m = await match(params.upId);
        const data = eventTypeRows(await readParsedEvents(db, live, m));
        return { data, count: { total: data.length } };
      },
    }),
  ];
}

function upcomingMatchRoute(ctx: OtherDataContext): AnyRoute {
  const { db, now, match } = ctx;
  return defineRoute({
    method: 'get',
    path: '/upcoming-sports/{id}',
    tag: TAG,
    summary:
      "One upcoming match (sports_upcoming_id) with its league's tables (league_hasTable, league_overall, league_home, league_away) and the main book's odds series T1–T3",
    params: z.object({ id: pathId.describe('Match id (sports_upcoming_id)') }),
    handler: async ({ params }) => {
      const m = await match(params.id);
      const league = await readLeague(db, m.league_id);
      // The match's own season (a match without one has no table to show).
      const season = league
        ? await resolveSeason(db, league.id, { upcomingId: m.id }, now())
        : null;
      const usable = season && !('error' in season) ? season : null;
      const tables =
        league?.has_table && usable ? await readLeagueTables(db, league, usable) : null;
      const history = await readHistory(db, m.id, { bookId: MAIN_BOOK_ID, limit: MAX_HISTORY });
      return {
        data: {
          ...m,
          league_hasTable: tables !== null,
          league_overall: tables?.overall ?? null,
          league_home: tables?.home ?? null,
          league_away: tables?.away ?? null,
          odds: historySeries(history),
        },
      };
    },
  });
}

function playerRoute(ctx: OtherDataContext): AnyRoute {
  const { db, now } = ctx;
  return defineRoute({
    method: 'get',
    path: '/players/{id}',
    hot: 'stored',
    tag: TAG,
    summary:
      'A player: names, country, birthdate, position, foot, height (cm), weight (kg), current team, transfers (team_info, start, end), totals and injuries',
    params: z.object({ id: pathId.describe('Player id') }),
    maxAge: 60,
    handler: async ({ params }) => {
      const player = await readPlayer(db, params.id, now());
      if (!player) throw notFound('player', params.id);
      return { data: player };
    },
  });
}

function teamRoute(ctx: OtherDataContext): AnyRoute {
  const { db } = ctx;
  return defineRoute({
    method: 'get',
    path: '/team/info/{id}',
    hot: 'stored',
    tag: TAG,
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

/**
 * `POST /inplay/update/upcoming` (spec §7 in-play; the store's `modifyUrl {id, bet365, url}`):
 * an administrator sets a match's live-stream URL and/or bet365 id. A match the feed holds in
 * memory is corrected through the feed, so the live state, the stored row and the socket
 * `update` event (game_id, id, bet365_id, url) all follow.
 */
function updateUpcomingRoute(deps: RouteDeps): AnyRoute {
  const bodyId = z
    .union([z.number(), z.string().regex(/^\d{1,16}$/, 'Expected a match id')])
    .transform(Number)
    .pipe(queryId);
  return defineRoute({
    method: 'post',
    path: '/inplay/update/upcoming',
    tag: 'In-play',
    summary:
      "Sets a match's live-stream URL and/or bet365 id (administrators); answers the socket update payload {game_id, id, bet365_id, url}",
    access: 'admin',
    body: z
      .object({
        id: bodyId.describe('Match id (upcoming_id)'),
        url: z
          .url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })
          .max(2000)
          .nullable()
          .optional()
          .describe('Live-stream or live-score page; null removes it'),
        bet365: z
          .string()
          .regex(/^\d{1,20}$/, 'Expected a bet365 id (digits)')
          .optional(),
      })
      .refine((b) => b.url !== undefined || b.bet365 !== undefined, {
        message: 'Send url, bet365 or both',
        path: ['url'],
      }),
    handler: async ({ body, user }) => ({
      data: await correctMatch(deps, body.id, body, auditActor(user)),
    }),
  });
}
