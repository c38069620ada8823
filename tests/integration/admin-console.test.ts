/**
 * The operator's side over the real server: every administrator call refuses anyone
 * else before it reads what was sent; a saved setting reaches open pages on the settings
 * namespace and, scaled out over Redis and PostgreSQL, pages open on another node and what that
 * node renders; the audit log records settings, account actions with their reasons, and match
 * corrections, filtered by action and actor.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { request } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/lib/domain/settings';
import type { SettingsUpdate } from '../../src/lib/domain/socket-contract';
import { until } from '../support/wait';
import { admin, approvedUser, call, insertMatch } from './accounts-helpers';
import { bootServer, type BootedServer } from './helpers/boot';
import { createTestSchema, type TestSchema } from './helpers/postgres';

const REDIS_BASE = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
/** How soon an operator's change must reach every open page. */
const PUSH_MS = 2_000;
const wait = { timeoutMs: PUSH_MS, intervalMs: 20 };

const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

/** A page's socket on the settings namespace, connected, recording every update it receives. */
async function settingsSocket(base: string): Promise<SettingsUpdate[]> {
  const socket = io(`${base}/settings`, {
    path: '/socket.io/',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const received: SettingsUpdate[] = [];
  socket.on('settings:update', (update: SettingsUpdate) => received.push(update));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return received;
}

async function adminToken(base: string, env: Record<string, string>, name: string) {
  expect((await admin(env, 'create-admin', name, '--password', 'Desk-Lamp-5150')).code).toBe(0);
  const login = await call(base, 'POST', '/login/', {
    body: { username: name, password: 'Desk-Lamp-5150' },
  });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

describe('the operator calls on one node', () => {
  let server: BootedServer;
  let env: Record<string, string>;
  let chief = '';
  let member = { id: 0, token: '' };

  beforeAll(async () => {
    server = await bootServer();
    env = { DATA_DIR: server.dataDir };
    chief = await adminToken(server.url, env, 'chief');
    member = await approvedUser({ url: server.url, env }, 'member_one');
  }, 60_000);
  afterAll(async () => server?.stop());

  it('every administrator call answers 401 without a token and 403 to a member, whatever is sent', async () => {
    const doc = (await call(server.url, 'GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.responses['403'] !== undefined)
        .map(([method, _op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{\w+\}/g, 'x'),
        })),
    );
    // Settings, accounts, names, the audit log and match corrections at least.
    expect(calls.length).toBeGreaterThanOrEqual(12);
    for (const { method, path } of calls) {
      // A body and parameters no route would accept: the refusal must come first.
      const init = method === 'GET' ? {} : { body: { '<bad>': ['not', 'this'] } };
      const anonymous = await call(server.url, method, path, init);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await call(server.url, method, path, { ...init, token: member.token });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
  });

  it('pushes a saved setting to open pages and records it with its value before and after', async () => {
    const received = await settingsSocket(server.url);
    const home = { ...DEFAULT_SETTINGS.home, site_name: 'Chief Scores' };
    const saved = await call(server.url, 'PUT', '/admin/settings/home', {
      token: chief,
      body: home,
    });
    expect(saved.status).toBe(200);
    const update = await until('the push', () => received.find((u) => u.key === 'home'), wait);
    expect(update.value).toEqual(home);

    const log = await call(server.url, 'GET', '/admin/audit?action=settings.update', {
      token: chief,
    });
    expect(log.body.data[0]).toMatchObject({
      actor: 'chief',
      action: 'settings.update',
      target: 'home',
      before: { site_name: '' },
      after: { site_name: 'Chief Scores' },
    });
    expect(log.body.data[0].at).toBeGreaterThan(Date.now() - 60_000);
    // The page the server renders now says so too.
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('Chief Scores');
  });

  it('a refused value is neither saved, pushed nor logged', async () => {
    const received = await settingsSocket(server.url);
    const before = (await call(server.url, 'GET', '/admin/audit', { token: chief })).body.count
      .total as number;
    const current = (await call(server.url, 'GET', '/admin/settings', { token: chief })).body.data
      .home as unknown;
    const bad = await call(server.url, 'PUT', '/admin/settings/home', {
      token: chief,
      body: { ...DEFAULT_SETTINGS.home, favicon: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('favicon');
    // A valid save after it: once its push has come, a push of the refused value would have
    // come before it on the same socket, and its audit entry would be counted before this one.
    const valid = await call(server.url, 'PUT', '/admin/settings/home', {
      token: chief,
      body: current,
    });
    expect(valid.status).toBe(200);
    await until('the push of the valid save', () => received.length > 0, wait);
    expect(received).toEqual([{ key: 'home', value: current }]);
    const after = await call(server.url, 'GET', '/admin/audit', { token: chief });
    expect(after.body.count.total).toBe(before + 1);
    expect(
      (await call(server.url, 'GET', '/admin/settings', { token: chief })).body.data.home,
    ).toEqual(current);
  });

  it('account actions carry their reason into the log; the list searches names', async () => {
    const found = await call(server.url, 'GET', '/admin/users?q=MEMBER_O', { token: chief });
    const names = (found.body.data as { username: string }[]).map((u) => u.username);
    expect(names).toEqual(['member_one']);
    // A pattern character is a character, not a wildcard.
    const none = await call(server.url, 'GET', '/admin/users?q=m%25r', { token: chief });
    expect(none.body.count.total).toBe(0);

    const ban = await call(server.url, 'POST', `/admin/users/${member.id}/ban`, {
      token: chief,
      body: { reason: 'Posting spam links' },
    });
    expect(ban.body.data.user.status).toBe('b');
    const log = await call(server.url, 'GET', '/admin/audit?action=user.', { token: chief });
    expect(log.body.data[0]).toMatchObject({
      actor: 'chief',
      action: 'user.ban',
      target: `user:${member.id}`,
      before: { username: 'member_one', status: 'c' },
      after: { username: 'member_one', status: 'b' },
      reason: 'Posting spam links',
    });
    // An action that changes nothing is not an event.
    await call(server.url, 'POST', `/admin/users/${member.id}/ban`, { token: chief, body: {} });
    const again = await call(server.url, 'GET', '/admin/audit?action=user.ban', { token: chief });
    expect(again.body.count.total).toBe(1);
    const byNobody = await call(server.url, 'GET', '/admin/audit?actor=nobody', { token: chief });
    expect(byNobody.body.count.total).toBe(0);
    const tooLong = await call(server.url, 'POST', `/admin/users/${member.id}/unban`, {
      token: chief,
      body: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0].field).toBe('reason');
  });

  it('records a match correction', async () => {
    await insertMatch(server.app.services.database, 880_001);
    const patched = await call(server.url, 'PATCH', '/games/880001', {
      token: chief,
      body: { url: 'https://tv.example/880001' },
    });
    expect(patched.status).toBe(200);
    const log = await call(server.url, 'GET', '/admin/audit?action=match.update', {
      token: chief,
    });
    expect(log.body.data[0]).toMatchObject({
      actor: 'chief',
      target: 'match:880001',
      before: { url: null },
      after: { url: 'https://tv.example/880001' },
    });
  });

  it('corrects the score of a match no feed holds in its stored row', async () => {
    const bad = await call(server.url, 'POST', '/admin/matches/880001/score', {
      token: chief,
      body: { ss: '2:1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('ss');
    const fixed = await call(server.url, 'POST', '/admin/matches/880001/score', {
      token: chief,
      body: { ss: '2-1' },
    });
    expect(fixed.body.data).toEqual({ id: 880001, ss: '2-1', applied: 'stored' });
    const row = await server.app.services.database.db
      .selectFrom('matches')
      .select('ss')
      .where('id', '=', 880001)
      .executeTakeFirstOrThrow();
    expect(row.ss).toBe('2-1');
    const log = await call(server.url, 'GET', '/admin/audit?action=match.score', { token: chief });
    expect(log.body.data[0]).toMatchObject({ before: { ss: null }, after: { ss: '2-1' } });
    const missing = await call(server.url, 'POST', '/admin/matches/999999/score', {
      token: chief,
      body: { ss: '0-0' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('a correction made on a web node, with the feed on an ingest node', () => {
  let schema: TestSchema;
  let ingest: BootedServer;
  let web: BootedServer;
  let chief = '';

  beforeAll(async () => {
    schema = await createTestSchema('cor');
    const redis = `${REDIS_BASE}/${1 + Math.floor(Math.random() * 15)}`;
    const shared = { DATABASE_URL: schema.url, REDIS_URL: redis, SIM_HISTORY: 'off' };
    ingest = await bootServer({ ...shared, ROLE: 'ingest', FEED: 'simulator', SIM_SPEED: '5' });
    web = await bootServer({ ...shared, ROLE: 'web' });
    chief = await adminToken(web.url, { DATA_DIR: web.dataDir, DATABASE_URL: schema.url }, 'chief');
  }, 90_000);
  afterAll(async () => {
    await web?.stop();
    await ingest?.stop();
    await schema?.drop();
  });

  it('reaches the feed, which keeps it instead of writing the old value back', async () => {
    const live = ingest.app.services.live!;
    // A match the feed holds in play, once the web node's list shows one.
    const id = await until(
      'a match in play',
      async () => {
        const list = await call(web.url, 'GET', '/games/inplay');
        const rows = (list.body?.data ?? []) as { id: number }[];
        return rows.find((r) => live.get(r.id))?.id;
      },
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    const url = `https://tv.example/${id}`;
    const patched = await call(web.url, 'PATCH', `/games/${id}`, { token: chief, body: { url } });
    expect(patched.status).toBe(200);
    await until('the feed holds the correction', () => live.get(id)?.url === url, wait);
    // The feed writes the match again as play goes on; the stored row keeps the correction.
    const stored = () =>
      web.app.services.database.db
        .selectFrom('matches')
        .select(['url', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    // Newer than the web node's write and than the feed's last change before the correction
    // held: a row the feed wrote from a later play of the match.
    const since = Math.max(live.get(id)!.updatedAt, (await stored()).updated_at);
    const row = await until(
      'the feed writing the match again',
      async () => {
        const now = await stored();
        return now.updated_at > since && now;
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    expect(row.url).toBe(url);
  });

  it("adjusts a team's league points as the CLI does, and refuses what names nothing", async () => {
    const db = web.app.services.database.db;
    const pick = await until(
      'a simulated season with teams',
      () =>
        db
          .selectFrom('season_teams as st')
          .innerJoin('seasons as s', 's.id', 'st.season_id')
          .innerJoin('leagues as l', 'l.id', 's.league_id')
          .innerJoin('teams as t', 't.id', 'st.team_id')
          .select(['l.name as league', 's.name as season', 't.name as team', 't.id as teamId'])
          .where('l.sport_id', '=', 1)
          .limit(1)
          .executeTakeFirst(),
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    const body = {
      league: pick.league,
      season: pick.season,
      team: pick.team,
      points: -6,
      reason: 'Breach of financial rules',
    };
    const added = await call(web.url, 'POST', '/admin/points', { token: chief, body });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ action: 'added', total: -6 });
    expect(added.body.data.team.id).toBe(Number(pick.teamId));
    const again = await call(web.url, 'POST', '/admin/points', { token: chief, body });
    expect(again.body.data.action).toBe('unchanged');
    const log = await call(web.url, 'GET', '/admin/audit?action=points.adjust', { token: chief });
    expect(log.body.count.total).toBe(2);
    expect(log.body.data[0].reason).toBe('Breach of financial rules');
    const unknown = await call(web.url, 'POST', '/admin/points', {
      token: chief,
      body: { ...body, league: 'No Such League' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('league');
    const removed = await call(web.url, 'POST', '/admin/points', {
      token: chief,
      body: { ...body, remove: true },
    });
    expect(removed.body.data).toMatchObject({ action: 'removed', total: 0 });
  });

  it('a score corrected on the web node is corrected in the feed, and holds', async () => {
    const live = ingest.app.services.live!;
    const id = await until(
      'a match in play with a score',
      async () => {
        const list = await call(web.url, 'GET', '/games/inplay');
        const rows = (list.body?.data ?? []) as { id: number }[];
        return rows.find((r) => live.get(r.id)?.snapshot?.ss)?.id;
      },
      { timeoutMs: 30_000, intervalMs: 20 },
    );
    const [home, away] = live.get(id)!.snapshot!.ss!.split('-').map(Number) as [number, number];
    const ss = `${home + 5}-${away + 7}`;
    const fixed = await call(web.url, 'POST', `/admin/matches/${id}/score`, {
      token: chief,
      body: { ss },
    });
    expect(fixed.body.data.applied).toBe('command');
    await until(
      'the feed shows the corrected score',
      () => live.get(id)?.snapshot?.ss === ss,
      wait,
    );
    // The provider's next snapshots repeat its own line; the correction holds over them. Two
    // more of its updates of the match (or its end) before looking.
    const updates = new Set([live.get(id)?.updatedAt]);
    await until(
      "two more of the provider's updates of the match",
      () => {
        const held = live.get(id);
        if (!held) return true;
        updates.add(held.updatedAt);
        return updates.size > 2;
      },
      { timeoutMs: 20_000, intervalMs: 10 },
    );
    const shown = live.get(id)?.snapshot?.ss;
    const moved = shown !== ss;
    // Only a new score from the provider (a goal in these seconds) ends it: then it differs
    // from both the corrected line and the line before it.
    if (moved) expect(shown).not.toBe(`${home}-${away}`);
  });
});

describe('two web nodes over Redis and PostgreSQL', () => {
  let schema: TestSchema;
  let a: BootedServer;
  let b: BootedServer;
  let chief = '';

  beforeAll(async () => {
    schema = await createTestSchema('adm');
    const redis = `${REDIS_BASE}/${1 + Math.floor(Math.random() * 15)}`;
    a = await bootServer({ DATABASE_URL: schema.url, REDIS_URL: redis });
    b = await bootServer({ DATABASE_URL: schema.url, REDIS_URL: redis });
    chief = await adminToken(a.url, { DATA_DIR: a.dataDir, DATABASE_URL: schema.url }, 'chief');
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await schema?.drop();
  });

  it('a setting saved on one node reaches a page open on the other, which renders it at once', async () => {
    // Node b renders its page first, so it keeps settings and a page made with the old name.
    expect(await (await fetch(`${b.url}/`)).text()).not.toContain('Second Node Scores');
    const onB = await settingsSocket(b.url);
    const home = { ...DEFAULT_SETTINGS.home, site_name: 'Second Node Scores' };
    expect(
      (await call(a.url, 'PUT', '/admin/settings/home', { token: chief, body: home })).status,
    ).toBe(200);
    const update = await until(
      'the push through Redis',
      () => onB.find((u) => u.key === 'home'),
      wait,
    );
    expect(update.value).toEqual(home);
    await until(
      'node b renders the new name',
      async () => {
        const page = await (await fetch(`${b.url}/`)).text();
        return page.includes('Second Node Scores') ? true : undefined;
      },
      wait,
    );
  });
});

describe('notices', () => {
  let server: BootedServer;
  let chief = '';
  const token = () => ({ token: chief });

  beforeAll(async () => {
    server = await bootServer();
    chief = await adminToken(server.url, { DATA_DIR: server.dataDir }, 'chief');
  }, 60_000);
  afterAll(async () => server?.stop());

  /** Every notice event a page's socket receives, by name. */
  async function noticeSocket(): Promise<{ event: string; id: number }[]> {
    const socket = io(`${server.url}/settings`, {
      path: '/socket.io/',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const seen: { event: string; id: number }[] = [];
    socket.onAny((event: string, notice: { id: number }) => seen.push({ event, id: notice.id }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return seen;
  }

  it('lives through create, edit, switch, delete and restore: pushed, logged and shown as the spec says', async () => {
    const seen = await noticeSocket();
    const created = await call(server.url, 'POST', '/admin/notices', {
      ...token(),
      body: {
        kind: 'popup',
        title: 'Derby day',
        body: '<p onclick="steal()">Kick-off <strong>20:00</strong></p><script>alert(1)</script>',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    // Cleaned when saved: the stored row holds no script.
    const row = await server.app.services.database.db
      .selectFrom('notices')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe(
      '<p>Kick-off <strong>20:00</strong></p>&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    const shown = async (lang = 'kr') =>
      ((await call(server.url, 'GET', `/notices?lang=${lang}`)).body.data as { id: number }[]).map(
        (n) => n.id,
      );
    expect(await shown()).toEqual([id]);

    const edit = { kind: 'popup', title: 'Derby day (moved)', body: '<p>21:00</p>', lang: 'en' };
    expect(
      (await call(server.url, 'PUT', `/admin/notices/${id}`, { ...token(), body: edit })).status,
    ).toBe(200);
    // A notice for English pages only.
    expect(await shown('kr')).toEqual([]);
    expect(await shown('en')).toEqual([id]);
    await call(server.url, 'POST', `/admin/notices/${id}/status`, {
      ...token(),
      body: { status: false },
    });
    expect(await shown('en')).toEqual([]);
    await call(server.url, 'POST', `/admin/notices/${id}/status`, {
      ...token(),
      body: { status: true },
    });
    await call(server.url, 'DELETE', `/admin/notices/${id}`, token());
    expect(await shown('en')).toEqual([]);
    const all = (await call(server.url, 'GET', '/admin/notices', token())).body.data as {
      id: number;
      deleted_at: number | null;
    }[];
    expect(all.find((n) => n.id === id)?.deleted_at).toEqual(expect.any(Number));
    await call(server.url, 'POST', `/admin/notices/${id}/restore`, token());
    expect(await shown('en')).toEqual([id]);

    await until('the six events', () => (seen.length >= 6 ? true : undefined), wait);
    expect(seen).toEqual([
      { event: 'popup-create', id },
      { event: 'popup-status-update', id },
      { event: 'popup-status-update', id },
      { event: 'popup-status-update', id },
      { event: 'popup-status-delete', id },
      { event: 'popup-status-restore', id },
    ]);
    const log = await call(server.url, 'GET', '/admin/audit?action=notice.', token());
    expect((log.body.data as { action: string }[]).map((e) => e.action).reverse()).toEqual([
      'notice.create',
      'notice.update',
      'notice.status',
      'notice.status',
      'notice.delete',
      'notice.restore',
    ]);
    // The page shows it, its rich text as markup and nothing else.
    const page = await (await fetch(`${server.url}/?lang=en`)).text();
    expect(page).toContain('data-notice-popup="' + String(id) + '"');
    expect(page).toContain('<p>21:00</p>');
  });

  it('cleans a row again when it is read, whoever wrote it', async () => {
    const at = Date.now();
    const { id } = await server.app.services.database.db
      .insertInto('notices')
      .values({
        kind: 'banner',
        title: 'Written by hand',
        body: '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
        lang: null,
        status: 1,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shown = (await call(server.url, 'GET', '/notices?lang=kr')).body.data as {
      id: number;
      body: string;
    }[];
    const body = shown.find((n) => n.id === Number(id))?.body;
    expect(body).toBe('<img src="x" /><a target="_blank" rel="noopener noreferrer">x</a>');
    const page = await (await fetch(`${server.url}/?lang=kr`)).text();
    expect(page).not.toContain('onerror');
    expect(page).not.toContain('javascript:alert');
  });

  it('refuses a bad notice with the field named, and an unknown one with 404', async () => {
    const bad = await call(server.url, 'POST', '/admin/notices', {
      ...token(),
      body: { kind: 'flyer', title: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('kind');
    const empty = await call(server.url, 'POST', '/admin/notices', {
      ...token(),
      body: { kind: 'banner', title: '   ' },
    });
    expect(empty.body.error.details[0].field).toBe('title');
    expect((await call(server.url, 'DELETE', '/admin/notices/999999', token())).status).toBe(404);
  });
});

describe('uploads', () => {
  let server: BootedServer;
  let chief = '';
  const PNG = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3,
  ]);

  beforeAll(async () => {
    server = await bootServer();
    chief = await adminToken(server.url, { DATA_DIR: server.dataDir }, 'chief');
  }, 60_000);
  afterAll(async () => server?.stop());

  const upload = (kind: string, body: Uint8Array<ArrayBuffer>, type = 'application/octet-stream') =>
    fetch(`${server.url}/api/admin/uploads/${kind}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${chief}`, 'Content-Type': type },
      body,
    });

  it('stores a favicon under a generated name, serves it as what its content is, and the settings take it', async () => {
    const res = await upload('favicon', PNG, 'text/html');
    expect(res.status).toBe(201);
    const stored = ((await res.json()) as { data: { path: string; type: string; bytes: number } })
      .data;
    expect(stored).toMatchObject({ type: 'image/png', bytes: PNG.length });
    expect(stored.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.url}${stored.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const saved = await call(server.url, 'PUT', '/admin/settings/home', {
      token: chief,
      body: { ...DEFAULT_SETTINGS.home, favicon: stored.path },
    });
    expect(saved.status).toBe(200);
    const log = await call(server.url, 'GET', '/admin/audit?action=upload.create', {
      token: chief,
    });
    expect(log.body.data[0]).toMatchObject({ actor: 'chief', target: 'favicon', after: stored });
  });

  it('refuses by content, size and kind, with the field named, and stores nothing', async () => {
    const markup = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const refused = await upload('favicon', markup, 'image/png');
    expect(refused.status).toBe(415);
    const body = (await refused.json()) as { error: { details: { field: string }[] } };
    expect(body.error.details[0]!.field).toBe('file');
    // A picture is no sound.
    expect((await upload('sound', PNG, 'audio/wav')).status).toBe(415);
    const big = new Uint8Array(300 * 1024);
    big.set(PNG);
    expect((await upload('favicon', big)).status).toBe(413);
    // Beyond the largest kind, the body limit stops it before it is read whole: the server
    // answers 413 and may close the connection while the client is still sending.
    // (A connection of its own, so no later request shares one the server closed.)
    const huge = await new Promise<number | string>((resolve) => {
      const req = request(`${server.url}/api/admin/uploads/sound`, {
        method: 'POST',
        agent: false,
        headers: { Authorization: `Bearer ${chief}`, 'Content-Type': 'audio/wav' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end(Buffer.alloc(2 * 1024 * 1024));
    });
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(huge);
    expect((await upload('video', PNG)).status).toBe(400);
    expect((await upload('favicon', new Uint8Array(0))).status).toBe(400);
    const log = await call(server.url, 'GET', '/admin/audit?action=upload.create', {
      token: chief,
    });
    expect(log.body.count.total).toBe(1);
  });

  it('serves nothing but stored names', async () => {
    for (const probe of [
      '/uploads/../live-score.sqlite',
      '/uploads/%2e%2e/live-score.sqlite',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/',
    ]) {
      expect((await fetch(`${server.url}${probe}`)).status, probe).toBe(404);
    }
  });
});
