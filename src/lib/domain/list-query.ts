/**
 * @module list-query
 * Query semantics of list calls (spec §5 "Validation rules", §7 "Defaults", §9 page sizes),
 * shared by the web app's API client and the server: search text trimmed and collapsed,
 * `filter_by` defaulting to `team_name`, only truthy params, numeric coercion with the spec's
 * exceptions, per-list defaults, and "today" in Asia/Seoul when no date range is given.
 */
import { parseSeoulDateTime, seoulDayStart } from './seoul-time';

export type QueryScalar = string | number | boolean | null | undefined;
export type RawQuery = Record<string, QueryScalar | readonly QueryScalar[]>;
export type NormalQuery = Record<string, string | number>;

/** Defaults of the lists the spec names. */
export const LIST_DEFAULTS = {
  /** Spec §5: rows 50, page 1, sort_by id, sort desc. */
  generic: { rows: 50, page: 1, sort_by: 'id', sort: 'desc' },
  /** Spec §7 "Defaults": results rows 50, page 1, sort_by created_at desc, filter_by team_name. */
  results: { rows: 50, page: 1, sort_by: 'created_at', sort: 'desc', filter_by: 'team_name' },
  /** Spec §7 "Defaults": all-games rows 30, sort_by play_time asc. */
  allGames: { rows: 30, page: 1, sort_by: 'play_time', sort: 'asc' },
  /** Spec §7 "Defaults": results filter rows 50, filter_by round, sort_by id desc, date_by play_date. */
  resultsFilter: {
    rows: 50,
    page: 1,
    sort_by: 'id',
    sort: 'desc',
    filter_by: 'round',
    date_by: 'play_date',
  },
  /** Spec §7 store shapes and §9: relative lists rows 10, page 1, sort_by play_time asc. */
  relative: { rows: 10, page: 1, sort_by: 'play_time', sort: 'asc', filter_by: 'sport_id' },
} as const satisfies Record<string, NormalQuery>;

export type ListKind = keyof typeof LIST_DEFAULTS;

/** Keys whose values stay text even when they look numeric (spec §5). */
const NEVER_NUMERIC = new Set(['date_from', 'date_to', 'q']);

/**
 * Trims search text and collapses whitespace runs (spec §5).
 * @example collapseSearchText('  Ulsan   HD ') // 'Ulsan HD'
 */
export function collapseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Whether a value counts as given (spec §5: only truthy params are sent). */
export function isGiven(value: QueryScalar): value is string | number | true {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  // Text forms of "nothing" that careless clients put in query strings.
  return value !== 'undefined' && value !== 'null';
}

/**
 * Numbers as the web app writes them: canonical decimal only. `01`, `1e2` or `.5` stay text, so
 * the call's schema refuses them with a 400 naming the field instead of reading another number
 * (`page=01` was once read as page 1).
 */
const NUMERIC = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * Normalises a list query: keeps only given values (the last of repeated keys), collapses `q`,
 * defaults `filter_by` to `team_name` when `q` comes without it, coerces numeric-looking values
 * except `date_from`, `date_to`, `q` and every value when `filter_by` is `time`, then applies the
 * list's defaults.
 * @example normalizeListQuery({ q: ' fc  seoul ', page: '2' }, 'generic')
 * // { rows: 50, page: 2, sort_by: 'id', sort: 'desc', q: 'fc seoul', filter_by: 'team_name' }
 */
function isList(entry: QueryScalar | readonly QueryScalar[]): entry is readonly QueryScalar[] {
  return Array.isArray(entry);
}

export function normalizeListQuery(raw: RawQuery, kind: ListKind = 'generic'): NormalQuery {
  const given: Record<string, string | number> = {};
  for (const [key, entry] of Object.entries(raw)) {
    const value: QueryScalar = isList(entry) ? entry.at(-1) : entry;
    if (!isGiven(value)) continue;
    let text = typeof value === 'string' ? value : String(value);
    if (key === 'q') text = collapseSearchText(text);
    if (text === '') continue;
    given[key] = typeof value === 'number' ? value : text;
  }
  if (given.q !== undefined && given.filter_by === undefined) given.filter_by = 'team_name';
  const keepText = given.filter_by === 'time';
  const out: NormalQuery = { ...LIST_DEFAULTS[kind] };
  for (const [key, value] of Object.entries(given)) {
    const coerced =
      typeof value === 'string' && !keepText && !NEVER_NUMERIC.has(key) && NUMERIC.test(value)
        ? Number(value)
        : value;
    // `sportsId=0` in a query string is the web app's falsy 0 that it would not have sent.
    if (coerced === 0) continue;
    out[key] = coerced;
  }
  return out;
}

const DAY_MS = 86_400_000;

/**
 * The time window of a list query in epoch ms: the given `date_from`/`date_to` (either may be
 * alone), or today in Seoul when neither is given (spec §5); `date_to` before `date_from` is an
 * error on `date_to`.
 */
export function dateWindow(
  query: { date_from?: string | number; date_to?: string | number },
  now: number,
): { from: number; to: number } | { error: 'date_from' | 'date_to'; reversed?: true } {
  if (query.date_from === undefined && query.date_to === undefined) {
    const start = seoulDayStart(now);
    return { from: start, to: start + DAY_MS - 1000 };
  }
  const from =
    query.date_from === undefined ? -Infinity : parseSeoulDateTime(String(query.date_from));
  if (from === null) return { error: 'date_from' };
  const to =
    query.date_to === undefined ? Infinity : parseSeoulDateTime(String(query.date_to), true);
  if (to === null) return { error: 'date_to' };
  // A range that ends before it starts is a mistake to name, not an empty list.
  if (to < from) return { error: 'date_to', reversed: true };
  return { from, to };
}
