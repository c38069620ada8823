/**
 * @module api/routes/accounts-admin
 * The administrator's account list and approval queue, and the actions that move an account
 * between statuses (spec §4 "Registration", §8), each change kept in the audit log.
 */
import { z } from 'zod';
import {
  ACCOUNT_ACTION_NAMES,
  USER_STATUSES,
  type AccountAction,
} from '../../../lib/domain/accounts';
import { toAdminRow } from '../../auth/profile';
import { AUDIT_REASON_MAX } from '../../audit/audit-log';
import { HttpError } from '../../contracts/http-error';
import { auditActor } from './audit';
import { defineRoute, type AnyRoute } from '../route-kit';
import { wholeNumber, positiveId } from '../whole-number';
import type { AccountsContext } from './accounts-context';

const id = positiveId();

export function adminAccountRoutes(ctx: AccountsContext): AnyRoute[] {
  const { users } = ctx;
  return [
    // GET /api/admin/users
    defineRoute({
      method: 'get',
      path: '/admin/users',
      tag: 'Administration',
      summary:
        'Accounts by status, oldest first (status=w: the approval queue); q keeps usernames or nicknames containing it',
      query: z.object({
        status: z.enum(USER_STATUSES).optional(),
        q: z.string().trim().min(1).max(40).optional(),
        rows: wholeNumber(1, 200).default(50),
        page: wholeNumber(1, 100_000).default(1),
      }),
      access: 'admin',
      handler: async ({ query }) => {
        const { rows, total } = await users.list(
          query.status,
          { limit: query.rows, offset: (query.page - 1) * query.rows },
          query.q,
        );
        return { data: rows.map(toAdminRow), count: { total } };
      },
    }),
    ...adminActionRoutes(ctx),
  ];
}

function adminActionRoutes(ctx: AccountsContext): AnyRoute[] {
  const { users, service, audit } = ctx;
  // POST /api/admin/users/{id}/approve, …/reject, …/ban, …/unban, …/delete
  return ACCOUNT_ACTION_NAMES.map((action: AccountAction) =>
    defineRoute({
      method: 'post',
      path: `/admin/users/{id}/${action}`,
      tag: 'Administration',
      summary: `${action[0]?.toUpperCase()}${action.slice(1)} an account (administrators)`,
      params: z.object({ id }),
      // The reason is optional; the audit log keeps it with the change.
      body: z.object({ reason: z.string().trim().max(AUDIT_REASON_MAX).optional() }).optional(),
      access: 'admin',
      returns: '{ user, changed }',
      handler: async ({ params, body, user: admin }) => {
        const row = await users.findById(params.id);
        if (!row) throw new HttpError(404, 'NOT_FOUND', `No user with id ${params.id}`);
        const { user, transition } = await service.applyAction(row, action, admin?.id ?? null);
        if (transition.kind === 'refused') {
          throw new HttpError(409, 'INVALID_TRANSITION', `Cannot ${action}: ${transition.reason}`);
        }
        if (transition.kind === 'change') {
          await audit.record({
            actor: auditActor(admin),
            action: `user.${action}`,
            target: `user:${row.id}`,
            before: { username: row.username, status: row.status },
            after: { username: user.username, status: user.status },
            reason: body?.reason,
          });
        }
        return { data: { user: toAdminRow(user), changed: transition.kind === 'change' } };
      },
    }),
  );
}
