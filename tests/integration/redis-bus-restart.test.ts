/**
 * The live bus across a Redis restart that loses the stored state (no persistence): readers keep
 * what they hold instead of resetting to the empty store, and the publisher's first write after
 * the reconnect rewrites the whole live state, so a reader that reloads gets every match back.
 * Runs a private redis-server on a free port (the shared one is never restarted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSeed } from '../../src/lib/domain/live-mirror';
import { createRedisBus, type RedisBus } from '../../src/server/feed/redis-bus';
import { createLogger } from '../../src/server/logger';
import { scoreEvents } from './helpers/score-events';
import { until } from '../support/wait';
import { privateRedis, type PrivateRedis } from './helpers/private-redis';

let redis: PrivateRedis;

const { score } = scoreEvents();

const logger = createLogger('silent');
let publisher: RedisBus;
let reader: RedisBus;

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  const url = redis.url;
  publisher = createRedisBus({ url, logger, publisher: true });
  reader = createRedisBus({ url, logger, publisher: false });
  await publisher.start();
  await reader.start();
}, 20_000);

afterAll(async () => {
  await Promise.allSettled([publisher?.close(), reader?.close()]);
  await redis.kill();
});

describe('the live bus across a Redis restart without persistence', () => {
  it('keeps readers whole and makes the next write a full rewrite', async () => {
    const seeds: LiveSeed[] = [];
    reader.onReset((seed) => seeds.push(seed));
    let heard = 0;
    reader.subscribe(() => (heard += 1));
    for (const id of [1, 2, 3]) publisher.publish(score(id, '0-0'));
    await until('the reader to hear the first events', () => heard === 3);

    expect(reader.link?.()).toEqual({ connected: true, downSince: null });
    await redis.kill();
    // Health reads the link: down, and since when.
    // Each client notices the lost connection on its own schedule; wait for both.
    await until('both links to be seen down', () =>
      [reader, publisher].every((bus) => bus.link?.().connected === false),
    );
    expect(reader.link?.().downSince).toEqual(expect.any(Number));
    expect(publisher.link?.().downSince).toEqual(expect.any(Number));
    // Events published while Redis is gone are lost to the readers.
    publisher.publish(score(2, '1-0'));
    await publisher.drain();
    await redis.start();
    // The reader's subscriber reconnects and reloads from the empty server: it must not reset.
    await until('both links up again', () =>
      [reader, publisher].every((bus) => bus.link?.().connected === true),
    );

    // Only match 3 moves after the restart: the write must still carry matches 1 and 2.
    publisher.publish(score(3, '0-1'));
    await until('the reader to reload after the lost events', () =>
      seeds.some((s) => s.rows.length === 3),
    );
    // The reload after the reconnect came before this one: it reset nothing.
    expect(seeds.filter((s) => s.rows.length === 0)).toEqual([]);
    const last = seeds.at(-1)!;
    expect(last.rows.map((r) => `${r.id}:${r.ss}`).sort()).toEqual(['1:0-0', '2:1-0', '3:0-1']);
  }, 30_000);
});
