/**
 * @module api/routes/accounts-password
 * Passwords after registration: the owner's change (the current password, then a new one that
 * passes the same rules as at registration) and the administrator's reset of a user who lost
 * his. Both end every session of the account; the owner gets a new token with the change.
 *
 * 🔒 POST /user/password   { current_password, password, password_confirmation? }
 *   200 { data: { token, token_type, expires_at, expires_in, user } }
 *   400 VALIDATION | WRONG_PASSWORD | PASSWORD_TOO_COMMON | PASSWORD_CONTAINS_USERNAME |
 *       PASSWORD_REPETITIVE (each naming its field in `errors`); 429 RATE_LIMITED
 * 🔒 admin POST /admin/users/{id}/reset-password   { password?, reason? }
 *   200 { data: { user, password } }: the password given, or a temporary one shown once; the
 *   user is asked for a password of his own at the next login (`must_change_password`)
 */
import { z } from 'zod';
import { passwordChangeSchema, passwordSchema } from '../../../lib/domain/accounts';
import { AUDIT_REASON_MAX } from '../../audit/audit-log';
import { clientIp } from '../../auth/client-ip';
import { formBody, readForm } from '../../auth/form-error';
import { toAdminRow, toProfile } from '../../auth/profile';
import { HttpError } from '../../contracts/http-error';
import { defineRoute, type AnyRoute } from '../route-kit';
import { positiveId } from '../whole-number';
import { auditActor } from './audit';
import { limited, throttledLogin, tokenAnswer, type AccountsContext } from './accounts-context';

export function passwordRoutes(ctx: AccountsContext): AnyRoute[] {
  return [changeRoute(ctx), resetRoute(ctx)];
}

function changeRoute(ctx: AccountsContext): AnyRoute {
  const { accounts, service, proxies, security, account } = ctx;
  // POST /api/user/password
  return defineRoute({
    method: 'post',
    path: '/user/password',
    tag: 'User',
    summary:
      "Changes the caller's password: every session of the account ends and a new token comes back",
    body: formBody(passwordChangeSchema),
    access: 'user',
    returns: '{ token, token_type, expires_at, expires_in, user }',
    handler: async ({ body, user, c }) => {
      await limited(c, accounts.limiters.login, proxies);
      const form = readForm(body);
      const row = await account(user);
      const ip = clientIp(c, proxies);
      // The current password is guessed like a login's, so it waits like one.
      const result = await throttledLogin(
        accounts.backoff,
        { username: row.username, ip, path: c.req.path, security, knownDevice: false },
        () => service.changePassword(row, form, ip),
      );
      security.passwordChanged({ ip, userId: row.id, username: row.username, by: 'owner' });
      return {
        data: {
          ...tokenAnswer(result, accounts.now()),
          user: toProfile({ ...result.user, must_change_password: 0 }),
        },
      };
    },
  });
}

function resetRoute(ctx: AccountsContext): AnyRoute {
  const { users, service, audit, security, proxies } = ctx;
  // POST /api/admin/users/{id}/reset-password
  return defineRoute({
    method: 'post',
    path: '/admin/users/{id}/reset-password',
    tag: 'Administration',
    summary:
      "Resets a user's password (administrators): the one given or a temporary one, shown once; the account's session ends",
    params: z.object({ id: positiveId() }),
    body: z
      .object({
        password: passwordSchema.optional(),
        reason: z.string().trim().max(AUDIT_REASON_MAX).optional(),
      })
      .optional(),
    access: 'admin',
    returns: '{ user, password }',
    handler: async ({ params, body, user: admin, c }) => {
      const row = await users.findById(params.id);
      if (!row) throw new HttpError(404, 'NOT_FOUND', `No user with id ${params.id}`);
      const password = await service.resetPassword(row, body?.password ?? null);
      // The audit log keeps who reset whose password, never the password.
      await audit.record({
        actor: auditActor(admin),
        action: 'user.reset-password',
        target: `user:${row.id}`,
        before: { username: row.username },
        after: { username: row.username, must_change_password: true },
        reason: body?.reason,
      });
      security.passwordChanged({
        ip: clientIp(c, proxies),
        userId: row.id,
        username: row.username,
        by: 'operator',
      });
      const updated = (await users.findById(row.id)) ?? row;
      return { data: { user: toAdminRow(updated), password } };
    },
  });
}
