/**
 * The ingest against a real database (SQLite and PostgreSQL): live state, numbered bus events
 * of spec §3 "Events from the socket", batched storage, odds history and its compaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import type { MatchSnapshot } from '../../src/lib/domain/match';
import { createSqlFeedStore, emptyBatch } from '../../src/server/db/repositories/feed-store';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createIngest, type Ingest } from '../../src/server/feed/ingest';
import type { FeedUpdate, Fixture } from '../../src/server/feed/updates';
import { createLogger } from '../../src/server/logger';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';

const fixture: Fixture = {
  id: 9001,
  bet365_id: '77001',
  sport_id: 1,
  league_id: 1,
  season_id: 11,
  round: 3,
  home_id: 10,
  away_id: 20,
  time: 1_800_000_000,
  time_status: 0,
  extra: { round: '3' },
};

/** A timeline entry as the simulator sends it: text, catalogue code and parameters. */
const GOAL = {
  id: '1',
  text: "12' - 1st Goal - Saka - Arsenal",
  code: 10100,
  p: { min: '12', nth: 1, player: 'Saka', team: 'Arsenal' },
};

function snapshot(over: Partial<MatchSnapshot> = {}): MatchSnapshot {
  return {
    time_status: 1,
    ss: '0-0',
    scores: { '2': { home: '0', away: '0' } },
    timer: { tm: 1, ts: 0, tt: '1', ta: 0, md: 0 },
    stats: { corners: [0, 0] },
    events: [],
    details: { state: null, ball_pos: null, serve: null, sts: {}, period: 1 },
    ...over,
  };
}

const reference: FeedUpdate = {
  type: 'reference',
  at: 0,
  data: {
    countries: [{ cc: 'gb', name: 'England', kor: '잉글랜드', jp: 'イングランド' }],
    leagues: [
      {
        id: 1,
        sport_id: 1,
        cc: 'gb',
        name: 'Premier League',
        kor: '프리미어리그',
        jp: 'プレミアリーグ',
        tab: null,
        format: 'standard',
        is_major: true,
        kind: 'league',
        has_table: true,
        has_toplist: true,
        rules: {},
      },
    ],
    teams: [10, 20].map((id) => ({
      id,
      sport_id: 1,
      cc: 'gb',
      name: id === 10 ? 'Arsenal' : 'Chelsea',
      kor: id === 10 ? '아스널' : '첼시',
      jp: id === 10 ? 'アーセナル' : 'チェルシー',
      short: id === 10 ? 'ARS' : 'CHE',
      color: '#ff0000',
      kit_color: '#ffffff',
      rating: 1600,
      stadium: null,
      image_id: null,
      individual: null,
    })),
  },
};

describe.each(DATABASE_KINDS)('ingest on %s', (kind) => {
  let opened: OpenedDatabase;
  let ingest: Ingest;
  let now = 1_000_000;
  const events: LiveEvent[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    const bus = createMemoryBus();
    bus.subscribe((e) => events.push(e));
    ingest = createIngest({
      store: createSqlFeedStore(opened.database.db),
      bus,
      logger: createLogger(process.env.TEST_LOG ?? 'silent'),
      now: () => now,
      clockWriteIntervalMs: 10_000,
      compactIntervalMs: 60_000,
    });
    ingest.push([reference, { type: 'fixture', at: 1, fixture }]);
    await ingest.flush();
  });
  afterAll(async () => opened?.dispose());

  const db = () => opened.database.db;
  const row = () =>
    db().selectFrom('matches').selectAll().where('id', '=', fixture.id).executeTakeFirstOrThrow();

  it('stores reference data and the fixture', async () => {
    expect(
      (await db().selectFrom('teams').select('kor').orderBy('id').execute()).map((t) => t.kor),
    ).toEqual(['아스널', '첼시']);
    expect(await row()).toMatchObject({ time_status: 0, bet365_id: '77001', ss: null });
  });

  it('goes live with a numbered score event and stores the snapshot', async () => {
    events.length = 0;
    ingest.push([{ type: 'snapshot', at: 2, matchId: fixture.id, snapshot: snapshot() }]);
    expect(events.map((e) => e.type)).toEqual(['score', 'details']);
    const score = events[0] as Extract<LiveEvent, { type: 'score' }>;
    expect(score.update).toMatchObject({
      upcoming_id: 9001,
      ss: '0-0',
      time_status: 1,
      bet365_id: '77001',
    });
    expect(events[1]!.seq).toBe(score.seq + 1);
    await ingest.flush();
    expect(await row()).toMatchObject({ time_status: 1, ss: '0-0' });
    expect(ingest.state.inPlay().map((m) => m.fixture.id)).toEqual([9001]);
  });

  it('announces a goal as a score change naming the teams', async () => {
    events.length = 0;
    ingest.push([
      {
        type: 'snapshot',
        at: 3,
        matchId: fixture.id,
        snapshot: snapshot({
          ss: '1-0',
          scores: { '2': { home: '1', away: '0' } },
          events: [GOAL],
        }),
        incidents: [{ kind: 'goal', side: 'home', minute: 12, playerId: 1001, assistId: 1002 }],
      },
    ]);
    const score = events.find((e) => e.type === 'score') as Extract<LiveEvent, { type: 'score' }>;
    expect(score.change).toEqual({
      id: 9001,
      sport_id: 1,
      league: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      new_home_score: 1,
      new_away_score: 0,
      homeScoreChange: true,
      awayScoreChange: false,
    });
    const details = events.find((e) => e.type === 'details') as Extract<
      LiveEvent,
      { type: 'details' }
    >;
    // The event code and its parameters travel with the text, so each page can word the event in
    // its viewer's language.
    expect(details.update.newEvents).toEqual([GOAL]);
    await ingest.flush();
    const stored = await db()
      .selectFrom('match_events')
      .select(['seq', 'text', 'code', 'params'])
      .where('match_id', '=', 9001)
      .execute();
    expect(
      stored.map((e) => ({ ...e, code: Number(e.code), params: JSON.parse(e.params!) as unknown })),
    ).toEqual([{ seq: 0, text: GOAL.text, code: GOAL.code, params: GOAL.p }]);
    expect(
      await db().selectFrom('match_incidents').select(['kind', 'team_id', 'player_id']).execute(),
    ).toEqual([{ kind: 'goal', team_id: 10, player_id: 1001 }]);
  });

  it('writes a clock-only change at most once per interval', async () => {
    const base = snapshot({
      ss: '1-0',
      scores: { '2': { home: '1', away: '0' } },
      events: [{ id: '1', text: "12' - 1st Goal - Saka - Arsenal" }],
    });
    now += 1_000;
    ingest.push([
      {
        type: 'snapshot',
        at: 4,
        matchId: 9001,
        snapshot: { ...base, timer: { tm: 13, ts: 0, tt: '1', ta: 0, md: 0 } },
      },
    ]);
    await ingest.flush();
    expect(JSON.parse((await row()).timer!)).toMatchObject({ tm: 1 });
    now += 10_000;
    ingest.push([
      {
        type: 'snapshot',
        at: 5,
        matchId: 9001,
        snapshot: { ...base, timer: { tm: 14, ts: 0, tt: '1', ta: 0, md: 0 } },
      },
    ]);
    await ingest.flush();
    expect(JSON.parse((await row()).timer!)).toMatchObject({ tm: 14 });
  });

  it('publishes odds only when a price changes, keeping opening and current', async () => {
    events.length = 0;
    const odds = (at: number, home: number | '-', away: number | '-'): FeedUpdate => ({
      type: 'odds',
      at,
      matchId: 9001,
      record: {
        bookId: 1,
        oddType: 1,
        quote: { home, draw: 3.4, away, middle: null },
        at,
        ss: '1-0',
        time_str: '14',
      },
    });
    ingest.push([odds(100_000, 2.1, 3.3), odds(101_000, 2.1, 3.3), odds(110_000, 1.9, 3.8)]);
    const oddsEvents = events.filter(
      (e): e is Extract<LiveEvent, { type: 'odds' }> => e.type === 'odds',
    );
    expect(oddsEvents).toHaveLength(2);
    expect(oddsEvents[0]!.change).toBeNull();
    expect(oddsEvents[1]!.change).toMatchObject({
      home_odds: 2.1,
      new_home_odds: 1.9,
      homeOddsChange: true,
      awayOddsChange: true,
    });
    expect(oddsEvents[1]!.update.home).toEqual({ o: 2.1, n: 1.9 });
    ingest.push([odds(120_000, '-', '-')]);
    await ingest.flush();
    const current = await db()
      .selectFrom('odds_current')
      .selectAll()
      .where('match_id', '=', 9001)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ o_home: 2.1, n_home: null, suspended: 1 });
    const history = await db()
      .selectFrom('odds_history')
      .select(['home', 'away'])
      .where('match_id', '=', 9001)
      .orderBy('at')
      .execute();
    expect(history).toEqual([
      { home: 2.1, away: 3.3 },
      { home: 1.9, away: 3.8 },
    ]);
  });

  it('ends the match: numbered ended event, stored end, odds history compacted, live state cleared', async () => {
    // A price every 10 s for 10 minutes, then the end.
    const updates: FeedUpdate[] = [];
    for (let i = 0; i < 60; i++) {
      const at = 200_000 + i * 10_000;
      updates.push({
        type: 'odds',
        at,
        matchId: 9001,
        record: {
          bookId: 2,
          oddType: 1,
          quote: { home: 1.5 + i / 100, draw: 4, away: 6, middle: null },
          at,
          ss: '1-0',
          time_str: null,
        },
      });
    }
    ingest.push(updates);
    events.length = 0;
    ingest.push([{ type: 'ended', at: 900_000, matchId: 9001, status: 3 }]);
    expect(events.map((e) => e.type)).toEqual(['ended']);
    await ingest.flush();
    expect(await row()).toMatchObject({ time_status: 3 });
    expect((await row()).ended_at).not.toBeNull();
    const kept = await db()
      .selectFrom('odds_history')
      .select('at')
      .where('match_id', '=', 9001)
      .where('book_id', '=', 2)
      .orderBy('at')
      .execute();
    // First, last, and one per minute between.
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept.length).toBeLessThanOrEqual(12);
    expect(Number(kept[0]!.at)).toBe(200_000);
    expect(Number(kept.at(-1)!.at)).toBe(790_000);
    expect(ingest.state.get(9001)).toBeUndefined();
  });

  it('ignores updates for unknown matches and malformed updates without throwing', async () => {
    expect(() =>
      ingest.push([
        { type: 'snapshot', at: 1, matchId: 123, snapshot: snapshot() },
        { type: 'snapshot', at: 1, matchId: 9001, snapshot: null as unknown as MatchSnapshot },
        { type: 'bogus' } as unknown as FeedUpdate,
      ]),
    ).not.toThrow();
    await ingest.flush();
  });

  it('stores completed matches from a back-fill without live events', async () => {
    events.length = 0;
    ingest.push([
      {
        type: 'completed',
        at: 1,
        matches: [
          {
            fixture: { ...fixture, id: 9002, bet365_id: '77002', time_status: 3 },
            snapshot: snapshot({
              time_status: 3,
              ss: '2-2',
              events: [
                { id: '1', text: 'a' },
                { id: '2', text: 'b' },
              ],
            }),
            incidents: [],
            odds: [
              {
                bookId: 1,
                oddType: 1,
                quote: { home: 2, draw: 3, away: 4, middle: null },
                at: 10,
                ss: null,
                time_str: null,
              },
              {
                bookId: 1,
                oddType: 1,
                quote: { home: 2.2, draw: 3, away: 3.6, middle: null },
                at: 20,
                ss: null,
                time_str: null,
              },
            ],
            endedAt: 5_000,
          },
        ],
      },
    ]);
    expect(events).toEqual([]);
    await ingest.flush();
    const stored = await db()
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', 9002)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ss: '2-2', time_status: 3, ended_at: 5_000 });
    const current = await db()
      .selectFrom('odds_current')
      .selectAll()
      .where('match_id', '=', 9002)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ o_home: 2, n_home: 2.2 });
    expect(await createSqlFeedStore(db()).finishedIds([9001, 9002, 9003])).toEqual(
      new Set([9001, 9002]),
    );
  });

  it('never writes a finished match back to play (a feed restarted from an older state)', async () => {
    const store = createSqlFeedStore(db());
    const read = () =>
      db().selectFrom('matches').selectAll().where('id', '=', 9002).executeTakeFirstOrThrow();
    const finished = await read();
    const write = (row: typeof finished) => store.writeBatch({ ...emptyBatch(), matches: [row] });
    await write({ ...finished, time_status: 1, ss: '1-1', ended_at: null });
    expect(await read()).toMatchObject({ time_status: 3, ss: '2-2', ended_at: 5_000 });
    // A finished match corrected (a result reviewed) is still written.
    await write({ ...finished, ss: '3-2' });
    expect(await read()).toMatchObject({ time_status: 3, ss: '3-2' });
    await write(finished);
  });

  it('stores the latest feed time with its rows, never moved back (a restarted world resumes there)', async () => {
    const store = createSqlFeedStore(db());
    // The flushes above stored the latest time of the updates they wrote: the match's end.
    expect(await store.feedTime()).toBeGreaterThanOrEqual(900_000);
    const finished = await db()
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', 9002)
      .executeTakeFirstOrThrow();
    const write = (feedTime: number) =>
      store.writeBatch({ ...emptyBatch(), matches: [finished] }, feedTime);
    await write(4_000_000_000_000);
    expect(await store.feedTime()).toBe(4_000_000_000_000);
    // A flush of older updates (another provider, a slower world) leaves it where it is.
    await write(2_000);
    expect(await store.feedTime()).toBe(4_000_000_000_000);
  });
});
