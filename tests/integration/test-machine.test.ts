/**
 * What `npm test` sets up of the machine (scripts/test-machine.mjs): it starts Redis when it is
 * installed but stopped, and names the address and what to do when a service is absent or
 * elsewhere, rather than letting a suite skip.
 */
import { createServer, type AddressInfo, connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePostgres, ensureRedis, probe } from '../../scripts/test-machine.mjs';
import { freePort } from '../support/free-port';
import { TEST_DATABASE_URL } from './helpers/postgres';

const REDIS = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const nothing = { have: () => false };

const started: number[] = [];
afterAll(async () => {
  for (const port of started) {
    await new Promise<void>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () =>
        socket.write('SHUTDOWN NOSAVE\r\n'),
      );
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
  }
});

describe('probe', () => {
  it('hears Redis answer PONG', async () => {
    const { hostname, port } = new URL(REDIS);
    expect(
      await probe(hostname, Number(port), { greeting: 'PING\r\n', expect: /^\+PONG/ }),
    ).toEqual({
      ok: true,
      reason: undefined,
    });
  });

  it('tells a refused connection', async () => {
    expect(await probe('127.0.0.1', await freePort())).toEqual({
      ok: false,
      reason: 'ECONNREFUSED',
    });
  });

  it('tells a server that answers something else', async () => {
    const server = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await probe('127.0.0.1', port, { greeting: 'PING\r\n', expect: /^\+PONG/ });
      expect(result).toEqual({ ok: false, reason: 'answered "HTTP/1.1 400 Bad Request"' });
    } finally {
      server.close();
    }
  });
});

describe('PostgreSQL and Redis for the suites', () => {
  it('are left alone when they answer', async () => {
    expect(await ensurePostgres(TEST_DATABASE_URL)).toBeUndefined();
    expect(await ensureRedis(REDIS)).toBeUndefined();
  });

  it('starts Redis when it is installed but nothing answers at the address', async () => {
    const port = await freePort();
    started.push(port);
    expect(await ensureRedis(`redis://127.0.0.1:${port}`)).toBeUndefined();
    expect((await probe('127.0.0.1', port, { greeting: 'PING\r\n', expect: /^\+PONG/ })).ok).toBe(
      true,
    );
  }, 30_000);

  it('names the address and what to install when they are absent', async () => {
    const port = await freePort();
    expect(await ensureRedis(`redis://127.0.0.1:${port}`, nothing)).toBe(
      `Redis does not answer at 127.0.0.1:${port} (ECONNREFUSED) and is not installed here: install it (Debian: apt-get install redis-server), or set TEST_REDIS_URL`,
    );
    expect(await ensurePostgres(`postgres://postgres@127.0.0.1:${port}/test`, nothing)).toBe(
      `PostgreSQL does not answer at 127.0.0.1:${port} (ECONNREFUSED) and is not installed here: install it (Debian: apt-get install postgresql), or set TEST_DATABASE_URL`,
    );
  });

  it('does not try to start a server on another machine', async () => {
    // 192.0.2.0/24 is reserved for documentation: nothing answers there.
    expect(await ensureRedis('redis://192.0.2.1:6379')).toMatch(
      /^Redis does not answer at 192\.0\.2\.1:6379 \((no answer|E[A-Z]+)\): start it there, or set TEST_REDIS_URL$/,
    );
    expect(await ensurePostgres('postgres://app@192.0.2.1:5432/db')).toMatch(
      /^PostgreSQL does not answer at 192\.0\.2\.1:5432 \((no answer|E[A-Z]+)\): start it there, or set TEST_DATABASE_URL$/,
    );
  }, 20_000);
});
