/**
 * @module feed/betsapi/map-odds
 * BetsAPI prices → odds records of the feed. Market keys are `<sport>_<n>`: `_1` the winner
 * market (1X2 or money line), `_2` the handicap, `_3` over/under; other markets are not shown
 * by the product (spec §3 "Odds detail row": odd types 1–3). "-" is a suspended price, a split
 * line "2.5,3.0" is its mid-point, and a bookmaker listing the teams the other way round
 * (`matching_dir` -1) is turned to our home/away.
 */
import { ODD_TYPES, type OddTypeId, type Price, type Quote } from '../../../lib/domain/odds';
import type { OddsRecord } from '../updates';
import { bookmakerFor, BET365_BOOK_ID } from './bookmakers';
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
 * A decimal price, '-' while suspended, or null when it is no price at all.
 * @example [parsePrice('2.050'), parsePrice('-'), parsePrice('0')] // [2.05, '-', null]
 */
export function parsePrice(raw: string | number | null | undefined): Price | null {
  if (raw === '-') return '-';
  const value = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim() || NaN);
  return Number.isFinite(value) && value > 1 ? Math.round(value * 1000) / 1000 : null;
}

/**
 * A handicap or total line; a split (quarter) line "2.5,3.0" is its mid-point.
 * @example [parseLine('-0.50'), parseLine('2.5,3.0'), parseLine('0.0,-0.5')] // [-0.5, 2.75, -0.25]
 */
export function parseLine(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const parts = String(raw ?? '')
    .split(',')
    .map((p) => p.trim());
  if (parts.length === 0 || parts.length > 2 || parts.some((p) => !/^[-+]?\d+(\.\d+)?$/.test(p)))
    return null;
  const mid = parts.reduce((sum, p) => sum + Number(p), 0) / parts.length;
  return Math.round(mid * 100) / 100 || 0;
}

/**
 * The score a price was published at, as `home-away` (some books write `0:0`); null pre-match.
 * @example normalizeScore('1:0') // '1-0'
 */
export function normalizeScore(ss: string | null | undefined): string | null {
  if (!ss) return null;
  const m = /^(\d+)\s*[-:]\s*(\d+)$/.exec(ss.trim());
  return m ? `${m[1]}-${m[2]}` : ss.trim().slice(0, 32);
}

/** One price row as a quote of our home/away, or null when the row holds no usable price. */
export function quoteOf(row: OddsRow, oddType: OddTypeId, matchingDir: 1 | -1): Quote | null {
  const reversed = matchingDir === -1;
  if (oddType === ODD_TYPES.total) {
    const over = parsePrice(row.over_od);
    const under = parsePrice(row.under_od);
    const line = parseLine(row.handicap);
    if (over === null || under === null || line === null) return null;
    return { home: over, draw: null, away: under, middle: line };
  }
  const first = parsePrice(row.home_od);
  const second = parsePrice(row.away_od);
  if (first === null || second === null) return null;
  const [home, away] = reversed ? [second, first] : [first, second];
  if (oddType === ODD_TYPES.handicap) {
    const line = parseLine(row.handicap);
    if (line === null) return null;
    return { home, draw: null, away, middle: reversed ? -line || 0 : line };
  }
  const draw = row.draw_od === null || row.draw_od === undefined ? null : parsePrice(row.draw_od);
  return { home, draw, away, middle: null };
}

function recordOf(row: OddsRow, oddType: OddTypeId, bookId: number, dir: 1 | -1) {
  const quote = quoteOf(row, oddType, dir);
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
        const row = oddsRowSchema.safeParse(raw);
        const record = row.success ? recordOf(row.data, oddType, book.id, dir) : null;
        if (record) records.push(record);
        else invalid++;
      }
    }
  }
  return { records, invalid, unknownBooks };
}
