/**
 * PostgreSQL out of reach under a running server: the server stays up, health
 * answers 503, a call that needs the database answers 503 DATABASE_UNAVAILABLE with Retry-After
 * at once (not a 500, not a hang), and all is well again when the database is back. The outage
 * is a real TCP proxy in front of the machine's PostgreSQL, closed and reopened.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAccountsServer, call, type AccountsServer } from './accounts-helpers';
import { TEST_DATABASE_URL } from './helpers/postgres';

const target = new URL(TEST_DATABASE_URL);
let proxy: net.Server | undefined;
const open = new Set<net.Socket>();
let port = 0;

/** Forwards to PostgreSQL until closed; closing also cuts every connection it carries. */
function startProxy(): Promise<void> {
  proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    proxy!.listen(port, '127.0.0.1', () => {
      port = (proxy!.address() as net.AddressInfo).port;
      resolve();
    }),
  );
}
async function stopProxy(): Promise<void> {
  const closed = new Promise((resolve) => proxy?.close(resolve));
  for (const s of open) s.destroy();
  await closed;
}

let server: AccountsServer;
beforeAll(async () => {
  await startProxy();
  server = await bootAccountsServer({
    kind: 'postgres',
    databaseUrl: (url) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    accounts: { registerLimit: { limit: 1000, windowMs: 60_000 } },
  });
}, 30_000);
afterAll(async () => {
  if (!proxy?.listening) await startProxy();
  await server?.stop();
  await stopProxy();
});

let n = 0;
const register = () => {
  n += 1;
  const name = `out${Date.now().toString(36)}${n}`;
  return call(server.url, 'POST', '/register', {
    body: { username: name, password: 'Tide-Pool-4471', nickname: name },
  });
};

/** Health as a monitor sees it; the server's clock moves past the report it shares. */
const health = async () => {
  server.clock.advance(1_000);
  return (await call(server.url, 'GET', '/health')).status;
};

describe('the database out of reach', () => {
  it('answers 503 at once while it is gone, and serves again when it is back', async () => {
    expect((await register()).status).toBe(201);
    await stopProxy();
    const started = Date.now();
    const refused = await register();
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(refused.status).toBe(503);
    expect((refused.body as { error: { code: string } }).error.code).toBe('DATABASE_UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toBe('5');
    await expect.poll(health).toBe(503);

    await startProxy();
    await expect.poll(async () => (await register()).status, { timeout: 15_000 }).toBe(201);
    await expect.poll(health).toBe(200);
  }, 40_000);
});
