/**
 * @module feed/redis-bus/connections
 * The bus's two Redis connections (commands and the subscription) and whether both are up:
 * a node sends and receives live events only while both are.
 */
import { Redis } from 'ioredis';
import type { BusLink } from '../bus';
import type { Logger } from '../../logger';
import { logRedisErrors } from '../../runtime/redis-errors';
import type { RedisNames } from './redis-layout';

export interface BusConnections {
  /** Commands: writes of the stored state, its reads, the feed report. */
  client: Redis;
  /** The subscription to the live channel (a subscribed connection runs no other commands). */
  sub: Redis;
}

/** @example const { client, sub } = createBusConnections(url, redisNames(url), log) */
export function createBusConnections(url: string, names: RedisNames, log: Logger): BusConnections {
  // Named, so an operator (or a test) can tell the bus's connections apart in CLIENT LIST.
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    // No queue while disconnected: a write built for the old server would otherwise run against
    // a restarted, empty one as a partial update with a current seq, and readers would load it
    // as whole. Failing at once makes the next write after the reconnect a full rewrite.
    enableOfflineQueue: false,
    connectionName: `${names.prefix}bus-${process.pid}`,
  });
  const sub = new Redis(url, {
    lazyConnect: true,
    connectionName: `${names.prefix}bus-sub-${process.pid}`,
  });
  logRedisErrors(client, log, 'redis connection error');
  logRedisErrors(sub, log, 'redis subscriber error');
  return { client, sub };
}

export interface LinkWatch {
  /** Whether the bus reaches the other nodes now, and since when it has not. */
  link(): BusLink;
  /** Whether either connection is down. */
  down(): boolean;
  /** Logs a warning once per spell without Redis for each kind of failure. */
  warnOnce(kind: string, fields: object, message: string): void;
}

/** @example const watch = watchLink(connections, log); if (watch.down()) … */
export function watchLink({ client, sub }: BusConnections, log: Logger): LinkWatch {
  // Both connections must be up for this node to send or receive live events.
  let downSince: number | null = Date.now();
  const update = () => {
    const up = client.status === 'ready' && sub.status === 'ready';
    if (up) downSince = null;
    else downSince ??= Date.now();
  };
  for (const connection of [client, sub]) {
    for (const event of ['ready', 'close', 'end', 'reconnecting']) connection.on(event, update);
  }
  // What was already said during the current spell without Redis, by kind.
  const warned = new Map<string, number>();
  return {
    link() {
      update();
      return { connected: downSince === null, downSince };
    },
    down() {
      update();
      return downSince !== null;
    },
    warnOnce(kind, fields, message) {
      if (warned.get(kind) === downSince) return;
      warned.set(kind, downSince!);
      log.warn(fields, message);
    },
  };
}
