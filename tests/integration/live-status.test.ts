/**
 * The stale marker's source: a web node tells its live pages when the
 * scores it pushes may be old, because its Redis bus is down or no feed reports running, and
 * when they are current again; a page connecting meanwhile is told at once. Runs a private
 * redis-server (killed and restarted) under a web node, with a publisher standing in for the
 * feeding node.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { CURRENT, type LiveStatus } from '../../src/lib/domain/live-status';
import { createRedisBus, type RedisBus } from '../../src/server/feed/redis-bus';
import { createLogger } from '../../src/server/logger';
import { bootAccountsServer, type AccountsServer } from './accounts-helpers';
import { until } from '../support/wait';
import { privateRedis, type PrivateRedis } from './helpers/private-redis';

let redis: PrivateRedis;
let feeding: RedisBus;
let reader: RedisBus;
let server: AccountsServer;
const sockets: Socket[] = [];

/** A live page's socket and every status it has been told, in order. */
async function page(): Promise<LiveStatus[]> {
  const socket = io(`${server.url}/inplay`, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const told: LiveStatus[] = [];
  socket.on('live:status', (status: LiveStatus) => told.push(status));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return told;
}

const last = (told: LiveStatus[]) => told.at(-1) ?? CURRENT;

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  const logger = createLogger('silent');
  feeding = createRedisBus({ url: redis.url, logger, publisher: true });
  reader = createRedisBus({ url: redis.url, logger, publisher: false });
  await Promise.all([feeding.start(), reader.start()]);
  server = await bootAccountsServer({ bus: reader, realtime: true });
}, 20_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
  await Promise.allSettled([feeding?.close(), reader?.close()]);
  await redis?.kill();
});

describe('the live status a web node pushes', () => {
  it('is stale (feed) while no feeding node reports, current once one reports running', async () => {
    const told = await page();
    await until('the page to hear the data is stale', () => last(told).reason === 'feed');
    feeding.shareFeed!({ state: 'running', since: Date.now() });
    await until('the page to hear the data is current', () => !last(told).stale);
    expect(last(told)).toEqual(CURRENT);
  });

  it('is stale (bus) while Redis is down, told to pages connecting meanwhile, and current after', async () => {
    const told = await page();
    const before = Date.now();
    await redis.kill();
    await until('the page to hear the bus is down', () => last(told).reason === 'bus');
    expect(last(told).since).toBeGreaterThanOrEqual(before - 1_000);
    const late = await page();
    await until('a page connecting while down to be told at once', () => late.length > 0, {
      timeoutMs: 3_000,
    });
    expect(late[0]).toMatchObject({ stale: true, reason: 'bus' });
    await redis.start();
    // The feeding node repeats its report; Redis came back empty until it does.
    await until('both bus links up', () => reader.link!().connected && feeding.link!().connected);
    feeding.shareFeed!({ state: 'running', since: Date.now() });
    await until('the page to hear the data is current again', () => !last(told).stale, {
      timeoutMs: 15_000,
    });
  }, 30_000);

  it('is stale (feed) while the feeding node says its provider fails', async () => {
    const told = await page();
    const since = Date.now();
    feeding.shareFeed!({ state: 'stale', since });
    await until('the page to hear the feed is stale', () => last(told).reason === 'feed');
    expect(last(told)).toEqual({ stale: true, reason: 'feed', since });
    feeding.shareFeed!({ state: 'running', since: Date.now() });
    await until('the page to hear the data is current', () => !last(told).stale);
  });
});
