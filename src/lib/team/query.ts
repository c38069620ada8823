/**
 * @module team/query
 * The address of the team list page (spec §2 "Team list and team info", route
 * `inplay/team/list/:id?`): the optional team id, and the query `game_id` (a sport or all),
 * `date` (a Seoul day; without it the whole current year, spec §7 "matches fetch (team list)"),
 * `q` with `filterBy`, `homeId` and `awayId`; the matches table's `page` and each sport's
 * results table's row count (`rows_{sportId}`, 10, 20… as spec §9 gives relative lists). A value
 * that cannot be used is named (a 400, never a blank page).
 */
import { sportIdOf } from '../domain/relative';
import type { SportId } from '../domain/sports';
import { RELATIVE_ROWS } from '../head-to-head/query';

export const TEAM_LIST_FILTERS = ['team_name', 'league_name', 'time'] as const;
export type TeamListFilter = (typeof TEAM_LIST_FILTERS)[number];

/** Spec §9: the team list shows 30 matches a page. */
export const TEAM_LIST_ROWS = 30;
const MAX_PAGE = 10_000;
const MAX_ROWS = 200;
const MAX_TEXT = 100;

export interface TeamListQuery {
  teamId: number | null;
  /** The sport of `game_id`; null for all. */
  sportId: SportId | null;
  /** A Seoul day 'YYYY-MM-DD'; null for the whole current year. */
  date: string | null;
  q: string;
  filterBy: TeamListFilter;
  homeId: number | null;
  awayId: number | null;
  page: number;
  /** Row counts chosen per sport's results table (others show 10). */
  rows: Partial<Record<number, number>>;
}

export type TeamListField =
  'id' | 'game_id' | 'date' | 'q' | 'filterBy' | 'homeId' | 'awayId' | 'page' | `rows_${number}`;

export type ParsedTeamList =
  { ok: true; query: TeamListQuery } | { ok: false; field: TeamListField };

/** A positive whole number; undefined when absent, null when malformed. */
function positive(raw: string | null | undefined, max = Number.MAX_SAFE_INTEGER) {
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** A real calendar day written 'YYYY-MM-DD'. */
function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * Reads the page's address.
 * @example parseTeamListQuery('1001', new URLSearchParams('game_id=soccer&date=2026-11-20')) // { ok: true, query: { teamId: 1001, sportId: 1, … } }
 */
export function parseTeamListQuery(
  rawId: string | undefined,
  params: URLSearchParams,
): ParsedTeamList {
  const teamId = positive(rawId);
  if (teamId === null) return { ok: false, field: 'id' };
  const game = params.get('game_id')?.trim() || 'all';
  const sportId = game === 'all' ? null : sportIdOf(game);
  if (game !== 'all' && sportId === null) return { ok: false, field: 'game_id' };
  const date = params.get('date')?.trim() || null;
  if (date !== null && !isDay(date)) return { ok: false, field: 'date' };
  // Spec §5: search text trimmed with its whitespace collapsed; team_name by default.
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ');
  if (q.length > MAX_TEXT) return { ok: false, field: 'q' };
  const filterBy = (params.get('filterBy') ||
    params.get('filter_by') ||
    'team_name') as TeamListFilter;
  if (!TEAM_LIST_FILTERS.includes(filterBy)) return { ok: false, field: 'filterBy' };
  const ids = {} as Record<'homeId' | 'awayId' | 'page', number | null>;
  for (const name of ['homeId', 'awayId', 'page'] as const) {
    const value = positive(params.get(name), name === 'page' ? MAX_PAGE : undefined);
    if (value === null) return { ok: false, field: name };
    ids[name] = value ?? null;
  }
  const rows: TeamListQuery['rows'] = {};
  for (const [name, raw] of params) {
    const m = /^rows_(\d{1,4})$/.exec(name);
    if (!m) continue;
    const n = positive(raw, MAX_ROWS);
    if (typeof n !== 'number' || n % RELATIVE_ROWS !== 0)
      return { ok: false, field: `rows_${Number(m[1])}` };
    rows[Number(m[1])] = n;
  }
  return {
    ok: true,
    query: {
      teamId: teamId ?? null,
      sportId,
      date,
      q,
      filterBy,
      homeId: ids.homeId,
      awayId: ids.awayId,
      page: ids.page ?? 1,
      rows,
    },
  };
}

/** The rows a sport's results table shows. */
export function rowsOf(query: TeamListQuery, sportId: number): number {
  return query.rows[sportId] ?? RELATIVE_ROWS;
}

/**
 * The address of the page with some choices changed (the sports bar, the pager); choices at
 * their defaults are left out, and a new sport or search starts again at page 1.
 * @example teamListHref(query, { sportId: 1 }) // '/inplay/team/list/1001?game_id=1'
 */
export function teamListHref(
  query: TeamListQuery,
  change: { sportId?: number | null; page?: number } = {},
): string {
  const next: Omit<TeamListQuery, 'sportId'> & { sportId: number | null } = { ...query, ...change };
  if ('sportId' in change && change.page === undefined) next.page = 1;
  const params = new URLSearchParams();
  if (next.sportId !== null) params.set('game_id', String(next.sportId));
  if (next.date) params.set('date', next.date);
  if (next.q) params.set('q', next.q);
  if (next.q && next.filterBy !== 'team_name') params.set('filterBy', next.filterBy);
  if (next.homeId) params.set('homeId', String(next.homeId));
  if (next.awayId) params.set('awayId', String(next.awayId));
  if (next.page > 1) params.set('page', String(next.page));
  for (const [sport, n] of Object.entries(next.rows)) params.set(`rows_${sport}`, String(n));
  const path = `/inplay/team/list${next.teamId ? `/${next.teamId}` : ''}`;
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
