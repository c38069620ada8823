/**
 * @module odds-details/table
 * The odds details table (spec §2 "Odds details", §3 "Odds detail row", §4 "Odds tabs", §9
 * "Odds"): the tabs, the refund-rate (payout) filter, sorting by a header that toggles asc/desc,
 * the best current price of each column, and the footer rows highest, lowest and average of the
 * opening (o) and current (n) prices over the rows shown. Pure: the island only renders it.
 */
import type { OddTypeId } from '../domain/odds';

/** Opening and current price of one leg; '-' when the book does not quote the leg at all. */
export type PricePair = { o: number | '-'; n: number | '-' } | '-';

/** A row of `GET /api/upcoming-odds/details/{id}` (spec §3 "Odds detail row"). */
export interface OddsDetailRow {
  id: number;
  book_id: number;
  book_name: string;
  book_kor: string;
  book_jp?: string;
  type_name: string;
  type_kor: string;
  type_jp?: string;
  odd_type_id: OddTypeId;
  home: PricePair;
  draw: PricePair;
  middle: PricePair;
  away: PricePair;
  payout: { o: number | null; n: number | null };
  suspended: boolean;
  created_at: number;
  updated_at: number;
}

/** Refund-rate filter default (spec §9 "Odds: refund rate default 85-90"). */
export const DEFAULT_PAYOUT_RANGE = { min: 85, max: 90 } as const;

export type OddsTab = 'all' | 'selected' | OddTypeId;

/**
 * Spec §2: all, one tab per odds type quoted for the match, and selected compare, which is
 * hidden in relative mode.
 */
export function oddsTabs(rows: readonly OddsDetailRow[], relative: boolean): OddsTab[] {
  const types = [...new Set(rows.map((r) => r.odd_type_id))].sort((a, b) => a - b);
  return ['all', ...types, ...(relative ? [] : (['selected'] as const))];
}

/** The rows a tab shows: every row, one market's, or the rows the user selected. */
export function rowsForTab(
  rows: readonly OddsDetailRow[],
  tab: OddsTab,
  selected: ReadonlySet<number>,
): OddsDetailRow[] {
  if (tab === 'all') return [...rows];
  if (tab === 'selected') return rows.filter((r) => selected.has(r.id));
  return rows.filter((r) => r.odd_type_id === tab);
}

/**
 * Spec §4: leaving the selected tab for another clears the checked rows; entering it keeps them.
 */
export function selectionAfterTabChange(
  next: OddsTab,
  selected: ReadonlySet<number>,
): ReadonlySet<number> {
  return next === 'selected' ? selected : new Set<number>();
}

/** Parses the filter's inputs; undefined when they are not a range of percentages. */
export function parsePayoutRange(
  min: string,
  max: string,
): { min: number; max: number } | undefined {
  const lo = Number(min.trim());
  const hi = Number(max.trim());
  if (min.trim() === '' || max.trim() === '') return undefined;
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo < 0 || hi > 1000 || lo > hi)
    return undefined;
  return { min: lo, max: hi };
}

/** Rows whose current payout lies in the range; a row without a payout has none to show. */
export function filterByPayout(
  rows: readonly OddsDetailRow[],
  range: { min: number; max: number } | null,
): OddsDetailRow[] {
  if (!range) return [...rows];
  return rows.filter(
    (r) => r.payout.n !== null && r.payout.n >= range.min && r.payout.n <= range.max,
  );
}

export const COLUMNS = ['company', 'home', 'draw', 'middle', 'away', 'payout'] as const;
export type Column = (typeof COLUMNS)[number];
export type PriceColumn = Exclude<Column, 'company'>;
export interface Sort {
  column: Column;
  direction: 'asc' | 'desc';
}

/** Spec §2: a header click sorts by it; a second click on the same header reverses. */
export function nextSort(current: Sort | null, column: Column): Sort {
  if (current?.column === column)
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

/** The current price of a leg (or the current payout), or null when there is none. */
export function currentValue(row: OddsDetailRow, column: PriceColumn): number | null {
  if (column === 'payout') return row.payout.n;
  const pair = row[column];
  return pair !== '-' && typeof pair.n === 'number' ? pair.n : null;
}

/**
 * Rows in header order on current values; rows without a value go last either way, ties keep
 * the book order. Company sorts by the name shown in the page's language.
 */
export function sortRows(
  rows: readonly OddsDetailRow[],
  sort: Sort | null,
  bookName: (row: OddsDetailRow) => string = (r) => r.book_name,
): OddsDetailRow[] {
  const list = [...rows];
  if (!sort) return list;
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.column === 'company')
    return list.sort((a, b) => sign * bookName(a).localeCompare(bookName(b)) || a.id - b.id);
  const column = sort.column;
  return list.sort((a, b) => {
    const x = currentValue(a, column);
    const y = currentValue(b, column);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.id - b.id;
    return sign * (x - y) || a.id - b.id;
  });
}

/**
 * The best current price of each outcome column (the highest), as the row ids holding it. The
 * middle column is a line, not a price, and the best is only meaningful within one market.
 */
export function bestCurrent(
  rows: readonly OddsDetailRow[],
): Record<'home' | 'draw' | 'away', Set<number>> {
  const best = { home: new Set<number>(), draw: new Set<number>(), away: new Set<number>() };
  const markets = new Set(rows.map((r) => r.odd_type_id));
  for (const market of markets) {
    const inMarket = rows.filter((r) => r.odd_type_id === market && !r.suspended);
    for (const leg of ['home', 'draw', 'away'] as const) {
      const values = inMarket
        .map((r) => currentValue(r, leg))
        .filter((v): v is number => v !== null);
      if (values.length < 2) continue;
      const top = Math.max(...values);
      for (const r of inMarket) if (currentValue(r, leg) === top) best[leg].add(r.id);
    }
  }
  return best;
}

export interface FooterStats {
  highest: number | '-';
  lowest: number | '-';
  /** Mean with 2 decimals; 0 when nothing is quoted (spec §2 "0 when NaN"). */
  average: number;
}

export type Footer = Record<'o' | 'n', Record<PriceColumn, FooterStats>>;

function stats(values: number[]): FooterStats {
  if (values.length === 0) return { highest: '-', lowest: '-', average: 0 };
  // Prices, lines and payouts carry 2 decimals: summed in whole hundredths, a mean of 3.765
  // rounds to 3.77 as written, where a float sum of many prices could land on 3.76499….
  const hundredths = values.reduce((a, b) => a + Math.round(b * 100), 0);
  const mean = Math.round(hundredths / values.length) / 100;
  return {
    highest: Math.max(...values),
    lowest: Math.min(...values),
    average: Number.isFinite(mean) ? mean : 0,
  };
}

function valueOf(row: OddsDetailRow, column: PriceColumn, when: 'o' | 'n'): number | null {
  if (column === 'payout') return row.payout[when];
  const pair = row[column];
  if (pair === '-') return null;
  return typeof pair[when] === 'number' ? pair[when] : null;
}

/** Spec §2 footer rows over the rows shown: highest, lowest and average of o and n per column. */
export function footerRows(rows: readonly OddsDetailRow[]): Footer {
  const columns: PriceColumn[] = ['home', 'draw', 'middle', 'away', 'payout'];
  const build = (when: 'o' | 'n') =>
    Object.fromEntries(
      columns.map((column) => [
        column,
        stats(rows.map((r) => valueOf(r, column, when)).filter((v): v is number => v !== null)),
      ]),
    ) as Record<PriceColumn, FooterStats>;
  return { o: build('o'), n: build('n') };
}

/** Column headings per market (spec §2: types 2 and 3 use a middle column; type 3 says over/under). */
export function legLabels(oddType: OddTypeId | 'mixed'): {
  home: 'home' | 'over';
  middle: 'draw' | 'handicap' | 'line' | 'drawOrMiddle';
  away: 'away' | 'under';
} {
  if (oddType === 3) return { home: 'over', middle: 'line', away: 'under' };
  if (oddType === 2) return { home: 'home', middle: 'handicap', away: 'away' };
  if (oddType === 1) return { home: 'home', middle: 'draw', away: 'away' };
  return { home: 'home', middle: 'drawOrMiddle', away: 'away' };
}

/**
 * The match id of the pop-up: the route's id, else the query `upcomingId` (spec §2 "Query
 * upcomingId (or prop)"); null when neither is a positive whole number.
 * @example detailsMatchId(undefined, '1234') // 1234
 */
export function detailsMatchId(
  param: string | undefined,
  upcomingId: string | null | undefined,
): number | null {
  const raw = param !== undefined && param !== '' ? param : (upcomingId ?? '');
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Spec §2 "hidden when relative": the query flag counts unless absent or a text form of false.
 * @example isRelativeMode('1') // true
 */
export function isRelativeMode(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return !['', '0', 'false', 'null', 'undefined'].includes(value.trim().toLowerCase());
}

/**
 * The field the middle column shows and sorts on: the line for handicap and over/under tabs,
 * else the draw (in the all tab a row of type 2 or 3 still shows its line there).
 * @example middleColumn(3) // 'middle'
 */
export function middleColumn(tab: OddsTab): 'draw' | 'middle' {
  return tab === 2 || tab === 3 ? 'middle' : 'draw';
}
