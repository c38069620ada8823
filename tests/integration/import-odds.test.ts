/**
 * For a sample of imported matches, the stored prices give the same highest, lowest and
 * average odds (2 decimals) and the same payout per bookmaker as a computation made straight
 * from the CSV text, for opening and closing prices; totals and handicaps keep their lines;
 * the history holds each price at the time it was published.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutPercent } from '../../src/lib/domain/odds';
import { openTestDatabase, type OpenedDatabase } from './helpers/databases';
import { E0_FULL, e0MatchId, importCommand } from './import-support';

/**
 * The mean to 2 decimals, rounding half up, computed exactly: the prices have at most 2
 * decimals, so their sum in hundredths is an integer (binary floats would turn 5.335 into
 * 5.33499… and round it down).
 */
const averageOf = (values: number[]) => {
  const hundredths = values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  return (Math.round(hundredths / values.length) / 100).toFixed(2);
};

/** The file's 1X2 bookmakers by column prefix, as football-data.co.uk's notes name them. */
const BOOKS: Record<string, string> = {
  B365: 'Bet365',
  BW: 'Bwin',
  IW: 'Interwetten',
  PS: 'Pinnacle',
  WH: 'William Hill',
  VC: 'BetVictor',
};

// The file has no quoted fields, so a plain split reads it (independently of the importer).
const lines = readFileSync(E0_FULL, 'utf8').trim().split(/\r?\n/);
const header = lines[0]!.split(',');
const rowAt = (line: number) => {
  const cells = lines[line - 1]!.split(',');
  return (column: string) => cells[header.indexOf(column)] ?? '';
};

/** Lines 2 (Burnley v Man City), then every 29th: 14 matches across the season. */
const SAMPLE = Array.from({ length: 14 }, (_, i) => 2 + i * 29);

type Summary = Record<string, string>;

/** Highest, lowest, average per outcome and payout per book, as 2-decimal strings. */
function summarise(prices: Map<string, [number, number, number]>): Summary {
  const out: Summary = {};
  (['home', 'draw', 'away'] as const).forEach((side, i) => {
    const values = [...prices.values()].map((p) => p[i]!);
    out[`${side}.highest`] = Math.max(...values).toFixed(2);
    out[`${side}.lowest`] = Math.min(...values).toFixed(2);
    out[`${side}.average`] = averageOf(values);
  });
  for (const [book, [h, d, a]] of prices) {
    out[`payout.${book}`] = (100 / (1 / h + 1 / d + 1 / a)).toFixed(2);
  }
  return out;
}

function fromCsv(line: number, closing: boolean): Summary {
  const get = rowAt(line);
  const prices = new Map<string, [number, number, number]>();
  for (const [prefix, book] of Object.entries(BOOKS)) {
    const p = `${prefix}${closing ? 'C' : ''}`;
    const cells = [get(`${p}H`), get(`${p}D`), get(`${p}A`)];
    if (cells.some((c) => c === '')) continue;
    prices.set(book, cells.map(Number) as [number, number, number]);
  }
  return summarise(prices);
}

describe('imported odds against the CSV', () => {
  let opened: OpenedDatabase;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase('sqlite');
    const run = await importCommand(db(), 'football-data', E0_FULL);
    expect(run.code).toBe(0);
  });
  afterAll(async () => opened?.dispose());

  const matchOf = async (line: number) => ({ id: await e0MatchId(db(), line) });

  async function fromDb(matchId: number, closing: boolean): Promise<Summary> {
    const rows = await db()
      .selectFrom('odds_current as o')
      .innerJoin('books as b', 'b.id', 'o.book_id')
      .select(['b.name', 'o.o_home', 'o.o_draw', 'o.o_away', 'o.n_home', 'o.n_draw', 'o.n_away'])
      .where('o.match_id', '=', matchId)
      .where('o.odd_type', '=', 1)
      .orderBy('o.book_id')
      .execute();
    const prices = new Map<string, [number, number, number]>();
    for (const r of rows) {
      const p = closing ? [r.n_home, r.n_draw, r.n_away] : [r.o_home, r.o_draw, r.o_away];
      prices.set(r.name, p.map(Number) as [number, number, number]);
    }
    // Same key order as the CSV side (file order of the bookmakers).
    const ordered = new Map(
      Object.values(BOOKS)
        .filter((b) => prices.has(b))
        .map((b) => [b, prices.get(b)!]),
    );
    return summarise(ordered);
  }

  it.each(SAMPLE)('line %i: opening and closing 1X2 summaries and payouts match', async (line) => {
    const match = await matchOf(line);
    const id = Number(match.id);
    expect(await fromDb(id, false)).toEqual(fromCsv(line, false));
    expect(await fromDb(id, true)).toEqual(fromCsv(line, true));
  });

  it('gives Burnley v Man City Bet365 8.00 / 5.50 / 1.33 at 94.46 % payout', async () => {
    const match = await matchOf(2);
    const b365 = await db()
      .selectFrom('odds_current')
      .selectAll()
      .where('match_id', '=', match.id)
      .where('book_id', '=', 1)
      .where('odd_type', '=', 1)
      .executeTakeFirstOrThrow();
    expect([b365.o_home, b365.o_draw, b365.o_away]).toEqual([8, 5.5, 1.33]);
    const payout = payoutPercent({ home: 8, draw: 5.5, away: 1.33, middle: null }, 1);
    expect(payout!.toFixed(2)).toBe('94.46');
    expect(fromCsv(2, false)['payout.Bet365']).toBe('94.46');
  });

  it('keeps over/under 2.5 and Asian handicap lines and prices per bookmaker', async () => {
    for (const line of SAMPLE) {
      const get = rowAt(line);
      const match = await matchOf(line);
      const rows = await db()
        .selectFrom('odds_current as o')
        .innerJoin('books as b', 'b.id', 'o.book_id')
        .select([
          'b.name',
          'o.odd_type',
          'o.o_home',
          'o.o_away',
          'o.o_middle',
          'o.n_home',
          'o.n_away',
          'o.n_middle',
        ])
        .where('o.match_id', '=', match.id)
        .where('o.odd_type', 'in', [2, 3])
        .execute();
      const find = (book: string, type: number) =>
        rows.find((r) => r.name === book && r.odd_type === type);
      for (const [prefix, book] of [
        ['B365', 'Bet365'],
        ['P', 'Pinnacle'],
      ] as const) {
        const total = find(book, 3);
        if (get(`${prefix}>2.5`) !== '') {
          expect([total?.o_home, total?.o_away, total?.o_middle]).toEqual([
            Number(get(`${prefix}>2.5`)),
            Number(get(`${prefix}<2.5`)),
            2.5,
          ]);
        }
        if (get(`${prefix}C>2.5`) !== '') {
          expect([total?.n_home, total?.n_away]).toEqual([
            Number(get(`${prefix}C>2.5`)),
            Number(get(`${prefix}C<2.5`)),
          ]);
        }
        const handicap = find(book, 2)!;
        expect([handicap.o_middle, handicap.o_home, handicap.o_away]).toEqual([
          Number(get('AHh')),
          Number(get(`${prefix}AHH`)),
          Number(get(`${prefix}AHA`)),
        ]);
        expect([handicap.n_middle, handicap.n_home, handicap.n_away]).toEqual([
          Number(get('AHCh')),
          Number(get(`${prefix}CAHH`)),
          Number(get(`${prefix}CAHA`)),
        ]);
      }
    }
  });

  it('leaves out a bookmaker that did not price a match', async () => {
    // Interwetten has no prices on 182 lines; take the first sample line without them.
    const line = SAMPLE.find((l) => rowAt(l)('IWH') === '')!;
    expect(line).toBeDefined();
    const match = await matchOf(line);
    const books = await db()
      .selectFrom('odds_current as o')
      .innerJoin('books as b', 'b.id', 'o.book_id')
      .select('b.name')
      .where('o.match_id', '=', match.id)
      .where('o.odd_type', '=', 1)
      .execute();
    expect(books.map((b) => b.name)).not.toContain('Interwetten');
  });

  it('keeps the history from opening (Friday afternoon) to closing (kick-off)', async () => {
    const match = await matchOf(2);
    const points = await db()
      .selectFrom('odds_history')
      .selectAll()
      .where('match_id', '=', match.id)
      .where('book_id', '=', 1)
      .where('odd_type', '=', 1)
      .orderBy('at')
      .execute();
    expect(
      points.map((p) => [new Date(Number(p.at)).toISOString(), p.home, p.draw, p.away, p.ss]),
    ).toEqual([
      ['2023-08-11T15:00:00.000Z', 8, 5.5, 1.33, null],
      ['2023-08-11T19:00:00.000Z', 9, 5.25, 1.33, null],
    ]);
  });
});
