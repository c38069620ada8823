/**
 * What an outside probe found open in the API, each closed with a test that fails
 * when it opens again: bodies that are not JSON, writes from other sites, loose whole numbers in
 * paths and queries, and the registration form's lookups answered without limit.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootAccountsServer, call, type AccountsServer, type Answer } from './accounts-helpers';

const EMBEDDER = 'https://community.example';
let server: AccountsServer;
/** The server's log lines at error level (50) or above. */
const errors: string[] = [];

beforeAll(async () => {
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (/"level":(50|60)/.test(line)) errors.push(line);
      }
      done();
    },
  });
  server = await bootAccountsServer({
    logger: pino({ level: 'warn' }, lines),
    accounts: {
      loginLimit: { limit: 1000, windowMs: 60_000 },
      registerLimit: { limit: 1000, windowMs: 60_000 },
      lookupLimit: { limit: 5, windowMs: 60_000 },
      trustedProxies: 1,
    },
    config: { EMBED_ALLOWED_ORIGINS: EMBEDDER },
  });
});
afterAll(async () => server?.stop());

let counter = 0;
const newAccount = () => {
  const n = `${Date.now().toString(36)}${counter++}`;
  return { username: `h${n}`, password: 'Hardpass123', nickname: `hn${n}` };
};

/** A raw call: any body text, any headers. */
async function raw(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
) {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  const answer: Pick<Answer, 'status' | 'body'> = { status: res.status, body: undefined };
  if (text) answer.body = JSON.parse(text) as unknown;
  return answer;
}

describe('request bodies are JSON only', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['XML', 'application/xml'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('refuses %s with 415 naming the content type, creating nothing', async (_, type) => {
    const account = newAccount();
    const body =
      type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(account).toString()
        : JSON.stringify(account);
    const refused = await raw('POST', '/register', { 'content-type': type }, body);
    expect(refused.status).toBe(415);
    expect(refused.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(refused.body.error.details).toEqual([
      { field: 'content-type', message: 'Expected application/json' },
    ]);
    // Nothing was kept: the same name registers as JSON.
    const json = await call(server.url, 'POST', '/register', { body: account });
    expect(json.status).toBe(201);
  });

  it('refuses a body without any content type', async () => {
    const refused = await raw('POST', '/login', {}, JSON.stringify(newAccount()));
    expect(refused.status).toBe(415);
  });

  it('reads application/json with a charset and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
      const answer = await raw(
        'POST',
        '/register',
        { 'content-type': type },
        JSON.stringify(newAccount()),
      );
      expect(answer.status, type).toBe(201);
    }
  });
});

describe('writes from other sites', () => {
  const register = (origin: string | undefined) =>
    raw(
      'POST',
      '/register',
      { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      JSON.stringify(newAccount()),
    );

  it.each(['http://evil.test', 'null', 'https://community.example.evil.test'])(
    'refuses a write sent from %s with 403 naming the origin',
    async (origin) => {
      const refused = await register(origin);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('CROSS_ORIGIN');
      expect(refused.body.error.details[0].field).toBe('origin');
    },
  );

  it('takes writes from this site, an embedding site and callers that are not browsers', async () => {
    const own = new URL(server.url).origin;
    expect((await register(own)).status).toBe(201);
    expect((await register(EMBEDDER)).status).toBe(201);
    expect((await register(undefined)).status).toBe(201);
  });

  it('still answers reads from any site', async () => {
    const read = await raw('GET', '/settings/home', { origin: 'http://evil.test' });
    expect(read.status).toBe(200);
  });
});

describe('whole numbers are decimal digits only', () => {
  it.each(['0x1F', ' 1 ', '1e2', '1.0', '007', '+1', '1_000', '-1', '9007199254740993'])(
    'refuses the id %j with 400 naming it',
    async (id) => {
      for (const path of [
        `/games/${encodeURIComponent(id)}`,
        `/players/${encodeURIComponent(id)}`,
      ]) {
        const answer = await call(server.url, 'GET', path);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error.details, path).toContainEqual(
          expect.objectContaining({ field: 'id' }),
        );
      }
    },
  );

  it('reads a canonical id (and answers 404 for one it does not know)', async () => {
    expect((await call(server.url, 'GET', '/games/31')).status).toBe(404);
  });

  it.each(['01', '1e1', '0x2', '.5'])(
    'refuses the list page %j with 400 naming it, and reads page 1 as sent',
    async (page) => {
      for (const path of [`/inplay/result/list?page=${page}`, `/games/inplay?page=${page}`]) {
        const answer = await call(server.url, 'GET', path);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error.details, path).toContainEqual(
          expect.objectContaining({ field: 'page' }),
        );
      }
      expect((await call(server.url, 'GET', '/inplay/result/list?page=1')).status).toBe(200);
    },
  );

  it('reads query numbers the same way', async () => {
    const loose = await call(server.url, 'GET', '/live/snapshot?min_seq=0x10');
    expect(loose.status).toBe(400);
    expect(loose.body.error.details[0].field).toBe('min_seq');
    expect((await call(server.url, 'GET', '/live/snapshot?min_seq=16')).status).not.toBe(400);
  });
});

describe("the registration form's lookups are limited per client", () => {
  it.each([
    ['/unauth-user/username/someone', 'GET'],
    ['/register/domain-check?code=ABC123', 'GET'],
    ['/register/code', 'POST'],
  ])('%s: 429 with Retry-After once over the limit', async (path, method) => {
    const from = { 'X-Forwarded-For': `198.51.100.${counter++}` };
    const once = () =>
      call(server.url, method, path, {
        headers: from,
        ...(method === 'POST' ? { body: { code: 'ABC123' } } : {}),
      });
    for (let i = 0; i < 5; i++) expect((await once()).status).not.toBe(429);
    const refused = await once();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('login backoff per account', () => {
  it('makes a name wait after five wrong passwords, from any client, and forgets after a good one', async () => {
    const account = newAccount();
    expect((await call(server.url, 'POST', '/register', { body: account })).status).toBe(201);
    const login = (password: string, ip: string) =>
      call(server.url, 'POST', '/login', {
        body: { username: account.username, password },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < 5; i++)
      expect((await login('Wrongpass1', `203.0.113.${i}`)).status).toBe(401);
    // A sixth wrong try, from yet another address: counted, and the name now waits 2 s.
    expect((await login('Wrongpass1', '203.0.113.50')).status).toBe(401);
    const waiting = await login(account.password, '203.0.113.51');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('2');
    server.clock.advance(2_000);
    // The wait has passed: the right password gets through (the account awaits approval: 403).
    expect((await login(account.password, '203.0.113.52')).status).not.toBe(429);
  });

  it('treats a name that does not exist like one that does', async () => {
    const login = (ip: string) =>
      call(server.url, 'POST', '/login', {
        body: { username: 'nobody_here', password: 'Wrongpass1' },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < 6; i++) expect((await login(`192.0.2.${i}`)).status).toBe(401);
    const waiting = await login('192.0.2.99');
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.message).toBe(
      'Too many failed logins for this name. Please try again in 2 seconds.',
    );
  });
});

describe('a client that goes away mid-body', () => {
  it.each(['/api/login', '/api/register'])(
    '%s: the server notes nothing as an error and goes on answering',
    async (path) => {
      const { port } = new URL(server.url);
      for (const ending of ['end', 'destroy'] as const) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1', () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
                'Content-Length: 4000\r\n\r\n{"username":"a',
            );
            // No event tells the body's first bytes reached the handler; a moment's head start.
            setTimeout(() => {
              if (ending === 'end') socket.end();
              else socket.destroy();
              resolve();
            }, 100);
          });
          socket.on('error', reject);
        });
      }
      // A window, not a barrier: the server logs nothing per abandoned request to wait for.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await call(server.url, 'GET', '/settings/home')).status).toBe(200);
      expect(errors).toEqual([]);
    },
  );
});
