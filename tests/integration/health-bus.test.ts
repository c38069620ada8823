/**
 * `/api/health` says when live events stop reaching a node: a web node whose
 * Redis bus cannot be reached answers 200 `stale` (it still serves pages and stored data, so a
 * load balancer keeps it) with the bus down and since when; the database down stays 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus, type RedisBus } from '../../src/server/feed/redis-bus';
import { createLogger } from '../../src/server/logger';
import { bootAccountsServer, call, type AccountsServer } from './accounts-helpers';

let bus: RedisBus;
let server: AccountsServer;

beforeAll(async () => {
  // Nothing listens on port 1: the bus never connects, as while Redis is down.
  bus = createRedisBus({
    url: 'redis://127.0.0.1:1/0',
    logger: createLogger('silent'),
    publisher: false,
  });
  server = await bootAccountsServer({ bus });
});
afterAll(async () => {
  await server?.stop();
  await bus?.close().catch(() => undefined);
});

describe('health with the live bus down', () => {
  it('answers 200 stale, naming the bus and since when it is down', async () => {
    const health = await call(server.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'stale',
      db: { ok: true },
      bus: { kind: 'redis', connected: false },
    });
    const { bus: link } = health.body as { bus: { down_since: string } };
    expect(Date.parse(link.down_since)).toBeLessThanOrEqual(Date.now());
  });
});
