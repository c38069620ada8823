/**
 * Spec §7 "Other data" through HTTP on a real server and SQLite file holding the hand-checked
 * world of `other-data-fixture.ts`: odds details with payout and footer rows computed here from
 * the stored prices, odds types, events with derived fields, one upcoming match with its tables
 * and odds series, league tables (points, point deduction, home/away, baseball pct, games back
 * and elimination number), top lists, players, teams, books and their history, validation (400
 * naming the field), 404 for unknown ids, and the administrator's `POST /inplay/update/upcoming`.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { bootServer, type BootedServer } from './helpers/boot';
import { DATABASE_KINDS } from './helpers/databases';
import { createTestSchema, type TestSchema } from './helpers/postgres';
import {
  BASEBALL_LEAGUE,
  BOOK,
  MATCH,
  OLD_SEASON,
  PLAYER,
  SEASON,
  SOCCER_LEAGUE,
  TEAM,
  writeFixture,
} from './other-data-fixture';

interface ErrorBody {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

/** Equal at the 2-decimal display precision (the server rounds half away from zero). */
function close2(actual: unknown, expected: number) {
  expect(typeof actual).toBe('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
}

// Every call reads the same rows the same way on SQLite (default) and PostgreSQL.
describe.each(DATABASE_KINDS)('on %s', (kind) => {
  let server: BootedServer;
  let schema: TestSchema | undefined;

  async function call<T = Json>(path: string, init?: RequestInit) {
    const res = await fetch(server.url + path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }

  beforeAll(async () => {
    schema = kind === 'postgres' ? await createTestSchema('otherdata') : undefined;
    server = await bootServer(schema ? { DATABASE_URL: schema.url } : {});
    await writeFixture(server.app.services.database.db);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await schema?.drop();
  });

  describe('GET /api/upcoming-odds/details/{upId}', () => {
    it("lists each book's opening and current prices per market as spec §3 odds detail rows", async () => {
      const { status, body } = await call(`/api/upcoming-odds/details/${MATCH.upcoming}`);
      expect(status).toBe(200);
      expect(body.count.total).toBe(6);
      expect(body.data).toHaveLength(6);
      const db = server.app.services.database.db;
      const stored = await db
        .selectFrom('odds_current')
        .selectAll()
        .where('match_id', '=', MATCH.upcoming)
        .execute();
      for (const s of stored) {
        const row = body.data.find(
          (r: Json) => r.book_id === s.book_id && r.odd_type_id === s.odd_type,
        );
        expect(row, `${s.book_id}/${s.odd_type}`).toBeDefined();
        for (const k of ['id', 'book_name', 'book_kor', 'type_name', 'type_kor', 'payout'])
          expect(row).toHaveProperty(k);
        const pair = (o: number | null, n: number | null) =>
          o === null && n === null ? '-' : { o: o ?? '-', n: n ?? '-' };
        expect(row.home).toEqual(pair(s.o_home, s.n_home));
        expect(row.away).toEqual(pair(s.o_away, s.n_away));
        if (s.odd_type === 1) {
          expect(row.draw).toEqual(pair(s.o_draw, s.n_draw));
          expect(row.middle).toBe('-');
        } else {
          expect(row.middle).toEqual(pair(s.o_middle, s.n_middle));
          expect(row.draw).toBe('-');
        }
        // Payout: 100 / Σ 1/price, draw only for the winner market (spec §5).
        const payout = (h: number | null, d: number | null, a: number | null) => {
          if (h === null || a === null) return null;
          const legs = s.odd_type === 1 && d !== null ? [h, d, a] : [h, a];
          return 100 / legs.reduce((sum, p) => sum + 1 / p, 0);
        };
        const po = payout(s.o_home, s.o_draw, s.o_away);
        const pn = payout(s.n_home, s.n_draw, s.n_away);
        if (po === null) expect(row.payout.o).toBeNull();
        else close2(row.payout.o, po);
        if (pn === null) expect(row.payout.n).toBeNull();
        else close2(row.payout.n, pn);
      }
      const names = body.data.map((r: Json) => `${r.book_name}:${r.type_name}`);
      expect(names).toContain('Pinnacle:1X2');
      expect(names).toContain('Bet365:Asian Handicap');
      expect(names).toContain('Bet365:O/U');
    });

    it('computes highest, lowest and average (2 decimals) per leg for early and live prices', async () => {
      const { body } = await call(`/api/upcoming-odds/details/${MATCH.upcoming}`);
      const summary = body.summary as Json[];
      expect(summary.map((s) => s.odd_type_id)).toEqual([1, 2, 3]);
      for (const s of summary) {
        const rows = body.data.filter((r: Json) => r.odd_type_id === s.odd_type_id);
        expect(s.books).toBe(rows.length);
        for (const when of ['o', 'n'] as const) {
          for (const leg of ['home', 'draw', 'away'] as const) {
            const values = rows
              .map((r: Json) => (r[leg] === '-' ? '-' : r[leg][when]))
              .filter((v: unknown): v is number => typeof v === 'number');
            if (values.length === 0) {
              expect(s.highest[when][leg]).toBe('-');
              expect(s.lowest[when][leg]).toBe('-');
              expect(s.average[when][leg]).toBe(0);
              continue;
            }
            expect(s.highest[when][leg]).toBe(Math.max(...values));
            expect(s.lowest[when][leg]).toBe(Math.min(...values));
            close2(
              s.average[when][leg],
              values.reduce((a: number, b: number) => a + b, 0) / values.length,
            );
          }
          const payouts = rows
            .map((r: Json) => r.payout[when])
            .filter((v: unknown): v is number => typeof v === 'number');
          expect(s.highest[when].payout).toBe(Math.max(...payouts));
          close2(
            s.average[when].payout,
            payouts.reduce((a: number, b: number) => a + b, 0) / payouts.length,
          );
        }
      }
      // Hand-checked: early home prices 2.1, 2.15, 2.0; live 1.95 and 2.02 (one book has none).
      expect(summary[0]!.highest.o.home).toBe(2.15);
      expect(summary[0]!.lowest.o.home).toBe(2);
      close2(summary[0]!.average.o.home, 6.25 / 3);
      close2(summary[0]!.average.n.home, 1.985);
    });

    it('filters by odds type and book', async () => {
      const winner = await call(`/api/upcoming-odds/details/${MATCH.upcoming}?type=1`);
      expect(winner.body.data.every((r: Json) => r.odd_type_id === 1)).toBe(true);
      expect(winner.body.summary).toHaveLength(1);
      const one = await call(`/api/upcoming-odds/details/${MATCH.upcoming}?book_id=${BOOK.sharp}`);
      expect(one.body.data.map((r: Json) => r.odd_type_id)).toEqual([1, 3]);
      const all = await call(`/api/upcoming-odds/details/${MATCH.upcoming}?type=all&book_id=`);
      expect(all.body.count.total).toBe(6);
    });
  });

  describe('odds types, history and books', () => {
    it('lists the odds types of a match with the number of books quoting each', async () => {
      const { body } = await call(`/api/upcoming-odds/type/${MATCH.upcoming}`);
      expect(body.data).toEqual([
        expect.objectContaining({ id: 1, type_id: 1, name: '1X2', kor: '승무패', books: 3 }),
        expect.objectContaining({ id: 2, type_id: 2, name: 'Asian Handicap', books: 1 }),
        expect.objectContaining({ id: 3, type_id: 3, name: 'O/U', books: 2 }),
      ]);
      const baseball = await call(`/api/upcoming-odds/type/${MATCH.xy}`);
      expect(baseball.body.data).toEqual([]);
    });

    it('serves the odds history as T1/T2/T3 series (ts, s, prices, ta) with time and odds search', async () => {
      const { body } = await call(`/api/relative/odds/${MATCH.upcoming}`);
      expect(body.data.book_id).toBe(BOOK.main);
      expect(body.data.T1.map((r: Json) => r.h)).toEqual([2.1, 2.0, 1.95]);
      expect(body.data.T1[0]).toEqual(
        expect.objectContaining({ d: 3.4, a: 3.3, ts: null, s: null }),
      );
      expect(body.data.T2[0]).toEqual(expect.objectContaining({ h: 1.9, hd: -0.5, a: 1.9 }));
      expect(body.data.T3[1]).toEqual(expect.objectContaining({ o: 1.9, hd: 2.5, u: 1.9 }));
      const tas = body.data.T1.map((r: Json) => r.ta);
      expect([...tas].sort((a, b) => a - b)).toEqual(tas);
      const sharp = await call(`/api/relative/odds/${MATCH.upcoming}?book_id=${BOOK.sharp}`);
      expect(sharp.body.data.T1.map((r: Json) => r.h)).toEqual([2.15, 2.02]);
      expect(sharp.body.data.T2).toEqual([]);

      const live = await call(`/api/relative/odds/${MATCH.ab}?filter_by=time&q=56`);
      expect(live.body.data.T1).toEqual([expect.objectContaining({ ts: '56', s: '1-1', h: 2.6 })]);
      const byOdds = await call(`/api/relative/odds/${MATCH.ab}?filter_by=odds&q=6.5`);
      expect(byOdds.body.data.T1.map((r: Json) => r.ts)).toEqual(['13']);
      // Without filter_by, a decimal searches odds.
      const guessed = await call(`/api/relative/odds/${MATCH.ab}?q=3.2`);
      expect(guessed.body.data.T1.map((r: Json) => r.ts)).toEqual(['56']);
    });

    it('lists bookmakers, optionally only those quoting a match', async () => {
      const all = await call('/api/book/list');
      expect(all.status).toBe(200);
      expect(all.res.headers.get('etag')).toBeTruthy();
      expect(all.body.data).toEqual([
        { id: 1, name: 'Bet365', kor: '벳365', jp: 'ベット365', payout: 94.5 },
        { id: 2, name: 'Pinnacle', kor: '피나클', jp: 'ピナクル', payout: 97.5 },
        { id: 3, name: 'Smallbet', kor: '스몰벳', jp: 'スモールベット', payout: 92 },
      ]);
      expect(all.body.count.total).toBe(3);
      const quoting = await call(`/api/book/list?upcomingId=${MATCH.ab}`);
      expect(quoting.body.data).toEqual([]);
      const upcoming = await call(`/api/book/list?upcomingId=${MATCH.upcoming}`);
      expect(upcoming.body.data.map((b: Json) => b.id)).toEqual([1, 2, 3]);
    });

    it("serves a match's book history newest first, per book and market, paged", async () => {
      const all = await call(`/api/book/type/${MATCH.upcoming}`);
      expect(all.body.count.total).toBe(10);
      const times = all.body.data.map((e: Json) => e.created_at);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const entry = all.body.data.find((e: Json) => e.odd_type_id === 3)!;
      expect(entry).toEqual(
        expect.objectContaining({
          book_type_name: 'Bet365',
          book_type_kor: '벳365',
          odd_type_id: 3,
          draw: '-',
          middle: 2.5,
        }),
      );
      const main1 = await call(`/api/book/type/${MATCH.upcoming}?book_id=1&odd_type=1`);
      expect(main1.body.data.map((e: Json) => e.home)).toEqual([1.95, 2.0, 2.1]);
      expect(main1.body.data.every((e: Json) => e.draw !== '-' && e.middle === '-')).toBe(true);
      const page2 = await call(`/api/book/type/${MATCH.upcoming}?rows=4&page=3`);
      expect(page2.body.data).toHaveLength(2);
      expect(page2.body.count).toEqual({ total: 10, page: 3, rows: 4 });
    });
  });

  describe('events', () => {
    it('parses the timeline: side, minute, player, flags', async () => {
      const { body } = await call(`/api/upcoming-events/details/${MATCH.ab}`);
      expect(body.count.total).toBe(9);
      const goals = body.data.filter((e: Json) => e.goal);
      expect(goals.map((e: Json) => [e.win, e.mid, e.player])).toEqual([
        ['home', 12, 'Sam Striker'],
        ['away', 55, 'Kim Keeper'],
        ['home', 80, 'Wil Winger'],
      ]);
      // Goals per side agree with the final score.
      expect(
        `${goals.filter((e: Json) => e.win === 'home').length}-${goals.filter((e: Json) => e.win === 'away').length}`,
      ).toBe('2-1');
      const sub = body.data.find((e: Json) => e.substitution);
      expect(sub).toEqual(
        expect.objectContaining({
          player: 'Wil Winger',
          subPlayer: 'Lee Other',
          win: 'home',
          mid: 70,
        }),
      );
      const corner = body.data.find((e: Json) => e.text.startsWith('90+2'));
      expect(corner).toEqual(expect.objectContaining({ corner: true, mid: 90, win: 'home' }));
      expect(body.data.at(-1)).toEqual(expect.objectContaining({ goal: false, win: null }));
      const yellows = await call(`/api/upcoming-events/details/${MATCH.ab}?type=yellow`);
      expect(yellows.body.data).toEqual([expect.objectContaining({ yellow: true, win: 'away' })]);
    });

    it('counts each event kind per side', async () => {
      const { body } = await call(`/api/upcoming-events/type/${MATCH.ab}`);
      const byType = Object.fromEntries(body.data.map((r: Json) => [r.type, r]));
      expect(byType.goal).toEqual(
        expect.objectContaining({ home: 2, away: 1, total: 3, name: 'Goal' }),
      );
      expect(byType.corner).toEqual(expect.objectContaining({ home: 1, away: 1, total: 2 }));
      expect(byType.yellow).toEqual(expect.objectContaining({ home: 0, away: 1 }));
      expect(byType.red.total).toBe(0);
      const none = await call(`/api/upcoming-events/type/${MATCH.cd}`);
      expect(none.body.data.every((r: Json) => r.total === 0)).toBe(true);
    });
  });

  describe('GET /api/league-table/{id}', () => {
    const teamOrder = (table: Json) => table.rows.map((r: Json) => r.team.id);

    it('ranks by points with the deduction applied to the overall table only', async () => {
      const { status, body } = await call(`/api/league-table/${SOCCER_LEAGUE}`);
      expect(status).toBe(200);
      expect(body.data.season.id).toBe(SEASON);
      expect(body.data.league).toEqual(
        expect.objectContaining({ id: SOCCER_LEAGUE, has_leaguetable: true, sport_id: 1 }),
      );
      const overall = body.data.overall;
      expect(overall.name).toBe('overall');
      expect(overall.groupname).toBe('Test League');
      expect(teamOrder(overall)).toEqual([TEAM.A, TEAM.B, TEAM.D, TEAM.C]);
      const row = (id: number) => overall.rows.find((r: Json) => r.team.id === id);
      expect(row(TEAM.A)).toEqual(
        expect.objectContaining({
          win: 2,
          draw: 1,
          loss: 0,
          goalsfor: 6,
          goalsagainst: 2,
          points: 7,
          goalDiffTotal: 4,
          position: 1,
        }),
      );
      expect(row(TEAM.B)).toEqual(
        expect.objectContaining({
          win: 1,
          draw: 1,
          loss: 1,
          goalsfor: 5,
          goalsagainst: 5,
          points: 4,
        }),
      );
      expect(row(TEAM.C)).toEqual(
        expect.objectContaining({
          win: 0,
          draw: 1,
          loss: 1,
          points: -1,
          adjustment: -2,
          adjustments: ['-2 Financial breach'],
        }),
      );
      expect(row(TEAM.D).points).toBe(1);
      for (const r of overall.rows) {
        // Points follow from the results (3 a win, 1 a draw) plus adjustments.
        expect(r.points).toBe(3 * r.win + r.draw + r.adjustment);
        expect(r.team.name).toBeTruthy();
        expect(r.statusList.length).toBeLessThanOrEqual(5);
        for (const key of [
          'lastTenGamesWin',
          'lastTenGamesLoss',
          'streak',
          'wildCardBack',
          'pct',
          'elim',
          'promotion',
        ])
          expect(r).toHaveProperty(key);
      }
      expect(row(TEAM.A).streak).toBe('W1');
      // Most recent first; the score as the game finished, home first.
      expect(row(TEAM.A).statusList[0]).toEqual(
        expect.objectContaining({ home: TEAM.D, away: TEAM.A, score: '0-3', result: 'W' }),
      );
      expect(body.data.home.rows.map((r: Json) => [r.team.id, r.points])).toEqual([
        [TEAM.B, 4],
        [TEAM.A, 3],
        [TEAM.C, 1],
        [TEAM.D, 0],
      ]);
      expect(teamOrder(body.data.away)).toEqual([TEAM.A, TEAM.D, TEAM.C, TEAM.B]);
    });

    it("shows the provider's table while the stored results count fewer games, then its own", async () => {
      const db = server.app.services.database.db;
      const own = (await call(`/api/league-table/${SOCCER_LEAGUE}`)).body.data;
      expect(own.source).toBe('results');
      const ownGames = own.overall.rows.reduce((n: number, r: Json) => n + r.played, 0);
      // Two games more than stored: C beat D twice (the provider knows games we do not).
      const standing = (team: number, position: number, win: number, loss: number) => ({
        position,
        team_id: team,
        team_name: `Provider ${team}`,
        win,
        draw: 0,
        loss,
        goalsfor: win * 2,
        goalsagainst: loss,
        points: win * 3,
        pct: null,
        promotion: position === 1 ? 'Champions League' : null,
        groupname: null,
      });
      const ahead = [
        standing(TEAM.C, 1, ownGames / 4 + 1, ownGames / 4 - 1),
        standing(TEAM.A, 2, ownGames / 4, ownGames / 4),
        standing(TEAM.B, 3, ownGames / 4, ownGames / 4),
        standing(TEAM.D, 4, ownGames / 4 - 1, ownGames / 4 + 1 + 2),
        // A row without a team id still shows, by the provider's name.
        { ...standing(0, 5, 1, 0), team_id: null, team_name: 'Unlisted FC' },
      ];
      await db
        .insertInto('provider_tables')
        .values({
          league_id: SOCCER_LEAGUE,
          season_id: SEASON,
          kind: 'table',
          body: JSON.stringify({ season_name: 'x', overall: ahead, home: [], away: [] }),
          fetched_at: 1_764_806_400_000,
        })
        .execute();
      try {
        // Another address each time: answers are cached per address until the feed writes.
        const shown = (await call(`/api/league-table/${SOCCER_LEAGUE}?season_id=${SEASON}`)).body
          .data;
        expect(shown.source).toBe('provider');
        expect(shown.fetched_at).toBe(1_764_806_400_000);
        expect(teamOrder(shown.overall)).toEqual([TEAM.C, TEAM.A, TEAM.B, TEAM.D, -5]);
        expect(shown.overall.rows[0]).toEqual(
          expect.objectContaining({
            points: ahead[0]!.points,
            promotion: { name: 'Champions League' },
          }),
        );
        expect(shown.overall.rows[4].team.name).toBe('Unlisted FC');
        // The stored results catch up: the computed table, with its deduction, takes over.
        const behind = ahead.slice(0, 4).map((r) => ({ ...r, win: 0, loss: 0 }));
        await db
          .updateTable('provider_tables')
          .set({ body: JSON.stringify({ season_name: 'x', overall: behind, home: [], away: [] }) })
          .where('league_id', '=', SOCCER_LEAGUE)
          .execute();
        const back = (await call(`/api/league-table/${SOCCER_LEAGUE}?upcomingId=${MATCH.ab}`)).body
          .data;
        expect(back.source).toBe('results');
        expect(back.fetched_at).toBeNull();
        expect(back.overall).toEqual(own.overall);
      } finally {
        await db.deleteFrom('provider_tables').execute();
      }
    });

    it('takes the season from season_id or a match, and refuses a season of another league', async () => {
      const old = await call(`/api/league-table/${SOCCER_LEAGUE}?season_id=${OLD_SEASON}`);
      expect(old.body.data.season.id).toBe(OLD_SEASON);
      const oldRows = old.body.data.overall.rows;
      expect(oldRows.find((r: Json) => r.team.id === TEAM.A)).toEqual(
        expect.objectContaining({ win: 1, loss: 1, points: 3 }),
      );
      const byMatch = await call(`/api/league-table/${SOCCER_LEAGUE}?upcomingId=${MATCH.abOld}`);
      expect(byMatch.body.data.season.id).toBe(OLD_SEASON);
      const wrong = await call<ErrorBody>(
        `/api/league-table/${BASEBALL_LEAGUE}?season_id=${SEASON}`,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.details?.map((d) => d.field)).toEqual(['season_id']);
      const wrongMatch = await call<ErrorBody>(
        `/api/league-table/${BASEBALL_LEAGUE}?upcomingId=${MATCH.ab}`,
      );
      expect(wrongMatch.body.error.details?.map((d) => d.field)).toEqual(['upcomingId']);
    });

    it('ranks a baseball league by pct with games back and elimination number', async () => {
      const { body } = await call(`/api/league-table/${BASEBALL_LEAGUE}`);
      expect(body.data.ranking).toBe('pct');
      const rows = body.data.overall.rows.map((r: Json) => ({
        id: r.team.id,
        w: r.win,
        l: r.loss,
        d: r.draw,
        pct: r.pct,
        gb: r.gamesBack,
        elim: r.elim,
      }));
      expect(rows).toEqual([
        { id: TEAM.X, w: 2, l: 1, d: 0, pct: 0.667, gb: 0, elim: null },
        { id: TEAM.Y, w: 1, l: 1, d: 1, pct: 0.5, gb: 0.5, elim: 4 },
        { id: TEAM.Z, w: 1, l: 2, d: 1, pct: 0.333, gb: 1, elim: 3 },
      ]);
      for (const r of body.data.overall.rows) {
        // Ties do not count in the percentage (KBO).
        expect(r.pct).toBeCloseTo(r.win / (r.win + r.loss), 3);
        expect(r.wildCardBack).toBe(r.gamesBack);
      }
    });
  });

  describe('GET /api/upcoming-sports/{id}', () => {
    it("answers the upcoming match with its league's tables and the main book's odds series", async () => {
      const { status, body } = await call(`/api/upcoming-sports/${MATCH.upcoming}`);
      expect(status).toBe(200);
      const d = body.data;
      expect(d).toEqual(
        expect.objectContaining({
          id: MATCH.upcoming,
          home_id: TEAM.A,
          away_id: TEAM.C,
          league_hasTable: true,
          status_id: 0,
        }),
      );
      expect(d.league_overall.rows.map((r: Json) => r.team.id)).toEqual([
        TEAM.A,
        TEAM.B,
        TEAM.D,
        TEAM.C,
      ]);
      expect(d.league_home.name).toBe('home');
      expect(d.league_away.name).toBe('away');
      expect(d.odds.T1.map((r: Json) => r.h)).toEqual([2.1, 2.0, 1.95]);
      expect(d.odds.T3).toHaveLength(2);
    });
  });

  describe('GET /api/toplist/{id}', () => {
    it("ranks the season's scorers, assists and cards from incidents and appearances", async () => {
      const { body } = await call(`/api/toplist/${SOCCER_LEAGUE}`);
      expect(body.data.season.id).toBe(SEASON);
      const goals = body.data.topgoals;
      expect(goals.map((r: Json) => [r.player.id, r.goals])).toEqual([
        [PLAYER.striker, 3],
        // Equal goals: fewer matches first.
        [PLAYER.keeper, 1],
        [PLAYER.winger, 1],
      ]);
      expect(goals[0]).toEqual(
        expect.objectContaining({
          team: expect.objectContaining({ id: TEAM.A, name: 'Alpha United' }),
          player: {
            id: PLAYER.striker,
            name: 'Sam Striker',
            kor: 'Sam Striker KR',
            jp: 'Sam Striker JP',
          },
          penalties: 1,
          assists: 1,
          goal_points: 4,
          matches: 3,
          minutes_played: 270,
          substituted: 0,
        }),
      );
      expect(body.data.topassists.map((r: Json) => r.player.id)).toEqual([
        PLAYER.striker,
        PLAYER.winger,
      ]);
      expect(
        body.data.topcards.map((r: Json) => [r.player.id, r.red_cards, r.yellow_cards]),
      ).toEqual([
        [PLAYER.winger, 1, 0],
        [PLAYER.keeper, 0, 1],
      ]);
      expect(body.data.topassists[1].substituted).toBe(3);
      // Only injuries that have not ended.
      expect(body.data.injuries).toEqual([
        expect.objectContaining({
          player: expect.objectContaining({ id: PLAYER.keeper }),
          team: expect.objectContaining({ id: TEAM.B }),
          end: null,
          missing: true,
          doubtful: false,
          status_id: 1,
          comment: 'Knee Injury',
        }),
      ]);
      const defaults = await call(`/api/toplist/${SOCCER_LEAGUE}?rows=`);
      expect(defaults.body.data.topgoals).toHaveLength(3);
      const capped = await call(`/api/toplist/${SOCCER_LEAGUE}?rows=1`);
      expect(capped.body.data.topgoals).toHaveLength(1);
      const old = await call(`/api/toplist/${SOCCER_LEAGUE}?season_id=${OLD_SEASON}`);
      expect(old.body.data.topgoals.map((r: Json) => r.player.id)).toEqual([PLAYER.keeper]);
    });
  });

  describe('players and teams', () => {
    it('serves a player with team, country, transfers and totals', async () => {
      const { status, body } = await call(`/api/players/${PLAYER.striker}`);
      expect(status).toBe(200);
      expect(body.data).toEqual(
        expect.objectContaining({
          id: PLAYER.striker,
          name: 'Sam Striker',
          kor: 'Sam Striker KR',
          country_name: 'Korea Republic',
          country_kor: '대한민국',
          birthdate: '1999-04-02',
          position: 'F',
          foot: 'right',
          height: 181,
          weight: 75,
          team: expect.objectContaining({ id: TEAM.A, name: 'Alpha United' }),
        }),
      );
      expect(body.data.transfers).toEqual([
        expect.objectContaining({
          team_info: expect.objectContaining({ id: TEAM.B, name: 'Bravo City' }),
          start: '2019-07-01',
          end: '2022-07-01',
        }),
        expect.objectContaining({
          team_info: expect.objectContaining({ id: TEAM.A, kor: 'Alpha United KR' }),
          start: '2022-07-01',
          end: null,
        }),
      ]);
      // Career totals over every stored match, the old season's too.
      expect(body.data.stats).toEqual(
        expect.objectContaining({
          matches: 3,
          minutes_played: 270,
          goals: 3,
          assists: 1,
          red_cards: 0,
        }),
      );
      const winger = await call(`/api/players/${PLAYER.winger}`);
      expect(winger.body.data.transfers[0].team_info).toEqual(
        expect.objectContaining({ id: null, name: 'Nowhere Town' }),
      );
      expect(winger.body.data.stats).toEqual(
        expect.objectContaining({ goals: 1, assists: 1, red_cards: 1 }),
      );
    });

    it('serves a team with squad, player_info, transfers and leagues', async () => {
      const { body } = await call(`/api/team/info/${TEAM.A}`);
      const team = body.data;
      expect(team).toEqual(
        expect.objectContaining({
          id: TEAM.A,
          name: 'Alpha United',
          kor: '알파 유나이티드',
          sports_name: 'Soccer',
          sports_kor: '축구',
          country_name: 'Testland',
        }),
      );
      expect(team.playerList.map((p: Json) => [p.id, p.shirt, p.start])).toEqual([
        [PLAYER.striker, 9, '2022-07-01'],
        [PLAYER.winger, 11, '2021-07-01'],
      ]);
      expect(team.player_info[String(PLAYER.striker)]).toEqual({ S: '2022-07-01', N: 9 });
      expect(team.transfers.map((t: Json) => [t.player.id, t.start, t.current])).toEqual([
        [PLAYER.striker, '2022-07-01', true],
        [PLAYER.winger, '2021-07-01', true],
      ]);
      expect(team.leagues).toEqual([
        expect.objectContaining({ id: SOCCER_LEAGUE, has_leaguetable: true }),
      ]);
      // Bravo City lists the striker's past spell there.
      const bravo = await call(`/api/team/info/${TEAM.B}`);
      expect(bravo.body.data.transfers.map((t: Json) => [t.player.id, t.end, t.current])).toEqual([
        [PLAYER.striker, '2022-07-01', false],
        [PLAYER.keeper, null, true],
      ]);
    });
  });

  describe('bad input and unknown ids', () => {
    it('answers 404 NOT_FOUND for unknown ids', async () => {
      for (const path of [
        '/api/upcoming-odds/details/987654321',
        '/api/upcoming-odds/type/987654321',
        '/api/upcoming-events/details/987654321',
        '/api/upcoming-events/type/987654321',
        '/api/upcoming-sports/987654321',
        '/api/players/987654321',
        '/api/team/info/987654321',
        '/api/toplist/987654321',
        '/api/league-table/987654321',
        '/api/book/type/987654321',
        '/api/book/list?upcomingId=987654321',
        '/api/relative/odds/987654321',
      ]) {
        const { status, body } = await call<ErrorBody>(path);
        expect(status, path).toBe(404);
        expect(body.error.code, path).toBe('NOT_FOUND');
      }
    });

    it('answers 400 naming the field for malformed parameters', async () => {
      const cases: [string, string][] = [
        ['/api/upcoming-odds/details/abc', 'upId'],
        ['/api/upcoming-odds/details/-5', 'upId'],
        ['/api/upcoming-odds/details/1?type=7', 'type'],
        ['/api/upcoming-odds/details/1?book_id=x', 'book_id'],
        ['/api/upcoming-events/details/1?type=sneeze', 'type'],
        ['/api/players/1.5', 'id'],
        ['/api/team/info/0', 'id'],
        ['/api/toplist/1?rows=abc', 'rows'],
        ['/api/toplist/1?season_id=abc', 'season_id'],
        ['/api/league-table/x', 'id'],
        ['/api/league-table/1?upcomingId=-1', 'upcomingId'],
        ['/api/book/type/1?odd_type=9', 'odd_type'],
        ['/api/book/type/1?page=-2', 'page'],
        ['/api/book/list?upcomingId=zz', 'upcomingId'],
        ['/api/relative/odds/1?filter_by=colour&q=1', 'filter_by'],
        ['/api/upcoming-sports/99999999999999999999', 'id'],
      ];
      for (const [path, field] of cases) {
        const { status, body } = await call<ErrorBody>(path);
        expect(status, path).toBe(400);
        expect(body.error.code, path).toBe('VALIDATION');
        expect(
          body.error.details?.map((d) => d.field),
          path,
        ).toContain(field);
      }
    });

    it('caps large rows and treats falsy parameters as absent (spec §5)', async () => {
      const { body } = await call(`/api/book/type/${MATCH.upcoming}?rows=100000`);
      expect(body.count.rows).toBe(100);
      const falsy = await call(`/api/book/type/${MATCH.upcoming}?rows=0&page=&book_id=0`);
      expect(falsy.status).toBe(200);
      expect(falsy.body.count).toEqual({ total: 10, page: 1, rows: 50 });
    });
  });

  describe('POST /api/inplay/update/upcoming', () => {
    const post = (body: unknown, token?: string) =>
      call<Json>('/api/inplay/update/upcoming', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    it('needs an administrator', async () => {
      expect((await post({ id: MATCH.upcoming, url: 'https://live.example/1' })).status).toBe(401);
      const accounts = server.app.accounts;
      await accounts.users.insert({
        username: 'plainuser',
        nickname: 'plain',
        password_hash: await hashPassword('password-123'),
        status: 'c',
        role: 'user',
      });
      const { token } = await accounts.service.login('plainuser', 'password-123', null);
      expect(
        (await post({ id: MATCH.upcoming, url: 'https://live.example/1' }, token)).status,
      ).toBe(403);
    });

    it("sets a match's URL and bet365 id and answers the socket update payload", async () => {
      const accounts = server.app.accounts;
      await accounts.service.createAdmin('odadmin', 'Ops-Ledger-4561', 'ops');
      const { token } = await accounts.service.login('odadmin', 'Ops-Ledger-4561', null);
      const ok = await post(
        { id: MATCH.upcoming, url: 'https://live.example/9', bet365: '123456789' },
        token,
      );
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({
        game_id: 1,
        id: MATCH.upcoming,
        bet365_id: '123456789',
        url: 'https://live.example/9',
      });
      const found = await call(`/api/inplay/find/${MATCH.upcoming}`);
      expect(found.body.data).toEqual(
        expect.objectContaining({ url: 'https://live.example/9', bet365: '123456789' }),
      );
      const cleared = await post({ id: String(MATCH.upcoming), url: null }, token);
      expect(cleared.body.data).toEqual(
        expect.objectContaining({ url: null, bet365_id: '123456789' }),
      );

      const cases: [unknown, string, number][] = [
        [{ url: 'https://x.example' }, 'id', 400],
        [{ id: 'abc', url: 'https://x.example' }, 'id', 400],
        [{ id: MATCH.upcoming }, 'url', 400],
        [{ id: MATCH.upcoming, url: 'javascript:alert(1)' }, 'url', 400],
        [{ id: MATCH.upcoming, bet365: '12a' }, 'bet365', 400],
        // Another match already has this bet365 id.
        [{ id: MATCH.cd, bet365: '123456789' }, 'bet365', 409],
      ];
      for (const [body, field, status] of cases) {
        const res = await post(body, token);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.error.details.map((d: Json) => d.field)).toContain(field);
      }
      expect((await post({ id: 987654321, url: 'https://x.example' }, token)).status).toBe(404);
    });
  });

  describe('malformed parameters (fast-check)', () => {
    it('never answer 5xx, and every 400 names a field', async () => {
      const paths = [
        `/api/upcoming-odds/details/${MATCH.upcoming}`,
        `/api/upcoming-odds/type/${MATCH.upcoming}`,
        `/api/upcoming-events/details/${MATCH.ab}`,
        `/api/upcoming-events/type/${MATCH.ab}`,
        `/api/upcoming-sports/${MATCH.upcoming}`,
        `/api/players/${PLAYER.striker}`,
        `/api/toplist/${SOCCER_LEAGUE}`,
        `/api/team/info/${TEAM.A}`,
        '/api/book/list',
        `/api/book/type/${MATCH.upcoming}`,
        `/api/league-table/${BASEBALL_LEAGUE}`,
        `/api/relative/${MATCH.ab}`,
        `/api/relative/odds/${MATCH.ab}`,
        '/api/relative/list',
        '/api/relative/list/new',
        '/api/relative/list/count',
        '/api/relative/list/sports',
        '/api/inplay/relative/list/relative',
        '/api/inplay/relative/count/home',
      ];
      const keys = [
        'type',
        'book_id',
        'odd_type',
        'rows',
        'page',
        'sort',
        'sort_by',
        'filter_by',
        'filterBy',
        'q',
        'season_id',
        'upcomingId',
        'homeId',
        'awayId',
        'year',
        'sports',
        'sportsId',
        'game_id',
        'date',
        'ids',
        'status',
      ];
      const nasty = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.integer().map(String),
        fc.double({ noNaN: false }).map(String),
        fc.constantFrom(
          '',
          '0',
          '-1',
          '1.5',
          'NaN',
          'null',
          'undefined',
          '1e309',
          '%',
          '%25',
          '_',
          '\\',
          "'",
          'all',
          'time',
          'odds',
          'team_name',
          'sport_id',
          '2025-02-30',
          '2025-01-01',
          '12:30',
          '9'.repeat(30),
          `${MATCH.ab},${MATCH.cd}`,
          ',,',
          String(TEAM.A),
          String(MATCH.upcoming),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(fc.tuple(fc.constantFrom(...keys), nasty), { maxLength: 4 }),
          async (pathname, pairs) => {
            const query = new URLSearchParams(pairs).toString();
            const res = await fetch(`${server.url}${pathname}${query ? `?${query}` : ''}`);
            const body = (await res.json()) as Json;
            expect(res.status, `${pathname}?${query}`).toBeLessThan(500);
            if (res.status === 400) {
              expect(body.error.details.length, `${pathname}?${query}`).toBeGreaterThan(0);
              for (const d of body.error.details) expect(typeof d.field).toBe('string');
            }
          },
        ),
        { numRuns: 150, seed: 4242 },
      );
    }, 60_000);
  });

  describe('OpenAPI document', () => {
    it('documents every call of this group with a summary and tag', async () => {
      const { body } = await call('/api/openapi.json');
      const paths = [
        ['get', '/upcoming-odds/details/{upId}'],
        ['get', '/upcoming-odds/type/{upId}'],
        ['get', '/upcoming-events/details/{id}'],
        ['get', '/upcoming-events/type/{upId}'],
        ['get', '/upcoming-sports/{id}'],
        ['get', '/relative/{id}'],
        ['get', '/relative/odds/{id}'],
        ['get', '/relative/list'],
        ['get', '/relative/list/new'],
        ['get', '/relative/list/count'],
        ['get', '/relative/list/sports'],
        ['get', '/players/{id}'],
        ['get', '/toplist/{id}'],
        ['get', '/team/info/{id}'],
        ['get', '/book/list'],
        ['get', '/book/type/{id}'],
        ['get', '/league-table/{id}'],
        ['get', '/inplay/relative/list/{type}'],
        ['get', '/inplay/relative/count/{type}'],
        ['post', '/inplay/update/upcoming'],
      ] as const;
      for (const [method, path] of paths) {
        const op = body.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.summary.length).toBeGreaterThan(10);
        expect(op.tags.length).toBe(1);
      }
    });
  });
});
