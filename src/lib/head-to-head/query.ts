/**
 * @module head-to-head/query
 * The address of the head-to-head analysis page (spec §2 "Head-to-head analysis page", §2
 * "Pop-up windows": `inplay/game/details/{sportId default 1}?homeId&awayId&upcomingId&sports&bet365`,
 * `type` preselecting a tab) and of its relative tab's choices: the last 5, 10 (default), 20 or
 * all meetings across seasons (`last`), optionally narrowed to one year (current and previous 9,
 * spec §9). A value that cannot be used is named (a 400 naming the field, never a blank page).
 * The team list screen shares the row counts of its relative tables (10, 20… up to the total).
 */
import { DEFAULT_LAST, isLastChoice, yearChoices, type LastChoice } from '../domain/relative';
import { isSportId } from '../domain/sports';

export { yearChoices };

export const H2H_TABS = [
  'relative',
  'league-table',
  'toplist',
  'odds-table',
  'book-history',
  'today-odds',
  'statistics',
] as const;
export type H2hTab = (typeof H2H_TABS)[number];

/** The three tables of the relative tab: the meetings, then each team's latest games. */
export const RELATIVE_TABLES = ['relative', 'home', 'away'] as const;
export type RelativeTable = (typeof RELATIVE_TABLES)[number];

/** Spec §9: relative lists of the team list screen show 10 rows; the choices go up in tens. */
export const RELATIVE_ROWS = 10;
const MAX_ROWS = 200;

export interface H2hQuery {
  sportId: number;
  tab: H2hTab;
  upcomingId: number | null;
  homeId: number | null;
  awayId: number | null;
  bet365: string | null;
  sports: string | null;
  /** One Seoul calendar year, or null: every season. */
  year: number | null;
  /** How many of the newest games each table shows. */
  last: LastChoice;
}

export type H2hField =
  'sportId' | 'type' | 'upcomingId' | 'homeId' | 'awayId' | 'bet365' | 'year' | 'last';

export type ParsedH2h = { ok: true; query: H2hQuery } | { ok: false; field: H2hField };

const positive = (raw: string | null | undefined): number | null | undefined => {
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/**
 * Spec §9 "relative lists 10 (options 10, 20... up to total)": the row counts a team list table
 * offers.
 * @example rowChoices(34) // [10, 20, 30, 40]
 */
export function rowChoices(total: number): number[] {
  const top = Math.min(MAX_ROWS, Math.max(RELATIVE_ROWS, Math.ceil(total / 10) * 10));
  return Array.from({ length: top / 10 }, (_, i) => (i + 1) * 10);
}

/**
 * Reads the page's address; the teams come from `homeId`/`awayId` or the match `upcomingId`.
 * @example parseH2hQuery('1', new URLSearchParams('upcomingId=5&type=toplist'), now)
 */
export function parseH2hQuery(
  rawSport: string | undefined,
  params: URLSearchParams,
  nowMs: number,
): ParsedH2h {
  const sportId = rawSport ? Number(rawSport) : 1;
  if (!/^\d{0,4}$/.test(rawSport ?? '') || !isSportId(sportId))
    return { ok: false, field: 'sportId' };
  const typeRaw = params.get('type');
  const tab = (typeRaw || 'relative') as H2hTab;
  if (!H2H_TABS.includes(tab)) return { ok: false, field: 'type' };
  const ids = { upcomingId: 0, homeId: 0, awayId: 0 } as Record<
    'upcomingId' | 'homeId' | 'awayId',
    number | null
  >;
  for (const name of ['upcomingId', 'homeId', 'awayId'] as const) {
    const value = positive(params.get(name));
    if (value === null) return { ok: false, field: name };
    ids[name] = value ?? null;
  }
  if (ids.upcomingId === null && (ids.homeId === null || ids.awayId === null))
    return { ok: false, field: ids.homeId === null ? 'homeId' : 'awayId' };
  const bet365 = params.get('bet365') || null;
  if (bet365 !== null && !/^\d{1,20}$/.test(bet365)) return { ok: false, field: 'bet365' };
  const yearRaw = params.get('year');
  const year = yearRaw ? Number(yearRaw) : null;
  if (year !== null && !yearChoices(nowMs).includes(year)) return { ok: false, field: 'year' };
  const last = params.get('last') || DEFAULT_LAST;
  if (!isLastChoice(last)) return { ok: false, field: 'last' };
  return {
    ok: true,
    query: {
      sportId,
      tab,
      ...ids,
      bet365,
      sports: params.get('sports')?.trim().toLowerCase() || null,
      year,
      last,
    },
  };
}

/**
 * The page's address with some of the query changed (a tab link keeps the teams, the year and
 * the last-N choice).
 * @example h2hHref(1, new URLSearchParams('upcomingId=5'), { type: 'toplist' }) // '/inplay/game/details/1?upcomingId=5&type=toplist'
 */
export function h2hHref(
  sportId: number,
  current: URLSearchParams,
  change: Record<string, string | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (next.get('type') === 'relative') next.delete('type');
  const text = next.toString();
  return `/inplay/game/details/${sportId}${text ? `?${text}` : ''}`;
}
