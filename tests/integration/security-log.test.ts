/**
 * The security log: failed and successful logins, lock-outs, rate limits,
 * refused tokens, calls by the wrong role and refused origins are written with the client
 * address and the account named, never the password or the token; a flood is written once per
 * address, event and window with the number held back.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedUser, bootAccountsServer, call, type AccountsServer } from './accounts-helpers';

interface Line {
  security?: boolean;
  event?: string;
  msg: string;
  ip?: string;
  username?: string;
  userId?: number;
  suppressed?: number;
  [key: string]: unknown;
}

const PASSWORD = 'Correct-Horse-77';
const WRONG = 'Wrong-Battery-99';

describe('security log', { timeout: 60_000 }, () => {
  let s: AccountsServer;
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as Line).filter((l) => l.security);
  const of = (event: string) => lines().filter((l) => l.event === event);

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) raw.push(line);
        done();
      },
    });
    s = await bootAccountsServer({ logger: pino({ level: 'info' }, sink), realtime: true });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('logs a failed login with the name tried and the address, never the password', async () => {
    await approvedUser(s, 'sec_user', PASSWORD);
    const refused = await call(s.url, 'POST', '/login/', {
      body: { username: 'sec_user', password: WRONG },
    });
    expect(refused.status).toBe(401);
    const line = of('INVALID_CREDENTIALS').find((l) => l.username === 'sec_user');
    expect(line).toMatchObject({ level: 40 });
    expect(typeof line?.ip).toBe('string');
    expect(raw.join('\n')).not.toContain(WRONG);
  });

  it('logs a successful login with the account, never the token', async () => {
    const login = await call(s.url, 'POST', '/login/', {
      body: { username: 'sec_user', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const line = of('LOGIN').find((l) => l.username === 'sec_user');
    expect(typeof line?.userId).toBe('number');
    const all = raw.join('\n');
    expect(all).not.toContain(login.body.data.token);
    expect(all).not.toContain(PASSWORD);
  });

  it('logs forged tokens, calls by the wrong role and writes from other sites', async () => {
    const forged = await call(s.url, 'GET', '/user/auth', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    expect(of('INVALID_TOKEN').length).toBeGreaterThan(0);
    expect(raw.join('\n')).not.toContain('eyJhbGciOiJIUzI1NiJ9.e30.x');
    const member = await approvedUser(s, 'sec_member', PASSWORD);
    const admin = await call(s.url, 'GET', '/admin/users', { token: member.token });
    expect(admin.status).toBe(403);
    expect(of('FORBIDDEN')).toContainEqual(expect.objectContaining({ path: '/api/admin/users' }));
    const cross = await call(s.url, 'POST', '/login/', {
      body: { username: 'x', password: 'y' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(of('CROSS_ORIGIN').length).toBe(1);
  });

  it('logs a flood once per window, with the lock-out and the rate limit', async () => {
    const before = of('INVALID_CREDENTIALS').length;
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        (await call(s.url, 'POST', '/login/', { body: { username: 'flood', password: WRONG } }))
          .status,
      );
    expect(answers).toContain(429);
    // 25 refusals, a handful of lines (the clock stands still in this server).
    expect(of('INVALID_CREDENTIALS').length - before).toBeLessThanOrEqual(2);
    expect(of('LOCKED_OUT').length + of('RATE_LIMITED').length).toBeGreaterThan(0);
  });

  it('logs a socket handshake refused for its origin', async () => {
    const socket = io(s.url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { Origin: 'https://evil.example' },
    });
    await new Promise<void>((resolve) => socket.once('connect_error', () => resolve()));
    socket.close();
    expect(of('SOCKET_REFUSED')).toContainEqual(
      expect.objectContaining({ reason: 'origin', origin: 'https://evil.example' }),
    );
  });
});
