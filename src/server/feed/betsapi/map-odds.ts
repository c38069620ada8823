/**
 * @module feed/betsapi/map-odds
 * BetsAPI prices → odds records of the feed. Market keys are `<sport>_<n>`: `_1` the winner
 * market (1X2 or money line), `_2` the handicap, `_3` over/under; other markets are not shown
 * by the product (spec §3 "Odds detail row": odd types 1–3). Prices and lines are read in every
 * notation BetsAPI sends (notation.ts); a market a book does not quote is skipped quietly, one
 * it quotes unreadably is counted. A bookmaker listing the teams the other way round
 * (`matching_dir` -1) is turned to our home/away.
 */
import { ODD_TYPES, type OddTypeId, type Price, type Quote } from '../../../lib/domain/odds';
import { normalizeScore } from '../../../lib/domain/score';
import type { OddsRecord } from '../updates';
import { bookmakerFor, BET365_BOOK_ID } from './bookmakers';
import { NOT_QUOTED, readLine, readPrice, UNREADABLE } from './notation';
import { parseRows } from './schemas/common';
import {
  oddsRowSchema,
  summaryBookSchema,
  type EventOddsResults,
  type OddsRow,
} from './schemas/odds';

/**
 * The odd type of a market key for a sport, or null for markets the product does not show.
 * @example oddTypeOf('18_2', 18) // 2
 */
export function oddTypeOf(key: string, sportId: number): OddTypeId | null {
  const m = /^(\d+)_(\d+)$/.exec(key);
  if (!m || Number(m[1]) !== sportId) return null;
  const n = Number(m[2]);
  return n === 1
    ? ODD_TYPES.winner
    : n === 2
      ? ODD_TYPES.handicap
      : n === 3
        ? ODD_TYPES.total
        : null;
}

/**
 * A decimal price, '-' while suspended, or null when there is none to show (not quoted or not
 * readable; notation.ts tells the two apart).
 * @example [parsePrice('2.050'), parsePrice('EVS'), parsePrice('-'), parsePrice('0')] // [2.05, 2, '-', null]
 */
export function parsePrice(raw: string | number | null | undefined): Price | null {
  const read = readPrice(raw);
  return read === NOT_QUOTED || read === UNREADABLE ? null : read;
}

/**
 * A handicap or total line in any of BetsAPI's notations, quarter lines as their mid-point.
 * @example [parseLine('-0.50'), parseLine('2.5,3.0'), parseLine('0-0.5'), parseLine('PK')] // [-0.5, 2.75, -0.25, 0]
 */
export function parseLine(raw: string | number | null | undefined): number | null {
  const read = readLine(raw);
  return read === NOT_QUOTED || read === UNREADABLE ? null : read;
}

/** The price fields a market's row carries, in our home, draw, away order before reversal. */
function fieldsOf(row: OddsRow, oddType: OddTypeId) {
  if (oddType === ODD_TYPES.total)
    return { first: row.over_od, draw: undefined, second: row.under_od };
  return {
    first: row.home_od,
    // Two-way winners carry no draw; a three-way one without a quoted draw shows none.
    draw: oddType === ODD_TYPES.winner ? row.draw_od : undefined,
    second: row.away_od,
  };
}

/**
 * One price row as a quote of our home/away; NOT_QUOTED when the book quotes nothing there
 * (not an error), null when the row holds something that is no price or line.
 */
export function quoteOf(
  row: OddsRow,
  oddType: OddTypeId,
  matchingDir: 1 | -1,
): Quote | typeof NOT_QUOTED | null {
  const reversed = matchingDir === -1 && oddType !== ODD_TYPES.total;
  const { first, draw, second } = fieldsOf(row, oddType);
  const prices = [readPrice(first), readPrice(second)];
  const drawRead = draw === undefined ? NOT_QUOTED : readPrice(draw);
  const line = oddType === ODD_TYPES.winner ? null : readLine(row.handicap);
  const reads = [...prices, drawRead, line];
  if (reads.includes(UNREADABLE)) return null;
  if (prices.includes(NOT_QUOTED) || line === NOT_QUOTED) return NOT_QUOTED;
  const [a, b] = prices as Price[];
  const [home, away] = reversed ? [b!, a!] : [a!, b!];
  const middle = line === null ? null : reversed ? -(line as number) || 0 : (line as number);
  return { home, draw: drawRead === NOT_QUOTED ? null : (drawRead as Price), away, middle };
}

function recordOf(row: OddsRow, oddType: OddTypeId, bookId: number, dir: 1 | -1) {
  const quote = quoteOf(row, oddType, dir);
  if (quote === NOT_QUOTED) return NOT_QUOTED;
  if (!quote) return null;
  const record: OddsRecord = {
    bookId,
    oddType,
    quote,
    at: row.add_time * 1000,
    ss: normalizeScore(row.ss),
    time_str: row.time_str === null || row.time_str === undefined ? null : String(row.time_str),
  };
  return record;
}

/**
 * v2/event/odds of one bookmaker → its records, oldest first (BetsAPI lists newest first).
 * @example eventOddsRecords(results, 1).records[0].at // the earliest price's time
 */
export function eventOddsRecords(
  results: EventOddsResults,
  sportId: number,
  bookId = BET365_BOOK_ID,
): { records: OddsRecord[]; invalid: number } {
  const dir = results.stats?.matching_dir ?? 1;
  const records: OddsRecord[] = [];
  let invalid = 0;
  for (const [key, rows] of Object.entries(results.odds)) {
    const oddType = oddTypeOf(key, sportId);
    if (oddType === null) continue;
    const parsed = parseRows(rows, oddsRowSchema);
    invalid += parsed.invalid;
    for (const row of parsed.rows) {
      const record = recordOf(row, oddType, bookId, dir);
      if (record === NOT_QUOTED) continue;
      if (record) records.push(record);
      else invalid++;
    }
  }
  records.sort((a, b) => a.at - b.at);
  return { records, invalid };
}

/**
 * v2/event/odds/summary → each known bookmaker's opening (`start`) and latest (`end`) prices,
 * opening first. Unknown bookmakers are reported, not guessed.
 */
export function summaryRecords(
  results: Record<string, unknown>,
  sportId: number,
): { records: OddsRecord[]; invalid: number; unknownBooks: string[] } {
  const records: OddsRecord[] = [];
  const unknownBooks: string[] = [];
  let invalid = 0;
  for (const [name, value] of Object.entries(results)) {
    const book = bookmakerFor(name);
    if (!book) {
      unknownBooks.push(name);
      continue;
    }
    const parsed = summaryBookSchema.safeParse(value);
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const { matching_dir: dir, odds } = parsed.data;
    for (const phase of [odds.start, odds.end]) {
      for (const [key, raw] of Object.entries(phase)) {
        const oddType = oddTypeOf(key, sportId);
        if (oddType === null) continue;
        // PHP's [] or null for a market the book has no row for: nothing quoted.
        if (raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
        const row = oddsRowSchema.safeParse(raw);
        const record = row.success ? recordOf(row.data, oddType, book.id, dir) : null;
        if (record === NOT_QUOTED) continue;
        if (record) records.push(record);
        else invalid++;
      }
    }
  }
  return { records, invalid, unknownBooks };
}
