/**
 * @module read/team/list
 * What the team list page (spec §2 "Team list and team info") renders on the server, read
 * through the same readers as `/api/relative/list` and `/api/relative/list/new`: the games of a
 * team (or of two teams, or of a search) over a Seoul day or the current year, every status,
 * kick-off ascending, 30 a page (spec §7 "matches fetch (team list)", §9); the sports those games
 * are of, for the sports bar; and per sport the finished games, newest first, each table with its
 * own row count. When the results hold one sport with one game, the page hands over to the
 * relative info list (spec §2 "Relative info list").
 */
import { SPORT_NAMES, isSportId } from '../../../lib/domain/sports';
import type { Language } from '../../../lib/domain/languages';
import { parseSeoulDateTime, seoulDate, seoulYear } from '../../../lib/domain/seoul-time';
import { relatedGamesPopup } from '../../../lib/inplay/popups';
import { localName } from '../../../lib/inplay/row';
import { TEAM_LIST_ROWS, rowsOf, type TeamListQuery } from '../../../lib/team/query';
import type { AppServices } from '../../services';
import {
  listRelative,
  sportsOf,
  yearWindow,
  type RelativeFilter,
  type RelativeRow,
} from '../relative';

type Services = Pick<AppServices, 'database' | 'live'>;

export interface TeamListSport {
  id: number;
  name: string;
  count: number;
}

export interface TeamListData {
  /** The team of the address (null when the list is a search or two teams). */
  team: { id: number; name: string } | null;
  home: { id: number; name: string } | null;
  away: { id: number; name: string } | null;
  /** The Seoul days the list covers, 'YYYY-MM-DD'. */
  period: { from: string; to: string };
  /** Every sport of the games (the sports bar), whatever sport is chosen. */
  sports: TeamListSport[];
  matches: { rows: RelativeRow[]; total: number };
  results: (TeamListSport & { rows: RelativeRow[]; shown: number })[];
  /** The relative info list to go to instead (one sport with one result), else null. */
  handOver: string | null;
}

async function teamOf(services: Services, id: number | null, lang: Language) {
  if (!id) return null;
  const t = await services.database.db
    .selectFrom('teams')
    .select(['id', 'name', 'kor', 'jp'])
    .where('id', '=', id)
    .executeTakeFirst();
  return t ? { id: Number(t.id), name: localName(lang, t.name, t.kor, t.jp) } : null;
}

/** The games the address scopes, before sport and status. */
function scopeOf(
  q: TeamListQuery,
  nowMs: number,
): { filter: RelativeFilter; period: TeamListData['period'] } {
  let window = yearWindow(seoulYear(nowMs));
  if (q.date) {
    const from = parseSeoulDateTime(q.date)!;
    const to = parseSeoulDateTime(q.date, true)!;
    window = { from: from / 1000, to: Math.floor(to / 1000) };
  }
  const filter: RelativeFilter = {
    window,
    search: q.q ? { filterBy: q.filterBy, q: q.q } : undefined,
  };
  if (q.teamId) filter.team = q.teamId;
  if (q.homeId && q.awayId) filter.between = [q.homeId, q.awayId];
  else if (!q.teamId && (q.homeId || q.awayId)) filter.team = (q.homeId ?? q.awayId)!;
  const period = { from: seoulDate(window.from * 1000), to: seoulDate(window.to * 1000) };
  return { filter, period };
}

const sportLabel = (id: number, lang: Language) =>
  isSportId(id) ? SPORT_NAMES[id][lang] : String(id);

/**
 * The page's data; null when the team of the address does not exist.
 * @example await loadTeamList(Astro.locals.services, query, 'kr')
 */
export async function loadTeamList(
  services: Services,
  q: TeamListQuery,
  lang: Language,
  nowMs = Date.now(),
): Promise<TeamListData | null> {
  const { db } = services.database;
  const [team, home, away] = await Promise.all([
    teamOf(services, q.teamId, lang),
    teamOf(services, q.homeId, lang),
    teamOf(services, q.awayId, lang),
  ]);
  if (q.teamId && !team) return null;
  const { filter, period } = scopeOf(q, nowMs);
  const sportId = q.sportId ?? undefined;
  const [sports, matches, resultSports] = await Promise.all([
    sportsOf(db, { ...filter, status: 'all' }),
    listRelative(
      db,
      services.live,
      { ...filter, sportId, status: 'all' },
      { rows: TEAM_LIST_ROWS, page: q.page, sortBy: 'play_time', sort: 'asc' },
      null,
    ),
    sportsOf(db, { ...filter, sportId, status: 'result' }),
  ]);
  const results = await Promise.all(
    resultSports.map(async (s) => {
      const shown = rowsOf(q, s.id);
      const page = await listRelative(
        db,
        services.live,
        { ...filter, sportId: s.id, status: 'result' },
        { rows: shown, page: 1, sortBy: 'play_time', sort: 'desc' },
        null,
      );
      return { id: s.id, name: sportLabel(s.id, lang), count: s.count, rows: page.data, shown };
    }),
  );
  const only = results.length === 1 && results[0]!.count === 1 ? results[0]!.rows[0] : undefined;
  const handOver = only ? handOverTo(only) : null;
  return {
    team,
    home,
    away,
    period,
    sports: sports.map((s) => ({ id: s.id, name: sportLabel(s.id, lang), count: s.count })),
    matches: { rows: matches.data, total: matches.count.total },
    results,
    handOver,
  };
}

/** Spec §2 "Relative info list": the one game, with its day as a time search. */
function handOverTo(row: RelativeRow): string {
  const params = new URLSearchParams({
    filter_by: 'time',
    q: row.play_time.slice(0, 10),
    isTime: 'true',
  });
  return `${relatedGamesPopup(row.sports_id, [row.id]).url}&${params.toString()}`;
}

/** Games a team info page lists of each kind (spec §2 "Team list and team info"). */
export const TEAM_GAMES_SHOWN = 5;

/**
 * A team's latest results (newest first) and next matches (soonest first), for team info.
 * @example (await readTeamGames(Astro.locals.services, 1001)).recent.length // ≤ 5
 */
export async function readTeamGames(
  services: Services,
  teamId: number,
): Promise<{ recent: RelativeRow[]; next: RelativeRow[] }> {
  const { db } = services.database;
  const [recent, next] = await Promise.all([
    listRelative(
      db,
      services.live,
      { team: teamId, status: 'result' },
      { rows: TEAM_GAMES_SHOWN, page: 1, sortBy: 'play_time', sort: 'desc' },
      null,
    ),
    listRelative(
      db,
      services.live,
      { team: teamId, status: 'upcoming' },
      { rows: TEAM_GAMES_SHOWN, page: 1, sortBy: 'play_time', sort: 'asc' },
      null,
    ),
  ]);
  return { recent: recent.data, next: next.data };
}
