/**
 * The account flow (spec §7.2, §7.3) end to end, on the server exactly as `npm start` wires
 * it (default rate limits, JWT secret generated into DATA_DIR): register → login refused while
 * waiting → `npm run admin -- approve` → login → favourite added and listed, not readable by
 * another user → check-in once per Seoul day → tampered token 401 → token without user_id
 * UNKNOWN_USER → a second login makes the first token 418 → banned during a session 418 →
 * repeated bad logins 429 with Retry-After.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '../../src/lib/domain/seoul-time';
import { LOGIN_RATE_LIMIT } from '../../src/server/auth/rate-limit';
import { admin, call, insertMatch } from './accounts-helpers';
import { bootServer, ROOT, type BootedServer } from './helpers/boot';

const run = promisify(execFile);

let server: BootedServer;
const MATCH_ID = 9_000_001;
const alice = { username: 'alice', password: 'wonder1and', nickname: '앨리스' };
const bob = { username: 'bob_k', password: 'Grav3l-66x20', nickname: 'Bob' };
let aliceId = 0;
let aliceToken = '';
let bobToken = '';
/** Login attempts made from 127.0.0.1 so far: they count against the login limit. */
let loginAttempts = 0;

async function login(credentials: { username: string; password: string }) {
  loginAttempts += 1;
  return call(server.url, 'POST', '/login/', { body: credentials });
}

beforeAll(async () => {
  server = await bootServer();
  await insertMatch(server.app.services.database, MATCH_ID);
});
afterAll(async () => server?.stop());

describe('account flow over HTTP', () => {
  it('registers accounts that wait for approval, with the spec message', async () => {
    const res = await call(server.url, 'POST', '/register/', { body: alice });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ username: 'alice', nickname: '앨리스', status: 'w' });
    expect(res.body.data.message).toMatch(/requested.*after an administrator approves/);
    aliceId = res.body.data.id as number;
    expect((await call(server.url, 'POST', '/register/', { body: bob })).status).toBe(201);
  });

  it('refuses to log in a waiting account', async () => {
    const res = await login(alice);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_WAITING');
    expect(res.body.data).toBeUndefined();
  });

  it('approves with `npm run admin -- approve` on the same DATA_DIR', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'approve', 'alice'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('alice is now confirmed.');
    expect((await admin({ DATA_DIR: server.dataDir }, 'approve', 'bob_k')).code).toBe(0);
  }, 60_000);

  it('logs in the approved account with a token, balance 0', async () => {
    const res = await login(alice);
    expect(res.status).toBe(200);
    expect(res.body.data.token_type).toBe('Bearer');
    aliceToken = res.body.data.token as string;
    const me = await call(server.url, 'GET', '/user/auth', { token: aliceToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      user_id: aliceId,
      username: 'alice',
      status: 'c',
      balance: 0,
    });
    bobToken = (await login(bob)).body.data.token as string;
  });

  it('adds a favourite and lists it; another user cannot read the list', async () => {
    const add = await call(server.url, 'POST', '/upcoming-sports-favorites', {
      token: aliceToken,
      body: { user_id: aliceId, sports_upcoming_id: MATCH_ID },
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toEqual({
      user_id: aliceId,
      sports_upcoming_id: MATCH_ID,
      is_favorite: true,
    });
    const list = await call(server.url, 'GET', `/upcoming-sports-favorites/${aliceId}`, {
      token: aliceToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toEqual({ total: 1 });
    expect(list.body.data[0]).toMatchObject({ user_id: aliceId, sports_upcoming_id: MATCH_ID });
    const other = await call(server.url, 'GET', `/upcoming-sports-favorites/${aliceId}`, {
      token: bobToken,
    });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('FORBIDDEN');
  });

  it('checks in once per Seoul day', async () => {
    const first = await call(server.url, 'POST', '/user/check-in', {
      token: aliceToken,
      body: { claim: true },
    });
    expect(first.status).toBe(201);
    const seoulToday = seoulDate(Date.now());
    expect(first.body.data.date).toBe(`${seoulToday} 00:00:00`);
    const second = await call(server.url, 'POST', '/user/check-in', {
      token: aliceToken,
      body: { claim: true },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_CHECKED_IN');
    const list = await call(server.url, 'GET', '/user/check-in', { token: aliceToken });
    expect(list.body.today).toEqual({ date: seoulToday, claimed: true });
    expect(list.body.count.total).toBe(1);
  });

  it('answers a tampered token with 401 INVALID_TOKEN', async () => {
    const [header, payload, signature] = aliceToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: 2 })).toString('base64url');
    // The signature's first character changed: its last ones may carry bits nobody decodes, so
    // changing them can leave the signature as it was.
    const otherFirst = signature.startsWith('A') ? 'B' : 'A';
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${otherFirst}${signature.slice(1)}`,
      'garbage',
    ]) {
      const res = await call(server.url, 'GET', '/user/auth', { token });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_TOKEN');
    }
  });

  it('answers a valid token without user_id with UNKNOWN_USER', async () => {
    const secret = readFileSync(path.join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    const token = await new SignJWT({ sid: 'whatever' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const res = await call(server.url, 'GET', '/user/auth', { token });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNKNOWN_USER');
  });

  it('ends the first session with 418 when the account logs in again', async () => {
    const again = await login(alice);
    expect(again.status).toBe(200);
    const old = await call(server.url, 'GET', '/user/auth', { token: aliceToken });
    expect(old.status).toBe(418);
    expect(old.body.error).toEqual({
      code: 'LOGGED_IN_ELSEWHERE',
      message: 'Your account is logged in elsewhere.',
    });
    const fresh = await call(server.url, 'GET', '/user/auth', {
      token: again.body.data.token as string,
    });
    expect(fresh.status).toBe(200);
  });

  it('ends a session with 418 Account Banned when the account is banned meanwhile', async () => {
    expect((await call(server.url, 'GET', '/user/balance', { token: bobToken })).status).toBe(200);
    expect((await admin({ DATA_DIR: server.dataDir }, 'ban', 'bob_k')).code).toBe(0);
    const res = await call(server.url, 'GET', '/user/balance', { token: bobToken });
    expect(res.status).toBe(418);
    expect(res.body.error).toEqual({
      code: 'ACCOUNT_BANNED',
      message: 'Your account has been banned. Please contact customer support.',
    });
    const relogin = await login(bob);
    expect(relogin.status).toBe(403);
    expect(relogin.body.error.code).toBe('ACCOUNT_BANNED');
  });

  it('limits repeated bad logins with 429 and Retry-After', async () => {
    const allowed = LOGIN_RATE_LIMIT.limit - loginAttempts;
    expect(allowed).toBeGreaterThan(0);
    for (let i = 0; i < allowed; i++) {
      const res = await login({ username: 'alice', password: `wrong-${i}` });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
    }
    const limited = await login(alice);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.windowMs / 1000);
  });
});
