/**
 * The names catalogue against a real database, SQLite and PostgreSQL: seeded
 * once; English-only reference rows from the feed stored with Korean and Japanese names;
 * unknown names kept in English and listed for the operator, who names them through the API
 * and sees stored rows follow; an import's teams named after the import.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlFeedStore } from '../../src/server/db/repositories/feed-store';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createIngest } from '../../src/server/feed/ingest';
import type { FeedUpdate } from '../../src/server/feed/updates';
import { createLogger } from '../../src/server/logger';
import { createNamesCatalogue, type NamesCatalogue } from '../../src/server/names/names-catalogue';
import { admin, bootAccountsServer, call, type AccountsServer } from './accounts-helpers';
import { DATABASE_KINDS } from './helpers/databases';
import { FIXTURES, importCommand } from './import-support';

/** A BetsAPI-like team: one English name in every language (map-reference's `sameName`). */
const team = (id: number, sportId: number, name: string, kor = name, jp = name) => ({
  id,
  sport_id: sportId,
  cc: '',
  name,
  kor,
  jp,
  short: name.slice(0, 3).toUpperCase(),
  color: '',
  kit_color: '',
  rating: 1500,
  stadium: null,
  image_id: null,
  individual: null,
});

const reference: FeedUpdate = {
  type: 'reference',
  at: 0,
  data: {
    leagues: [
      {
        id: 700_001,
        sport_id: 1,
        cc: 'gb',
        name: 'England Premier League',
        kor: 'England Premier League',
        jp: 'England Premier League',
        tab: null,
        format: 'standard',
        is_major: true,
        kind: 'league',
        has_table: true,
        has_toplist: false,
        rules: {},
      },
    ],
    teams: [
      team(700_011, 1, 'Hull'),
      team(700_012, 1, 'Man Utd'),
      team(700_013, 16, 'Hanhwa Eagles'),
      team(700_014, 1, 'Nowhere Rovers'),
      // Named by its source in Korean already: kept as sent.
      team(700_015, 1, 'Stoke', '스토크', 'ストーク'),
    ],
  },
};

describe.each(DATABASE_KINDS)('names catalogue on %s', (kind) => {
  let server: AccountsServer;
  let names: NamesCatalogue;
  let token: string;
  const teamRow = (id: number) =>
    server.database.db
      .selectFrom('teams')
      .select(['name', 'kor', 'jp'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await bootAccountsServer({ kind });
    names = createNamesCatalogue(server.database.db);
    expect(await names.seed()).toBeGreaterThan(600);
    const ingest = createIngest({
      store: createSqlFeedStore(server.database.db),
      bus: createMemoryBus(),
      logger: createLogger('silent'),
      names,
    });
    ingest.push([reference]);
    await ingest.flush();
    expect(
      (await admin(server.env, 'create-admin', 'boss', '--password', 'Quor9m-88x12')).code,
    ).toBe(0);
    const login = await call(server.url, 'POST', '/login/', {
      body: { username: 'boss', password: 'Quor9m-88x12' },
    });
    token = login.body.data.token as string;
  }, 60_000);
  afterAll(() => server?.stop());

  it('seeds once: a second start adds nothing', async () => {
    expect(await names.seed()).toBe(0);
  });

  it('stores English-only feed rows with their Korean and Japanese names', async () => {
    expect(await teamRow(700_011)).toEqual({ name: 'Hull', kor: '헐 시티', jp: 'ハル・シティ' });
    expect(await teamRow(700_012)).toMatchObject({ kor: '맨체스터 유나이티드' });
    expect(await teamRow(700_013)).toMatchObject({ kor: '한화 이글스' });
    expect(await teamRow(700_015)).toEqual({ name: 'Stoke', kor: '스토크', jp: 'ストーク' });
    const league = await server.database.db
      .selectFrom('leagues')
      .select(['kor', 'jp'])
      .where('id', '=', 700_001)
      .executeTakeFirstOrThrow();
    expect(league).toEqual({ kor: '프리미어리그', jp: 'プレミアリーグ' });
  });

  it('keeps an unknown name in English and lists it for the operator', async () => {
    expect(await teamRow(700_014)).toEqual({
      name: 'Nowhere Rovers',
      kor: 'Nowhere Rovers',
      jp: 'Nowhere Rovers',
    });
    const res = await call(server.url, 'GET', '/admin/names/unmatched?kind=team&sport_id=1', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ kind: 'team', sport_id: 1, name: 'Nowhere Rovers', seen: 1 }),
    ]);
  });

  it('lets the operator name it: stored rows follow and it leaves the list', async () => {
    const created = await call(server.url, 'POST', '/admin/names', {
      token,
      body: {
        kind: 'team',
        sport_id: 1,
        en: 'Nowhere Rovers FC',
        kor: '노웨어 로버스',
        aliases: ['Nowhere Rovers'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      entry: {
        en: 'Nowhere Rovers FC',
        kor: '노웨어 로버스',
        jp: null,
        aliases: ['Nowhere Rovers'],
      },
      renamed: 1,
    });
    expect(await teamRow(700_014)).toEqual({
      name: 'Nowhere Rovers',
      kor: '노웨어 로버스',
      jp: 'Nowhere Rovers',
    });
    const left = await call(server.url, 'GET', '/admin/names/unmatched?kind=team', { token });
    expect(left.body.count.total).toBe(0);

    const id = created.body.data.entry.id as number;
    const edited = await call(server.url, 'PUT', `/admin/names/${id}`, {
      token,
      body: { kor: '노웨어', jp: 'ノーウェア' },
    });
    expect(edited.status).toBe(200);
    expect(await teamRow(700_014)).toMatchObject({ kor: '노웨어', jp: 'ノーウェア' });

    const found = await call(server.url, 'GET', '/admin/names?q=%EB%85%B8%EC%9B%A8%EC%96%B4', {
      token,
    });
    expect((found.body.data as { id: number }[]).map((e) => e.id)).toEqual([id]);
    // A `%` is searched as typed, not as a wildcard.
    const percent = await call(server.url, 'GET', '/admin/names?q=%25', { token });
    expect(percent.body.count.total).toBe(0);
  });

  it('an edit renames rows already named: the operator corrects a seed name', async () => {
    const hull = await call(server.url, 'GET', '/admin/names?kind=team&sport_id=1&q=hull', {
      token,
    });
    const entry = (hull.body.data as { id: number; en: string }[]).find(
      (e) => e.en === 'Hull City',
    )!;
    const res = await call(server.url, 'PUT', `/admin/names/${entry.id}`, {
      token,
      body: { kor: '헐시티' },
    });
    expect(res.body.data.renamed).toBe(1);
    expect(await teamRow(700_011)).toEqual({ name: 'Hull', kor: '헐시티', jp: 'ハル・シティ' });
  });

  it('refuses bad input with the field named, and callers who are not administrators', async () => {
    const badKind = await call(server.url, 'POST', '/admin/names', {
      token,
      body: { kind: 'coach', sport_id: 1, en: 'X' },
    });
    expect(badKind.status).toBe(400);
    expect(JSON.stringify(badKind.body)).toContain('kind');
    const badSport = await call(server.url, 'GET', '/admin/names?sport_id=2', { token });
    expect(badSport.status).toBe(400);
    expect(JSON.stringify(badSport.body)).toContain('sport_id');
    const taken = await call(server.url, 'POST', '/admin/names', {
      token,
      body: { kind: 'team', sport_id: 1, en: 'Man United' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details[0].field).toBe('en');
    const missing = await call(server.url, 'PUT', '/admin/names/99999999', { token, body: {} });
    expect(missing.status).toBe(404);
    const anonymous = await call(server.url, 'GET', '/admin/names');
    expect(anonymous.status).toBe(401);
  });

  it('names the teams an import brings in English', async () => {
    const out = await importCommand(
      server.database.db,
      'football-data',
      `${FIXTURES}football-data/E0_1516.csv`,
    );
    expect(out.code, out.err).toBe(0);
    expect(out.out).toMatch(/names: \d+ given Korean and Japanese names/);
    const swansea = await server.database.db
      .selectFrom('teams')
      .select(['name', 'kor', 'jp'])
      .where('name', '=', 'Swansea')
      .execute();
    expect(swansea).toEqual([{ name: 'Swansea', kor: '스완지 시티', jp: 'スウォンジー・シティ' }]);
  }, 120_000);
});
