/**
 * @module origins
 * Which browser origins may embed the app, post messages to it and open its sockets.
 */

/**
 * No origin (a non-browser client) or the app's own host is allowed; any other origin must be
 * listed exactly (scheme, host and port).
 * @example isAllowedOrigin('https://a.example', 'app.example', ['https://a.example']) // true
 */
export function isAllowedOrigin(
  origin: string | null | undefined,
  ownHost: string | null | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return ownHost !== undefined && ownHost !== null && new URL(origin).host === ownHost;
  } catch {
    return false;
  }
}
