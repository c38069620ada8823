/**
 * @module widgets/search-query
 * The search bar's query (spec §2 "Search bar", §5 "Validation rules"): read from a page URL so
 * a server-rendered page can seed the bar, normalised (search text trimmed and collapsed,
 * `filter_by` defaulting to `team_name`), checked (a from date after the to date is refused)
 * and written back as a query string that carries only truthy params.
 */
import { collapseSearchText, type QueryScalar, type RawQuery } from '../domain/list-query';
import type { MessageKey } from '../i18n/messages';
import { toNativeValue } from './date-format';
import { rangeProblem } from './date-range';

/** The bar's fields, named as the list API names its params (spec §5, §7). */
export const SEARCH_FIELDS = ['filter_by', 'q', 'date_by', 'date_from', 'date_to'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchState = Record<SearchField, string>;

/** Spec §5: search text without a filter searches team names. */
export const DEFAULT_FILTER_BY = 'team_name';

/** Spec §5 "Query defaults for lists": every search field starts empty. */
export const EMPTY_SEARCH: SearchState = {
  filter_by: '',
  q: '',
  date_by: '',
  date_from: '',
  date_to: '',
};

export interface SearchOption {
  value: string;
  label: MessageKey;
}

/** Filters the lists offer (the list API's `filter_by` values that take free text). */
export const FILTER_OPTIONS = [
  { value: 'team_name', label: 'widgets.search.filter.teamName' },
  { value: 'league_name', label: 'widgets.search.filter.leagueName' },
] as const satisfies readonly SearchOption[];

/** Date columns the lists can range over (the list API's `date_by`). */
export const DATE_BY_OPTIONS = [
  { value: 'play_time', label: 'widgets.search.dateBy.playTime' },
  { value: 'created_at', label: 'widgets.search.dateBy.createdAt' },
] as const satisfies readonly SearchOption[];

export interface SearchRules {
  /** What clear goes back to and what an absent param means (e.g. today's date range). */
  defaults?: Partial<SearchState>;
  /** Allowed `filter_by` values; anything else takes the default. Omit to allow any. */
  filters?: readonly string[];
  /** Allowed `date_by` values; anything else takes the default. Omit to allow any. */
  dateBys?: readonly string[];
}

type Params = Pick<URLSearchParams, 'getAll'>;

function isList(entry: QueryScalar | readonly QueryScalar[]): entry is readonly QueryScalar[] {
  return Array.isArray(entry);
}

function isParams(source: Params | RawQuery): source is Params {
  return typeof (source as Params).getAll === 'function';
}

/** One param as text, the last of repeated keys (as `normalizeListQuery` reads them); null if absent. */
function readParam(source: Params | RawQuery, key: string): string | null {
  const entry = isParams(source) ? source.getAll(key) : source[key];
  const value: QueryScalar = isList(entry) ? entry.at(-1) : entry;
  return value === undefined || value === null || value === false ? null : String(value);
}

/**
 * What clear resets to: the empty fields with the page's defaults over them.
 * @example clearedSearch({ date_by: 'play_time' }).date_by // 'play_time'
 */
export function clearedSearch(rules: SearchRules = {}): SearchState {
  return normaliseSearch({ ...EMPTY_SEARCH, ...rules.defaults }, rules);
}

/** A date param as a native `YYYY-MM-DD`, or `''` (a bad date is dropped, not an error). */
function dateParam(text: string): string {
  // The list API also takes `YYYY-MM-DD HH:mm:ss`; the bar picks days, so the day part counts.
  return toNativeValue(text.trim().slice(0, 10), 'date');
}

/**
 * Normalises the bar's fields: search text trimmed and collapsed, `filter_by` defaulting to
 * `team_name` when it is empty or not allowed, `date_by` not allowed falling back to its
 * default, dates read as `YYYY-MM-DD` (invalid ones dropped).
 * @example normaliseSearch({ ...EMPTY_SEARCH, q: '  fc   seoul ' }).filter_by // 'team_name'
 */
export function normaliseSearch(state: SearchState, rules: SearchRules = {}): SearchState {
  const defaults = { ...EMPTY_SEARCH, ...rules.defaults };
  const allowed = (value: string, list: readonly string[] | undefined) =>
    value !== '' && (!list || list.includes(value));
  const filter = allowed(state.filter_by, rules.filters) ? state.filter_by : defaults.filter_by;
  const dateBy = allowed(state.date_by, rules.dateBys) ? state.date_by : defaults.date_by;
  return {
    filter_by: filter || DEFAULT_FILTER_BY,
    q: collapseSearchText(state.q),
    date_by: dateBy,
    date_from: dateParam(state.date_from),
    date_to: dateParam(state.date_to),
  };
}

/**
 * The bar's fields seeded from a page URL (`Astro.url.searchParams`, `location.search`'s
 * params, or a parsed query object); absent params take the page's defaults.
 * @example parseSearchQuery(new URLSearchParams('q=%20Ulsan%20%20HD')).q // 'Ulsan HD'
 */
export function parseSearchQuery(source: Params | RawQuery, rules: SearchRules = {}): SearchState {
  const defaults = { ...EMPTY_SEARCH, ...rules.defaults };
  const state = { ...defaults };
  for (const field of SEARCH_FIELDS) {
    const value = readParam(source, field);
    if (value !== null) state[field] = value;
  }
  return normaliseSearch(state, rules);
}

/**
 * Why the search cannot run, as a message key; null when it can.
 * @example searchProblem({ ...EMPTY_SEARCH, date_from: '2026-11-23', date_to: '2026-11-22' }) // 'widgets.dateRange.fromAfterTo'
 */
export function searchProblem(state: SearchState): MessageKey | null {
  return rangeProblem({ from: state.date_from, to: state.date_to }, 'date');
}

/**
 * The params a search sends, in a fixed order, only truthy ones (spec §5). A filter without
 * search text and a date column without a date say nothing, so they are left out too.
 * @example searchEntries({ ...EMPTY_SEARCH, filter_by: 'team_name', date_by: 'play_time' }) // []
 */
export function searchEntries(
  state: SearchState,
  extra: Readonly<Record<string, string | number | null | undefined>> = {},
): [string, string][] {
  const out: [string, string][] = [];
  const push = (key: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text !== '' && text !== '0' && text !== 'undefined' && text !== 'null')
      out.push([key, text]);
  };
  for (const [key, value] of Object.entries(extra)) {
    if (!(SEARCH_FIELDS as readonly string[]).includes(key)) push(key, value);
  }
  if (state.q) {
    push('filter_by', state.filter_by);
    push('q', state.q);
  }
  if (state.date_from || state.date_to) push('date_by', state.date_by);
  push('date_from', state.date_from);
  push('date_to', state.date_to);
  return out;
}

/**
 * The query string of a search (with a leading `?`, or `''` when nothing is left), for links
 * and `history.replaceState`. `extra` carries the page's own params (`type`, `sports`, `lang`).
 * @example toSearchString({ ...EMPTY_SEARCH, filter_by: 'team_name', q: 'FC Seoul' }) // '?filter_by=team_name&q=FC+Seoul'
 */
export function toSearchString(
  state: SearchState,
  extra?: Readonly<Record<string, string | number | null | undefined>>,
): string {
  const text = new URLSearchParams(searchEntries(state, extra)).toString();
  return text ? `?${text}` : '';
}

/** Whether two searches ask for the same rows (what the URL would say is the same). */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  return toSearchString(a) === toSearchString(b);
}

/**
 * DOM events the search bar's form dispatches (bubbling, `detail` is the `SearchState`), so a
 * plain page script can follow the bar as a React parent follows its callbacks.
 */
export const SEARCH_EVENTS = {
  trigger: 'search:trigger',
  clear: 'search:clear',
  refresh: 'search:refresh',
} as const;

/**
 * The address a search leads to: the list's path plus the search's query string.
 * @example searchHref('/game/results/inplay', { ...EMPTY_SEARCH, q: 'Seoul', filter_by: 'team_name' }, { lang: 'en' })
 * // '/game/results/inplay?lang=en&filter_by=team_name&q=Seoul'
 */
export function searchHref(
  path: string,
  state: SearchState,
  extra?: Readonly<Record<string, string | number | null | undefined>>,
): string {
  return `${path}${toSearchString(state, extra)}`;
}
