/**
 * @module socket-contract
 * The socket.io contract of spec §7 "Socket": namespaces, event names and payloads, declared
 * once and imported by both the server and the browser.
 */

/** Namespaces of spec §7 (root is `/`). The admin upcoming namespace is `admin-upcoming`. */
export const SOCKET_NAMESPACES = [
  '/',
  'transfers',
  'points',
  'user',
  'settings',
  'onepick',
  'is-live',
  'matches',
  'match-games',
  'matches-inplay',
  'matchgames-inplay',
  'inplay-zone',
  'inplay',
  'games',
  'powerball',
  'bets-inplay',
  'goalserve',
  'admin-upcoming',
] as const;
export type SocketNamespace = (typeof SOCKET_NAMESPACES)[number];

/** The path a namespace is served on. */
export function namespacePath(ns: SocketNamespace): string {
  return ns === '/' ? '/' : `/${ns}`;
}

/** Server events named by the spec keep the spec's names; our own client events are `entity:verb`. */
export const SOCKET_EVENTS = {
  score: 'inplay',
  odds: 'odds',
  ended: 'ended',
  noBet365: 'nobet365',
  urlUpdate: 'update',
  sports: 'sports',
  /** Prefix of per-match detail events: `bet365-{id}`. */
  detailsPrefix: 'bet365-',
  matchSubscribe: 'match:subscribe',
  matchUnsubscribe: 'match:unsubscribe',
} as const;

/** Name of the per-match details event for a bet365 id. */
export function detailsEvent(bet365Id: string): `bet365-${string}` {
  return `${SOCKET_EVENTS.detailsPrefix}${bet365Id}`;
}

/**
 * Payloads may arrive as JSON strings (spec §7); this turns either form into a value and
 * reports malformed text as `undefined` rather than throwing inside a socket handler.
 * @example parseSocketPayload('{"a":1}') // { a: 1 }
 */
export function parseSocketPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}
