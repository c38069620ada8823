/**
 * Accounts on both databases: one case suite for the account repositories run against SQLite
 * and PostgreSQL (unique names, the one live session, check-ins, favourites, game settings and
 * a balance that concurrent changes can neither overdraw nor lose), and the HTTP flow with the
 * admin CLI on a server backed by PostgreSQL.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUserDataRepository,
  BalanceTooLowError,
} from '../../src/server/auth/user-data-repository';
import { createUsersRepository, isUniqueViolation } from '../../src/server/auth/users-repository';
import {
  admin,
  bootAccountsServer,
  call,
  insertMatch,
  type AccountsServer,
} from './accounts-helpers';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';

describe.each(DATABASE_KINDS)('account repositories: %s', (kind) => {
  let opened: OpenedDatabase;
  let users: ReturnType<typeof createUsersRepository>;
  let data: ReturnType<typeof createUserDataRepository>;
  let t = 1_000_000;
  const now = () => t;

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    users = createUsersRepository(opened.database.db, now);
    data = createUserDataRepository(opened.database.db, now);
  });
  afterAll(async () => opened?.dispose());

  const newUser = (username: string, nickname = username) =>
    users.insert({ username, nickname, password_hash: 'h', status: 'w', role: 'user' });

  it('stores a user with the spec defaults and a referral code', async () => {
    const user = await newUser('Alice');
    expect(user).toMatchObject({
      username: 'alice',
      status: 'w',
      role: 'user',
      balance: 0,
      level: 1,
      settings: '{"permissions":{}}',
      session_id: null,
      created_at: 1_000_000,
    });
    expect(typeof user.id).toBe('number');
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await users.findByUsername('ALICE'))?.id).toBe(user.id);
    expect((await users.findByReferralCode(user.referral_code.toLowerCase()))?.id).toBe(user.id);
  });

  it('refuses a second user with the same username or nickname', async () => {
    const dupName = await newUser('alice', 'other').catch((e: unknown) => e);
    expect(isUniqueViolation(dupName)).toBe(true);
    const dupNick = await newUser('alice2', 'Alice').catch((e: unknown) => e);
    expect(isUniqueViolation(dupNick)).toBe(true);
  });

  it('keeps one live session; ending a stale one changes nothing', async () => {
    const user = await newUser('sessions');
    await users.startSession(user.id, 'first', '127.0.0.1');
    await users.startSession(user.id, 'second', '127.0.0.1');
    expect(await users.endSession(user.id, 'first')).toBe(false);
    expect((await users.findById(user.id))?.session_id).toBe('second');
    expect(await users.endSession(user.id, 'second')).toBe(true);
    expect((await users.findById(user.id))?.session_id).toBeNull();
  });

  it('lists by status, oldest first, with the total', async () => {
    const before = await users.list('w', { limit: 100, offset: 0 });
    const late = await newUser('late_waiter');
    const after = await users.list('w', { limit: 100, offset: 0 });
    expect(after.total).toBe(before.total + 1);
    expect(after.rows.at(-1)?.id).toBe(late.id);
    await users.setStatus(late.id, 'c');
    expect((await users.list('w', { limit: 100, offset: 0 })).total).toBe(before.total);
    expect((await users.list('c', { limit: 1, offset: 0 })).rows).toHaveLength(1);
  });

  it('records one check-in per day, even when two arrive at once', async () => {
    const user = await newUser('checker');
    const results = await Promise.all([
      data.checkIn(user.id, '2026-03-09'),
      data.checkIn(user.id, '2026-03-09'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await data.checkIn(user.id, '2026-03-10')).toBe(true);
    expect(await data.checkIns(user.id, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-10',
      '2026-03-09',
    ]);
  });

  it('sets favourites idempotently and removes them', async () => {
    const user = await newUser('fan');
    await data.setFavorite(user.id, 42, true);
    await data.setFavorite(user.id, 42, true);
    t += 1;
    await data.setFavorite(user.id, 43, true);
    expect((await data.listFavorites(user.id)).map((f) => Number(f.match_id))).toEqual([43, 42]);
    await data.setFavorite(user.id, 42, false);
    expect(await data.isFavorite(user.id, 42)).toBe(false);
  });

  it('replaces game settings on save', async () => {
    const user = await newUser('gamer');
    expect(await data.getGameSettings(user.id)).toEqual({});
    const one = { '1': { id: 1, is_odds: false, is_sound: true, is_prompt: true } };
    await data.saveGameSettings(user.id, one);
    const two = { ...one, '18': { id: 18, is_odds: true, is_sound: false, is_prompt: true } };
    await data.saveGameSettings(user.id, two);
    expect(await data.getGameSettings(user.id)).toEqual(two);
  });

  it('changes a balance atomically: concurrent changes all count, none overdraws', async () => {
    const user = await newUser('saver');
    await Promise.all(
      Array.from({ length: 10 }, () => data.adjustBalance(user.id, 150, 'm', 'top-up')),
    );
    expect(await data.balance(user.id)).toBe(1500);
    const takes = await Promise.allSettled(
      Array.from({ length: 4 }, () => data.adjustBalance(user.id, -500, 'b', 'spend')),
    );
    expect(takes.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = takes.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(BalanceTooLowError);
    expect(await data.balance(user.id)).toBe(0);
    expect(await data.balanceTotal(user.id, 'm')).toBe(1500);
    expect(await data.balanceTotal(user.id, 'b')).toBe(-1500);
    expect(await data.balanceTotal(user.id, 'l')).toBe(0);
  });
});

describe('account flow on PostgreSQL', () => {
  let s: AccountsServer;
  beforeAll(async () => {
    s = await bootAccountsServer({ kind: 'postgres' });
    await insertMatch(s.database, 77);
  });
  afterAll(async () => s?.stop());

  it('registers, approves with the CLI over DATABASE_URL, logs in and keeps data', async () => {
    expect(s.database.dialect).toBe('postgres');
    const body = { username: 'pg_user', password: 'abcd1234wx', nickname: '피지' };
    expect((await call(s.url, 'POST', '/register/', { body })).status).toBe(201);
    expect((await call(s.url, 'POST', '/register/', { body })).status).toBe(409);
    const waiting = await call(s.url, 'POST', '/login/', { body });
    expect(waiting.body.error.code).toBe('ACCOUNT_WAITING');
    const listed = await admin(s.env, 'list-waiting');
    expect(listed.out).toContain('pg_user');
    expect((await admin(s.env, 'approve', 'pg_user')).out).toBe('pg_user is now confirmed.');
    const login = await call(s.url, 'POST', '/login/', { body });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const id = login.body.data.user.id as number;
    const fav = await call(s.url, 'POST', '/upcoming-sports-favorites', {
      token,
      body: { user_id: id, sports_upcoming_id: 77 },
    });
    expect(fav.body.data.is_favorite).toBe(true);
    expect((await call(s.url, 'POST', '/user/check-in', { token, body: {} })).status).toBe(201);
    expect((await call(s.url, 'POST', '/user/check-in', { token, body: {} })).status).toBe(409);
    const again = await call(s.url, 'POST', '/login/', { body });
    expect((await call(s.url, 'GET', '/user/auth', { token })).status).toBe(418);
    expect(
      (await call(s.url, 'GET', '/user/auth', { token: again.body.data.token as string })).status,
    ).toBe(200);
  });
});
