/**
 * The socket.io Redis adapter makes one adapter per namespace, each listening on the same two
 * Redis clients: with every namespace of the contract that is more listeners than Node's default
 * limit of 10, and each web node used to print four MaxListenersExceededWarning lines at start.
 */
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { namespacePath, SOCKET_NAMESPACES } from '../../src/lib/domain/socket-contract';
import { createLogger } from '../../src/server/logger';
import { createRedisAdapter, type RedisAdapter } from '../../src/server/realtime/redis-adapter';

const REDIS_BASE = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');

let io: Server | undefined;
let adapter: RedisAdapter | undefined;
afterEach(async () => {
  // Not attached to an HTTP server, so io.close() has no engine to close: the adapters go alone.
  for (const ns of SOCKET_NAMESPACES) void io?.of(namespacePath(ns)).adapter.close();
  await adapter?.close();
});

describe('redis adapter on every namespace', () => {
  it('adds its listeners without a MaxListenersExceededWarning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      adapter = createRedisAdapter(
        `${REDIS_BASE}/${1 + Math.floor(Math.random() * 15)}`,
        createLogger('silent'),
      );
      io = new Server({ adapter: adapter.adapter });
      for (const ns of SOCKET_NAMESPACES) io.of(namespacePath(ns));
      // Once each adapter has asked Redis something, its clients are connected and listening.
      await Promise.all(
        SOCKET_NAMESPACES.map((ns) => io!.of(namespacePath(ns)).adapter.serverCount()),
      );
      // process.emitWarning defers each warning to the next tick: past it, all have come.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});
