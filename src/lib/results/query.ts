/**
 * @module results/query
 * The results / upcoming list's URL (spec §2 "Upcoming / results list", §5 validation, §7
 * "Defaults"): which list, which days, which page, which sport, league and search, read from the
 * query string with every bad value named, and written back as links with only truthy params.
 */
import { collapseSearchText } from '../domain/list-query';
import { parseSeoulDateTime, seoulDate } from '../domain/seoul-time';
import { isSportId } from '../domain/sports';

/** Spec §2: type result or upcoming, default all. */
export const RESULT_LISTS = ['all', 'result', 'upcoming'] as const;
export type ResultList = (typeof RESULT_LISTS)[number];

/** Spec §9: results pages hold 50 rows. */
export const RESULTS_PAGE_ROWS = 50;
/** The API refuses pages past this (match-list.ts); the page names the field before asking. */
export const MAX_RESULTS_PAGE = 100_000;

/** The search filters the list offers (spec §2: search by team_name or league). */
export const RESULT_FILTERS = ['team_name', 'league_name'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];

export interface ResultsQuery {
  list: ResultList;
  /** First and last Seoul days of the range, `YYYY-MM-DD`. */
  from: string;
  to: string;
  page: number;
  sportsId?: number;
  /** A league of the chosen sport (spec §2.2 league filter); never without `sportsId`. */
  leagueId?: number;
  q?: string;
  filter_by?: ResultFilter;
}

export type ResultsField =
  'type' | 'date_from' | 'date_to' | 'sportsId' | 'leagueId' | 'page' | 'filter_by';

export type ParsedResultsQuery =
  { ok: true; query: ResultsQuery } | { ok: false; field: ResultsField; reason: BadReason };

/** Why a value was refused: the page words each differently. */
export type BadReason = 'invalid' | 'reversed' | 'tooLarge';

type Raw = Record<string, string | undefined>;

const given = (v: string | undefined) => {
  const t = v?.trim();
  return t && t !== 'undefined' && t !== 'null' ? t : undefined;
};

/** A Seoul day from `YYYY-MM-DD[ HH:mm[:ss]]`, or null. */
function dayOf(text: string): string | null {
  const at = parseSeoulDateTime(text);
  return at === null ? null : seoulDate(at);
}

function parseDays(raw: Raw, now: number): { from: string; to: string } | ResultsField {
  const fromText = given(raw.date_from);
  const toText = given(raw.date_to);
  const from = fromText === undefined ? undefined : dayOf(fromText);
  if (from === null) return 'date_from';
  const to = toText === undefined ? undefined : dayOf(toText);
  if (to === null) return 'date_to';
  // Spec §5 / §9: without a range the day is today; one end alone means that one day.
  const start = from ?? to ?? seoulDate(now);
  return { from: start, to: to ?? start };
}

function parsePage(text: string | undefined): number | BadReason {
  if (text === undefined) return 1;
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) return 'invalid';
  return Number(text) > MAX_RESULTS_PAGE ? 'tooLarge' : Number(text);
}

/**
 * Reads the list's query string; the first bad value is named rather than dropped, so a wrong
 * link says what is wrong instead of quietly showing another day (spec §5.12).
 * @example parseResultsQuery({ type: 'result', date_from: '2026-11-20' }, now)
 * // { ok: true, query: { list: 'result', from: '2026-11-20', to: '2026-11-20', page: 1 } }
 */
export function parseResultsQuery(raw: Raw, now: number): ParsedResultsQuery {
  const bad = (field: ResultsField, reason: BadReason = 'invalid'): ParsedResultsQuery => ({
    ok: false,
    field,
    reason,
  });
  const list = given(raw.type) ?? 'all';
  if (!(RESULT_LISTS as readonly string[]).includes(list)) return bad('type');
  const days = parseDays(raw, now);
  if (typeof days === 'string') return bad(days);
  if (days.from > days.to) return bad('date_to', 'reversed');
  const sports = given(raw.sportsId);
  if (sports !== undefined && !(/^\d{1,4}$/.test(sports) && isSportId(Number(sports))))
    return bad('sportsId');
  // A league is chosen within a sport; whether it is one of that sport's is the server's to say.
  const league = given(raw.leagueId);
  if (league !== undefined && (!/^[1-9]\d{0,9}$/.test(league) || sports === undefined))
    return bad('leagueId');
  const page = parsePage(given(raw.page));
  if (typeof page === 'string') return bad('page', page);
  const q = given(raw.q) === undefined ? undefined : collapseSearchText(raw.q!);
  const filter = given(raw.filter_by) ?? (q ? 'team_name' : undefined);
  if (filter !== undefined && !(RESULT_FILTERS as readonly string[]).includes(filter))
    return bad('filter_by');
  const query: ResultsQuery = { list: list as ResultList, ...days, page };
  if (sports !== undefined) query.sportsId = Number(sports);
  if (league !== undefined) query.leagueId = Number(league);
  if (q) query.q = q;
  if (q && filter) query.filter_by = filter as ResultFilter;
  return { ok: true, query };
}

/**
 * The match-list query of a results page (spec §7 "Defaults": rows 50; results newest first,
 * upcoming soonest first; a day runs 00:00:00 to 23:59:59 in Seoul, spec §9).
 * @example listQueryOf({ list: 'upcoming', from: '2026-11-20', to: '2026-11-20', page: 2 }).sort // 'asc'
 */
export function listQueryOf(q: ResultsQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {
    rows: RESULTS_PAGE_ROWS,
    page: q.page,
    // Kick-off, not `created_at`: the feed inserts fixtures days ahead, so insertion order says
    // nothing about when a match was played.
    sort_by: 'play_time',
    sort: q.list === 'result' ? 'desc' : 'asc',
    date_from: `${q.from} 00:00:00`,
    date_to: `${q.to} 23:59:59`,
  };
  if (q.sportsId) out.sportsId = q.sportsId;
  if (q.leagueId) out.league_id = q.leagueId;
  if (q.q && q.filter_by) {
    out.q = q.q;
    out.filter_by = q.filter_by;
  }
  return out;
}

/**
 * The query string of a list; only truthy params are written (spec §5), and defaults (type all,
 * page 1) are left out so one view has one address.
 * @example resultsParams({ list: 'all', from: 'd', to: 'd', page: 1 }).toString() // 'date_from=d&date_to=d'
 */
export function resultsParams(q: ResultsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.list !== 'all') params.set('type', q.list);
  params.set('date_from', q.from);
  params.set('date_to', q.to);
  if (q.sportsId) params.set('sportsId', String(q.sportsId));
  if (q.sportsId && q.leagueId) params.set('leagueId', String(q.leagueId));
  if (q.q) params.set('q', q.q);
  if (q.q && q.filter_by) params.set('filter_by', q.filter_by);
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/**
 * A link to the list with some of the query changed.
 * @example resultsHref('inplay', query, { page: 2 }) // '/game/results/inplay?type=result&date_from=…&page=2'
 */
export function resultsHref(game: string, q: ResultsQuery, patch: Partial<ResultsQuery> = {}) {
  return `/game/results/${game}?${resultsParams({ ...q, ...patch }).toString()}`;
}

/**
 * The list with another sport chosen (spec §2.2 sports bar): the league goes, as it belongs to
 * the sport left, and the pager starts again at page 1; days, list type and search stay.
 * @example chooseSport({ list: 'all', from: 'd', to: 'd', page: 3, sportsId: 1, leagueId: 8 }, 18)
 * // { list: 'all', from: 'd', to: 'd', page: 1, sportsId: 18 }
 */
export function chooseSport(q: ResultsQuery, sportsId: number | undefined): ResultsQuery {
  const next: ResultsQuery = { ...q, page: 1 };
  delete next.leagueId;
  if (sportsId) next.sportsId = sportsId;
  else delete next.sportsId;
  return next;
}
