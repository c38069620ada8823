/**
 * @module read/results
 * The results and upcoming lists (spec §2 "Upcoming / results list", §3 "Result game"): one
 * page of matches with their goal and card counts, read by the results calls and, in-process,
 * by the results page's first paint, so both show the same rows; and the counts beside a list
 * (spec §2.2 sports bar and league filter): how many matches each sport has in the list's days,
 * list type and search, and, with a sport chosen, each of its leagues, read from the list's own
 * filter (`filteredMatches`) less the sport, league and page, so a sport's count is the total its
 * list shows.
 */
import type { Kysely } from 'kysely';
import type { Stats } from '../../lib/domain/match';
import { countsBySport } from '../../lib/widgets/sports-bar';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { filteredMatches, listMatches, type MatchListQuery, type MatchScope } from './match-list';
import type { MatchRow } from './matches';

function pair(stats: Stats, key: string) {
  const value = stats[key];
  return value ? { home: value[0], away: value[1] } : { home: 0, away: 0 };
}

/** Spec §3 "Result game" (with the Japanese names and the table flag the list needs). */
export function toResultGame(m: MatchRow, stats: Stats) {
  return {
    id: m.id,
    play_time: m.play_time,
    time: m.time,
    timer: m.timer,
    period: m.period,
    sport_id: m.sport_id,
    country: m.country,
    country_kor: m.country_kor,
    country_jp: m.country_jp,
    league: m.league,
    league_kor: m.league_kor,
    league_jp: m.league_jp,
    league_id: m.league_id,
    has_leaguetable: m.league_season.has_leaguetable,
    home: m.home,
    home_kor: m.home_kor,
    home_jp: m.home_jp,
    away: m.away,
    away_kor: m.away_kor,
    away_jp: m.away_jp,
    home_id: m.home_id,
    away_id: m.away_id,
    home_img: m.home_img,
    away_img: m.away_img,
    // The teams' colours (spec §3 list row), for the shirt icon of a team without an image.
    home_team_meta: m.home_team_meta,
    away_team_meta: m.away_team_meta,
    ss: m.ss,
    scores: m.scores,
    status_id: m.status_id,
    status: m.status,
    stats: {
      goals: pair(stats, 'goals'),
      yellowcards: pair(stats, 'yellowcards'),
      redcards: pair(stats, 'redcards'),
    },
    is_inplay: m.is_inplay,
    bet365_id: m.bet365,
    round: m.round,
  };
}

export type ResultGame = ReturnType<typeof toResultGame>;

/**
 * One page of a results list with each game's stats.
 * @example await readResultGames(db, live, { rows: 50, page: 1 }, 'result', Date.now())
 */
export async function readResultGames(
  db: Kysely<DatabaseSchema>,
  live: LiveStateReader | null,
  query: MatchListQuery,
  scope: MatchScope,
  now: number,
): Promise<{ data: ResultGame[]; count: { total: number; page: number; rows: number } }> {
  const page = await listMatches(db, live, query, { scope, useDates: true, now });
  const ids = page.data.map((m) => m.id);
  const stats = new Map<number, Stats>();
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('matches')
      .select(['id', 'stats'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) stats.set(Number(r.id), JSON.parse(r.stats) as Stats);
  }
  return {
    data: page.data.map((m) => toResultGame(m, stats.get(m.id) ?? {})),
    count: page.count,
  };
}

export interface LeagueFacet {
  id: number;
  name: string;
  kor: string | null;
  jp: string | null;
  /** Matches of the league in the list. */
  count: number;
}

export interface ResultFacets {
  /** Matches of the list in every sport. */
  total: number;
  /** Matches per sport id (spec §1 sports only). */
  sports: Record<string, number>;
  /**
   * The chosen sport's leagues that have matches in the list, by name, and the chosen league
   * (last, with 0) when it has none; no league without a sport.
   */
  leagues: LeagueFacet[];
}

/**
 * The counts beside one results list.
 * @example await readResultFacets(db, { date_from: '2026-11-20', sportsId: 1 }, 'result', Date.now())
 */
export async function readResultFacets(
  db: Kysely<DatabaseSchema>,
  query: MatchListQuery,
  scope: MatchScope,
  now: number,
): Promise<ResultFacets> {
  const options = { scope, useDates: true, now };
  const sport = query.sportsId ?? query.sport_id;
  const rest: MatchListQuery = { ...query };
  delete rest.sportsId;
  delete rest.sport_id;
  delete rest.league_id;
  const perSport = await filteredMatches(db, rest, options)
    .clearSelect()
    .select(['m.sport_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('m.sport_id')
    .execute();
  const leagues = sport
    ? await filteredMatches(db, { ...rest, sportsId: sport }, options)
        .clearSelect()
        .select(['l.id', 'l.name', 'l.kor', 'l.jp', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['l.id', 'l.name', 'l.kor', 'l.jp'])
        .orderBy('l.name')
        .orderBy('l.id')
        .execute()
    : [];
  const listed: LeagueFacet[] = leagues.map((l) => ({
    id: Number(l.id),
    name: l.name,
    kor: l.kor || null,
    jp: l.jp || null,
    count: Number(l.n),
  }));
  // The chosen league stays a choice on days it has no match, so the filter can show it.
  const chosen = query.league_id;
  if (sport && chosen && !listed.some((l) => l.id === chosen)) {
    const league = await db
      .selectFrom('leagues')
      .select(['id', 'name', 'kor', 'jp'])
      .where('id', '=', chosen)
      .where('sport_id', '=', sport)
      .executeTakeFirst();
    if (league)
      listed.push({ ...league, kor: league.kor || null, jp: league.jp || null, count: 0 });
  }
  return {
    total: perSport.reduce((n, row) => n + Number(row.n), 0),
    sports: countsBySport(perSport),
    leagues: listed,
  };
}

/**
 * Why a league id cannot filter a list of `sportId` (any sport when undefined), or null when it
 * can: it must name a league, and one of that sport. The caller names its own field.
 * @example await leagueProblem(db, 999_999, 1) // 'No league with id 999999'
 */
export async function leagueProblem(
  db: Kysely<DatabaseSchema>,
  leagueId: number,
  sportId: number | undefined,
): Promise<string | null> {
  const league = await db
    .selectFrom('leagues')
    .select('sport_id')
    .where('id', '=', leagueId)
    .executeTakeFirst();
  if (!league) return `No league with id ${leagueId}`;
  if (sportId !== undefined && Number(league.sport_id) !== sportId)
    return `League ${leagueId} is not a league of sport ${sportId}`;
  return null;
}
