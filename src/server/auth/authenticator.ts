/**
 * @module auth/authenticator
 * Resolves the Bearer token of a request into the caller (the `Authenticator` of contracts/auth), with
 * the outcomes of spec §5 and §8: no token → null (the route answers 401); expired → 401
 * `TOKEN_EXPIRED`; undecodable or forged → 401 `INVALID_TOKEN`; no `user_id` → 401
 * `UNKNOWN_USER`; logged out or a changed password → 401 `SESSION_ENDED`; idle for
 * `SESSION_IDLE_SECONDS` → 401 `TOKEN_EXPIRED`; and 418 when the session was ended behind the
 * user's back: a newer login elsewhere, or the account banned or deleted meanwhile.
 */
import { ACCOUNT_MESSAGES, statusRefusal, type UserStatus } from '../../lib/domain/accounts';
import { HttpError } from '../contracts/http-error';
import type { AuthUser, Authenticator } from '../contracts/auth';
import { SESSION_IDLE_SECONDS, type TokenService } from './tokens';
import type { UserRow, UsersRepository } from './users-repository';

/** `Bearer <token>` → the token; anything else → null. */
export function bearerToken(authorization: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1] ?? null;
}

export interface AccountAuthenticator extends Authenticator {
  /** Like `authenticate`, but returns the whole account row. */
  resolve(authorization: string | undefined): Promise<UserRow | null>;
}

/**
 * A session's last call is written at most this often: the idle timeout needs minutes, not
 * every request, and each write is one more on the database's single writer.
 */
export const SESSION_TOUCH_MS = 60_000;

/**
 * Whether a session whose last call was at `seenAt` has gone idle at `now` (epoch ms).
 * @example sessionIdle(0, 30 * 60_000 + 1) // true
 */
export function sessionIdle(seenAt: number, now: number): boolean {
  return now - seenAt > SESSION_IDLE_SECONDS * 1000;
}

export function createAuthenticator(deps: {
  users: UsersRepository;
  tokens: TokenService;
  now: () => number;
}): AccountAuthenticator {
  /** Ends an idle session, and notes the call of a live one. */
  async function keepAlive(user: UserRow, sid: string): Promise<void> {
    const now = deps.now();
    const seenAt = user.session_seen_at ?? user.last_login_at ?? 0;
    if (sessionIdle(seenAt, now)) {
      throw new HttpError(401, 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.TOKEN_EXPIRED.message);
    }
    if (now - seenAt >= SESSION_TOUCH_MS) await deps.users.touchSession(user.id, sid, now);
  }

  async function resolve(authorization: string | undefined): Promise<UserRow | null> {
    if (authorization === undefined || authorization.trim() === '') return null;
    const token = bearerToken(authorization);
    if (!token) {
      throw new HttpError(
        401,
        'INVALID_TOKEN',
        'Expected an Authorization header "Bearer <token>"',
      );
    }
    const claims = await deps.tokens.verify(token);
    const user = await deps.users.findById(claims.user_id);
    if (!user) throw new HttpError(401, 'UNKNOWN_USER', ACCOUNT_MESSAGES.UNKNOWN_USER.message);
    const refusal = statusRefusal(user.status as UserStatus, 'session');
    if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
    if (user.session_id !== claims.sid) {
      if (user.session_id === null) {
        throw new HttpError(401, 'SESSION_ENDED', ACCOUNT_MESSAGES.SESSION_ENDED.message);
      }
      throw new HttpError(418, 'LOGGED_IN_ELSEWHERE', ACCOUNT_MESSAGES.LOGGED_IN_ELSEWHERE.message);
    }
    await keepAlive(user, claims.sid);
    return user;
  }

  return {
    resolve,
    async authenticate(authorization): Promise<AuthUser | null> {
      const user = await resolve(authorization);
      if (!user) return null;
      return {
        id: user.id,
        username: user.username,
        role: user.role === 'admin' ? 'admin' : 'user',
      };
    },
  };
}
