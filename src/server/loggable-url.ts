/**
 * @module loggable-url
 * Connection addresses fit for a log line or an error message: the password of a
 * `postgres://user:secret@host` or `redis://:secret@host` never reaches a log (a Redis
 * connection error once printed it).
 */

/** What stands for a password in a logged address. */
export const MASK = '***';

/**
 * The address with its password masked; `fallback` when it is not a URL at all (a raw string
 * that fails to parse may still hold a secret, so it is not echoed).
 * @example loggableUrl('redis://:secret@127.0.0.1:6379/2', 'redis') // 'redis://:***@127.0.0.1:6379/2'
 */
export function loggableUrl(url: string, fallback: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = MASK;
    return u.toString();
  } catch {
    return fallback;
  }
}

/**
 * A message with the secret parts of `url` taken out wherever they appear: the whole address,
 * and its password on its own (a client library may quote either).
 * @example withoutSecret('connect redis://:pw@h:6379 failed', 'redis://:pw@h:6379') // 'connect redis://:***@h:6379 failed'
 */
export function withoutSecret(text: string, url: string, fallback = 'the server'): string {
  let out = text.split(url).join(loggableUrl(url, fallback));
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    // Not a URL: the whole of it was replaced above.
  }
  if (password.length > 0) out = out.split(password).join(MASK);
  return out;
}
