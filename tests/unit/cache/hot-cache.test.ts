import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineRoute,
  mountRoutes,
  variantKey,
  type AnyRoute,
} from '../../../src/server/api/route-kit';
import { createHotCache, type Stamp } from '../../../src/server/cache/hot-cache';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { cacheControl, notModified } from '../../../src/server/http/conditional';
import { encodeBody, type EncodedBody } from '../../../src/server/http/encoded-body';

/** A cache over a hand-driven stamp and clock. */
function harness(windowMs = 250, maxEntries?: number) {
  const state: { version: number; seq: number; now: number } = { version: 0, seq: 0, now: 1_000 };
  const cache = createHotCache<string>({
    stamp: () => ({ version: state.version, seq: state.seq }),
    now: () => state.now,
    windowMs,
    ...(maxEntries ? { maxEntries } : {}),
  });
  let computed = 0;
  const compute = (label: string) => () => `${label}#${++computed}`;
  return { state, cache, compute, computed: () => computed };
}

describe('hot cache freshness', () => {
  it('computes once per variant and serves the same answer again', async () => {
    const { cache, compute, computed } = harness();
    expect(await cache.get('a', compute('a'))).toBe('a#1');
    expect(await cache.get('a', compute('a'))).toBe('a#1');
    expect(await cache.get('b', compute('b'))).toBe('b#2');
    expect(computed()).toBe(2);
  });

  it('drops an answer at once when the database was written, even inside the live window', async () => {
    const { cache, compute, state } = harness();
    await cache.get('a', compute('a'));
    state.version++;
    expect(await cache.get('a', compute('a'))).toBe('a#2');
  });

  it('keeps an answer while only the live seq moves within the window, then re-derives it', async () => {
    const { cache, compute, state } = harness(250);
    await cache.get('a', compute('a'));
    state.seq += 5;
    state.now += 249;
    expect(await cache.get('a', compute('a'))).toBe('a#1');
    state.now += 1;
    expect(await cache.get('a', compute('a'))).toBe('a#2');
    // At an unchanged seq an answer stays good until its time to live runs out.
    state.now += 9_999;
    expect(await cache.get('a', compute('a'))).toBe('a#2');
    state.now += 1;
    expect(await cache.get('a', compute('a'))).toBe('a#3');
  });

  it('with a zero window answers only at the current seq', async () => {
    const { cache, compute, state } = harness(0);
    await cache.get('a', compute('a'));
    state.seq++;
    expect(await cache.get('a', compute('a'))).toBe('a#2');
    expect(cache.peek('a')).toBe('a#2');
    state.seq++;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('forgets the oldest variants beyond maxEntries', async () => {
    const { cache, compute } = harness(250, 2);
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('c', compute('c'));
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe('c#3');
  });
});

describe('hot cache single-flight', () => {
  it('lets concurrent requests for one variant share one computation', async () => {
    const { cache } = harness();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      calls++;
      await gate;
      return 'answer';
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('a', slow)));
    release();
    expect(new Set(await all)).toEqual(new Set(['answer']));
    expect(calls).toBe(1);
  });

  it('does not join a computation that started before a write', async () => {
    const { cache, state } = harness();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = cache.get('a', async () => {
      await gate;
      return 'before';
    });
    state.version++;
    const second = cache.get('a', () => 'after');
    release();
    expect(await first).toBe('before');
    expect(await second).toBe('after');
    expect(cache.peek('a')).toBe('after');
  });

  it('past the window, serves the previous answer while one request makes the new one', async () => {
    const { cache, state } = harness(250);
    await cache.get('a', () => 'old');
    state.seq++;
    state.now += 250;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const maker = cache.get('a', async () => {
      await gate;
      return 'new';
    });
    // Only live movement made 'old' old: the others need not queue behind the maker.
    expect(await cache.get('a', () => 'unused')).toBe('old');
    release();
    expect(await maker).toBe('new');
    expect(await cache.get('a', () => 'unused')).toBe('new');
  });

  it('never serves an answer older than a write, nor the snapshot an older seq', async () => {
    const { cache, state } = harness(250);
    await cache.get('a', () => 'old');
    state.version++;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const maker = cache.get('a', async () => {
      await gate;
      return 'new';
    });
    const other = cache.get('a', () => 'unused');
    release();
    expect(await other).toBe('new');
    await maker;

    const exact = createHotCache<string>({
      stamp: () => ({ version: 0, seq: state.seq }),
      windowMs: 0,
      serveStale: false,
    });
    await exact.get('s', () => 'at seq 1');
    state.seq++;
    expect(exact.stale('s')).toBeUndefined();
  });

  it('hands a failure to the waiting requests and keeps nothing', async () => {
    const { cache } = harness();
    const failing = () => Promise.reject(new Error('database away'));
    const results = await Promise.allSettled([cache.get('a', failing), cache.get('a', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', () => 'back')).toBe('back');
  });
});

describe('If-None-Match', () => {
  it.each([
    [null, 'W/"a-1"', false],
    ['W/"a-1"', 'W/"a-1"', true],
    ['"a-1"', 'W/"a-1"', true],
    ['W/"b-1", W/"a-1"', 'W/"a-1"', true],
    ['W/"b-1"', 'W/"a-1"', false],
    ['*', 'W/"a-1"', true],
  ])('%s against %s → %s', (header, etag, expected) => {
    expect(notModified(header, etag)).toBe(expected);
  });

  it('says public max-age for data that may be kept, no-cache for data to revalidate', () => {
    expect(cacheControl(30)).toBe('public, max-age=30');
    expect(cacheControl(undefined)).toBe('no-cache');
    expect(cacheControl(0)).toBe('no-cache');
  });
});

describe('write version of the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: '.', sqliteFile: ':memory:' });
    await sql`create table t (id integer primary key, v text)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('moves on writes, not on reads', async () => {
    const db = database.db as unknown as Kysely<{ t: { id: number; v: string } }>;
    const start = database.writes.current();
    await db.selectFrom('t').selectAll().execute();
    await sql`select 1`.execute(db);
    expect(database.writes.current()).toBe(start);
    await db.insertInto('t').values({ id: 1, v: 'a' }).execute();
    const afterInsert = database.writes.current();
    expect(afterInsert).toBeGreaterThan(start);
    await db.updateTable('t').set({ v: 'b' }).execute();
    expect(database.writes.current()).toBeGreaterThan(afterInsert);
    const beforeRaw = database.writes.current();
    await sql`delete from t`.execute(db);
    expect(database.writes.current()).toBeGreaterThan(beforeRaw);
  });

  it("counts the feed's writes of play apart from everyone else's, on the same data", async () => {
    type T = Kysely<{ t: { id: number; v: string } }>;
    const db = database.db as unknown as T;
    const liveDb = database.liveDb as unknown as T;
    const [writes, live] = [database.writes.current(), database.liveWrites.current()];
    await liveDb.insertInto('t').values({ id: 7, v: 'live' }).execute();
    await liveDb
      .transaction()
      .execute((tx) => tx.updateTable('t').set({ v: 'x' }).where('id', '=', 7).execute());
    expect(database.writes.current()).toBe(writes);
    expect(database.liveWrites.current()).toBeGreaterThan(live);
    // One database underneath: what the feed wrote is there for everyone's reads.
    expect(await db.selectFrom('t').select('v').where('id', '=', 7).executeTakeFirst()).toEqual({
      v: 'x',
    });
    const liveAfter = database.liveWrites.current();
    await db.deleteFrom('t').where('id', '=', 7).execute();
    expect(database.writes.current()).toBeGreaterThan(writes);
    expect(database.liveWrites.current()).toBe(liveAfter);
  });
});

describe('hot routes', () => {
  function app(routes: AnyRoute[], stamp: Stamp, now: () => number = Date.now) {
    const api = new Hono();
    const hot = {
      live: createHotCache<EncodedBody>({ stamp: () => ({ ...stamp }), now }),
      stored: createHotCache<EncodedBody>({
        stamp: () => ({ version: stamp.version, seq: 0 }),
        now,
      }),
    };
    mountRoutes(api, routes, { authenticate: async () => null }, hot);
    return api;
  }

  it('keys variants by path parameters and normalised query', () => {
    const route = defineRoute({
      method: 'get',
      path: '/x/{id}',
      tag: 't',
      summary: 's',
      handler: () => 1,
    });
    expect(variantKey(route, { id: 1 }, { rows: 30 })).not.toBe(
      variantKey(route, { id: 2 }, { rows: 30 }),
    );
    expect(variantKey(route, { id: 1 }, { rows: 30 })).not.toBe(
      variantKey(route, { id: 1 }, { rows: 50 }),
    );
    expect(variantKey(route, { id: 1 }, { rows: 30 })).toBe(
      variantKey(route, { id: 1 }, { rows: 30 }),
    );
  });

  it('computes a hot answer once, sends its ETag with no-cache and answers 304 to If-None-Match', async () => {
    let calls = 0;
    const stamp = { version: 1, seq: 1 };
    const api = app(
      [
        defineRoute({
          method: 'get',
          path: '/results',
          tag: 't',
          summary: 's',
          hot: 'live',
          revalidate: true,
          query: z.object({ rows: z.coerce.number().optional() }),
          handler: ({ query }) => ({ data: [calls++], rows: query.rows ?? 50 }),
        }),
      ],
      stamp,
    );
    const first = await api.request('/results?rows=5');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual({ data: [0], rows: 5 });
    const again = await api.request('/results?rows=5', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(calls).toBe(1);
    const other = await api.request('/results?rows=6');
    expect(other.headers.get('etag')).not.toBe(etag);
    expect(calls).toBe(2);
    stamp.version++;
    const changed = await api.request('/results?rows=5', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(calls).toBe(3);
  });

  it('keeps no-store on live lists and public max-age on answers that may be kept', async () => {
    const api = app(
      [
        defineRoute({
          method: 'get',
          path: '/live',
          tag: 't',
          summary: 's',
          hot: 'live',
          handler: () => ({}),
        }),
        defineRoute({
          method: 'get',
          path: '/table',
          tag: 't',
          summary: 's',
          hot: 'stored',
          maxAge: 30,
          handler: () => ({}),
        }),
      ],
      { version: 0, seq: 0 },
    );
    const live = await api.request('/live');
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.headers.get('etag')).toBeNull();
    const table = await api.request('/table');
    expect(table.headers.get('cache-control')).toBe('public, max-age=30');
    expect(table.headers.get('etag')).toBe(encodeBody('{}', 'application/json').etag);
  });

  it('re-derives a live answer as the seq moves, a stored one only after a write', async () => {
    const stamp = { version: 0, seq: 0 };
    const calls = { live: 0, stored: 0 };
    const route = (kind: 'live' | 'stored') =>
      defineRoute({
        method: 'get',
        path: `/${kind}`,
        tag: 't',
        summary: 's',
        hot: kind,
        handler: () => ({ n: ++calls[kind] }),
      });
    const clock = { at: 1_000 };
    const api = app([route('live'), route('stored')], stamp, () => clock.at);
    await api.request('/live');
    await api.request('/stored');
    stamp.seq++;
    // The live window (250 ms) has not passed: both answers are still good.
    await api.request('/live');
    await api.request('/stored');
    expect(calls).toEqual({ live: 1, stored: 1 });
    clock.at += 250;
    await api.request('/live');
    await api.request('/stored');
    expect(calls).toEqual({ live: 2, stored: 1 });
    stamp.version++;
    await api.request('/stored');
    expect(calls).toEqual({ live: 2, stored: 2 });
  });
});
