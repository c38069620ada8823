/**
 * @module api/routes/audit
 * The operator's audit log: every administrator action, newest first,
 * filtered by action (or an area such as `user.`) and by the administrator who took it.
 */
import { z } from 'zod';
import { createAuditLog, type AuditActor } from '../../audit/audit-log';
import { defineRoute, type AnyRoute, type AuthUser } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { wholeNumber } from '../whole-number';

/** Who took an action; routes with `access: 'admin'` always have a caller. */
export function auditActor(user: AuthUser | null): AuditActor {
  return user ? { id: user.id, username: user.username } : { id: null, username: 'unknown' };
}

export function auditRoutes(deps: RouteDeps): AnyRoute[] {
  const audit = deps.audit ?? createAuditLog(deps.db, deps.now);
  return [
    // GET /api/admin/audit
    defineRoute({
      method: 'get',
      path: '/admin/audit',
      tag: 'Administration',
      summary:
        'The audit log of administrator actions, newest first (action: exact, or an area ending in a dot such as user.; actor: username)',
      access: 'admin',
      query: z.object({
        action: z
          .string()
          .regex(/^[a-z][a-z.-]{0,59}$/)
          .optional(),
        actor: z.string().trim().min(1).max(40).optional(),
        rows: wholeNumber(1, 200).default(50),
        page: wholeNumber(1, 100_000).default(1),
      }),
      returns: '[{ id, at, actor_id, actor, action, target, before, after, reason }]',
      handler: async ({ query }) => {
        const { rows, total } = await audit.list({
          action: query.action,
          actor: query.actor,
          limit: query.rows,
          offset: (query.page - 1) * query.rows,
        });
        return { data: rows, count: { total } };
      },
    }),
  ];
}
