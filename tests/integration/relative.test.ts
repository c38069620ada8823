/**
 * Spec §7 relative calls through HTTP on the hand-checked world of `other-data-fixture.ts`:
 * head-to-head lists only hold games between the two teams, each team's latest results only its
 * own games, year and sport filters, paging with count.total, tallies worked out by hand, the
 * team list screen's lists (ids, date, search, per-sport groups, sports with counts), related
 * info blocks, and 400 naming the field.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate, seoulYear } from '../../src/lib/domain/seoul-time';
import { bootServer, type BootedServer } from './helpers/boot';
import { DATABASE_KINDS } from './helpers/databases';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import { MATCH, TEAM, writeFixture, type FixtureTimes } from './other-data-fixture';

interface ErrorBody {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const ids = (body: Json) => body.data.map((r: Json) => r.id);

// Every call reads the same rows the same way on SQLite (default) and PostgreSQL.
describe.each(DATABASE_KINDS)('on %s', (kind) => {
  let server: BootedServer;
  let schema: TestSchema | undefined;
  let fixture: FixtureTimes;

  async function call<T = Json>(path: string) {
    const res = await fetch(server.url + path);
    return { status: res.status, body: (await res.json()) as T };
  }

  beforeAll(async () => {
    schema = kind === 'postgres' ? await createTestSchema('otherdata') : undefined;
    server = await bootServer(schema ? { DATABASE_URL: schema.url } : {});
    fixture = await writeFixture(server.app.services.database.db);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await schema?.drop();
  });

  describe('GET /api/inplay/relative/list/{type}', () => {
    it('lists only games between the two teams, oldest first (rows 10, sort_by play_time asc)', async () => {
      const { status, body } = await call(
        `/api/inplay/relative/list/relative?homeId=${TEAM.A}&awayId=${TEAM.B}`,
      );
      expect(status).toBe(200);
      expect(ids(body)).toEqual([MATCH.abOld, MATCH.ab, MATCH.ba]);
      expect(body.count).toEqual({ total: 3, page: 1, rows: 10 });
      for (const g of body.data) {
        expect([g.home_id, g.away_id].sort()).toEqual([TEAM.A, TEAM.B].sort());
        for (const key of [
          'sports_id',
          'sports_name',
          'sports_kor',
          'sports_image',
          'info_id',
          'relative_id',
          'home_image',
          'away_image',
          'home_team_id',
          'away_team_id',
          'score_home',
          'score_away',
          'win',
          'overunder',
          'halfOverUnder',
          'scores',
          'league',
        ])
          expect(g).toHaveProperty(key);
      }
      const ab = body.data[1];
      expect(ab).toEqual(
        expect.objectContaining({
          sports_id: 1,
          sports_name: 'Soccer',
          sports_kor: '축구',
          score_home: 2,
          score_away: 1,
          win: 'H',
          overunder: 'O',
          halfOverUnder: 'O',
          league: 'Test League',
        }),
      );
      expect(body.data[0]).toEqual(
        expect.objectContaining({ win: 'A', overunder: 'U', halfOverUnder: 'U' }),
      );
    });

    it('takes both teams from upcomingId and leaves that game out', async () => {
      const { body } = await call(
        `/api/inplay/relative/list/relative?upcomingId=${MATCH.upcoming}`,
      );
      expect(ids(body)).toEqual([MATCH.caOld]);
      expect(body.data[0].relative_id).toBe(MATCH.upcoming);
      const home = await call(
        `/api/inplay/relative/list/home?upcomingId=${MATCH.upcoming}&sort=desc`,
      );
      // Team A's results, newest first; never the upcoming game itself.
      expect(ids(home.body)).toEqual([MATCH.da, MATCH.ba, MATCH.ab, MATCH.caOld, MATCH.abOld]);
      for (const g of home.body.data) expect([g.home_id, g.away_id]).toContain(TEAM.A);
      const away = await call(`/api/inplay/relative/list/away?upcomingId=${MATCH.upcoming}`);
      expect(ids(away.body)).toEqual([MATCH.caOld, MATCH.cd, MATCH.bc]);
      for (const g of away.body.data) expect([g.home_id, g.away_id]).toContain(TEAM.C);
    });

    it('filters by Seoul year and sport, and pages with count.total', async () => {
      const y2023 = await call(`/api/inplay/relative/list/home?homeId=${TEAM.A}&year=2023`);
      expect(ids(y2023.body)).toEqual([MATCH.abOld]);
      const thisYear = seoulYear(Date.now());
      const current = await call(
        `/api/inplay/relative/list/home?homeId=${TEAM.A}&year=${thisYear}`,
      );
      expect(current.body.data.every((g: Json) => g.play_time.startsWith(String(thisYear)))).toBe(
        true,
      );
      const soccer = await call(
        `/api/inplay/relative/list/home?homeId=${TEAM.A}&filter_by=sport_id&q=1&rows=2&page=2`,
      );
      expect(soccer.body.count).toEqual({ total: 5, page: 2, rows: 2 });
      expect(ids(soccer.body)).toEqual([MATCH.ab, MATCH.ba]);
      const baseball = await call(
        `/api/inplay/relative/list/home?homeId=${TEAM.A}&sports=baseball`,
      );
      expect(baseball.body.count.total).toBe(0);
      const byId = await call(
        `/api/inplay/relative/list/home?homeId=${TEAM.X}&sports=16&sort_by=id&sort=desc`,
      );
      expect(ids(byId.body)).toEqual([MATCH.zx, MATCH.xz, MATCH.xy]);
    });

    it('refuses bad parameters with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['/api/inplay/relative/list/rivals?homeId=1&awayId=2', 'type'],
        [`/api/inplay/relative/list/relative?homeId=${TEAM.A}`, 'awayId'],
        ['/api/inplay/relative/list/home', 'homeId'],
        ['/api/inplay/relative/count/away?homeId=1', 'awayId'],
        [`/api/inplay/relative/list/home?homeId=${TEAM.A}&year=20x4`, 'year'],
        [`/api/inplay/relative/list/home?homeId=${TEAM.A}&filter_by=sport_id&q=cricket`, 'q'],
        [`/api/inplay/relative/list/home?homeId=${TEAM.A}&sports=curling`, 'sports'],
        [`/api/inplay/relative/list/home?homeId=abc`, 'homeId'],
        [`/api/inplay/relative/list/home?homeId=${TEAM.A}&sort=sideways`, 'sort'],
        [`/api/inplay/relative/list/home?homeId=${TEAM.A}&rows=-1`, 'rows'],
      ];
      for (const [path, field] of cases) {
        const { status, body } = await call<ErrorBody>(path);
        expect(status, path).toBe(400);
        expect(
          body.error.details?.map((d) => d.field),
          path,
        ).toContain(field);
      }
      const unknown = await call<ErrorBody>(
        '/api/inplay/relative/list/relative?upcomingId=987654321',
      );
      expect(unknown.status).toBe(404);
    });
  });

  describe('GET /api/inplay/relative/count/{type}', () => {
    it('tallies results, over/under and the team’s record', async () => {
      const { body } = await call(
        `/api/inplay/relative/count/relative?homeId=${TEAM.A}&awayId=${TEAM.B}`,
      );
      // abOld 0-1 (A), ab 2-1 (H), ba 1-1 (D); over 2.5 only in ab; half-time goals in ab and ba.
      expect(body.data).toEqual({
        total: 3,
        tallied: 3,
        win: { H: 1, D: 1, A: 1 },
        overunder: { O: 1, U: 2 },
        halfOverUnder: { O: 2, U: 1 },
        team: { id: TEAM.A, win: 1, draw: 1, loss: 1 },
        // Soccer's units and lines (spec §4 "Finished-game outcome").
        sportId: 1,
        unit: 'goals',
        line: 2.5,
        halfLine: 0.5,
        draws: true,
      });
      const away = await call(`/api/inplay/relative/count/away?upcomingId=${MATCH.upcoming}`);
      // Team C: caOld 1-2 L, cd 0-0 D, bc 2-3 L.
      expect(away.body.data.team).toEqual({ id: TEAM.C, win: 0, draw: 1, loss: 2 });
      expect(away.body.data.total).toBe(3);
      const list = await call(`/api/inplay/relative/list/away?upcomingId=${MATCH.upcoming}`);
      expect(away.body.data.total).toBe(list.body.count.total);
    });
  });

  describe('relative info lists (team list screen)', () => {
    it('lists chosen games by ids in any status', async () => {
      const { body } = await call(
        `/api/relative/list?ids=${MATCH.ab},${MATCH.upcoming},${MATCH.xy}`,
      );
      expect(new Set(ids(body))).toEqual(new Set([MATCH.ab, MATCH.upcoming, MATCH.xy]));
      const upcoming = body.data.find((g: Json) => g.id === MATCH.upcoming);
      expect(upcoming).toEqual(
        expect.objectContaining({ win: null, score_home: null, status_id: 0 }),
      );
    });

    it('lists results of a Seoul day, by date or filter_by=time, and by team or league name', async () => {
      const day = seoulDate(fixture.time.ab * 1000);
      const byDate = await call(`/api/relative/list?date=${day}`);
      expect(new Set(ids(byDate.body))).toEqual(new Set([MATCH.ab, MATCH.cd]));
      const byTime = await call(`/api/relative/list?filter_by=time&q=${day}`);
      expect(ids(byTime.body)).toEqual(ids(byDate.body));
      const team = await call(
        `/api/relative/list?q=${encodeURIComponent('  bravo   CITY ')}&rows=50`,
      );
      expect(team.body.count.total).toBe(4);
      for (const g of team.body.data) expect([g.home, g.away]).toContain('Bravo City');
      const league = await call(`/api/relative/list?filterBy=league_name&q=baseball`);
      expect(league.body.count.total).toBe(5);
      expect(league.body.data.every((g: Json) => g.sports_id === 16)).toBe(true);
      const range = await call(
        `/api/relative/list?date_from=${day}&date_to=${seoulDate(fixture.time.ba * 1000)}&date_by=play_time&sports=soccer`,
      );
      expect(new Set(ids(range.body))).toEqual(new Set([MATCH.ab, MATCH.cd, MATCH.ba]));
      const since = await call('/api/relative/list?date_from=2024-01-01&date_to=2024-12-31');
      expect(ids(since.body)).toEqual([MATCH.caOld]);
      const both = await call(`/api/relative/list?homeId=${TEAM.Y}&awayId=${TEAM.Z}`);
      expect(ids(both.body)).toEqual([MATCH.yz, MATCH.yzTie]);
    });

    it('lists the sports of a list with counts, and groups games per sport', async () => {
      const sports = await call('/api/relative/list/sports?game_id=all');
      expect(sports.body.data).toEqual([
        expect.objectContaining({ id: 1, name: 'Soccer', kor: '축구', count: 7 }),
        expect.objectContaining({ id: 16, name: 'Baseball', kor: '야구', count: 5 }),
      ]);
      const groups = await call('/api/relative/list/new?rows=2');
      expect(groups.body.count.total).toBe(2);
      const soccer = groups.body.data[0];
      expect(soccer).toEqual(expect.objectContaining({ sports_id: 1, sports_name: 'Soccer' }));
      expect(soccer.count.total).toBe(7);
      expect(soccer.data).toHaveLength(2);
      expect(soccer.data.every((g: Json) => g.sports_id === 1)).toBe(true);
      const onlyBaseball = await call('/api/relative/list/new?game_id=16');
      expect(onlyBaseball.body.data.map((g: Json) => g.sports_id)).toEqual([16]);
      const count = await call('/api/relative/list/count?game_id=16');
      expect(count.body.data).toEqual(
        expect.objectContaining({ total: 5, sports: [{ id: 16, count: 5 }] }),
      );
      // Baseball runs against 8.5 (5-3, 2-1, 4-0, 3-3 under; 6-5 over), no half-time over/under.
      expect(count.body.data).toEqual(
        expect.objectContaining({ unit: 'runs', line: 8.5, halfLine: null, draws: true }),
      );
      expect(count.body.data.overunder).toEqual({ O: 1, U: 4 });
      expect(count.body.data.halfOverUnder).toEqual({ O: 0, U: 0 });
      expect(count.body.data.win).toEqual({ H: 4, D: 1, A: 0 });
    });

    it('refuses malformed list parameters with 400 naming the field', async () => {
      for (const [path, field] of [
        ['/api/relative/list?ids=1,x', 'ids'],
        ['/api/relative/list?date=yesterday', 'date'],
        ['/api/relative/list?date=2025-02-30', 'date'],
        ['/api/relative/list?date_from=soon', 'date_from'],
        ['/api/relative/list?date_to=2025-13-01', 'date_to'],
        ['/api/relative/list?game_id=chess', 'game_id'],
        ['/api/relative/list?status=finished', 'status'],
        ['/api/relative/list/new?filter_by=shoe&q=1', 'filter_by'],
        ['/api/relative/list/sports?year=1', 'year'],
        [`/api/relative/list?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'ids'],
      ] as const) {
        const { status, body } = await call<ErrorBody>(path);
        expect(status, path).toBe(400);
        expect(
          body.error.details?.map((d) => d.field),
          path,
        ).toContain(field);
      }
    });
  });

  describe('GET /api/relative/{id}', () => {
    it('answers one related-info block per game, in the order asked', async () => {
      const { status, body } = await call(`/api/relative/${MATCH.cd},${MATCH.ab}`);
      expect(status).toBe(200);
      expect(ids(body)).toEqual([MATCH.cd, MATCH.ab]);
      const ab = body.data[1];
      expect(ab).toEqual(
        expect.objectContaining({ win: 'H', score_home: 2, home: 'Alpha United' }),
      );
      expect(ab.stats).toEqual({ goals: [2, 1] });
      expect(ab.events).toHaveLength(9);
      expect(ab.event_counts.goal).toEqual({ home: 2, away: 1, total: 3 });
    });

    it('answers 404 naming unknown ids and 400 for malformed ones', async () => {
      const missing = await call<ErrorBody>(`/api/relative/${MATCH.ab},987654321`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toContain('987654321');
      const bad = await call<ErrorBody>('/api/relative/1;2');
      expect(bad.status).toBe(400);
      expect(bad.body.error.details?.map((d) => d.field)).toEqual(['id']);
    });
  });
});
