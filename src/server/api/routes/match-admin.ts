/**
 * @module api/routes/match-admin
 * An administrator corrects a match's score (issue 18). A match in play is corrected in the
 * feed that holds it (on this node, or on the feed's node through a command when this one runs
 * none), where the correction holds over the provider's snapshots until the provider reports a
 * new score; any other match (finished, or held by no feed) is corrected in its stored row.
 */
import { z } from 'zod';
import { createAuditLog } from '../../audit/audit-log';
import { HttpError } from '../../contracts/http-error';
import { SCORE_LINE } from '../../feed/score-corrections';
import { defineRoute, type AnyRoute } from '../route-kit';
import { auditActor } from './audit';
import type { RouteDeps } from './route-deps';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export function matchAdminRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, now } = deps;
  const audit = deps.audit ?? createAuditLog(db, now);
  return [
    defineRoute({
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
        const at = now();
        let applied: 'feed' | 'command' | 'stored';
        if (deps.scores?.correct(params.id, body.ss, at)) applied = 'feed';
        else {
          await db
            .updateTable('matches')
            .set({ ss: body.ss, updated_at: at })
            .where('id', '=', params.id)
            .execute();
          applied = 'stored';
          if (!deps.scores && deps.commands) {
            await deps.commands.send({ type: 'score', matchId: params.id, ss: body.ss });
            applied = 'command';
          }
        }
        await audit.record({
          actor: auditActor(user),
          action: 'match.score',
          target: `match:${params.id}`,
          before: { ss: row.ss },
          after: { ss: body.ss },
        });
        return { data: { id: params.id, ss: body.ss, applied } };
      },
    }),
  ];
}
