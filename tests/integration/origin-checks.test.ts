/**
 * Whose pages may change data and open sockets: the site's own origin, compared whole
 * (scheme, host, port), and the listed embedding sites. The Host header alone is not believed:
 * a DNS-rebinding page (a name its owner pointed at this server's address) sends its own name
 * as both Origin and Host, and must be refused unless the name is the configured PUBLIC_ORIGIN.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAccountsServer, type AccountsServer } from './accounts-helpers';

interface Exchange {
  status: number;
  body: string;
}

/** One HTTP exchange with the headers exactly as given (fetch may not set Host). */
function exchange(
  base: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Exchange> {
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let n = 0;
function registration(origin: string, host: string) {
  n += 1;
  const body = JSON.stringify({
    username: `orig${n}`,
    password: 'Orbit-Lane-5531',
    nickname: `orig${n}`,
  });
  return {
    origin,
    host,
    'content-type': 'application/json',
    'content-length': String(body.length),
    body,
  };
}

async function write(base: string, origin: string, host: string): Promise<Exchange> {
  const { body, ...headers } = registration(origin, host);
  return exchange(base, 'POST', '/api/register', headers, body);
}

/** The first request of a socket.io session (long polling), with the headers given. */
function handshake(base: string, origin: string, host: string): Promise<Exchange> {
  return exchange(base, 'GET', '/socket.io/?EIO=4&transport=polling', { origin, host });
}

describe('origins without PUBLIC_ORIGIN', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  let port = '';
  beforeAll(async () => {
    s = await bootAccountsServer({
      realtime: true,
      accounts: { registerLimit: { limit: 1000, windowMs: 60_000 } },
    });
    port = new URL(s.url).port;
  });
  afterAll(async () => {
    await s?.stop();
  });

  it.each([
    ['the address itself', 'http://127.0.0.1:{port}', '127.0.0.1:{port}'],
    ['localhost', 'http://localhost:{port}', 'localhost:{port}'],
  ])('takes writes and sockets from %s', async (_name, origin, host) => {
    const o = origin.replace('{port}', port);
    const h = host.replace('{port}', port);
    expect((await write(s.url, o, h)).status).toBe(201);
    expect((await handshake(s.url, o, h)).status).toBe(200);
  });

  it.each([
    // DNS rebinding: the attacker's name as both Origin and Host.
    ['a rebinding name', 'http://rebound.evil.example:{port}', 'rebound.evil.example:{port}'],
    // Scheme-exact: https is another origin than the http this request came over.
    ['another scheme', 'https://127.0.0.1:{port}', '127.0.0.1:{port}'],
    ['another port', 'http://127.0.0.1:1', '127.0.0.1:{port}'],
  ])('refuses writes and sockets from %s', async (_name, origin, host) => {
    const o = origin.replace('{port}', port);
    const h = host.replace('{port}', port);
    const refused = await write(s.url, o, h);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('CROSS_ORIGIN');
    expect((await handshake(s.url, o, h)).status).toBe(403);
  });
});

describe('origins with PUBLIC_ORIGIN', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  let port = '';
  const site = 'https://scores.example';
  beforeAll(async () => {
    s = await bootAccountsServer({
      realtime: true,
      config: { PUBLIC_ORIGIN: site, TRUSTED_PROXIES: '1' },
      accounts: { registerLimit: { limit: 1000, windowMs: 60_000 } },
    });
    port = new URL(s.url).port;
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('takes writes and sockets from the configured origin only', async () => {
    expect((await write(s.url, site, 'scores.example')).status).toBe(201);
    expect((await handshake(s.url, site, 'scores.example')).status).toBe(200);
    // Not the same name over http, and not the Host the request names.
    expect((await write(s.url, 'http://scores.example', 'scores.example')).status).toBe(403);
    const local = `http://127.0.0.1:${port}`;
    expect((await write(s.url, local, `127.0.0.1:${port}`)).status).toBe(403);
    expect((await handshake(s.url, local, `127.0.0.1:${port}`)).status).toBe(403);
  });
});
