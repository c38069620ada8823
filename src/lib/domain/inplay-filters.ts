/**
 * @module inplay-filters
 * Rules of the in-play main screen (spec §2 "In-play main screen", §4 "States and transitions"):
 * route query, tab transitions, the path of a route, which list a type reads, league tabs, the
 * day strip, status filters (major, selected, hide), league choice and the auto-selected match.
 */
import {
  DEFAULT_INPLAY_STATUS,
  DEFAULT_INPLAY_TYPE,
  LEAGUE_TABS,
  type InplayRoute,
  type InplayStatus,
  type InplayType,
  type LeagueTab,
} from './routes';

/** Spec §2 query of the in-play route: bet365Id, sportsId, date_from, sports. */
export interface InplayQuery {
  sportsId?: number;
  bet365Id?: string;
  /** Day of the league tabs' day strip, `YYYY-MM-DD` (Seoul). */
  date_from?: string;
  sports?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` that is a real calendar day. */
export function isDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * Reads the route query, dropping what is malformed (a hand-edited link must not break the page).
 * `date_from` also accepts `YYYY-MM-DD HH:mm:ss` and keeps the day.
 * @example parseInplayQuery({ sportsId: '18', date_from: '2026-03-01 00:00:00' }) // { sportsId: 18, date_from: '2026-03-01' }
 */
export function parseInplayQuery(raw: Record<string, string | null | undefined>): InplayQuery {
  const out: InplayQuery = {};
  const sportsId = raw.sportsId?.trim();
  if (sportsId && /^\d{1,4}$/.test(sportsId) && Number(sportsId) > 0) {
    out.sportsId = Number(sportsId);
  }
  const bet365 = raw.bet365Id?.trim();
  if (bet365 && /^\d{1,20}$/.test(bet365)) out.bet365Id = bet365;
  const day = raw.date_from?.trim().slice(0, 10);
  if (day && isDay(day)) out.date_from = day;
  const sports = raw.sports?.trim();
  if (sports && /^[A-Za-z -]{1,40}$/.test(sports)) out.sports = sports;
  return out;
}

/** Leagues behind each league tab (spec §2): the sport and how the league's name reads. */
export const LEAGUE_TAB_RULES: Record<LeagueTab, { sportId: number; pattern: RegExp }> = {
  mlb: { sportId: 16, pattern: /^(MLB|Major League Baseball)\b/i },
  kbo: { sportId: 16, pattern: /^KBO\b/i },
  npb: { sportId: 16, pattern: /^(NPB|Nippon Professional Baseball)\b/i },
  nba: { sportId: 18, pattern: /^NBA\b/i },
  kbl: { sportId: 18, pattern: /^KBL\b/i },
  wkbl: { sportId: 18, pattern: /^WKBL\b/i },
  vleague: { sportId: 91, pattern: /^(South Korea\s+)?V-?League\b/i },
  nhl: { sportId: 17, pattern: /^NHL\b/i },
  khl: { sportId: 17, pattern: /^KHL\b/i },
};

/** Type tabs per group, in the order the screen shows them (spec §2). */
export const LEAGUE_TAB_GROUPS: readonly { sportId: number; tabs: readonly LeagueTab[] }[] = [
  { sportId: 16, tabs: ['mlb', 'kbo', 'npb'] },
  { sportId: 18, tabs: ['nba', 'kbl', 'wkbl'] },
  { sportId: 91, tabs: ['vleague'] },
  { sportId: 17, tabs: ['nhl', 'khl'] },
];

export function isLeagueTab(type: string): type is LeagueTab {
  return (LEAGUE_TABS as readonly string[]).includes(type);
}

/** Whether a league's name belongs to a league tab. */
export function leagueMatchesTab(tab: LeagueTab, league: { name: string; sportId: number }) {
  const rule = LEAGUE_TAB_RULES[tab];
  return rule.sportId === league.sportId && rule.pattern.test(league.name.trim());
}

/**
 * Spec §4: a status tab change on the result type resets the type to all; the id stays.
 * @example withStatus({ status: 'all', type: 'result' }, 'major') // { status: 'major', type: 'all' }
 */
export function withStatus(route: InplayRoute, status: InplayStatus): InplayRoute {
  const type: InplayType = route.type === 'result' ? 'all' : route.type;
  return { ...route, status, type };
}

/**
 * Spec §4: a type tab change keeps the id and resets status major to all.
 * @example withType({ status: 'major', type: 'all', id: '9' }, 'odds') // { status: 'all', type: 'odds', id: '9' }
 */
export function withType(route: InplayRoute, type: InplayType): InplayRoute {
  const status: InplayStatus = route.status === 'major' ? 'all' : route.status;
  return { ...route, status, type };
}

/**
 * The path and query of a route, omitting trailing defaults and empty query values (spec §5
 * "only truthy params").
 * @example inplayHref({ status: 'all', type: 'odds' }, { sportsId: 18 }) // '/all/odds?sportsId=18'
 */
export function inplayHref(route: InplayRoute, query: InplayQuery = {}): string {
  const parts: string[] = [route.status, route.type];
  if (route.id) parts.push(route.id);
  else if (route.type === DEFAULT_INPLAY_TYPE) {
    parts.pop();
    if (route.status === DEFAULT_INPLAY_STATUS) parts.pop();
  }
  const params = new URLSearchParams();
  if (query.sportsId) params.set('sportsId', String(query.sportsId));
  if (query.bet365Id) params.set('bet365Id', query.bet365Id);
  if (query.date_from) params.set('date_from', query.date_from);
  if (query.sports) params.set('sports', query.sports);
  const search = params.toString();
  return `/${parts.join('/')}${search ? `?${search}` : ''}`;
}

/**
 * The address the in-play screen writes keeps the current page's `lang`: inside a third-party
 * iframe the language may live only in the URL (no cookie), and a reload must not lose it.
 * @example keepShellParams('/all/all/1', '?lang=en&x=1') // '/all/all/1?lang=en'
 */
export function keepShellParams(href: string, currentSearch: string): string {
  const lang = new URLSearchParams(currentSearch).get('lang');
  if (!lang) return href;
  const [path, search = ''] = href.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${path}?${params.toString()}`;
}

/** Which match list a type reads. */
export type ListScope = 'inplay' | 'upcoming' | 'result' | 'day';

export function listScope(type: InplayType): ListScope {
  if (type === 'odds' || type === 'all') return 'inplay';
  if (type === 'result' || type === 'upcoming') return type;
  return 'day';
}

/** The sport a view is about: the league tab's own sport, else the chosen one (or every sport). */
export function viewSport(type: InplayType, sportsId: number | undefined): number | undefined {
  return isLeagueTab(type) ? LEAGUE_TAB_RULES[type].sportId : sportsId;
}

/** Spec §2: the day strip shows for types other than odds, all, result and upcoming. */
export function showsDayStrip(type: InplayType): boolean {
  return isLeagueTab(type);
}

/** Spec §2: the league-selection popup serves the odds and all types. */
export function showsLeaguePopup(type: InplayType): boolean {
  return type === 'odds' || type === 'all';
}

/**
 * A calendar day moved by whole days.
 * @example addDays('2026-02-28', 1) // '2026-03-01'
 */
export function addDays(day: string, days: number): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The 3 dates of the day strip (spec §9 "Day strip 3 dates"), the chosen day in the middle.
 * @example dayStrip('2026-03-01') // ['2026-02-28', '2026-03-01', '2026-03-02']
 */
export function dayStrip(day: string): [string, string, string] {
  return [addDays(day, -1), day, addDays(day, 1)];
}

/** What the status filters need to know about a row. */
export interface FilterableRow {
  id: number;
  league_id: number;
  is_major: boolean;
}

export interface StatusSets {
  /** Ticked matches (the selected set, spec §4). */
  selected: ReadonlySet<number>;
  /** Starred matches (favourites of a logged-in user). */
  favourites: ReadonlySet<number>;
}

/**
 * Spec §2/§4 status tabs: all shows everything, major the major leagues, selected and hide only
 * ticked or starred matches.
 * @example filterByStatus(rows, 'major', sets)
 */
export function filterByStatus<R extends FilterableRow>(
  rows: readonly R[],
  status: InplayStatus,
  sets: StatusSets,
): R[] {
  switch (status) {
    case 'all':
      return [...rows];
    case 'major':
      return rows.filter((r) => r.is_major);
    case 'selected':
    case 'hide':
      return rows.filter((r) => sets.selected.has(r.id) || sets.favourites.has(r.id));
  }
}

/**
 * Keeps the rows of the chosen leagues (spec §2 league popup); `null` means no choice made yet.
 * @example filterByLeagues(rows, new Set([301]))
 */
export function filterByLeagues<R extends Pick<FilterableRow, 'league_id'>>(
  rows: readonly R[],
  chosen: ReadonlySet<number> | null,
): R[] {
  if (chosen === null) return [...rows];
  return rows.filter((r) => chosen.has(r.league_id));
}

/** What the auto-selection needs to know about a row. */
export interface SelectableRow {
  bet365: string | null;
  is_inplay: boolean;
  status_id: number;
}

/** Spec §4 "Live: is_inplay true and status_id 1". */
export function isLive(row: Pick<SelectableRow, 'is_inplay' | 'status_id'>): boolean {
  return row.is_inplay && row.status_id === 1;
}

/**
 * Spec §4: after a search the first in-play match with a bet365 id is selected; otherwise any
 * match with a bet365 id; `exclude` skips a match that just ended.
 * @example pickAutoSelect(rows)?.bet365
 */
export function pickAutoSelect<R extends SelectableRow>(
  rows: readonly R[],
  exclude?: string | null,
): R | undefined {
  const usable = rows.filter((r) => r.bet365 && r.bet365 !== exclude);
  return usable.find(isLive) ?? usable[0];
}

/**
 * The stored selected set (spec §3 `selectedMatchIds`, a comma list) as ids.
 * @example parseSelectedIds('12,x,7,12') // [12, 7]
 */
export function parseSelectedIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const v = part.trim();
    if (!/^\d{1,20}$/.test(v)) continue;
    const id = Number(v);
    if (Number.isSafeInteger(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

export function serializeSelectedIds(ids: Iterable<number>): string {
  return [...ids].join(',');
}

/**
 * Spec §4: the arrow toggles a match in the selected set.
 * @example toggleId([1, 2], 2) // [1]
 */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/**
 * Groups rows under a key, keeping first-seen order of the groups and of the rows within them.
 * @example groupBy(rows, (r) => r.play_date)
 */
export function groupBy<R>(
  rows: readonly R[],
  key: (row: R) => string,
): { key: string; rows: R[] }[] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return [...groups].map(([k, list]) => ({ key: k, rows: list }));
}
