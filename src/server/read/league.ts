/**
 * @module read/league
 * What the league details page (spec §2 "League details") and the league info page (spec §2
 * "League top list") render on the server: the league in
 * the viewer's language, the season asked for (or the match's, or the one running now) with
 * every season the database holds for the selector, its tables overall, home and away (or its
 * top lists), and the names of the teams the page was opened for.
 */
import type { Language } from '../../lib/domain/languages';
import { formatInZone } from '../../lib/format/dates';
import type { Translate } from '../../lib/i18n/messages';
import { leaguePageHead, type LeaguePageHead } from '../../lib/league/meta';
import {
  parseLeagueDetailsQuery,
  type LeagueDetailsField,
  type LeagueDetailsQuery,
} from '../../lib/league/query';
import { localName } from '../../lib/inplay/row';
import type { AppServices } from '../services';
import type { ResultTopLists } from './result-details';
import { readTopLists } from './toplists';
import { listSeasons, readLeague, resolveSeason, type SeasonInfo } from './league-season';
import { readLeagueTables, teamsById, type LeagueTables } from './tables';

type Services = Pick<AppServices, 'database'>;

export interface LeagueDetailsData {
  league: { id: number; sportId: number; name: string; hasTable: boolean; cc: string };
  ranking: 'points' | 'pct' | 'sets';
  season: SeasonInfo | null;
  seasons: SeasonInfo[];
  /** Null when the league keeps no table or the season has none yet (or the page shows top lists). */
  tables: LeagueTables | null;
  /** The season's top lists on the league info page (null on the details page). */
  toplists: ResultTopLists | null;
  /** The teams the page was opened for (marked in the tables), in the viewer's language. */
  teams: { home: { id: number; name: string } | null; away: { id: number; name: string } | null };
}

/** Top-list rows per group on the league info page (the API's default). */
const TOPLIST_ROWS = 20;

/**
 * The page's data (`view`: the details page's tables or the info page's top lists); null for an
 * unknown league, `{ error }` naming the field when the season or the match is not this league's.
 */
export async function loadLeagueDetails(
  services: Services,
  q: LeagueDetailsQuery,
  lang: Language,
  view: 'tables' | 'toplists' = 'tables',
  nowMs = Date.now(),
): Promise<LeagueDetailsData | null | { error: 'season_id' | 'upcomingId' }> {
  const { db } = services.database;
  const league = await readLeague(db, q.leagueId);
  if (!league) return null;
  const season = await resolveSeason(
    db,
    league.id,
    { seasonId: q.seasonId ?? undefined, upcomingId: q.upcomingId ?? undefined },
    nowMs,
  );
  if (season && 'error' in season) return season;
  const sides = await matchSides(db, q);
  const teamIds = [sides.homeId, sides.awayId].filter((id): id is number => id !== null);
  const [seasons, tables, toplists, names] = await Promise.all([
    listSeasons(db, league.id),
    view === 'tables' && season && league.has_table ? readLeagueTables(db, league, season) : null,
    view === 'toplists' && season ? readTopLists(db, league, season, TOPLIST_ROWS, nowMs) : null,
    teamsById(db, teamIds),
  ]);
  const team = (id: number | null) => {
    const t = id === null ? undefined : names.get(id);
    return t ? { id: t.id, name: localName(lang, t.name, t.kor, t.jp) } : null;
  };
  return {
    league: {
      id: league.id,
      sportId: league.sport_id,
      name: localName(lang, league.name, league.kor, league.jp),
      hasTable: league.has_table,
      cc: league.cc,
    },
    ranking: league.rules.ranking,
    season,
    seasons,
    tables: tables && tables.overall.rows.length > 0 ? tables : null,
    toplists,
    teams: { home: team(sides.homeId), away: team(sides.awayId) },
  };
}

/**
 * The teams the page is for: those the address names, else the match's (`upcomingId`), so that
 * a table opened from a match heads and marks its two teams whatever link opened it.
 */
async function matchSides(
  db: Services['database']['db'],
  q: LeagueDetailsQuery,
): Promise<{ homeId: number | null; awayId: number | null }> {
  if (q.upcomingId === null || (q.homeId !== null && q.awayId !== null))
    return { homeId: q.homeId, awayId: q.awayId };
  const m = await db
    .selectFrom('matches')
    .select(['home_id', 'away_id'])
    .where('id', '=', q.upcomingId)
    .executeTakeFirst();
  return {
    homeId: q.homeId ?? (m ? Number(m.home_id) : null),
    awayId: q.awayId ?? (m ? Number(m.away_id) : null),
  };
}

/** What a league page renders: its page in full, or why not (a field for 400, none for 404). */
export type LeaguePage =
  | {
      status: 200;
      data: LeagueDetailsData;
      query: LeagueDetailsQuery;
      head: LeaguePageHead;
    }
  | { status: 400; field: LeagueDetailsField }
  | { status: 404 };

/**
 * Reads a league page's address and data and makes its head (title, description, canonical,
 * JSON-LD): the league details page (`tables`) and the league info page (`toplists`) alike.
 */
export async function loadLeaguePage(
  services: Services,
  address: { id: string | undefined; search: URLSearchParams; origin: string },
  lang: Language,
  t: Translate,
  view: 'tables' | 'toplists',
): Promise<LeaguePage> {
  const parsed = parseLeagueDetailsQuery(address.id, address.search);
  if (!parsed.ok) return { status: 400, field: parsed.field };
  const loaded = await loadLeagueDetails(services, parsed.query, lang, view);
  if (!loaded) return { status: 404 };
  if ('error' in loaded) return { status: 400, field: loaded.error };
  const season = loaded.season;
  const day = (s: number) => formatInZone(s * 1000, 'YYYY-MM-DD');
  const head = leaguePageHead(
    {
      path: view === 'tables' ? '/inplay/league/details' : '/inplay/league/info',
      league: loaded.league,
      season: season && {
        id: season.id,
        name: season.name,
        start: day(season.start_time),
        end: day(season.end_time),
      },
      lang,
    },
    t,
    address.origin,
  );
  return { status: 200, data: loaded, query: parsed.query, head };
}
