/**
 * Login and lookup limits shared by every node through Redis: two throttles
 * on one Redis, as two web nodes would be, count one client's tries together; the per-account
 * backoff too. With Redis unreachable, each node still limits on its own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisThrottle, type RedisThrottle } from '../../src/server/auth/redis-throttle';
import { createLogger } from '../../src/server/logger';

const REDIS_BASE = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const REDIS_URL = `${REDIS_BASE}/${1 + Math.floor(Math.random() * 15)}`;
const logger = createLogger('silent');
const opened: RedisThrottle[] = [];
let t = Date.now();
const now = () => t;

function node(url = REDIS_URL): RedisThrottle {
  const throttle = createRedisThrottle(url, logger, now);
  opened.push(throttle);
  return throttle;
}
afterAll(async () => {
  for (const throttle of opened) await throttle.close();
});

const unique = (what: string) => `${what}-${process.pid}-${Math.random().toString(36).slice(2)}`;

describe('limits shared through Redis', () => {
  it('counts one client across two nodes, and lets it in again after the window', async () => {
    const name = unique('login');
    const rule = { limit: 4, windowMs: 60_000 };
    const [a, b] = [node().limiter(name, rule), node().limiter(name, rule)];
    const decisions = [];
    for (const limiter of [a, b, a, b]) decisions.push((await limiter.hit('203.0.113.7')).allowed);
    expect(decisions).toEqual([true, true, true, true]);
    const refused = await b.hit('203.0.113.7');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another client is not affected.
    expect((await a.hit('203.0.113.8')).allowed).toBe(true);
    t += 60_001;
    expect((await a.hit('203.0.113.7')).allowed).toBe(true);
  });

  it("shares an account's backoff, and a good login on one node clears it on the other", async () => {
    const account = unique('user');
    const [a, b] = [node().backoff(), node().backoff()];
    for (let i = 0; i < 7; i++) await (i % 2 ? a : b).failed(account);
    // The 7th failure in a row: 2^(7-5) = 4 s to wait, on either node, whatever the case.
    expect(await a.wait(account)).toBe(4);
    expect(await b.wait(account.toUpperCase())).toBe(4);
    t += 4_000;
    expect(await b.wait(account)).toBe(0);
    await a.succeeded(account);
    await b.failed(account);
    expect(await a.wait(account)).toBe(0);
  });

  it('limits per node while Redis cannot be reached', async () => {
    const limiter = node('redis://127.0.0.1:1/0').limiter(unique('down'), {
      limit: 2,
      windowMs: 60_000,
    });
    expect((await limiter.hit('x')).allowed).toBe(true);
    expect((await limiter.hit('x')).allowed).toBe(true);
    expect((await limiter.hit('x')).allowed).toBe(false);
  });
});
