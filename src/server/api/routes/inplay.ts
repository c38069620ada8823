/**
 * @module api/routes/inplay
 * The in-play screen's calls (spec §7 "In-play"): one match as a list row, its line-ups, the
 * match with its details (plain and for a logged-in user) and the administrator's URL update.
 * The screen's lists, live counts and the leagues of a sport are in inplay-lists.ts.
 */
import { scoreSides, ZERO_SCORE } from '../../../lib/domain/score';
import { z } from 'zod';
import { HttpError } from '../../contracts/http-error';
import { correctMatch } from '../match-correction';
import { auditActor } from './audit';
import { inplayListRoutes } from './inplay-lists';
import { lineupNames, toLineups } from '../../read/lineups';
import { readMatchExtras } from '../../read/match-extras';
import { readMatch } from '../../read/matches';
import { defineRoute, type AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { positiveId } from '../whole-number';

const TAG = 'In-play';
const id = positiveId();

function notFound(what: string, value: unknown): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No ${what} with id ${String(value)}`);
}

export function inplayRoutes(deps: RouteDeps): AnyRoute[] {
  return [...inplayListRoutes(deps), ...matchRoutes(deps), ...gameRoutes(deps)];
}

/** A match with its details as `/games/{id}` answers it: info, team_info, sts, stats, events. */
function detailsReader(deps: RouteDeps) {
  const { db, live } = deps;

  async function details(matchId: number) {
    const match = await readMatch(db, live, matchId);
    if (!match) throw notFound('match', matchId);
    const extras = await readMatchExtras(db, live, matchId);
    const sides = scoreSides(match.ss) ?? ZERO_SCORE;
    const side = (s: 'home' | 'away') => ({
      name: match[s],
      kor: match[`${s}_kor`],
      score: sides[s],
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

  return details;
}

/** One match as a list row, and its line-ups. */
function matchRoutes({ db, live }: RouteDeps): AnyRoute[] {
  return [
    // GET /api/inplay/find/{id}
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
    // GET /api/inplay/line-up/{id}
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
  ];
}

/** A match with its details, plain and for a logged-in user, and the administrator's URL update. */
function gameRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live } = deps;
  const details = detailsReader(deps);
  return [
    // GET /api/games/{id}
    defineRoute({
      method: 'get',
      path: '/games/{id}',
      hot: 'live',
      tag: TAG,
      summary: 'A match with its details: info, team_info, sts, stats, events',
      params: z.object({ id }),
      handler: async ({ params }) => ({ data: await details(params.id) }),
    }),
    // GET /api/games/{id}/{userId}
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
    // PATCH /api/games/{id}
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
  ];
}
