/**
 * @module embed-messages
 * Messages between the app and the page embedding it (spec §1): the app posts
 * `updateRouteQueries` and `teamDetails`; it accepts `set_height` and `logout`.
 */
export type OutgoingEmbedMessage =
  | { type: 'updateRouteQueries'; sportsId: number | string; status: string }
  | { type: 'teamDetails'; sportsName: string; leagueName: string; teamId: number | string };

export type IncomingEmbedMessage = { type: 'set_height'; height: number } | { type: 'logout' };

const MAX_HEIGHT_PX = 100_000;

/**
 * Validates a message from the parent page; anything else is `null` (ignored). Accepts the
 * message as an object or as its JSON text, since host pages send both.
 * @example parseEmbedMessage({ type: 'set_height', height: '800' }) // { type: 'set_height', height: 800 }
 */
export function parseEmbedMessage(data: unknown): IncomingEmbedMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'logout') return { type: 'logout' };
  if (message.type === 'set_height') {
    const height = Number(message.height);
    if (!Number.isFinite(height) || height < 0 || height > MAX_HEIGHT_PX) return null;
    return { type: 'set_height', height: Math.round(height) };
  }
  return null;
}
