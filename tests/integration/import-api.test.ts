/**
 * Imported data through the normal API (docs/real-data.md): the Premier League
 * 2023/24 table with its deductions and the KBO 2025 table with pct and games back, odds
 * details of imported matches (highest, lowest, average, payout per bookmaker) against a
 * computation straight from the CSV, and a match's price history from opening to closing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { bootServer, type BootedServer } from './helpers/boot';
import {
  adjustCommand,
  E0_FULL,
  e0MatchId,
  FIXTURES,
  FINAL_TABLE_2023_24,
  importCommand,
  KBO_RESULTS,
  KBO_TABLE,
} from './import-support';

interface Team {
  name: string;
  kor: string;
}
interface Row {
  position: number;
  team: Team;
  played: number;
  win: number;
  draw: number;
  loss: number;
  goalsfor: number;
  goalsagainst: number;
  points: number;
  pct: number;
  gamesBack: number;
}
type Side = { home: number | string; draw: number | string; away: number | string; payout: number };
interface MarketSummary {
  odd_type_id: number;
  books: number;
  highest: { o: Side; n: Side };
  lowest: { o: Side; n: Side };
  average: { o: Side; n: Side };
}
interface DetailRow {
  book_name: string;
  odd_type_id: number;
  payout: { o: number; n: number };
}

/**
 * The mean to 2 decimals, rounding half up, computed exactly: the prices have at most 2
 * decimals, so their sum in hundredths is an integer (binary floats would turn 5.335 into
 * 5.33499… and round it down).
 */
const averageOf = (values: number[]) => {
  const hundredths = values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  return (Math.round(hundredths / values.length) / 100).toFixed(2);
};

/** The file's 1X2 bookmakers by column prefix (football-data.co.uk notes). */
const BOOKS: Record<string, string> = {
  B365: 'Bet365',
  BW: 'Bwin',
  IW: 'Interwetten',
  PS: 'Pinnacle',
  WH: 'William Hill',
  VC: 'BetVictor',
};
const CSV = readFileSync(E0_FULL, 'utf8').trim().split(/\r?\n/);
/** The football-data files of the Premier League seasons before 2023/24 (2015/16 on). */
const EARLIER_E0 = ['1516', '1617', '1718', '1819', '1920', '2021', '2122', '2223'].map(
  (s) => `${FIXTURES}football-data/E0_${s}.csv`,
);
/** Every season the files hold, newest first, as the seasons call lists them. */
const EPL_SEASONS = [
  '2023/24',
  '2022/23',
  '2021/22',
  '2020/21',
  '2019/20',
  '2018/19',
  '2017/18',
  '2016/17',
  '2015/16',
];
const HEADER = CSV[0]!.split(',');
const cellOf = (line: number) => {
  const cells = CSV[line - 1]!.split(',');
  return (column: string) => cells[HEADER.indexOf(column)] ?? '';
};

/** Highest, lowest and average per outcome and payout per book, straight from the CSV. */
function fromCsv(line: number, phase: 'o' | 'n') {
  const get = cellOf(line);
  const quotes: { book: string; prices: number[] }[] = [];
  for (const [prefix, book] of Object.entries(BOOKS)) {
    const p = `${prefix}${phase === 'n' ? 'C' : ''}`;
    const cells = [`${p}H`, `${p}D`, `${p}A`].map(get);
    if (cells.every((c) => c !== '')) quotes.push({ book, prices: cells.map(Number) });
  }
  const out: Record<string, string> = {};
  (['home', 'draw', 'away'] as const).forEach((side, i) => {
    const values = quotes.map((q) => q.prices[i]!);
    out[`highest.${side}`] = Math.max(...values).toFixed(2);
    out[`lowest.${side}`] = Math.min(...values).toFixed(2);
    out[`average.${side}`] = averageOf(values);
  });
  for (const q of quotes) {
    const [h, d, a] = q.prices as [number, number, number];
    out[`payout.${q.book}`] = (100 / (1 / h + 1 / d + 1 / a)).toFixed(2);
  }
  return out;
}

describe('imported data through the API', () => {
  let server: BootedServer;
  let database: Database;
  const get = async <T>(path: string) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const seasonId = async (leagueId: number, name: string) =>
    (
      await database.db
        .selectFrom('seasons')
        .select('id')
        .where('league_id', '=', leagueId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await bootServer();
    // A second connection to the server's SQLite file, as `npm run import` opens it.
    database = await openDatabase({ dataDir: server.dataDir });
    const db = database.db;
    expect((await importCommand(db, 'football-data', E0_FULL)).code).toBe(0);
    // The seasons before it: every season of the files is reachable.
    for (const file of EARLIER_E0)
      expect((await importCommand(db, 'football-data', file)).code, file).toBe(0);
    const kbo = await importCommand(
      db,
      'results',
      KBO_RESULTS,
      '--sport',
      'baseball',
      '--league',
      'KBO',
    );
    expect(kbo.code).toBe(0);
    for (const [team, points] of [
      ['Everton', '-8'],
      ["Nott'm Forest", '-4'],
    ] as const) {
      const args = ['--league', 'Premier League', '--season', '2023/24', '--team', team];
      expect((await adjustCommand(db, ...args, '--points', points, '--reason', 'PSR')).code).toBe(
        0,
      );
    }
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('serves the real Premier League 2023/24 table, deductions included', async () => {
    const id = await seasonId(101, '2023/24');
    const { status, body } = await get<{ data: { overall: { rows: Row[] } } }>(
      `/league-table/101?season_id=${id}`,
    );
    expect(status).toBe(200);
    expect(
      body.data.overall.rows.map((r) => [
        r.team.name,
        r.played,
        r.win,
        r.draw,
        r.loss,
        r.goalsfor,
        r.goalsagainst,
        r.points,
      ]),
    ).toEqual(FINAL_TABLE_2023_24);
  });

  it('lists a season’s results whole when asked by season_id', async () => {
    const id = await seasonId(101, '2023/24');
    const { status, body } = await get<{
      data: { league_id: number; ss: string }[];
      count: { total: number };
    }>(`/result/soccer?season_id=${id}&rows=50`);
    expect(status).toBe(200);
    // Twenty teams, each meeting every other twice: the season's 380 matches, none of another.
    expect(body.count.total).toBe(380);
    expect(new Set(body.data.map((m) => m.league_id))).toEqual(new Set([101]));
    // Dates still narrow it: the opening round, 11 to 14 August 2023 in England, ended by 15 August in Seoul.
    const opening = await get<{ count: { total: number } }>(
      `/result/soccer?season_id=${id}&date_from=2023-08-11&date_to=2023-08-15`,
    );
    expect(opening.body.count.total).toBe(10);
    const bad = await get<{ error: { fields: { field: string }[] } }>(
      `/result/soccer?season_id=abc`,
    );
    expect(bad.status).toBe(400);
  });

  it('serves the real KBO 2025 table: W/L/D, pct to three decimals, games back', async () => {
    const id = await seasonId(202, '2025');
    const { status, body } = await get<{ data: { overall: { rows: Row[] } } }>(
      `/league-table/202?season_id=${id}`,
    );
    expect(status).toBe(200);
    const published = readFileSync(KBO_TABLE, 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => {
        const [, , full, , w, l, d, pct, gb] = line.split(',');
        return [full, Number(w), Number(l), Number(d), pct, gb === '-' ? '0.0' : gb];
      });
    expect(
      body.data.overall.rows.map((r) => [
        r.team.kor,
        r.win,
        r.loss,
        r.draw,
        r.pct.toFixed(3),
        r.gamesBack.toFixed(1),
      ]),
    ).toEqual(published);
  });

  it.each([2, 60, 147, 263, 379])(
    'line %i: odds details equal the computation from the CSV',
    async (line) => {
      const id = await e0MatchId(database.db, line);
      const { status, body } = await get<{ data: DetailRow[]; summary: MarketSummary[] }>(
        `/upcoming-odds/details/${id}`,
      );
      expect(status).toBe(200);
      const winner = body.summary.find((s) => s.odd_type_id === 1)!;
      for (const phase of ['o', 'n'] as const) {
        const api: Record<string, string> = {};
        for (const side of ['home', 'draw', 'away'] as const) {
          for (const stat of ['highest', 'lowest', 'average'] as const) {
            api[`${stat}.${side}`] = Number(winner[stat][phase][side]).toFixed(2);
          }
        }
        for (const r of body.data.filter((d) => d.odd_type_id === 1)) {
          api[`payout.${r.book_name}`] = r.payout[phase].toFixed(2);
        }
        expect(api, `${phase} prices`).toEqual(fromCsv(line, phase));
      }
    },
  );

  it('serves the price history of a match from opening to closing', async () => {
    // Burnley v Man City of 2023/24 (the other seasons' files hold the fixture too).
    const season = await seasonId(101, '2023/24');
    const match = await database.db
      .selectFrom('matches')
      .select('id')
      .where('home_id', '=', 1006)
      .where('away_id', '=', 1013)
      .where('season_id', '=', season)
      .executeTakeFirstOrThrow();
    const { status, body } = await get<{
      data: { book_type_name: string; home: unknown; draw: unknown; away: unknown }[];
    }>(`/book/type/${match.id}?book_id=1&odd_type=1`);
    expect(status).toBe(200);
    // Newest first: closing (kick-off), then opening (Friday afternoon).
    expect(body.data.map((e) => [e.book_type_name, e.home, e.draw, e.away])).toEqual([
      ['Bet365', 9, 5.25, 1.33],
      ['Bet365', 8, 5.5, 1.33],
    ]);
  });

  describe('league details page', () => {
    const page = async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      return { status: response.status, html: await response.text(), headers: response.headers };
    };
    /** The overall table's rows as [team, points] and the page's own numbers. */
    const overallRows = (html: string) => {
      const overall = html.slice(
        html.indexOf('data-table="overall"'),
        html.indexOf('data-table="home"'),
      );
      return [
        ...overall.matchAll(
          /data-team-row="\d+">[\s\S]*?<a[^>]*>([^<]+)<\/a>[\s\S]*?data-points="(-?\d+)"[\s\S]*?data-goalsfor="(\d+)"[\s\S]*?data-goalsagainst="(\d+)"/g,
        ),
      ].map((m) => [m[1]!.trim().replace(/&amp;/g, '&'), Number(m[2]), Number(m[3]), Number(m[4])]);
    };

    it('shows the published Premier League 2023/24 table, deductions and their reasons', async () => {
      const id = await seasonId(101, '2023/24');
      const { status, html } = await page(`/inplay/league/details/101?season_id=${id}&lang=en`);
      expect(status).toBe(200);
      expect(overallRows(html)).toEqual(
        FINAL_TABLE_2023_24.map(([team, , , , , gf, ga, points]) => [team, points, gf, ga]),
      );
      const notes = html.slice(html.indexOf('data-adjustments'));
      expect(notes).toMatch(/Everton: points adjusted -8 PSR/);
      expect(notes).toMatch(/Nottingham Forest: points adjusted -4 PSR/);
      // The selector offers the season, chosen.
      expect(html).toMatch(new RegExp(`<option value="${id}" selected>2023/24</option>`));
    });

    it('hides the goals columns when opened from the result details (spec §2)', async () => {
      const id = await seasonId(101, '2023/24');
      const { html } = await page(
        `/inplay/league/details/101?season_id=${id}&type=result-info&lang=en`,
      );
      expect(html).toContain('data-team-row');
      expect(html).not.toContain('data-goalsfor');
    });

    it('shows the KBO 2025 standings with pct and games back', async () => {
      const id = await seasonId(202, '2025');
      const { html } = await page(`/inplay/league/details/202?season_id=${id}&lang=kr`);
      const overall = html.slice(
        html.indexOf('data-table="overall"'),
        html.indexOf('data-table="home"'),
      );
      const rows = [
        ...overall.matchAll(
          /<a[^>]*>([^<]+)<\/a>[\s\S]*?data-pct="([\d.]+)"[\s\S]*?data-games-back="([\d.]+)"/g,
        ),
      ].map((m) => [m[1]!.trim(), m[2], Number(m[3]).toFixed(1)]);
      const published = readFileSync(KBO_TABLE, 'utf8')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => {
          const [, , full, , , , , pct, gb] = line.split(',');
          return [full, pct, gb === '-' ? '0.0' : gb];
        });
      expect(rows).toEqual(published);
    });

    it('has home and away tables that add up to the overall one', async () => {
      const id = await seasonId(101, '2023/24');
      const { body } = await get<{
        data: Record<'overall' | 'home' | 'away', { rows: (Row & { adjustment: number })[] }>;
      }>(`/league-table/101?season_id=${id}`);
      const by = (rows: Row[]) => new Map(rows.map((r) => [r.team.name, r]));
      const home = by(body.data.home.rows);
      const away = by(body.data.away.rows);
      for (const r of body.data.overall.rows) {
        const h = home.get(r.team.name)!;
        const a = away.get(r.team.name)!;
        for (const key of ['played', 'win', 'draw', 'loss', 'goalsfor', 'goalsagainst'] as const)
          expect(h[key] + a[key], `${r.team.name} ${key}`).toBe(r[key]);
        expect(h.points + a.points + r.adjustment, r.team.name).toBe(r.points);
      }
    });

    it('lists every season of the league through the API, newest first', async () => {
      const { status, body } = await get<{ data: { seasons: { id: number; name: string }[] } }>(
        '/league-seasons/101',
      );
      expect(status).toBe(200);
      const names = body.data.seasons.map((s) => s.name);
      expect(names).toEqual(EPL_SEASONS);
      // Each keeps its whole table: twenty teams.
      for (const season of body.data.seasons) {
        const table = await get<{ data: { overall: { rows: unknown[] } } }>(
          `/league-table/101?season_id=${season.id}`,
        );
        expect(table.body.data.overall.rows.length, season.name).toBe(20);
      }
      const missing = await get<{ error: { code: string } }>('/league-seasons/987654');
      expect(missing.status).toBe(404);
    });

    it('is a public page: lang, hreflang, canonical, description and JSON-LD', async () => {
      const id = await seasonId(101, '2023/24');
      const { html, headers } = await page(`/inplay/league/details/101?season_id=${id}&lang=jp`);
      expect(html).toMatch(/<html lang="ja"/);
      for (const [code, lang] of [
        ['ko', 'kr'],
        ['en', 'en'],
        ['ja', 'jp'],
      ]) {
        // Absolute addresses, as search engines require of alternates.
        expect(html).toMatch(
          new RegExp(
            `hreflang="${code}" href="http://[^"/]+/inplay/league/details/101\\?season_id=${id}&amp;lang=${lang}"`,
          ),
        );
      }
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/inplay\/league\/details\/101\?/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect(ld).not.toBeNull();
      const data = JSON.parse(ld![1]!) as Record<string, unknown>;
      expect(data['@type']).toBe('SportsOrganization');
      expect(data['@context']).toBe('https://schema.org');
      expect(headers.get('cache-control')).toBeTruthy();
      // Kept rendered while its data stands: the next visitor gets it with an ETag, then a 304.
      const again = await page(`/inplay/league/details/101?season_id=${id}&lang=jp`);
      const etag = again.headers.get('etag');
      expect(etag).toBeTruthy();
      const revalidated = await fetch(
        `${server.url}/inplay/league/details/101?season_id=${id}&lang=jp`,
        { headers: { 'If-None-Match': etag! } },
      );
      expect(revalidated.status).toBe(304);
    });

    it('answers a bad address with the field named and an unknown league with 404', async () => {
      const kbo = await seasonId(202, '2025');
      const wrong = await page(`/inplay/league/details/101?season_id=${kbo}&lang=en`);
      expect(wrong.status).toBe(400);
      expect(wrong.html).toContain('data-bad-field="season_id"');
      const bad = await page('/inplay/league/details/101?homeId=abc');
      expect(bad.status).toBe(400);
      expect(bad.html).toContain('data-bad-field="homeId"');
      expect((await page('/inplay/league/details/987654')).status).toBe(404);
    });
  });
});
