/**
 * @module api/routes/match-admin
 * An administrator corrects a match's score. A match in play is corrected in the
 * feed that holds it (on this node, or on the feed's node through a command when this one runs
 * none), where the correction holds over the provider's snapshots until the provider reports a
 * new score; any other match (finished, or held by no feed) is corrected in its stored row.
 * League points are adjusted as the CLI's `adjust-points` does.
 */
import { z } from 'zod';
import { createAuditLog, type AuditLog } from '../../audit/audit-log';
import { HttpError } from '../../contracts/http-error';
import { SCORE_LINE } from '../../../lib/domain/score';
import { AdjustPointsError, adjustPoints } from '../../import/point-adjustments';
import { defineRoute, type AnyRoute } from '../route-kit';
import { auditActor } from './audit';
import type { RouteDeps } from './route-deps';
import { positiveId } from '../whole-number';

const id = positiveId();

export function matchAdminRoutes(deps: RouteDeps): AnyRoute[] {
  const audit = deps.audit ?? createAuditLog(deps.db, deps.now);
  return [scoreRoute(deps, audit), pointsRoute(deps, audit)];
}

/**
 * Writes a corrected score where the match is held: its feed on this node, else its stored row
 * (and, when the feed runs on another node, a command to that node).
 */
async function applyScore(deps: RouteDeps, id: number, ss: string, at: number) {
  if (deps.scores?.correct(id, ss, at)) return 'feed';
  await deps.db.updateTable('matches').set({ ss, updated_at: at }).where('id', '=', id).execute();
  if (!deps.scores && deps.commands) {
    await deps.commands.send({ type: 'score', matchId: id, ss });
    return 'command';
  }
  return 'stored';
}

/** An administrator's correction of a match's score line. */
function scoreRoute(deps: RouteDeps, audit: AuditLog): AnyRoute {
  const { db, now } = deps;
  // POST /api/admin/matches/{id}/score
  return defineRoute({
    method: 'post',
    path: '/admin/matches/{id}/score',
    tag: 'Administration',
    summary:
      "Corrects a match's score line (home-away); a match in play is corrected in the feed, which holds it until the provider reports a new score",
    access: 'admin',
    params: z.object({ id }),
    body: z.object({ ss: z.string().regex(SCORE_LINE, 'Expected home-away, e.g. 2-1') }),
    returns: '{ id, ss, applied: "feed" | "command" | "stored" }',
    handler: async ({ params, body, user }) => {
      const row = await db
        .selectFrom('matches')
        .select(['id', 'ss'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No match with id ${params.id}`);
      const applied = await applyScore(deps, params.id, body.ss, now());
      await audit.record({
        actor: auditActor(user),
        action: 'match.score',
        target: `match:${params.id}`,
        before: { ss: row.ss },
        after: { ss: body.ss },
      });
      return { data: { id: params.id, ss: body.ss, applied } };
    },
  });
}

/** An administrator's league points adjustment, as the CLI's `adjust-points`. */
function pointsRoute(deps: RouteDeps, audit: AuditLog): AnyRoute {
  const { db, now } = deps;
  // POST /api/admin/points
  return defineRoute({
    method: 'post',
    path: '/admin/points',
    tag: 'Administration',
    summary:
      "Adjusts a team's league points in a season (a deduction or award with its reason; the same reason again replaces it; remove deletes it), as the CLI's adjust-points",
    access: 'admin',
    body: z.object({
      league: z.string().trim().min(1).max(120),
      season: z.string().trim().min(1).max(20),
      team: z.string().trim().min(1).max(120),
      points: z.number().int().default(0),
      reason: z.string().max(300),
      remove: z.boolean().default(false),
    }),
    returns: '{ league, season, team, action, total }',
    handler: async ({ body, user }) => {
      try {
        const result = await adjustPoints(db, body, now);
        await audit.record({
          actor: auditActor(user),
          action: 'points.adjust',
          target: `season:${result.season.id}:team:${result.team.id}`,
          after: { ...result, points: body.points, reason: body.reason, remove: body.remove },
          reason: body.reason,
        });
        return { data: result };
      } catch (error) {
        if (error instanceof AdjustPointsError)
          throw new HttpError(400, 'INVALID_ADJUSTMENT', error.message, [
            { field: error.field, message: error.message },
          ]);
        throw error;
      }
    },
  });
}
