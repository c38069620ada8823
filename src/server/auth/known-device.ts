/**
 * @module auth/known-device
 * A device that has logged in to an account before: the login that succeeds
 * leaves a signed cookie naming the account, and a later login of that account from the same
 * browser skips the account's backoff. A stranger guessing the password from elsewhere then
 * makes the name wait for everyone else, but never for its owner; the per-address limit still
 * applies to all. The cookie is HttpOnly (no script reads it), SameSite=Strict, sent only to
 * the login calls, and carries no secret: the account name, when it was given, and a MAC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { backoffKey } from './login-backoff';

export const DEVICE_COOKIE = 'ls_device';
/** How long a device stays known without logging in again. */
export const DEVICE_TTL_S = 180 * 24 * 3600;
/** The calls the cookie is sent to. */
export const DEVICE_COOKIE_PATH = '/api/login';

export interface KnownDevices {
  /** The cookie's value for an account that just logged in. */
  issue(account: string): string;
  /** Whether `cookie` (the header's value, or undefined) names this account and is valid. */
  knows(cookieHeader: string | undefined, account: string): boolean;
  /** The Set-Cookie header for `value`; `secure` when the request came over HTTPS. */
  header(value: string, secure: boolean): string;
}

/** The cookie's value in a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * @example const devices = createKnownDevices(secret, Date.now); devices.knows(`ls_device=${devices.issue('kim')}`, 'Kim') // true
 */
export function createKnownDevices(secret: string, now: () => number): KnownDevices {
  // A key of its own, derived from the token secret: a device cookie is never a token.
  const key = createHmac('sha256', secret).update('known-device-cookie').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(account) {
      const payload = `${Buffer.from(backoffKey(account)).toString('base64url')}.${Math.floor(now() / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    knows(header, account) {
      const value = cookieValue(header, DEVICE_COOKIE);
      const [name, issued, signature] = (value ?? '').split('.');
      if (!name || !issued || !signature || !/^\d{1,12}$/.test(issued)) return false;
      const expected = Buffer.from(mac(`${name}.${issued}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (Math.floor(now() / 1000) - Number(issued) > DEVICE_TTL_S) return false;
      return Buffer.from(name, 'base64url').toString() === backoffKey(account);
    },
    header(value, secure) {
      return [
        `${DEVICE_COOKIE}=${value}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_TTL_S}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}
