/**
 * @module result-details/query
 * The address of the result details page (spec §2 "Result details page"): route param id; query
 * type (default inplay), sports, upcomingId, ids (comma list), isTime, q, filter_by, and `tab`
 * (the tab in view, so each tab is a link the server renders). A value that cannot be used is
 * named (spec §5.12: a 400 naming the field, never a blank page or a 500).
 */
import { SPORT_NAMES, isSportId } from '../domain/sports';

/** Spec §2's tabs: odds graph (default), league table, toplist, odds table, book history, odds book, statistics. */
export const RESULT_TABS = [
  'odds-graph',
  'league-table',
  'toplist',
  'odds-table',
  'book-history',
  'odds-book',
  'statistics',
] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** Spec §2: the odds table searches by time or by odds. */
export type OddsSearchBy = 'time' | 'odds';

const ROUTE_TYPES = ['inplay', 'sports', 'result', 'upcoming', 'relative'] as const;
export type ResultRouteType = (typeof ROUTE_TYPES)[number];

/** At most this many matches in `ids` (a head-to-head selection is a handful). */
export const MAX_IDS = 50;
/** Search text longer than this is cut (a time or a price is a few characters). */
const MAX_Q = 64;

export interface ResultInfoQuery {
  id: number;
  tab: ResultTab;
  type: ResultRouteType;
  /** The sports name as given (lower case), or null when the address has none. */
  sports: string | null;
  upcomingId: number | null;
  ids: number[];
  /** The odds table's search (isTime opens it searching by time). */
  search: { by: OddsSearchBy; q: string };
}

export type ResultInfoField =
  'id' | 'tab' | 'type' | 'sports' | 'upcomingId' | 'ids' | 'isTime' | 'filter_by';

export type ParsedResultInfo =
  { ok: true; query: ResultInfoQuery } | { ok: false; field: ResultInfoField };

const ID = /^\d{1,15}$/;

function positiveId(raw: string): number | null {
  if (!ID.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/**
 * Spec §2: "If sports is missing it is set from the game name (Ice Hockey becomes Hockey)".
 * @example sportsFromGameName('Ice Hockey') // 'hockey'
 */
export function sportsFromGameName(name: string): string {
  return (name === 'Ice Hockey' ? 'Hockey' : name).toLowerCase();
}

/** Every sports name an address may carry: the game names, with Hockey beside Ice Hockey. */
const KNOWN_SPORTS = new Set(
  Object.entries(SPORT_NAMES).flatMap(([id, names]) =>
    isSportId(Number(id)) ? [names.en.toLowerCase(), sportsFromGameName(names.en)] : [],
  ),
);

function parseIds(raw: string): number[] | null {
  const parts = raw.split(',').map((p) => p.trim());
  const ids = parts.map(positiveId);
  if (ids.length > MAX_IDS || ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

function parseFlag(raw: string | null): boolean | null {
  if (raw === null || raw === '' || raw === 'false' || raw === '0') return false;
  return raw === 'true' || raw === '1' ? true : null;
}

function oneOf<T extends string>(list: readonly T[], raw: string | null, fallback: T): T | null {
  if (raw === null || raw === '') return fallback;
  return (list as readonly string[]).includes(raw) ? (raw as T) : null;
}

/**
 * Reads the page's address. `isTime` opens the odds table searching by time (spec §2).
 * @example parseResultInfoQuery('12', new URLSearchParams('isTime=true&q=21:05'))
 * // { ok: true, query: { id: 12, tab: 'odds-table', search: { by: 'time', q: '21:05' }, … } }
 */
export function parseResultInfoQuery(
  rawId: string | undefined,
  params: URLSearchParams,
): ParsedResultInfo {
  const id = positiveId(rawId ?? '');
  if (id === null) return { ok: false, field: 'id' };
  const isTime = parseFlag(params.get('isTime'));
  if (isTime === null) return { ok: false, field: 'isTime' };
  const tab = isTime ? 'odds-table' : oneOf(RESULT_TABS, params.get('tab'), 'odds-graph');
  if (tab === null) return { ok: false, field: 'tab' };
  const type = oneOf(ROUTE_TYPES, params.get('type'), 'inplay');
  if (type === null) return { ok: false, field: 'type' };
  const by = isTime ? 'time' : oneOf(['time', 'odds'] as const, params.get('filter_by'), 'time');
  if (by === null) return { ok: false, field: 'filter_by' };
  const sportsRaw = params.get('sports')?.trim().toLowerCase() || null;
  if (sportsRaw !== null && !KNOWN_SPORTS.has(sportsRaw)) return { ok: false, field: 'sports' };
  const upRaw = params.get('upcomingId');
  const upcomingId = upRaw ? positiveId(upRaw) : null;
  if (upRaw && upcomingId === null) return { ok: false, field: 'upcomingId' };
  const idsRaw = params.get('ids');
  const ids = idsRaw ? parseIds(idsRaw) : [];
  if (ids === null) return { ok: false, field: 'ids' };
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_Q);
  return {
    ok: true,
    query: { id, tab, type, sports: sportsRaw, upcomingId, ids, search: { by, q } },
  };
}

/**
 * The address of another tab, match or search of the page, keeping the rest of the query.
 * `isTime` is dropped once read: the tab it opened is now in `tab`.
 * @example resultInfoHref(12, new URLSearchParams('sports=soccer'), { tab: 'toplist' }) // '/game/result/info/12?sports=soccer&tab=toplist'
 */
export function resultInfoHref(
  id: number,
  current: URLSearchParams,
  change: Partial<Record<'tab' | 'sports' | 'q' | 'filter_by', string | null>>,
): string {
  const next = new URLSearchParams(current);
  next.delete('isTime');
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  // The default tab needs no parameter: the plain address is the graph.
  if (next.get('tab') === 'odds-graph') next.delete('tab');
  const text = next.toString();
  return `/game/result/info/${id}${text ? `?${text}` : ''}`;
}
