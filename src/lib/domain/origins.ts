/**
 * @module origins
 * Which browser origins may embed the app, post messages to it, open its sockets and make its
 * API change data: the site's own origins and the listed embedding sites, each compared whole
 * (scheme, host and port).
 */

/**
 * Whether `host` (a Host header: name or address, with an optional port) names this machine
 * directly: an IP address or `localhost`. A page served under such a host is this server's own
 * page, whereas any other name could be a rebinding name an attacker pointed at this address
 * (DNS rebinding), under which his page would pass for the site's own.
 * @example namesMachineDirectly('127.0.0.1:4321') // true
 * @example namesMachineDirectly('evil.example:4321') // false
 */
export function namesMachineDirectly(host: string): boolean {
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[') && name.endsWith(']')) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name);
}

/**
 * The site's own origins for a request: the configured ones (`PUBLIC_ORIGIN`) when set, never
 * the Host header then; otherwise the request's scheme with its Host, when that Host names the
 * machine directly (a fresh install reached at http://127.0.0.1:4321 or http://localhost:4321).
 * @example ownOrigins({ configured: [], host: 'localhost:4321', scheme: 'http' }) // ['http://localhost:4321']
 * @example ownOrigins({ configured: [], host: 'rebound.example', scheme: 'http' }) // []
 */
export function ownOrigins(request: {
  configured: readonly string[];
  host: string | null | undefined;
  scheme: 'http' | 'https';
}): readonly string[] {
  if (request.configured.length > 0) return request.configured;
  const host = request.host?.trim().toLowerCase();
  if (!host || !namesMachineDirectly(host)) return [];
  try {
    return [new URL(`${request.scheme}://${host}`).origin];
  } catch {
    return [];
  }
}

/**
 * No origin (a non-browser client), one of the site's own origins or a listed embedding origin
 * is allowed, each compared exactly (`http://site` is not `https://site`).
 * @example isAllowedOrigin('https://a.example', [], ['https://a.example']) // true
 * @example isAllowedOrigin('http://app.example', ['https://app.example'], []) // false
 */
export function isAllowedOrigin(
  origin: string | null | undefined,
  own: readonly string[],
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  return own.includes(origin) || allowed.includes(origin);
}
