/**
 * Sure bets and dropping odds over HTTP (spec §7.12) on a real
 * server, SQLite and PostgreSQL, holding the hand-checked world of `other-data-fixture.ts` plus
 * one book whose handicap price makes a sure bet. Every number is recomputed here from the
 * match's odds details and the fixture's history; bad parameters get a 400 naming the field.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   Answers are JSON read loosely; each assertion states the shape it expects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOpenMarkets } from '../../src/server/read/odds-board/markets';
import type { LiveMatch, LiveOdds, LiveStateReader } from '../../src/server/feed/live-state';
import { bootServer, type BootedServer } from './helpers/boot';
import { DATABASE_KINDS } from './helpers/databases';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { BOOK, MATCH, writeFixture } from './other-data-fixture';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const round2 = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

describe.each(DATABASE_KINDS)('on %s', (kind) => {
  let server: BootedServer;
  let schema: TestSchema | undefined;

  async function call(path: string) {
    const res = await fetch(server.url + path);
    return { status: res.status, body: (await res.json()) as Json };
  }

  beforeAll(async () => {
    schema = kind === 'postgres' ? await createTestSchema('oddsboard') : undefined;
    server = await bootServer(schema ? { DATABASE_URL: schema.url } : {});
    const db = server.app.services.database.db;
    const now = Date.now();
    await writeFixture(db, now);
    // Smallbet prices the home side of the -0.5 handicap far above Bet365 (1.85 / 1.95).
    await db
      .insertInto('odds_current')
      .values({
        match_id: MATCH.upcoming,
        book_id: BOOK.small,
        odd_type: 2,
        o_home: 2.1,
        o_draw: null,
        o_away: 1.8,
        o_middle: -0.5,
        n_home: 2.2,
        n_draw: null,
        n_away: 1.7,
        n_middle: -0.5,
        suspended: 0,
        created_at: now - 3_600_000,
        updated_at: now - 60_000,
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await schema?.drop();
  });

  describe('GET /api/odds/sure-bets', () => {
    it('lists the sure bet the best prices across books make, as computed from the odds details', async () => {
      const details = await call(`/api/upcoming-odds/details/${MATCH.upcoming}`);
      // Independent computation: per market and line, the highest current price of each leg.
      const expected: { type: number; middle: number | null; margin: number }[] = [];
      const groups = new Map<string, Json[]>();
      for (const row of details.body.data) {
        const line = row.middle === '-' ? null : row.middle.n;
        const key = `${row.odd_type_id}:${line}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      for (const [key, rows] of groups) {
        const [type, line] = key.split(':');
        const legs = Number(type) === 1 ? ['home', 'draw', 'away'] : ['home', 'away'];
        const best = legs.map((leg) =>
          Math.max(
            ...rows.map((r) => (r[leg] !== '-' && typeof r[leg].n === 'number' ? r[leg].n : 0)),
          ),
        );
        const sum = best.reduce((s, p) => s + 1 / p, 0);
        if (best.every((p) => p > 1) && sum < 1)
          expected.push({
            type: Number(type),
            middle: line === 'null' ? null : Number(line),
            margin: round2((1 - sum) * 100),
          });
      }
      expect(expected).toEqual([
        { type: 2, middle: -0.5, margin: round2((1 - 1 / 2.2 - 1 / 1.95) * 100) },
      ]);

      const { status, body } = await call('/api/odds/sure-bets');
      expect(status).toBe(200);
      expect(body.count.total).toBe(1);
      const [bet] = body.data;
      expect(bet).toMatchObject({
        match_id: MATCH.upcoming,
        odd_type_id: 2,
        middle: -0.5,
        margin: expected[0]!.margin,
        legs: [
          {
            outcome: 'home',
            price: 2.2,
            book_id: BOOK.small,
            book_name: 'Smallbet',
            book_kor: '스몰벳',
          },
          {
            outcome: 'away',
            price: 1.95,
            book_id: BOOK.main,
            book_name: 'Bet365',
            book_jp: 'ベット365',
          },
        ],
      });
      expect(bet.match.id).toBe(MATCH.upcoming);
    });

    it.each([
      ['min_margin=50', 0],
      ['type=1', 0],
      ['type=2', 1],
      ['status=inplay', 0],
      ['status=upcoming', 1],
      ['sportsId=16', 0],
      ['sportsId=1', 1],
    ])('filters by %s', async (query, total) => {
      const { status, body } = await call(`/api/odds/sure-bets?${query}`);
      expect(status).toBe(200);
      expect(body.count.total).toBe(total);
    });
  });

  describe('GET /api/odds/dropping', () => {
    // Fixture history of the upcoming match's 1X2 (minutes ago → home price): Bet365 60 → 2.10,
    // 30 → 2.00, 1 → 1.95; Pinnacle 60 → 2.15, 1 → 2.02; Smallbet quotes no current price.
    it.each([
      ['opening', (2.1 + 2.15) / 2],
      [60, (2.1 + 2.15) / 2],
      [15, (2.0 + 2.15) / 2],
      [5, (2.0 + 2.15) / 2],
    ])(
      'over %s the home price fell the most, from the average then to now',
      async (window, from) => {
        const to = (1.95 + 2.02) / 2;
        const { status, body } = await call(`/api/odds/dropping?window=${window}`);
        expect(status).toBe(200);
        expect(body.window).toBe(window);
        expect(body.data).toHaveLength(1);
        expect(body.data[0]).toMatchObject({
          match_id: MATCH.upcoming,
          odd_type_id: 1,
          outcome: 'home',
          from: round2(from),
          to: round2(to),
          drop_percent: round2(((from - to) / from) * 100),
          books: 2,
        });
      },
    );

    it('measures another market when asked', async () => {
      // The -0.5 handicap: home 1.90 → 1.85 (Bet365) and 2.10 → 2.20 (Smallbet) rose on
      // average; away 1.90 → 1.95 and 1.80 → 1.70 fell.
      const { body } = await call('/api/odds/dropping?type=2&window=opening');
      expect(body.data).toHaveLength(1);
      const entry = body.data[0];
      expect(entry.odd_type_id).toBe(2);
      expect(entry.outcome).toBe('away');
      expect(entry.from).toBe(round2((1.9 + 1.8) / 2));
      expect(entry.to).toBe(round2((1.95 + 1.7) / 2));
    });
  });

  it.each([
    ['/api/odds/sure-bets?status=live', 'status'],
    ['/api/odds/sure-bets?type=7', 'type'],
    ['/api/odds/sure-bets?min_margin=-1', 'min_margin'],
    ['/api/odds/dropping?window=10', 'window'],
    ['/api/odds/dropping?rows=abc', 'rows'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const { status, body } = await call(path);
    expect(status).toBe(400);
    expect(body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('open markets from the live state', () => {
  const quote = (home: number, draw: number | null, away: number) => ({
    home,
    draw,
    away,
    middle: null,
  });
  function liveOdds(bookId: number, suspended: boolean): LiveOdds {
    return {
      bookId,
      oddType: 1,
      o: quote(2, 3.3, 3.6),
      n: quote(1.9 + bookId / 10, 3.4, 3.7),
      suspended,
      createdAt: 0,
      updatedAt: 0,
      lastHistoryAt: 0,
    };
  }
  function liveMatch(
    id: number,
    sportId: number,
    status: number,
    endedAt: number | null,
  ): LiveMatch {
    return {
      fixture: {
        id,
        bet365_id: null,
        sport_id: sportId,
        league_id: 1,
        season_id: null,
        round: null,
        home_id: 1,
        away_id: 2,
        time: 0,
        time_status: 0,
        extra: {},
      },
      snapshot: { time_status: status } as LiveMatch['snapshot'],
      incidents: [],
      url: null,
      hasLineup: false,
      odds: new Map([
        ['1:1', liveOdds(1, false)],
        ['2:1', liveOdds(2, true)],
      ]),
      eventsStored: 0,
      incidentsStored: 0,
      endedAt,
      createdAt: 0,
      updatedAt: 0,
    } as LiveMatch;
  }
  const live: LiveStateReader = {
    get: () => undefined,
    inPlay: () => [],
    all: () => [
      liveMatch(1, 1, 1, null),
      liveMatch(2, 1, 0, null),
      liveMatch(3, 18, 1, null),
      liveMatch(4, 1, 3, Date.now()),
    ],
    seq: () => 0,
  };

  it('reads the current prices of open matches in scope, a suspended book without prices', async () => {
    const markets = await readOpenMarkets(null as never, live, { scope: 'inplay', sportId: 1 });
    expect(markets.map((m) => m.matchId)).toEqual([1]);
    expect(markets[0]!.books).toEqual([
      {
        bookId: 1,
        home: 2,
        draw: 3.4,
        away: 3.7,
        middle: null,
        opening: { home: 2, draw: 3.3, away: 3.6 },
      },
      {
        bookId: 2,
        home: null,
        draw: null,
        away: null,
        middle: null,
        opening: { home: 2, draw: 3.3, away: 3.6 },
      },
    ]);
    const all = await readOpenMarkets(null as never, live, { scope: 'all' });
    expect(all.map((m) => m.matchId)).toEqual([1, 2, 3]);
  });
});
