/**
 * @module audit/security-log
 * Security events in the log: failed and successful logins, lock-outs, rate
 * limits, refused or expired tokens, calls by the wrong role and refused origins, each with the
 * client address and the account where one is named, never the password or the token. A flood
 * (a password guesser, a script retrying) is written once per address, event and 10 s, with
 * the number held back; administrators' actions also go to the audit log (audit-log.ts).
 */
import type { Logger } from '../logger';
import { createThrottle } from '../log-once';

/** Refusals of the API that say something about who is calling, by error code. */
export const SECURITY_REFUSALS: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'login refused: wrong name or password',
  RATE_LIMITED: 'request refused: rate limited',
  UNAUTHORIZED: 'request refused: no token',
  TOKEN_EXPIRED: 'request refused: token expired',
  INVALID_TOKEN: 'request refused: token cannot be verified',
  UNKNOWN_USER: 'request refused: token of no known account',
  SESSION_ENDED: 'request refused: session ended',
  LOGGED_IN_ELSEWHERE: 'request refused: session replaced by a newer login',
  FORBIDDEN: 'request refused: not allowed for this account',
  CROSS_ORIGIN: 'request refused: write from another site',
  WRONG_PASSWORD: 'password change refused: wrong current password',
};

export interface SecurityEvent {
  /** The client address (behind trusted proxies, the one they report). */
  ip: string;
  method?: string;
  path?: string;
  /** The account named: the login name tried, or the caller's id. */
  username?: string;
  userId?: number;
  origin?: string;
  /** The login came from a browser that logged in to the account before (known-device.ts). */
  knownDevice?: boolean;
}

/** Lines about one address and event, at most one per this window. */
const WINDOW_MS = 10_000;

export interface SecurityLog {
  /** An API refusal with one of SECURITY_REFUSALS' codes (others are ignored). */
  refused(code: string, event: SecurityEvent): void;
  loggedIn(event: SecurityEvent & { userId: number; username: string }): void;
  /** A password changed by its owner or reset by an operator (every session ended). */
  passwordChanged(event: SecurityEvent & { userId: number; by: 'owner' | 'operator' }): void;
  /** Too many failed logins for one name: it must wait `seconds`. */
  lockedOut(event: SecurityEvent & { username: string; seconds: number }): void;
  /** A socket handshake refused (origin, polling cap). */
  socketRefused(reason: string, event: SecurityEvent): void;
}

export function createSecurityLog(logger: Logger, now: () => number = Date.now): SecurityLog {
  const log = logger.child({ name: 'app:security' });
  const throttle = createThrottle(now, WINDOW_MS);
  const write = (key: string, fields: object, message: string, level: 'warn' | 'info') => {
    const { ok, suppressed } = throttle.take(key);
    if (ok)
      log[level]({ security: true, ...fields, ...(suppressed ? { suppressed } : {}) }, message);
  };
  return {
    refused(code, event) {
      const message = SECURITY_REFUSALS[code];
      if (message) write(`${code}|${event.ip}`, { event: code, ...event }, message, 'warn');
    },
    loggedIn(event) {
      log.info({ security: true, event: 'LOGIN', ...event }, 'login');
    },
    passwordChanged(event) {
      log.info({ security: true, event: 'PASSWORD_CHANGED', ...event }, 'password changed');
    },
    lockedOut(event) {
      write(
        `LOCKED_OUT|${event.username}|${event.ip}`,
        { event: 'LOCKED_OUT', ...event },
        'login refused: name locked for a while',
        'warn',
      );
    },
    socketRefused(reason, event) {
      write(
        `SOCKET|${reason}|${event.ip}`,
        { event: 'SOCKET_REFUSED', reason, ...event },
        'socket handshake refused',
        'warn',
      );
    },
  };
}
