/**
 * @module api/routes/accounts-context
 * What the account route groups (accounts.ts, accounts-user.ts, accounts-admin.ts) share: the
 * accounts and their stores, the audit log, and the checks every group repeats (rate limits,
 * the caller, the caller's stored account). Kept apart so that the groups need not import one
 * another.
 */
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../../lib/domain/accounts';
import type { Accounts } from '../../auth/index';
import { clientIp } from '../../auth/client-ip';
import type { LoginBackoff } from '../../auth/login-backoff';
import type { IssuedToken } from '../../auth/tokens';
import type { RateLimiter } from '../../auth/rate-limit';
import { createAuditLog } from '../../audit/audit-log';
import { createSecurityLog, type SecurityLog } from '../../audit/security-log';
import { HttpError } from '../../contracts/http-error';
import type { AuthUser } from '../route-kit';
import type { RouteDeps } from './route-deps';

export type AccountDeps = RouteDeps & { accounts: Accounts };

export function tooMany(seconds: number, message: string): HttpError {
  return new HttpError(429, 'RATE_LIMITED', message, undefined, {
    'Retry-After': String(seconds),
  });
}

export async function limited(
  c: Context,
  limiter: RateLimiter,
  trustedProxies: number,
): Promise<void> {
  const decision = await limiter.hit(clientIp(c, trustedProxies));
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  throw tooMany(seconds, `Too many attempts. Please try again in ${seconds} seconds.`);
}

/** Refusals that mean a wrong password was tried: each counts toward the account's backoff. */
const GUESSES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

/**
 * A login attempt under the account's backoff (auth/login-backoff.ts): refused while the name
 * must wait, a wrong password (or unknown name: the same for both) counted, a good one clearing
 * the count. Refusals go to the security log with the name tried and the client address.
 */
export async function throttledLogin<T>(
  backoff: LoginBackoff,
  who: { username: string; ip: string; path: string; security: SecurityLog; knownDevice: boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const { username, ip, path, security } = who;
  // A browser that logged in to this account before is not made to wait (known-device.ts).
  const wait = who.knownDevice ? 0 : await backoff.wait(username);
  if (wait > 0) {
    security.lockedOut({ username, ip, path, seconds: wait });
    throw tooMany(
      wait,
      `Too many failed logins for this name. Please try again in ${wait} seconds.`,
    );
  }
  try {
    const result = await attempt();
    await backoff.succeeded(username);
    return result;
  } catch (error) {
    if (error instanceof HttpError && GUESSES.has(error.code)) {
      security.refused(error.code, { username, ip, path });
      await backoff.failed(username);
    }
    throw error;
  }
}

/**
 * A token as the login, renewal and password-change calls answer it (spec §7 "returns token").
 * @example tokenAnswer({ token: 't', expiresAt: 1_000 }, 400_000) // { token: 't', token_type: 'Bearer', expires_at: 1000, expires_in: 600 }
 */
export function tokenAnswer(issued: IssuedToken, nowMs: number) {
  return {
    token: issued.token,
    token_type: 'Bearer' as const,
    expires_at: issued.expiresAt,
    expires_in: issued.expiresAt - Math.floor(nowMs / 1000),
  };
}

export function caller(user: AuthUser | null): AuthUser {
  // Routes with access 'user' or 'admin' never run without one; this narrows the type.
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Log in first: no Bearer token sent');
  return user;
}

export function forbiddenUnlessSelf(user: AuthUser, userId: number, what: string): void {
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, 'FORBIDDEN', `A user can ${what} only their own`, [
      { field: 'user_id', message: `Expected your own user id (${user.id})` },
    ]);
  }
}

/** Built once per `accountRoutes` call and handed to each of its groups. */
export function accountsContext(deps: AccountDeps) {
  const { accounts, db } = deps;
  const { users, data, service } = accounts;

  async function account(user: AuthUser | null) {
    const row = await users.findById(caller(user).id);
    if (!row) throw new HttpError(401, 'UNKNOWN_USER', ACCOUNT_MESSAGES.UNKNOWN_USER.message);
    return row;
  }

  return {
    accounts,
    db,
    users,
    data,
    service,
    audit: deps.audit ?? createAuditLog(db, deps.now),
    security: createSecurityLog(deps.logger, deps.now),
    proxies: accounts.trustedProxies,
    account,
  };
}

export type AccountsContext = ReturnType<typeof accountsContext>;
