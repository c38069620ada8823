/**
 * A live-bus write in flight when Redis dies must not land later, alone, on the restarted
 * (empty) server: the stored state would claim the write's seq while holding only the rows that
 * write touched, and a reader reloading then would lose every other match.
 * Runs a private redis-server on a free port (the shared one is never restarted).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus, redisNames, type RedisBus } from '../../src/server/feed/redis-bus';
import { createLogger } from '../../src/server/logger';
import { scoreEvents } from './helpers/score-events';
import { until } from '../support/wait';
import { privateRedis, type PrivateRedis } from './helpers/private-redis';

let redis: PrivateRedis;
let publisher: RedisBus;

const { score, seq } = scoreEvents();

const logger = createLogger('silent');

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  publisher = createRedisBus({ url: redis.url, logger, publisher: true });
  await publisher.start();
}, 20_000);

afterAll(async () => {
  await publisher?.close().catch(() => undefined);
  await redis.kill();
});

async function stored() {
  const admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await admin.connect();
  const names = redisNames(redis.url);
  const [rows, at] = await Promise.all([admin.hgetall(names.rows), admin.get(names.seq)]);
  admin.disconnect();
  return { ids: Object.keys(rows).sort(), seq: at === null ? null : Number(at) };
}

describe('a live-bus write in flight when Redis dies', () => {
  it('never lands alone on the restarted server', async () => {
    for (const id of [1, 2, 3]) publisher.publish(score(id, '0-0'));
    await publisher.drain();
    expect(await stored()).toEqual({ ids: ['1', '2', '3'], seq: 3 });

    // Hold every write on the server, so the next one is in flight when the server dies.
    const admin = new Redis(redis.url);
    const busConnection = `name=${redisNames(redis.url).prefix}bus-${process.pid} `;
    await admin.call('CLIENT', 'PAUSE', '10000', 'WRITE');
    publisher.publish(score(2, '1-0'));
    await until('the write held by the server', async () =>
      ((await admin.client('LIST')) as string)
        .split('\n')
        .some((line) => line.includes(busConnection) && /\bflags=\w*b/.test(line)),
    );
    // Queued behind the held one.
    publisher.publish(score(3, '1-0'));
    await new Promise((resolve) => setImmediate(resolve));
    admin.disconnect();
    await redis.kill();
    await until(
      'the publisher to see the server gone',
      () => publisher.link?.().connected === false,
    );
    await redis.start();
    await until('the publisher to reconnect', () => publisher.link?.().connected === true);
    // Every write it had built has landed or failed by now.
    await publisher.drain();
    // Nothing stored yet (the next write rewrites all), or the whole state: never a part of it.
    expect([
      JSON.stringify({ ids: [], seq: null }),
      JSON.stringify({ ids: ['1', '2', '3'], seq: seq() }),
    ]).toContain(JSON.stringify(await stored()));
    publisher.publish(score(1, '0-1'));
    await publisher.drain();
    expect(await stored()).toEqual({ ids: ['1', '2', '3'], seq: seq() });
  }, 30_000);
});
