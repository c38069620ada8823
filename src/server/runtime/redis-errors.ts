/**
 * @module runtime/redis-errors
 * What a Redis connection says while Redis is out of reach. ioredis reports an error on every
 * reconnection attempt (several a second, on each of a node's connections), which would bury
 * the log of a long outage; one warning when a spell begins, a reminder at most every
 * REMINDER_MS with the count, and one line when the connection is back say the same.
 */
import type { Logger } from '../logger';

export const REDIS_ERROR_REMINDER_MS = 30_000;

/** The part of an ioredis connection this needs. */
interface Connection {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/**
 * @example logRedisErrors(client, log, 'redis connection error');
 */
export function logRedisErrors(
  connection: Connection,
  log: Logger,
  message: string,
  now: () => number = Date.now,
): void {
  let spellStart: number | null = null;
  let lastSaid = 0;
  let unsaid = 0;
  connection.on('error', (error: Error) => {
    const at = now();
    if (spellStart === null) spellStart = at;
    else if (at - lastSaid < REDIS_ERROR_REMINDER_MS) {
      unsaid++;
      return;
    }
    log.warn({ err: error, since: new Date(spellStart).toISOString(), repeated: unsaid }, message);
    lastSaid = at;
    unsaid = 0;
  });
  connection.on('ready', () => {
    if (spellStart === null) return;
    log.info({ downMs: now() - spellStart }, `${message}: connection back`);
    spellStart = null;
    unsaid = 0;
  });
}
