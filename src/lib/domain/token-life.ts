/**
 * @module token-life
 * When the browser renews its access token: a token lives 12 hours and a session ends after 30
 * minutes without a call (the server's rules); a page in use asks for a fresh token once half
 * of the current one's life has passed, so an active user is never sent to the login page.
 */

/** The token's issue and expiry times (epoch seconds) read from its payload, or null. */
export function tokenTimes(token: string): { iat: number; exp: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? { iat, exp } : null;
  } catch {
    return null;
  }
}

/**
 * Whether a token is past half its life and not yet expired (an expired one cannot be renewed:
 * the next call's 401 ends the session as the spec says).
 * @example tokenDueForRenewal(tokenIssuedAt0Expiring100, 60_000) // true
 */
export function tokenDueForRenewal(token: string, nowMs: number): boolean {
  const times = tokenTimes(token);
  if (!times) return false;
  const now = nowMs / 1000;
  return now >= (times.iat + times.exp) / 2 && now < times.exp;
}
