/**
 * @module api/routes/other-data
 * Spec §7 "Other data" calls no one screen owns: a match's parsed events and event types, one
 * upcoming match with its league tables and odds series; plus the administrator's in-play
 * correction `POST /inplay/update/upcoming`. The screens' own calls of the group are in their
 * route groups: league.ts, team.ts, player.ts, odds-details.ts.
 */
import { z } from 'zod';
import { EVENT_KINDS } from '../../../lib/domain/event-parse';
import { correctMatch } from '../match-correction';
import { auditActor } from './audit';
import { eventTypeRows, readParsedEvents } from '../../read/events';
import { MAIN_BOOK_ID } from '../../read/matches';
import { historySeries, readHistory } from '../../read/odds';
import { readLeague, resolveSeason } from '../../read/league-season';
import { readLeagueTables } from '../../read/tables';
import { defineRoute, type AnyRoute } from '../route-kit';
import {
  groupContext,
  OTHER_DATA_TAG as TAG,
  pathId,
  queryId,
  type GroupContext,
} from './group-context';
import type { RouteDeps } from './route-deps';

/** Largest history a single call returns (newest kept). */
const MAX_HISTORY = 5000;

export function otherDataRoutes(deps: RouteDeps): AnyRoute[] {
  const ctx = groupContext(deps);
  return [...matchEventRoutes(ctx), upcomingMatchRoute(ctx), updateUpcomingRoute(deps)];
}

function matchEventRoutes(ctx: GroupContext): AnyRoute[] {
  const { db, live, prepare, match } = ctx;
  return [
    // GET /api/upcoming-events/details/{id}
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
    // GET /api/upcoming-events/type/{upId}
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

function upcomingMatchRoute(ctx: GroupContext): AnyRoute {
  const { db, now, match } = ctx;
  // GET /api/upcoming-sports/{id}
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
  // POST /api/inplay/update/upcoming
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
