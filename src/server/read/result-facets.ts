/**
 * @module read/result-facets
 * What the results list's sports bar and league filter show (spec §2.2): how many matches each
 * sport has in the list's days, list type and search, and, with a sport chosen, each of that
 * sport's leagues. Read from the list's own filter (`filteredMatches`) less the sport, league and
 * page, in two grouped counts, so a sport's count is the total its list shows.
 */
import type { Kysely } from 'kysely';
import { countsBySport } from '../../lib/widgets/sports-bar';
import type { DatabaseSchema } from '../db/schema';
import { filteredMatches, type MatchListQuery, type MatchScope } from './match-list';

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
