/**
 * @module socket/wire/handshake
 * The engine.io v4 open packet (`0{"sid",…}`) and the long-polling payload framing.
 * @see https://socket.io/docs/v4/engine-io-protocol/
 */

export interface Handshake {
  sid: string;
  /** The server pings this often, ms. */
  pingInterval: number;
  /** …and gives up on a pong after this long, ms. */
  pingTimeout: number;
  /** Largest HTTP body the server accepts (long-polling), bytes. */
  maxPayload: number;
}

/** Packets inside one long-polling body are separated by this record separator. */
export const SEPARATOR = '\x1e';

/**
 * The handshake in an open packet's data, or `undefined` when a field is missing or malformed.
 * @example parseHandshake('{"sid":"a","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}')
 */
export function parseHandshake(data: string): Handshake | undefined {
  let value: Record<string, unknown> | null;
  try {
    value = JSON.parse(data) as typeof value;
  } catch {
    return undefined;
  }
  const numbers = ['pingInterval', 'pingTimeout', 'maxPayload'] as const;
  if (typeof value?.sid !== 'string' || numbers.some((k) => typeof value[k] !== 'number'))
    return undefined;
  const { sid, pingInterval, pingTimeout, maxPayload } = value as unknown as Handshake;
  return { sid, pingInterval, pingTimeout, maxPayload };
}

/**
 * Removes from `queue` the packets of the next POST body: as many as fit in `maxPayload` (one
 * at least, which the server then refuses if it is too large on its own). Lengths count UTF-16
 * units, not bytes: the client's own messages are small ASCII JSON.
 * @example takePayload(['41', '42/inplay,["a"]'], 1000) // '41\x1e42/inplay,["a"]'
 */
export function takePayload(queue: string[], maxPayload: number): string {
  let size = queue[0]?.length ?? 0;
  let count = 1;
  while (count < queue.length && size + 1 + queue[count]!.length <= maxPayload)
    size += 1 + queue[count++]!.length;
  return queue.splice(0, count).join(SEPARATOR);
}
