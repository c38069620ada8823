/**
 * @module read/results
 * The results and upcoming lists (spec §2 "Upcoming / results list", §3 "Result game"): one
 * page of matches with their goal and card counts, read by the results calls and, in-process,
 * by the results page's first paint, so both show the same rows.
 */
import type { Kysely } from 'kysely';
import type { Stats } from '../../lib/domain/match';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { listMatches, type MatchListQuery, type MatchScope } from './match-list';
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
