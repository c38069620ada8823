/**
 * @module feed/redis-bus
 * The bus across nodes (REDIS_URL): the ingest node publishes each tick's live events as one
 * Redis pub/sub message numbered by its first and last seq, and in the same MULTI stores the
 * live state those events lead to (rows, details, seq). Every node subscribes; a node starting
 * late, or one that sees a hole in the numbering (a Redis blip drops pub/sub messages), reloads
 * the stored state and tells its readers to start over from it. Nothing is lost silently.
 * The connections, the publishing and subscribing sides and the feed report live in
 * redis-bus/; this wires them together.
 */
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { Bus } from './bus';
import { createBusConnections, watchLink } from './redis-bus/connections';
import {
  FEED_REPORT_TTL_MS,
  shareFeedReport,
  sharedFeedReport,
} from './redis-bus/feed-report-share';
import { createBusPublisher } from './redis-bus/publisher';
import { redisNames, type RedisNames } from './redis-bus/redis-layout';
import { createBusSubscriber } from './redis-bus/subscriber';

// Callers import these from here, not from the bus's parts.
export { FEED_REPORT_TTL_MS, redisNames, type RedisNames };

export interface RedisBusOptions {
  url: string;
  logger: Logger;
  /** Whether this node publishes (ROLE all or ingest): only then is the stored state written. */
  publisher: boolean;
}

export interface RedisBus extends Bus {
  /** Connections used by this bus, for the socket.io adapter to share. */
  client: Redis;
  /** Resolves once every write of the events published so far has settled (or failed). */
  drain(): Promise<void>;
}

/** @example const bus = createRedisBus({ url, logger, publisher: true }); await bus.start() */
export function createRedisBus(options: RedisBusOptions): RedisBus {
  const log = options.logger.child({ name: 'app:bus' });
  const names = redisNames(options.url);
  const connections = createBusConnections(options.url, names, log);
  const { client, sub } = connections;
  const link = watchLink(connections, log);
  const publisher = createBusPublisher({ client, names, log, link });
  const subscriber = createBusSubscriber({ connections, names, log, link });
  return {
    client,
    link: () => link.link(),
    publish(event) {
      if (!options.publisher) throw new Error('This node does not publish live events');
      publisher.publish(event);
    },
    shareFeed(report) {
      if (!options.publisher || link.down()) return;
      shareFeedReport(client, names, report, log);
    },
    sharedFeed: () => sharedFeedReport(client, names),
    drain: () => publisher.drain(),
    subscribe: (listener) => subscriber.subscribe(listener),
    onReset: (listener) => subscriber.onReset(listener),
    async start() {
      await Promise.all([client.connect(), sub.connect()]);
      await subscriber.start();
    },
    async close() {
      subscriber.stop();
      await publisher.drain();
      subscriber.clear();
      sub.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
