/**
 * Account calls in detail over real HTTP, with the server's clock and rate limits under the
 * test's control: validation in the spec's `errors` shape, duplicates, every status at login and
 * during a session, expiry, logout, check-in across the Seoul midnight, per-game settings,
 * favourites, balance, the smaller user and registration calls, the administrator's queue, and
 * rate limits per client.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TOKEN_TTL_SECONDS } from '../../src/server/auth/tokens';
import {
  admin,
  approvedUser,
  bootAccountsServer,
  call,
  insertMatch,
  type AccountsServer,
} from './accounts-helpers';

const XSS_CORPUS = (
  JSON.parse(readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8')) as {
    payloads: string[];
  }
).payloads;

let s: AccountsServer;
const post = (path: string, body: unknown, token?: string) =>
  call(s.url, 'POST', path, { body, token });
const get = (path: string, token?: string) => call(s.url, 'GET', path, { token });

beforeAll(async () => {
  s = await bootAccountsServer({
    // Generous limits here; the rate-limit suite below uses its own server.
    accounts: {
      loginLimit: { limit: 1000, windowMs: 60_000 },
      registerLimit: { limit: 1000, windowMs: 60_000 },
    },
  });
  await insertMatch(s.database, 501);
  await insertMatch(s.database, 502);
});
afterAll(async () => s?.stop());

describe('registration', () => {
  it('answers bad input with 400 naming every field, also in `errors`', async () => {
    const res = await post('/register/', { username: 'ab', password: 'short', nickname: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    const fields = (res.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['nickname', 'password', 'username']);
    expect(Object.keys(res.body.errors).sort()).toEqual(['nickname', 'password', 'username']);
    expect(res.body.errors.username).toEqual(['Use at least 4 characters.']);
    expect(res.body.errors.password).toContain('Use at least 10 characters.');
  });

  it('refuses markup, the XSS corpus and RTL overrides in usernames and nicknames, naming each', async () => {
    const hostile = [...XSS_CORPUS, '\u202Eevil\u202D', 'W'.repeat(10_240)];
    for (const text of hostile) {
      const res = await post('/register/', {
        username: text,
        password: 'abcd1234wx',
        nickname: text,
      });
      expect(res.status, text).toBe(400);
      expect(Object.keys(res.body.errors).sort(), text).toEqual(['nickname', 'username']);
    }
  });

  it('names a missing body field and a mismatched confirmation', async () => {
    const res = await post('/register', {
      username: 'carol',
      password: 'abcd1234wx',
      password_confirmation: 'abcd12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      nickname: ['Enter a nickname.'],
    });
    const mismatch = await post('/register', {
      username: 'carol',
      password: 'abcd1234wx',
      password_confirmation: 'abcd12345',
      nickname: 'Carol',
    });
    expect(mismatch.body.errors).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await fetch(`${s.url}/api/register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
  });

  it('refuses a taken username (any case) and a taken nickname with 409', async () => {
    const ok = await post('/register/', {
      username: 'Dave',
      password: 'abcd1234wx',
      nickname: 'Dave',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.username).toBe('dave');
    const dup = await post('/register/', {
      username: 'DAVE',
      password: 'abcd1234wx',
      nickname: 'Other',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('USERNAME_TAKEN');
    expect(dup.body.errors).toEqual({ username: ['This username is already taken.'] });
    const both = await post('/register/', {
      username: 'dave',
      password: 'abcd1234wx',
      nickname: 'Dave',
    });
    expect(both.body.errors).toEqual({
      username: ['This username is already taken.'],
      nickname: ['This nickname is already taken.'],
    });
    const nick = await post('/register/', {
      username: 'dave2',
      password: 'abcd1234wx',
      nickname: 'Dave',
    });
    expect(nick.status).toBe(409);
    expect(nick.body.error.code).toBe('NICKNAME_TAKEN');
  });

  it('serves the form rules and checks names and referral codes', async () => {
    const rules = await get('/register/registration');
    expect(rules.body.data).toMatchObject({
      approval_required: true,
      rules: { username: { min: 4, max: 20 }, password: { min: 10 } },
    });
    expect((await get('/unauth-user/username/DAVE')).body.data).toEqual({ exists: true });
    expect((await get('/unauth-user/nickname/nobody')).body.data).toEqual({ exists: false });
    expect((await get('/unauth-user/email/x')).status).toBe(400);

    const referrer = await approvedUser(s, 'referrer');
    const me = await get('/user/auth', referrer.token);
    const code = me.body.data.referral_code as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await post('/register/code', { code: code.toLowerCase() })).body.data).toEqual({
      valid: true,
      code,
    });
    const unknown = await post('/register/code', { code: 'NOPE2345' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details).toEqual([
      { field: 'code', message: 'No account has this referral code.' },
    ]);
    expect((await get(`/register/domain-check?code=${code}`)).body.data).toEqual({ valid: true });
    expect((await get('/register/domain-check?code=NOPE2345')).body.data).toEqual({ valid: false });
    expect((await get('/register/domain-check')).status).toBe(400);

    const referred = await post('/register/', {
      username: 'referred',
      password: 'abcd1234wx',
      nickname: 'Referred',
      code,
    });
    expect(referred.status).toBe(201);
    const badCode = await post('/register/', {
      username: 'referred2',
      password: 'abcd1234wx',
      nickname: 'Referred2',
      code: 'NOPE2345',
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors).toEqual({ code: ['No account has this referral code.'] });
  });
});

describe('login and sessions', () => {
  it('answers missing credentials with 400 in `errors`, wrong ones with 401', async () => {
    const missing = await post('/login/', { username: 'dave' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: ['Enter a password.'] });
    await approvedUser(s, 'erin', 'Lant3rn-55x21');
    const wrong = await post('/login/', { username: 'erin', password: 'Lant3rn-55x22' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    const nobody = await post('/login/', { username: 'nobody', password: 'Lant3rn-55x21' });
    expect(nobody.status).toBe(401);
    expect(nobody.body.error).toEqual(wrong.body.error);
    expect((await post('/login/', { username: 'ERIN', password: 'Lant3rn-55x21' })).status).toBe(
      200,
    );
  });

  it.each([
    [
      'reject',
      'ACCOUNT_REJECTED',
      'Your registration was rejected. Please contact customer support.',
    ],
    [
      'delete',
      'ACCOUNT_DELETED',
      'Your account has been deleted. Please contact customer support.',
    ],
  ])('after `admin %s`, login is refused with 403 %s', async (action, code, message) => {
    const username = `${action}_target`;
    await post('/register/', { username, password: 'abcd1234wx', nickname: username });
    expect((await admin(s.env, action, username)).code).toBe(0);
    const res = await post('/login/', { username, password: 'abcd1234wx' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code, message });
  });

  it('refuses a pending account with its own code', async () => {
    await post('/register/', {
      username: 'pending_user',
      password: 'abcd1234wx',
      nickname: 'pend',
    });
    await s.database.db
      .updateTable('users')
      .set({ status: 'p' })
      .where('username', '=', 'pending_user')
      .execute();
    const res = await post('/login/', { username: 'pending_user', password: 'abcd1234wx' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_PENDING');
  });

  it('checks credentials with /login/dummy without touching the session', async () => {
    const user = await approvedUser(s, 'frank', 'Harb0r-77x33');
    const dummy = await post('/login/dummy', { username: 'frank', password: 'Harb0r-77x33' });
    expect(dummy.body.data).toEqual({ valid: true, user_id: user.id, status: 'c' });
    expect((await get('/user/auth', user.token)).status).toBe(200);
    expect((await post('/login/dummy', { username: 'frank', password: 'nope12345' })).status).toBe(
      401,
    );
  });

  it('ends a session with 418 Account Deleted when the account is deleted meanwhile', async () => {
    const user = await approvedUser(s, 'gina');
    expect((await get('/user/auth/status/check', user.token)).body.data).toEqual({
      is_online: true,
      user_id: user.id,
    });
    await admin(s.env, 'delete', 'gina');
    const res = await get('/user/auth/status/check', user.token);
    expect(res.status).toBe(418);
    expect(res.body.error).toEqual({
      code: 'ACCOUNT_DELETED',
      message: 'Your account has been deleted. Please contact customer support.',
    });
  });

  it('answers an expired token with 401 TOKEN_EXPIRED', async () => {
    const user = await approvedUser(s, 'hank');
    s.clock.advance((TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      const res = await get('/user/auth', user.token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('TOKEN_EXPIRED');
    } finally {
      s.clock.advance(-(TOKEN_TTL_SECONDS + 1) * 1000);
    }
    expect((await get('/user/auth', user.token)).status).toBe(200);
  });

  it('logs out: the token stops working (401 SESSION_ENDED); logging out again is harmless', async () => {
    const user = await approvedUser(s, 'ivy_l');
    expect((await post('/logout', undefined, user.token)).body.data).toEqual({ logged_out: true });
    const res = await get('/user/auth', user.token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('SESSION_ENDED');
    expect((await post('/logout', undefined, user.token)).body.data).toEqual({ logged_out: false });
    expect((await post('/logout', undefined)).status).toBe(200);
  });

  it('a stale token logging out does not end the newer session', async () => {
    const first = await approvedUser(s, 'jack');
    const second = await post('/login/', { username: 'jack', password: 'Mead0w-91x82!' });
    await post('/logout', undefined, first.token);
    expect((await get('/user/auth', second.body.data.token as string)).status).toBe(200);
  });

  it('answers no token with 401 UNAUTHORIZED and a non-Bearer header with INVALID_TOKEN', async () => {
    const none = await get('/user/auth');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHORIZED');
    const basic = await call(s.url, 'GET', '/user/auth', {
      headers: { Authorization: 'Basic eA==' },
    });
    expect(basic.status).toBe(401);
    expect(basic.body.error.code).toBe('INVALID_TOKEN');
  });
});

describe('what a logged-in user keeps', () => {
  let user: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    // Logged in a minute before the check-in test's clock: a session idle for 30 minutes ends.
    s.clock.set(Date.UTC(2026, 2, 9, 14, 58, 0));
    user = await approvedUser(s, 'kate');
    other = await approvedUser(s, 'liam');
  });

  it('checks in once per Seoul day; the next Seoul day starts at 15:00 UTC', async () => {
    s.clock.set(Date.UTC(2026, 2, 9, 14, 59, 0)); // 23:59 on 9 March in Seoul
    const first = await post(
      '/user/check-in',
      { claim: true, date: '2026-03-09 00:00:00' },
      user.token,
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      checkin_date: '03-09-2026',
      claim: true,
      date: '2026-03-09 00:00:00',
    });
    expect((await post('/user/check-in', {}, user.token)).status).toBe(409);

    s.clock.set(Date.UTC(2026, 2, 9, 15, 0, 0)); // 00:00 on 10 March in Seoul
    const stale = await post(
      '/user/check-in',
      { claim: true, date: '2026-03-09 00:00:00' },
      user.token,
    );
    expect(stale.status).toBe(400);
    expect(stale.body.error.details).toEqual([
      { field: 'date', message: 'Check-in is only for today in Seoul (2026-03-10).' },
    ]);
    expect(
      (await post('/user/check-in', { claim: false }, user.token)).body.error.details[0].field,
    ).toBe('claim');
    const next = await post('/user/check-in', { claim: true }, user.token);
    expect(next.status).toBe(201);
    expect(next.body.data.date).toBe('2026-03-10 00:00:00');

    const list = await get('/user/check-in', user.token);
    expect(list.body).toEqual({
      data: [
        { checkin_date: '03-10-2026', claim: true, date: '2026-03-10 00:00:00' },
        { checkin_date: '03-09-2026', claim: true, date: '2026-03-09 00:00:00' },
      ],
      count: { total: 2 },
      today: { date: '2026-03-10', claimed: true },
    });
    const february = await get('/user/check-in?month=2026-02', user.token);
    expect(february.body.count.total).toBe(0);
    expect(february.body.today.claimed).toBe(true);
    expect(
      (await get('/user/check-in?month=2026-13', user.token)).body.error.details[0].field,
    ).toBe('month');
    // Another user's check-in is their own.
    expect((await get('/user/check-in', other.token)).body.today.claimed).toBe(false);
  });

  it('keeps per-game settings, merged per game, shown in /user/auth', async () => {
    const set = await post(
      '/settings/set-game-settings',
      { setting_json: { '1': { is_odds: false }, '18': { is_sound: 0, is_prompt: 'false' } } },
      user.token,
    );
    expect(set.status).toBe(200);
    expect(set.body.data.setting_json).toEqual({
      '1': { id: 1, is_odds: false, is_sound: true, is_prompt: true },
      '18': { id: 18, is_odds: true, is_sound: false, is_prompt: false },
    });
    const again = await post(
      '/settings/set-game-settings',
      { setting_json: JSON.stringify({ '1': { is_sound: false } }) },
      user.token,
    );
    expect(again.body.data.setting_json['1']).toEqual({
      id: 1,
      is_odds: false,
      is_sound: false,
      is_prompt: true,
    });
    expect((await get('/user/auth', user.token)).body.data.game_settings).toEqual(
      again.body.data.setting_json,
    );
    expect((await get('/settings/game-settings', other.token)).body.data.setting_json).toEqual({});

    const bad = await post(
      '/settings/set-game-settings',
      { setting_json: { '2': { is_odds: true }, '1': { is_odds: 'maybe' } } },
      user.token,
    );
    expect(bad.status).toBe(400);
    const fields = (bad.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['setting_json.1.is_odds', 'setting_json.2']);
    expect((await post('/settings/set-game-settings', { setting_json: { '1': {} } })).status).toBe(
      401,
    );
  });

  it('toggles favourites, refuses another user id and unknown matches', async () => {
    const fav = (body: unknown, token = user.token) =>
      post('/upcoming-sports-favorites', body, token);
    expect((await fav({ user_id: user.id, sports_upcoming_id: 501 })).body.data.is_favorite).toBe(
      true,
    );
    expect((await fav({ user_id: user.id, sports_upcoming_id: 502 })).body.data.is_favorite).toBe(
      true,
    );
    expect((await fav({ user_id: user.id, sports_upcoming_id: 501 })).body.data.is_favorite).toBe(
      false,
    );
    expect(
      (await fav({ user_id: user.id, sports_upcoming_id: 502, is_favorite: true })).body.data
        .is_favorite,
    ).toBe(true);
    const list = await get(`/upcoming-sports-favorites/${user.id}`, user.token);
    expect(list.body.data.map((f: { sports_upcoming_id: number }) => f.sports_upcoming_id)).toEqual(
      [502],
    );

    const foreign = await fav({ user_id: other.id, sports_upcoming_id: 501 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.details[0].field).toBe('user_id');
    const unknown = await fav({ user_id: user.id, sports_upcoming_id: 999 });
    expect(unknown.status).toBe(404);
    const invalid = await fav({ user_id: user.id, sports_upcoming_id: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0].field).toBe('sports_upcoming_id');
    expect((await get(`/upcoming-sports-favorites/${other.id}`, user.token)).status).toBe(403);
    expect((await get('/upcoming-sports-favorites/abc', user.token)).status).toBe(400);
  });

  it('starts the balance at 0 and shows operator changes and their totals', async () => {
    expect((await get('/user/balance', user.token)).body.data).toEqual({ balance: 0 });
    expect(
      (await admin(s.env, 'adjust-balance', 'kate', '1500.25', '--reason', 'welcome')).code,
    ).toBe(0);
    expect((await admin(s.env, 'adjust-balance', 'kate', '-500', '--reason', 'fix')).code).toBe(0);
    expect(
      (await admin(s.env, 'adjust-balance', 'kate', '-12.5', '--reason', 'lost', '--type', 'l'))
        .code,
    ).toBe(0);
    expect((await get('/user/balance', user.token)).body.data).toEqual({ balance: 987.75 });
    expect((await get('/user/manual', user.token)).body.data).toEqual({ total_amount: 1000.25 });
    expect((await get('/user/lost-points/1', user.token)).body.data).toEqual({
      level: 1,
      total_amount: -12.5,
    });
    expect((await get('/user/lost-points/0', user.token)).status).toBe(400);
    expect((await get('/user/by/column/balance', user.token)).body.data).toEqual({
      balance: 987.75,
    });
    expect((await get('/user/by/column/nickname', user.token)).body.data).toEqual({
      nickname: 'kate-nick',
    });
    const secret = await get('/user/by/column/password_hash', user.token);
    expect(secret.status).toBe(400);
    expect(secret.body.error.details[0].field).toBe('col');
  });

  it('shows the profile in the spec shape', async () => {
    const me = await get('/user/auth', other.token);
    expect(me.body.data).toMatchObject({
      id: other.id,
      user_id: other.id,
      username: 'liam',
      role: 'user',
      balance: 0,
      level: 1,
      settings: '{"permissions":{}}',
      is_test_user: false,
      userDetails: { bet_limits: {} },
    });
    expect(me.body.data.password_hash).toBeUndefined();
    expect(me.body.data.session_id).toBeUndefined();
  });
});

describe('administrator approval API', () => {
  let boss = '';
  let user = '';
  beforeAll(async () => {
    expect((await admin(s.env, 'create-admin', 'boss', '--password', 'Quor9m-88x12')).code).toBe(0);
    boss = (await post('/login/', { username: 'boss', password: 'Quor9m-88x12' })).body.data
      .token as string;
    user = (await approvedUser(s, 'mona')).token;
  });

  it('lists waiting registrations, oldest first, to administrators only', async () => {
    await post('/register/', { username: 'queue_a', password: 'abcd1234wx', nickname: 'qa' });
    await post('/register/', { username: 'queue_b', password: 'abcd1234wx', nickname: 'qb' });
    const res = await get('/admin/users?status=w', boss);
    expect(res.status).toBe(200);
    const names = (res.body.data as { username: string; status: string }[]).map((u) => u.username);
    expect(names.slice(-2)).toEqual(['queue_a', 'queue_b']);
    expect(res.body.data.every((u: { status: string }) => u.status === 'w')).toBe(true);
    expect(res.body.count.total).toBe(names.length);
    const page = await get('/admin/users?status=w&rows=1&page=2', boss);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].username).toBe(names[1]);
    expect((await get('/admin/users?status=x', boss)).body.error.details[0].field).toBe('status');
    expect((await get('/admin/users', user)).status).toBe(403);
    expect((await get('/admin/users')).status).toBe(401);
  });

  it('approves and rejects by id; refuses impossible moves with 409', async () => {
    const queue = (await get('/admin/users?status=w', boss)).body.data as {
      id: number;
      username: string;
    }[];
    const a = queue.find((u) => u.username === 'queue_a')!;
    const b = queue.find((u) => u.username === 'queue_b')!;
    const approved = await post(`/admin/users/${a.id}/approve`, {}, boss);
    expect(approved.body.data).toMatchObject({
      user: { username: 'queue_a', status: 'c' },
      changed: true,
    });
    expect((await post(`/admin/users/${a.id}/approve`, {}, boss)).body.data.changed).toBe(false);
    expect((await post('/login/', { username: 'queue_a', password: 'abcd1234wx' })).status).toBe(
      200,
    );
    expect((await post(`/admin/users/${b.id}/reject`, {}, boss)).body.data.user.status).toBe('r');
    const refused = await post(`/admin/users/${a.id}/reject`, {}, boss);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('INVALID_TRANSITION');
    expect((await post('/admin/users/999999/approve', {}, boss)).status).toBe(404);
    expect((await post(`/admin/users/${b.id}/approve`, {}, user)).status).toBe(403);
  });
});

describe('documentation', () => {
  it('lists the account calls in /api/openapi.json', async () => {
    const doc = (await get('/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of [
      ['post', '/login'],
      ['post', '/register'],
      ['post', '/logout'],
      ['get', '/user/auth'],
      ['post', '/user/check-in'],
      ['get', '/user/check-in'],
      ['post', '/upcoming-sports-favorites'],
      ['get', '/upcoming-sports-favorites/{userId}'],
      ['post', '/settings/set-game-settings'],
      ['get', '/admin/users'],
      ['post', '/admin/users/{id}/approve'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const register = doc.paths['/register']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password', 'nickname']),
    );
  });
});

describe('rate limits per client', () => {
  let limited: AccountsServer;
  beforeAll(async () => {
    limited = await bootAccountsServer({
      accounts: {
        loginLimit: { limit: 3, windowMs: 60_000 },
        registerLimit: { limit: 2, windowMs: 600_000 },
        trustedProxies: 1,
      },
    });
  });
  afterAll(async () => limited?.stop());
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('refuses the 4th login attempt in a minute with 429 and Retry-After, then lets it through', async () => {
    const attempt = () =>
      call(limited.url, 'POST', '/login/', {
        body: { username: 'x_user', password: 'wrong123' },
        headers: from('203.0.113.1'),
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    limited.clock.advance(20_000);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 40 seconds.',
    });
    // Another client behind the same proxy is not affected.
    const other = await call(limited.url, 'POST', '/login/', {
      body: { username: 'x_user', password: 'wrong123' },
      headers: from('203.0.113.2'),
    });
    expect(other.status).toBe(401);
    limited.clock.advance(40_000);
    expect((await attempt()).status).toBe(401);
  });

  it('limits registrations per client the same way', async () => {
    const register = (n: number) =>
      call(limited.url, 'POST', '/register/', {
        body: { username: `spam${n}`, password: 'abcd1234wx', nickname: `spam${n}` },
        headers: from('198.51.100.7'),
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    const refused = await register(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(600);
  });
});
