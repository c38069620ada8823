/**
 * @module read/head-to-head
 * What the head-to-head analysis page (spec §2 "Head-to-head analysis page") renders on the
 * server: the match (or the two teams), its relative tab's three tables of past games with their
 * tallies, read through the same readers as `/api/inplay/relative/list/{type}` and
 * `/api/inplay/relative/count/{type}`, and the other tabs' data as the result details page reads
 * it.
 */
import type { Language } from '../../lib/domain/languages';
import type { H2hQuery, H2hTab, RelativeTable } from '../../lib/head-to-head/query';
import type { ResultTab } from '../../lib/result-details/query';
import { localName } from '../../lib/inplay/row';
import type { AppServices } from '../services';
import { readMatch } from './matches';
import {
  listRelative,
  tallyOf,
  yearWindow,
  type RelativeFilter,
  type RelativeRow,
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
  total: number;
  tally: Awaited<ReturnType<typeof tallyOf>>;
}

export interface HeadToHeadData {
  teams: { home: { id: number; name: string }; away: { id: number; name: string } };
  /** The match the page is about, as the result details page reads it (null: teams only). */
  match: ResultDetailsData | null;
  tables: Record<RelativeTable, RelativeTableData> | null;
}

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
    window: yearWindow(q.year),
    exclude: q.upcomingId ?? undefined,
    status: 'result',
  };
  const one = async (table: RelativeTable): Promise<RelativeTableData> => {
    const filter: RelativeFilter =
      table === 'relative'
        ? { ...base, between: [home, away] }
        : { ...base, team: table === 'home' ? home : away };
    const teamId = table === 'away' ? away : home;
    // Latest first: these are the teams' most recent games of the year.
    const page = { rows: q.rows[table], page: 1, sortBy: 'play_time', sort: 'desc' } as const;
    const [list, tally] = await Promise.all([
      listRelative(db, services.live, filter, page, q.upcomingId),
      tallyOf(db, filter, teamId),
    ]);
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
 * The page's data; null when the match or a team does not exist.
 * @example await loadHeadToHead(Astro.locals.services, query, 'kr')
 */
export async function loadHeadToHead(
  services: Services,
  q: H2hQuery,
  lang: Language,
  nowMs = Date.now(),
): Promise<HeadToHeadData | null> {
  let homeId = q.homeId;
  let awayId = q.awayId;
  let match: ResultDetailsData | null = null;
  if (q.upcomingId !== null) {
    const m = await readMatch(services.database.db, services.live, q.upcomingId);
    if (!m) return null;
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
  if (homeId === null || awayId === null) return null;
  const [home, away] = await Promise.all([
    teamName(services, homeId, lang),
    teamName(services, awayId, lang),
  ]);
  if (home === null || away === null) return null;
  return {
    teams: { home: { id: homeId, name: home }, away: { id: awayId, name: away } },
    match,
    tables: q.tab === 'relative' ? await relativeTables(services, q, homeId, awayId) : null,
  };
}
