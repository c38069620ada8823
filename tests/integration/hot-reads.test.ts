/**
 * Hot reads on the real server: a result list kept in memory
 * answers 304 to the ETag it gave while nothing changed, and 200 with a new ETag once the
 * stored data behind it changes; the in-play page kept rendered is never served in another
 * visitor's language and answers 304 as well.
 */
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_SHARED_MS } from '../../src/server/api/routes/health';
import { until } from '../support/wait';
import { scoreEvent } from '../unit/domain/socket-live-events';
import { bootServer, type BootedServer } from './helpers/boot';

let server: BootedServer;
// A fixed Seoul day, asked for explicitly, so the test does not depend on today's date.
const DAY = '2025-01-15';
const KICK_OFF = Math.floor(Date.parse('2025-01-15T12:00:00+09:00') / 1000);
const MATCH_ID = 88_000_001;
const RESULTS = `/api/inplay/result?sportsId=1&date_from=${DAY}&date_to=${DAY}`;

beforeAll(async () => {
  server = await bootServer();
  const { db } = server.app.services.database;
  const now = Date.now();
  await db
    .insertInto('countries')
    .values({ cc: 'zy', name: 'Hotland', kor: '핫', jp: 'ホット' })
    .execute();
  await db
    .insertInto('leagues')
    .values({
      id: 88_001,
      sport_id: 1,
      cc: 'zy',
      name: 'Hot League',
      kor: '핫 리그',
      jp: 'ホットリーグ',
      tab: null,
      format: 'league',
      is_major: 0,
      kind: 'league',
      has_table: 0,
      has_toplist: 0,
      rules: '{}',
      source: 'import',
    })
    .execute();
  await db
    .insertInto('teams')
    .values(
      [0, 1].map((i) => ({
        id: 880_000 + i,
        sport_id: 1,
        cc: 'zy',
        name: `Hot Team ${i}`,
        kor: `핫 팀 ${i}`,
        jp: `ホットチーム ${i}`,
        short: `H${i}`,
        color: '#aa2222',
        kit_color: '#ffffff',
        rating: 50,
        stadium: null,
        image_id: null,
        individual: null,
      })),
    )
    .execute();
  await db
    .insertInto('matches')
    .values({
      id: MATCH_ID,
      bet365_id: '99880001',
      sport_id: 1,
      league_id: 88_001,
      season_id: null,
      round: null,
      home_id: 880_000,
      away_id: 880_001,
      time: KICK_OFF,
      time_status: 3,
      ss: '1-0',
      scores: JSON.stringify({ '2': { home: '1', away: '0' } }),
      timer: null,
      stats: '{}',
      details: null,
      extra: '{}',
      url: null,
      has_lineup: 0,
      source: 'import',
      created_at: now,
      updated_at: now,
      ended_at: now,
    })
    .execute();
});

afterAll(async () => {
  await server?.stop();
});

interface ResultList {
  data: { id: number; ss: string | null }[];
  count: { total: number };
}

describe('a result list kept in memory', () => {
  it('answers 304 while unchanged, then 200 with a new ETag after the data changes', async () => {
    const first = await fetch(server.url + RESULTS);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = (await first.json()) as ResultList;
    expect(body.data.map((r) => [r.id, r.ss])).toEqual([[MATCH_ID, '1-0']]);

    const unchanged = await fetch(server.url + RESULTS, { headers: { 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    // A correction of the stored score (as an import or the ingest would write it).
    await server.app.services.database.db
      .updateTable('matches')
      .set({ ss: '2-0', updated_at: Date.now() })
      .where('id', '=', MATCH_ID)
      .execute();
    const changed = await fetch(server.url + RESULTS, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    const newTag = changed.headers.get('etag');
    expect(newTag).toBeTruthy();
    expect(newTag).not.toBe(etag);
    expect(((await changed.json()) as ResultList).data[0]?.ss).toBe('2-0');

    const again = await fetch(server.url + RESULTS, { headers: { 'if-none-match': newTag! } });
    expect(again.status).toBe(304);
  });

  it('keeps variants apart: another sport is another answer', async () => {
    const other = await fetch(
      `${server.url}/api/inplay/result?sportsId=18&date_from=${DAY}&date_to=${DAY}`,
    );
    expect(((await other.json()) as ResultList).count.total).toBe(0);
  });
});

describe('the in-play page kept rendered', () => {
  const htmlLang = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

  it('serves each language its own page, from the query or the cookie', async () => {
    const pages = await Promise.all([
      fetch(`${server.url}/`).then((r) => r.text()),
      fetch(`${server.url}/`, { headers: { cookie: 'lang=jp' } }).then((r) => r.text()),
      fetch(`${server.url}/`, { headers: { cookie: 'lang=en' } }).then((r) => r.text()),
      fetch(`${server.url}/`).then((r) => r.text()),
      fetch(`${server.url}/`, { headers: { cookie: 'lang=jp' } }).then((r) => r.text()),
    ]);
    expect(pages.map(htmlLang)).toEqual(['ko', 'ja', 'en', 'ko', 'ja']);
  });

  it('gives every visitor of ?lang= its language cookie, and answers 304 to a known ETag', async () => {
    const first = await fetch(`${server.url}/?lang=en`);
    await first.text();
    const second = await fetch(`${server.url}/?lang=en`);
    const html = await second.text();
    expect(htmlLang(html)).toBe('en');
    expect(second.headers.get('set-cookie')).toMatch(/^lang=en;/);
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${server.url}/?lang=en`, {
      headers: { 'if-none-match': etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('shows a change of the stored data on the next request', async () => {
    const before = await fetch(`${server.url}/all/result?date_from=${DAY}`).then((r) => r.text());
    expect(before).toContain('Hot Team 0');
    await server.app.services.database.db
      .updateTable('teams')
      .set({ name: 'Renamed Team', kor: '새 팀' })
      .where('id', '=', 880_000)
      .execute();
    const after = await fetch(`${server.url}/all/result?date_from=${DAY}`).then((r) => r.text());
    expect(after).toContain('새 팀');
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch adds its own and decompresses). */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpGet(server.url + pathname, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    req.on('error', reject);
  });
}

const withoutDate = ({ date: _date, ...rest }: RawAnswer['headers']) => rest;

describe('hot answers written again without the router', () => {
  const COUNTS = '/api/display/count';

  it.each([
    ['brotli, a large list', RESULTS, 'gzip, deflate, br'],
    ['gzip, a large list', RESULTS, 'gzip'],
    ['no encoding, a large list', RESULTS, ''],
    ['brotli, a small answer left uncompressed', COUNTS, 'gzip, deflate, br'],
    ['no encoding, a small answer', COUNTS, ''],
  ])('%s: the same status, headers and bytes as the router gave', async (_name, url, accept) => {
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
    const routed = await rawGet(url, headers);
    const servedBefore = server.app.answers.served;
    const booked = await rawGet(url, headers);
    expect(server.app.answers.served).toBe(servedBefore + 1);
    expect(booked.status).toBe(routed.status);
    expect(withoutDate(booked.headers)).toEqual(withoutDate(routed.headers));
    expect(booked.body.equals(routed.body)).toBe(true);
  });

  it.each([
    ['brotli, the live snapshot', '/api/live/snapshot', 'gzip, deflate, br'],
    ['no encoding, the live snapshot of a sport', '/api/live/snapshot?sport=1', ''],
  ])('%s: the same status, headers and bytes as the router gave', async (_name, url, accept) => {
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
    const routed = await rawGet(url, headers);
    const servedBefore = server.app.answers.served;
    const booked = await rawGet(url, headers);
    expect(server.app.answers.served).toBe(servedBefore + 1);
    expect(booked.status).toBe(routed.status);
    expect(withoutDate(booked.headers)).toEqual(withoutDate(routed.headers));
    expect(booked.body.equals(routed.body)).toBe(true);
  });

  it('stops serving a snapshot once the live seq moves on', async () => {
    const url = '/api/live/snapshot';
    await rawGet(url);
    const before = JSON.parse((await rawGet(url)).body.toString()) as { data: { seq: number } };
    server.app.services.bus.publish(scoreEvent({ id: 77_001, seq: before.data.seq + 1 }));
    await until('the hub at the new seq', () => server.app.liveHub.mirror.seq() > before.data.seq);
    const servedBefore = server.app.answers.served;
    const after = JSON.parse((await rawGet(url)).body.toString()) as { data: { seq: number } };
    expect(server.app.answers.served).toBe(servedBefore);
    expect(after.data.seq).toBe(before.data.seq + 1);
  });

  it('serves the health report again only while it is the shared one', async () => {
    // A report is shared for HEALTH_SHARED_MS; on a slow machine a pair may straddle two.
    let pairs = 0;
    for (; pairs < 5; pairs++) {
      const routed = await rawGet('/api/health');
      const servedBefore = server.app.answers.served;
      const booked = await rawGet('/api/health');
      if (server.app.answers.served === servedBefore + 1) {
        expect(booked.status).toBe(200);
        expect(withoutDate(booked.headers)).toEqual(withoutDate(routed.headers));
        expect(booked.body.equals(routed.body)).toBe(true);
        break;
      }
    }
    expect(pairs).toBeLessThan(5);
    // Once the shared report is older than HEALTH_SHARED_MS, the next call goes to the router.
    await until(
      'a health call answered by the router again',
      async () => {
        const servedBefore = server.app.answers.served;
        expect((await rawGet('/api/health')).status).toBe(200);
        return server.app.answers.served === servedBefore;
      },
      { intervalMs: HEALTH_SHARED_MS / 2 },
    );
  });

  it.each([
    ['a token', { authorization: 'Bearer x.y.z' }],
    ['an Origin (CORS answers per origin)', { origin: 'https://elsewhere.example' }],
    ['If-None-Match (answered 304 by the router)', { 'if-none-match': 'W/"x"' }],
  ])('leaves requests with %s to the router', async (_name, headers) => {
    await rawGet(RESULTS);
    const servedBefore = server.app.answers.served;
    const answer = await rawGet(RESULTS, headers);
    expect(answer.status).toBe(200);
    expect(server.app.answers.served).toBe(servedBefore);
  });

  it('stops at once when a write makes the answer stale, and books the new one', async () => {
    await rawGet(RESULTS);
    expect((await rawGet(RESULTS)).status).toBe(200);
    await server.app.services.database.db
      .updateTable('matches')
      .set({ ss: '3-1', updated_at: Date.now() })
      .where('id', '=', MATCH_ID)
      .execute();
    const servedBefore = server.app.answers.served;
    const fresh = await rawGet(RESULTS);
    expect(server.app.answers.served).toBe(servedBefore);
    expect((JSON.parse(fresh.body.toString()) as ResultList).data[0]?.ss).toBe('3-1');
    const again = await rawGet(RESULTS);
    expect(server.app.answers.served).toBe(servedBefore + 1);
    expect(again.body.equals(fresh.body)).toBe(true);
  });
});
