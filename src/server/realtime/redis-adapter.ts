/**
 * @module realtime/redis-adapter
 * The socket.io Redis adapter (REDIS_URL): broadcasts that are not node-local (`io.emit` of
 * settings, pop-ups, `fetchSockets`, `serverSideEmit`) reach the sockets of every web node.
 * Live frames do not go through it: each node builds them from the bus for its own sockets.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { SOCKET_NAMESPACES } from '../../lib/domain/socket-contract';
import { redisNames } from '../feed/redis-bus';
import type { Logger } from '../logger';
import { logRedisErrors } from '../runtime/redis-errors';

export interface RedisAdapter {
  adapter: ServerOptions['adapter'];
  close(): Promise<void>;
}

export function createRedisAdapter(url: string, logger: Logger): RedisAdapter {
  const log = logger.child({ name: 'app:realtime' });
  const pub = new Redis(url);
  const sub = pub.duplicate();
  for (const c of [pub, sub]) {
    // socket.io makes one adapter per namespace, each listening on these same two clients (for
    // `error`, and on `sub` for messages): more than Node's default of 10 listeners per event,
    // which printed a MaxListenersExceededWarning per event at every web node's start.
    c.setMaxListeners(SOCKET_NAMESPACES.length + 2);
    logRedisErrors(c, log, 'redis adapter connection error');
  }
  return {
    adapter: createAdapter(pub, sub, {
      key: `${redisNames(url).prefix}socket.io`,
    }) as ServerOptions['adapter'],
    async close() {
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}
