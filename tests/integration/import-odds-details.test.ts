/**
 * For matches imported from the football-data.co.uk fixture, the odds details rows equal the
 * file's opening and closing prices for each book: 1X2, over/under 2.5
 * and Asian handicap with their lines, through `GET /api/upcoming-odds/details/{id}` and through
 * the loader the odds details pop-up page renders from. The expectation is read from the CSV
 * text here, not through the importer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOddsDetails } from '../../src/server/read/odds-details';
import { openDatabase, type Database } from '../../src/server/db/database';
import type { OddsDetailRow, PricePair } from '../../src/lib/odds-details/table';
import { bootServer, type BootedServer } from './helpers/boot';
import { E0_FULL, e0MatchId, importCommand } from './import-support';

/** Column prefixes of the file's bookmakers (football-data.co.uk notes); P is Pinnacle too. */
const BOOK_OF_PREFIX: Record<string, string> = {
  B365: 'Bet365',
  BW: 'Bwin',
  IW: 'Interwetten',
  PS: 'Pinnacle',
  P: 'Pinnacle',
  WH: 'William Hill',
  VC: 'BetVictor',
};

// The file has no quoted fields, so a plain split reads it.
const LINES = readFileSync(E0_FULL, 'utf8').trim().split(/\r?\n/);
const HEADER = LINES[0]!.split(',');
const has = (column: string) => HEADER.includes(column);
const cellsOf = (line: number) => {
  const cells = LINES[line - 1]!.split(',');
  return (column: string) => cells[HEADER.indexOf(column)] ?? '';
};

/** Market, legs and the columns of each leg's opening and closing price. */
type Legs = Partial<Record<'home' | 'draw' | 'middle' | 'away', [open: string, close: string]>>;

/** Every book and market the header has columns for, with those columns. */
function marketsInHeader(): { book: string; oddType: 1 | 2 | 3; legs: Legs }[] {
  const out: { book: string; oddType: 1 | 2 | 3; legs: Legs }[] = [];
  for (const [prefix, book] of Object.entries(BOOK_OF_PREFIX)) {
    if (has(`${prefix}H`) && has(`${prefix}CH`))
      out.push({
        book,
        oddType: 1,
        legs: {
          home: [`${prefix}H`, `${prefix}CH`],
          draw: [`${prefix}D`, `${prefix}CD`],
          away: [`${prefix}A`, `${prefix}CA`],
        },
      });
    if (has(`${prefix}AHH`) && has(`${prefix}CAHH`))
      out.push({
        book,
        oddType: 2,
        legs: {
          home: [`${prefix}AHH`, `${prefix}CAHH`],
          middle: ['AHh', 'AHCh'],
          away: [`${prefix}AHA`, `${prefix}CAHA`],
        },
      });
    if (has(`${prefix}>2.5`) && has(`${prefix}C>2.5`))
      out.push({
        book,
        oddType: 3,
        legs: {
          home: [`${prefix}>2.5`, `${prefix}C>2.5`],
          away: [`${prefix}<2.5`, `${prefix}C<2.5`],
        },
      });
  }
  return out;
}

type Expected = Record<
  string,
  { home: PricePair; draw: PricePair; middle: PricePair; away: PricePair }
>;

/** Per `book / market`: each leg's opening (o) and closing (n) price as the file has them. */
function expectedRows(line: number): Expected {
  const get = cellsOf(line);
  const price = (column: string): number | '-' => (get(column) === '' ? '-' : Number(get(column)));
  const out: Expected = {};
  for (const { book, oddType, legs } of marketsInHeader()) {
    const pairOf = (leg: keyof Legs): PricePair => {
      const columns = legs[leg];
      if (!columns) return '-';
      const [o, n] = columns.map(price) as [number | '-', number | '-'];
      return o === '-' && n === '-' ? '-' : { o, n };
    };
    const row = {
      home: pairOf('home'),
      draw: pairOf('draw'),
      middle: pairOf('middle'),
      away: pairOf('away'),
    };
    // Totals carry their 2.5 line in the middle column, opening and closing.
    if (oddType === 3) row.middle = { o: 2.5, n: 2.5 };
    // A book that priced none of the market's legs for this match has no row.
    if (row.home === '-' && row.away === '-') continue;
    out[`${book} / ${oddType}`] = row;
  }
  return out;
}

const asExpected = (rows: readonly OddsDetailRow[]): Expected =>
  Object.fromEntries(
    rows.map((r) => [
      `${r.book_name} / ${r.odd_type_id}`,
      { home: r.home, draw: r.draw, middle: r.middle, away: r.away },
    ]),
  );

/** Burnley v Man City, lines every 60th after it, and the first line Interwetten left empty. */
const SAMPLE = [
  2,
  62,
  122,
  182,
  242,
  302,
  362,
  LINES.findIndex((l, i) => i > 0 && cellsOf(i + 1)('IWH') === '') + 1,
];

describe('odds details of an imported match equal the file', () => {
  let server: BootedServer;
  let database: Database;

  beforeAll(async () => {
    server = await bootServer();
    // A second connection to the server's SQLite file, as `npm run import` opens it.
    database = await openDatabase({ dataDir: server.dataDir });
    expect((await importCommand(database.db, 'football-data', E0_FULL)).code).toBe(0);
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it('reads every book and market of the header, Interwetten missing on one sample line', () => {
    expect(marketsInHeader().map((m) => `${m.book} / ${m.oddType}`)).toEqual([
      'Bet365 / 1',
      'Bet365 / 2',
      'Bet365 / 3',
      'Bwin / 1',
      'Interwetten / 1',
      'Pinnacle / 1',
      'Pinnacle / 2',
      'Pinnacle / 3',
      'William Hill / 1',
      'BetVictor / 1',
    ]);
    expect(SAMPLE.at(-1)).toBeGreaterThan(1);
    expect(Object.keys(expectedRows(SAMPLE.at(-1)!))).not.toContain('Interwetten / 1');
  });

  it.each(SAMPLE)('line %i: the API rows hold the opening and closing prices', async (line) => {
    const id = await e0MatchId(database.db, line);
    const response = await fetch(`${server.url}/api/upcoming-odds/details/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: OddsDetailRow[] };
    const expected = expectedRows(line);
    // Nine book markets, eight on the line without Interwetten: never an empty comparison.
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(8);
    expect(asExpected(body.data)).toEqual(expected);
  });

  it.each(SAMPLE)('line %i: the pop-up page loader rows hold them too', async (line) => {
    const id = await e0MatchId(database.db, line);
    const details = await loadOddsDetails({ database, live: null }, id, 'en');
    expect(asExpected(details!.rows)).toEqual(expectedRows(line));
  });
});
