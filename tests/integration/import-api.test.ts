/**
 * Imported data through the normal API (issue "Real data in", item 6): the Premier League
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
    const match = await database.db
      .selectFrom('matches')
      .select('id')
      .where('home_id', '=', 1006)
      .where('away_id', '=', 1013)
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
});
