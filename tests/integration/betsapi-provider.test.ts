/**
 * The BetsAPI provider against a local stand-in serving fixtures written from BetsAPI's
 * documented shapes, through the real ingest into a real SQLite database, on an injected clock.
 * Scripted over time: before kick-off (fixtures, prices, reference data, results), kick-off, a
 * goal with price moves and a suspension, a garbage answer, an outage of time-outs (stale, then
 * recovered), and the final whistle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { createSqlFeedStore } from '../../src/server/db/repositories/feed-store';
import { createBetsApiProvider, type BetsApiProvider } from '../../src/server/feed/betsapi/index';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createIngest, type Ingest } from '../../src/server/feed/ingest';
import { createLogger } from '../../src/server/logger';
import { FIXTURE_TOKEN, startFakeBetsApi, type FakeBetsApi } from '../fixtures/betsapi/server';
import { openTestDatabase, type OpenedDatabase } from './helpers/databases';

const T0 = Date.UTC(2020, 9, 17, 16, 0); // 30 minutes before kick-off
const KICKOFF = 1_602_952_200_000;
const MATCH = 2654397;

type Of<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>;

describe('BetsAPI provider against fixtures', () => {
  let t = T0;
  let api: FakeBetsApi;
  let opened: OpenedDatabase;
  let ingest: Ingest;
  let provider: BetsApiProvider;
  const events: LiveEvent[] = [];
  const db = () => opened.database.db;
  const matchRow = () =>
    db().selectFrom('matches').selectAll().where('id', '=', MATCH).executeTakeFirstOrThrow();
  const ofMatch = <T extends LiveEvent['type']>(type: T) =>
    events.filter((e): e is Of<T> => e.type === type && e.matchId === MATCH);
  const step = async (ms: number) => {
    t += ms;
    await provider.runDue();
    await ingest.flush();
  };

  beforeAll(async () => {
    api = await startFakeBetsApi(() => t);
    opened = await openTestDatabase('sqlite');
    const store = createSqlFeedStore(opened.database.db);
    const bus = createMemoryBus();
    bus.subscribe((e) => events.push(e));
    const logger = createLogger(process.env.TEST_LOG ?? 'silent');
    ingest = createIngest({ store, bus, logger, now: () => t });
    provider = createBetsApiProvider({
      token: FIXTURE_TOKEN,
      baseUrl: api.url,
      rateLimit: 100_000,
      burst: 1_000,
      logger,
      now: () => t,
      sports: [1],
      autoRun: false,
      requestTimeoutMs: 300,
      finishedIds: (ids) => store.finishedIds(ids),
    });
    const day = (q: URLSearchParams, date: string, file: string) =>
      q.get('day') === date ? { file } : { file: 'upcoming-empty.json' };
    api.on('v3/events/inplay', { file: 'inplay-empty.json' });
    api.on('v3/events/upcoming', (q) => day(q, '20201017', 'upcoming-soccer.json'));
    api.on('v3/events/ended', (q) => day(q, '20201017', 'ended-soccer.json'));
    api.on('v2/event/odds/summary', { file: 'summary-prematch.json' });
    api.on('v2/event/odds', { file: 'odds-prematch.json' });
    api.on('v1/event/history', { file: 'history.json' });
    api.on('v1/event/lineup', (q) =>
      q.get('event_id') === String(MATCH) ? { file: 'lineup.json' } : { file: 'lineup-none.json' },
    );
    api.on('v3/league/table', { file: 'league-table.json' });
    api.on('v1/league/toplist', { file: 'toplist.json' });
    api.on('v1/team/squad', (q) =>
      q.get('team_id') === '708'
        ? { file: 'squad-man-city.json' }
        : q.get('team_id') === '17230'
          ? { file: 'squad-arsenal.json' }
          : { json: { success: 1, results: [] } },
    );
    api.on('v1/player', (q) =>
      q.get('player_id') === '40003'
        ? { file: 'player-de-bruyne.json' }
        : { json: { success: 0, error: 'PARAM_INVALID' } },
    );
    api.on('v1/team', { file: 'teams-soccer.json' });
    await provider.start(ingest);
    await step(0);
  });

  afterAll(async () => {
    await provider?.stop();
    await ingest?.stop();
    await api?.close();
    await opened?.dispose();
  });

  describe('before kick-off', () => {
    it('stores the upcoming fixture with its league, teams and season', async () => {
      expect(await matchRow()).toMatchObject({
        time_status: 0,
        league_id: 94,
        home_id: 708,
        away_id: 17230,
        bet365_id: '93624166',
        time: KICKOFF / 1000,
        season_id: 9418516,
      });
      expect(
        await db().selectFrom('leagues').selectAll().where('id', '=', 94).executeTakeFirstOrThrow(),
      ).toMatchObject({
        name: 'England Premier League',
        cc: 'gb',
        has_table: 1,
        has_toplist: 1,
        is_major: 1,
      });
      const country = await db()
        .selectFrom('countries')
        .selectAll()
        .where('cc', '=', 'gb')
        .executeTakeFirst();
      expect(country).toMatchObject({ name: 'England', kor: '잉글랜드' });
      const teams = await db()
        .selectFrom('teams')
        .select(['id', 'name', 'image_id'])
        .orderBy('id')
        .execute();
      expect(teams).toEqual(
        expect.arrayContaining([
          { id: 708, name: 'Man City', image_id: '17' },
          { id: 99001, name: 'Dorados', image_id: '5291' },
        ]),
      );
      const seasonTeams = await db()
        .selectFrom('season_teams')
        .select('team_id')
        .where('season_id', '=', 9418516)
        .orderBy('team_id')
        .execute();
      // The table row without a team id is left out.
      expect(seasonTeams.map((r) => Number(r.team_id))).toEqual([708, 17230, 23451]);
    });

    it('stores every known bookmaker’s opening and latest pre-match prices, turning reversed books round', async () => {
      const odds = await db()
        .selectFrom('odds_current')
        .selectAll()
        .where('match_id', '=', MATCH)
        .orderBy('book_id')
        .orderBy('odd_type')
        .execute();
      const of = (book: number, type: number) =>
        odds.find((o) => o.book_id === book && o.odd_type === type);
      expect(of(1, 1)).toMatchObject({
        o_home: 1.8,
        o_draw: 3.75,
        n_home: 1.7,
        n_draw: 4,
        n_away: 4.75,
      });
      expect(of(1, 2)).toMatchObject({ o_middle: -0.75, n_middle: -0.75, n_home: 1.95 });
      expect(of(1, 3)).toMatchObject({ n_home: 1.85, n_middle: 2.75, n_away: 1.95 });
      // 10Bet lists Arsenal first (matching_dir -1): its prices are turned to our home/away.
      expect(of(10, 1)).toMatchObject({
        o_home: 1.76,
        o_away: 4.4,
        n_home: 1.72,
        n_draw: 3.7,
        n_away: 4.5,
      });
      expect(of(10, 2)).toMatchObject({ n_middle: -0.75, n_home: 1.98, n_away: 1.88 });
      expect(of(2, 1)).toMatchObject({ o_home: 1.81, n_home: 1.74 });
      // Unknown bookmakers are skipped, not guessed.
      expect(new Set(odds.map((o) => o.book_id))).toEqual(new Set([1, 2, 10]));
      const books = await db()
        .selectFrom('books')
        .select(['id', 'name', 'kor'])
        .where('id', 'in', [1, 10])
        .execute();
      expect(books).toEqual(
        expect.arrayContaining([
          { id: 1, name: 'Bet365', kor: '벳365' },
          { id: 10, name: '10Bet', kor: '텐벳' },
        ]),
      );
    });

    it('stores line-ups, squads, careers and injuries', async () => {
      const lineups = await db()
        .selectFrom('lineups')
        .selectAll()
        .where('match_id', '=', MATCH)
        .execute();
      expect(lineups.map((l) => l.side).sort()).toEqual(['away', 'home']);
      const home = JSON.parse(lineups.find((l) => l.side === 'home')!.players) as {
        name: string;
        starting: boolean;
      }[];
      expect(home.map((p) => [p.name, p.starting])).toEqual([
        ['Ederson', true],
        ['Kyle Walker', true],
        ['Kevin De Bruyne', true],
        ['Phil Foden', false],
      ]);
      const kdb = await db()
        .selectFrom('players')
        .selectAll()
        .where('id', '=', 40003)
        .executeTakeFirstOrThrow();
      expect(kdb).toMatchObject({
        team_id: 708,
        position: 'M',
        shirt: 17,
        birthdate: '1991-06-28',
        height: 181,
      });
      const transfers = await db()
        .selectFrom('transfers')
        .selectAll()
        .where('player_id', '=', 40003)
        .orderBy('seq')
        .execute();
      expect(
        transfers.map((r) => [(JSON.parse(r.team_name) as { name: string }).name, r.start, r.end]),
      ).toEqual([
        ['Man City', '2015-08-29', null],
        ['Wolfsburg', '2014-01-13', '2015-08-28'],
      ]);
      expect(
        await db()
          .selectFrom('injuries')
          .selectAll()
          .where('player_id', '=', 40010)
          .executeTakeFirstOrThrow(),
      ).toMatchObject({
        league_id: 94,
        team_id: 708,
        end: null,
        missing: 1,
        comment: 'Knee Injury',
      });
      // Named only by the top list: stored so the list can show the name.
      expect(
        await db()
          .selectFrom('players')
          .select(['name', 'team_id'])
          .where('id', '=', 50001)
          .executeTakeFirst(),
      ).toEqual({ name: 'Dominic Calvert-Lewin', team_id: 23534 });
    });

    it('stores the day’s results and the head-to-head history as finished matches', async () => {
      const rows = await db()
        .selectFrom('matches')
        .select(['id', 'ss', 'time_status', 'ended_at'])
        .where('id', 'in', [2654300, 2600001, 2600002, 2600003, 2600004])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [Number(r.id), r.ss, r.time_status, r.ended_at !== null])).toEqual([
        [2600001, '0-2', 3, true],
        [2600002, '4-0', 3, true],
        [2600003, '1-2', 3, true],
        [2654300, '2-2', 3, true],
      ]);
    });
  });

  describe('kick-off', () => {
    beforeAll(async () => {
      api.on('v3/events/inplay', { file: 'inplay-soccer-kickoff.json' });
      api.on('v1/event/view', { file: 'view-kickoff.json' });
      t = KICKOFF + 60_000;
      await step(0);
    });

    it('puts the match in play with a score event and stores the full view', async () => {
      const score = ofMatch('score').at(-1)!;
      expect(score.update).toMatchObject({ time_status: 1, ss: '0-0', bet365_id: '93624166' });
      expect(ofMatch('details').length).toBeGreaterThan(0);
      expect(ingest.state.inPlay().map((m) => m.fixture.id)).toEqual([MATCH]);
      const row = await matchRow();
      expect(row).toMatchObject({ time_status: 1, ss: '0-0', round: 5 });
      expect(JSON.parse(row.stats)).toMatchObject({
        corners: [0, 0],
        possession_rt: [55, 45],
        xg: [0.04, 0],
      });
      expect(JSON.parse(row.extra)).toMatchObject({
        stadium: 'Etihad Stadium',
        referee: { name: 'Chris Kavanagh' },
      });
    });
  });

  describe('a goal and price moves', () => {
    beforeAll(async () => {
      api.on('v3/events/inplay', { file: 'inplay-soccer-goal.json' });
      api.on('v1/event/view', { file: 'view-goal.json' });
      api.on('v2/event/odds', { file: 'odds-live.json' });
      api.on('v2/event/odds/summary', { file: 'summary-live.json' });
      await step(121_000);
    });

    it('announces the goal as a score change naming the teams', () => {
      const change = ofMatch('score')
        .map((e) => e.change)
        .find((c) => c?.new_home_score === 1);
      expect(change).toMatchObject({
        league: 'England Premier League',
        home: 'Man City',
        away: 'Arsenal',
        new_away_score: 0,
        homeScoreChange: true,
        awayScoreChange: false,
      });
    });

    it('passes price moves and the suspension on in feed order', async () => {
      const bet365 = ofMatch('odds').filter(
        (e) => e.update.book_id === 1 && e.update.odd_type === 1,
      );
      const homes = bet365.map((e) => e.update.home.n);
      expect(homes.slice(-3)).toEqual([1.75, '-', 1.4]);
      expect(bet365.at(-1)!.change).toMatchObject({
        home_odds: '-',
        new_home_odds: 1.4,
        homeOddsChange: true,
      });
      const current = await db()
        .selectFrom('odds_current')
        .selectAll()
        .where('match_id', '=', MATCH)
        .where('odd_type', '=', 1)
        .execute();
      expect(current.find((o) => o.book_id === 1)).toMatchObject({
        o_home: 1.8,
        n_home: 1.4,
        suspended: 0,
      });
      // 10Bet's live price, reversed: their 8.0 is Arsenal's.
      expect(current.find((o) => o.book_id === 10)).toMatchObject({
        o_home: 1.76,
        n_home: 1.38,
        n_away: 8,
      });
      const history = await db()
        .selectFrom('odds_history')
        .selectAll()
        .where('match_id', '=', MATCH)
        .where('book_id', '=', 1)
        .where('odd_type', '=', 1)
        .orderBy('at')
        .execute();
      expect(history.at(-1)).toMatchObject({ home: 1.4, ss: '1-0', time_str: '24' });
      // A suspended price is a state, not a price: history keeps none.
      expect(history.every((h) => h.home !== null)).toBe(true);
    });

    it('stores the new timeline entries and stats', async () => {
      const timeline = await db()
        .selectFrom('match_events')
        .select('text')
        .where('match_id', '=', MATCH)
        .orderBy('seq')
        .execute();
      expect(timeline.map((e) => e.text)).toContain("23' - 1st Goal - (Man City) -");
      expect(timeline).toHaveLength(4);
      expect(JSON.parse((await matchRow()).stats)).toMatchObject({
        goals: [1, 0],
        corners: [1, 0],
      });
    });
  });

  describe('bad answers', () => {
    it('survives a garbage page and an answer of the wrong shape without losing the score', async () => {
      api.on('v3/events/inplay', { text: '<html><body>502 Bad Gateway</body></html>' });
      api.on('v1/event/view', { json: { success: 1, results: { unexpected: true } } });
      const before = events.length;
      await step(31_000);
      await step(2_000);
      const asked = api.requests.filter((r) => r.at >= t - 2_000).map((r) => r.path);
      expect(asked).toContain('v1/event/view');
      expect(events.slice(before).filter((e) => e.type === 'ended')).toEqual([]);
      expect(ingest.state.get(MATCH)?.snapshot?.ss).toBe('1-0');
      expect(await matchRow()).toMatchObject({ time_status: 1, ss: '1-0' });
      expect(provider.status()).not.toBe('stale');
    });

    it('skips a malformed row of a list and keeps the good ones', async () => {
      const goal = (await import('../fixtures/betsapi/inplay-soccer-goal.json')).default;
      api.on('v3/events/inplay', {
        json: { ...goal, results: [...goal.results, { id: 'not-an-id', league: null }] },
      });
      api.on('v1/event/view', { file: 'view-goal.json' });
      await step(31_000);
      expect(ingest.state.inPlay().map((m) => m.fixture.id)).toEqual([MATCH]);
      expect(await matchRow()).toMatchObject({ time_status: 1, ss: '1-0' });
    });

    it('asks after a match missing from a list only when no unreadable row may be it', async () => {
      const viewedNow = () =>
        api.requests.filter(
          (r) =>
            r.path === 'v1/event/view' &&
            r.at === t &&
            (r.query.get('event_id') ?? '').split(',').includes(String(MATCH)),
        ).length;
      api.on('v1/event/view', { file: 'view-goal.json' });
      await step(31_000);
      // A bad row without an id could be the match: it is not asked after.
      api.on('v3/events/inplay', { json: { success: 1, results: [{ league: null }] } });
      await step(20_000);
      expect(viewedNow()).toBe(0);
      await step(20_000);
      // A bad row that names another event: the match is missing, so it is asked after at once
      // (its own view is due only ten seconds later).
      api.on('v3/events/inplay', { json: { success: 1, results: [{ id: '999', league: null }] } });
      await step(20_000);
      expect(viewedNow()).toBe(1);
      api.on('v3/events/inplay', { file: 'inplay-soccer-goal.json' });
      await step(31_000);
      expect(ingest.state.inPlay().map((m) => m.fixture.id)).toEqual([MATCH]);
    });

    it('marks the feed stale during an outage of time-outs and recovers after it', async () => {
      api.outage({ file: 'inplay-soccer-goal.json', delayMs: 2_000 });
      for (let i = 0; i < 3; i++) await step(70_000);
      expect(provider.status()).toBe('stale');
      expect(ingest.state.get(MATCH)?.snapshot?.ss).toBe('1-0');
      expect(await matchRow()).toMatchObject({ time_status: 1, ss: '1-0' });
      api.outage(undefined);
      await step(70_000);
      expect(provider.status()).toBe('running');
    });
  });

  describe('the final whistle', () => {
    beforeAll(async () => {
      api.on('v3/events/inplay', { file: 'inplay-empty.json' });
      api.on('v1/event/view', { file: 'view-ended.json' });
      await step(31_000);
    });

    it('ends the match only once BetsAPI gives its final status, with the final score', async () => {
      const ended = ofMatch('ended');
      expect(ended.map((e) => e.status)).toEqual([3]);
      expect(ofMatch('score').at(-1)!.change).toMatchObject({
        new_home_score: 2,
        new_away_score: 1,
      });
      expect(ingest.state.inPlay()).toEqual([]);
      const row = await matchRow();
      expect(row).toMatchObject({ time_status: 3, ss: '2-1' });
      expect(row.ended_at).not.toBeNull();
      expect(JSON.parse(row.scores)).toEqual({
        '1': { home: '1', away: '0' },
        '2': { home: '2', away: '1' },
      });
    });

    it('asks about a fixture still not started hours after its kick-off, and ends it as postponed', async () => {
      const later = 2654401;
      const view = (await import('../fixtures/betsapi/upcoming-soccer.json')).default.results[1]!;
      api.on('v1/event/view', (q) =>
        q.get('event_id')?.split(',').includes(String(later))
          ? { json: { success: 1, results: [{ ...view, time_status: '4' }] } }
          : { file: 'view-ended.json' },
      );
      t = Date.UTC(2020, 9, 17, 23, 45);
      await step(0);
      const ended = events.filter(
        (e): e is Of<'ended'> => e.type === 'ended' && e.matchId === later,
      );
      expect(ended.map((e) => e.status)).toEqual([4]);
      const row = await db()
        .selectFrom('matches')
        .select(['time_status', 'ended_at'])
        .where('id', '=', later)
        .executeTakeFirstOrThrow();
      expect(row.time_status).toBe(4);
      expect(row.ended_at).not.toBeNull();
    });

    it('stops polling the finished match', async () => {
      const from = t;
      await step(5 * 60_000);
      const about = api.requests.filter(
        (r) => r.at > from && r.query.get('event_id')?.includes(String(MATCH)),
      );
      expect(about).toEqual([]);
    });
  });
});
