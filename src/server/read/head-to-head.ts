/**
 * @module read/head-to-head
 * What the head-to-head analysis page (spec §2 "Head-to-head analysis page") renders on the
 * server: the match (or the two teams), its relative tab's three tables (the last N meetings and
 * each team's last N games, across seasons or in the chosen year) with their tallies, read
 * through the same readers as `/api/inplay/relative/list/{type}?last=N` and
 * `/api/inplay/relative/count/{type}?last=N`, and the other tabs' data as the result details page
 * reads it.
 */
import type { Language } from '../../lib/domain/languages';
import { lastRows, lastTallied } from '../../lib/domain/relative';
import type { H2hQuery, H2hTab, RelativeTable } from '../../lib/head-to-head/query';
import type { ResultTab } from '../../lib/result-details/query';
import { localName } from '../../lib/inplay/row';
import type { AppServices } from '../services';
import { readMatch } from './matches';
import {
  listRelative,
  readTally,
  type RelativeFilter,
  type RelativeRow,
  type TallyWithCount,
} from './relative';
import { loadResultDetails, type ResultDetailsData } from './result-details';

type Services = Pick<AppServices, 'database' | 'live'>;

/** The result details tab behind each head-to-head tab ("today odds" is the odds book). */
const DETAILS_TAB: Record<Exclude<H2hTab, 'relative'>, ResultTab> = {
  'league-table': 'league-table',
  toplist: 'toplist',
  'odds-table': 'odds-table',
  'book-history': 'book-history',
  'today-odds': 'odds-book',
  statistics: 'statistics',
};

export interface RelativeTableData {
  rows: RelativeRow[];
  /** Every game of the table's filter (the rows are the newest of them). */
  total: number;
  tally: TallyWithCount;
}

export interface HeadToHeadData {
  teams: { home: { id: number; name: string }; away: { id: number; name: string } };
  /** The match the page is about, as the result details page reads it (null: teams only). */
  match: ResultDetailsData | null;
  tables: Record<RelativeTable, RelativeTableData> | null;
}

/** The page's data, or why there is none: no such match (404), no such team (400 naming it). */
export type HeadToHeadResult =
  | { ok: true; data: HeadToHeadData }
  | { ok: false; notFound: 'match' }
  | { ok: false; field: 'homeId' | 'awayId' };

async function teamName(services: Services, id: number, lang: Language) {
  const t = await services.database.db
    .selectFrom('teams')
    .select(['name', 'kor', 'jp'])
    .where('id', '=', id)
    .executeTakeFirst();
  return t ? localName(lang, t.name, t.kor, t.jp) : null;
}

async function relativeTables(
  services: Services,
  q: H2hQuery,
  home: number,
  away: number,
): Promise<Record<RelativeTable, RelativeTableData>> {
  const { db } = services.database;
  const base: RelativeFilter = {
    sportId: q.sportId,
    year: q.year ?? undefined,
    exclude: q.upcomingId ?? undefined,
    status: 'result',
  };
  const one = async (table: RelativeTable): Promise<RelativeTableData> => {
    const filter: RelativeFilter =
      table === 'relative'
        ? { ...base, between: [home, away] }
        : { ...base, team: table === 'home' ? home : away };
    const teamId = table === 'away' ? away : home;
    // Newest first: the last N games, tallied with the lines their rows are measured by.
    const page = { rows: lastRows(q.last), page: 1, sortBy: 'play_time', sort: 'desc' } as const;
    const { tally, lines } = await readTally(db, filter, teamId, lastTallied(q.last));
    const list = await listRelative(db, services.live, filter, page, q.upcomingId, lines);
    return { rows: list.data, total: list.count.total, tally };
  };
  const [relative, homeTable, awayTable] = await Promise.all([
    one('relative'),
    one('home'),
    one('away'),
  ]);
  return { relative, home: homeTable, away: awayTable };
}

/**
 * The page's data; no match by that id is a 404, no team by an id of the address a 400.
 * @example await loadHeadToHead(Astro.locals.services, query, 'kr')
 */
export async function loadHeadToHead(
  services: Services,
  q: H2hQuery,
  lang: Language,
  nowMs = Date.now(),
): Promise<HeadToHeadResult> {
  let homeId = q.homeId;
  let awayId = q.awayId;
  let match: ResultDetailsData | null = null;
  if (q.upcomingId !== null) {
    const m = await readMatch(services.database.db, services.live, q.upcomingId);
    if (!m) return { ok: false, notFound: 'match' };
    homeId ??= m.home_id;
    awayId ??= m.away_id;
    match = await loadResultDetails(
      services,
      m.id,
      lang,
      { tab: q.tab === 'relative' ? 'statistics' : DETAILS_TAB[q.tab], upcomingId: m.id },
      nowMs,
    );
  }
  // The address gives both teams or the match (lib/head-to-head/query).
  if (homeId === null || awayId === null) return { ok: false, notFound: 'match' };
  const [home, away] = await Promise.all([
    teamName(services, homeId, lang),
    teamName(services, awayId, lang),
  ]);
  if (home === null) return { ok: false, field: 'homeId' };
  if (away === null) return { ok: false, field: 'awayId' };
  const data: HeadToHeadData = {
    teams: { home: { id: homeId, name: home }, away: { id: awayId, name: away } },
    match,
    tables: q.tab === 'relative' ? await relativeTables(services, q, homeId, awayId) : null,
  };
  return { ok: true, data };
}
