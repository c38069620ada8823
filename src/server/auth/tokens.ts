/**
 * @module auth/tokens
 * Access tokens: JWTs signed with HS256 (jose) carrying `user_id` (spec §3: "token user needs
 * user_id") and the session id the login started, so a newer login can end older sessions.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../contracts/http-error';
import { ACCOUNT_MESSAGES } from '../../lib/domain/accounts';

/**
 * How long a token lives: 12 hours (ASVS 3.3.2 asks for a re-login at least every 12 hours of a
 * token that is not renewed). A page in use renews it (`POST /login/refresh`) before then.
 */
export const TOKEN_TTL_SECONDS = 12 * 3600;

/** A session with no authenticated call for this long has ended (ASVS 3.3.2 at level 2). */
export const SESSION_IDLE_SECONDS = 30 * 60;

export interface TokenClaims {
  user_id: number;
  sid: string;
}

export interface IssuedToken {
  token: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  /**
   * Verifies signature and expiry and returns the claims. Throws 401 `TOKEN_EXPIRED`,
   * `INVALID_TOKEN` (cannot be decoded or verified) or `UNKNOWN_USER` (no `user_id`, spec §5).
   */
  verify(token: string): Promise<TokenClaims>;
}

function unauthorized(code: 'TOKEN_EXPIRED' | 'INVALID_TOKEN' | 'UNKNOWN_USER'): HttpError {
  return new HttpError(401, code, ACCOUNT_MESSAGES[code].message);
}

/**
 * @example
 * const tokens = createTokenService({ secret: 'x'.repeat(32) });
 * const { token } = await tokens.issue({ user_id: 7, sid: 'abc' });
 * await tokens.verify(token) // { user_id: 7, sid: 'abc' }
 */
export function createTokenService(options: {
  secret: string;
  ttlSeconds?: number | undefined;
  now?: (() => number) | undefined;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const ttl = options.ttlSeconds ?? TOKEN_TTL_SECONDS;
  const now = options.now ?? Date.now;

  return {
    async issue(claims) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + ttl;
      const token = await new SignJWT({ user_id: claims.user_id, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.user_id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        throw unauthorized(error instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
      }
      const userId = payload.user_id;
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) {
        throw unauthorized('UNKNOWN_USER');
      }
      // Every token this server issues names its session; one without was not made here.
      if (typeof payload.sid !== 'string' || payload.sid === '')
        throw unauthorized('INVALID_TOKEN');
      return { user_id: userId, sid: payload.sid };
    },
  };
}
