/**
 * @module read/league-season
 * A league with its ranking rules, the seasons it holds, and the season a call means.
 */
import type { Kysely } from 'kysely';
import { standingsRulesOf } from '../../lib/domain/league-table';
import type { StandingsRules } from '../../lib/domain/standings';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

export interface LeagueInfo {
  id: number;
  sport_id: number;
  name: string;
  kor: string;
  jp: string;
  cc: string;
  has_table: boolean;
  has_toplist: boolean;
  rules: StandingsRules;
}

export interface SeasonInfo {
  id: number;
  name: string;
  start_time: number;
  end_time: number;
}

/** A league by id, or undefined. */
export async function readLeague(db: Db, id: number): Promise<LeagueInfo | undefined> {
  const l = await db.selectFrom('leagues').selectAll().where('id', '=', id).executeTakeFirst();
  if (!l) return undefined;
  return {
    id: Number(l.id),
    sport_id: Number(l.sport_id),
    name: l.name,
    kor: l.kor,
    jp: l.jp,
    cc: l.cc,
    has_table: Boolean(l.has_table),
    has_toplist: Boolean(l.has_toplist),
    rules: standingsRulesOf(l.rules, Number(l.sport_id)),
  };
}

/**
 * The season a call means: the one asked for, else the season of the given match, else the
 * league's season running now (the latest started one, or the first to come).
 * Returns `{ error }` naming the field when the asked season or match is not this league's.
 */
export async function resolveSeason(
  db: Db,
  leagueId: number,
  ask: { seasonId?: number | undefined; upcomingId?: number | undefined },
  nowMs: number,
): Promise<SeasonInfo | null | { error: 'season_id' | 'upcomingId' }> {
  const shape = (s: { id: number; name: string; start_time: number; end_time: number }) => ({
    id: Number(s.id),
    name: s.name,
    start_time: Number(s.start_time),
    end_time: Number(s.end_time),
  });
  if (ask.seasonId !== undefined) {
    const s = await db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', ask.seasonId)
      .where('league_id', '=', leagueId)
      .executeTakeFirst();
    return s ? shape(s) : { error: 'season_id' };
  }
  if (ask.upcomingId !== undefined) {
    const m = await db
      .selectFrom('matches')
      .select(['season_id', 'league_id'])
      .where('id', '=', ask.upcomingId)
      .executeTakeFirst();
    if (!m || Number(m.league_id) !== leagueId || m.season_id === null)
      return { error: 'upcomingId' };
    const s = await db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', m.season_id)
      .executeTakeFirst();
    return s ? shape(s) : { error: 'upcomingId' };
  }
  const nowS = Math.floor(nowMs / 1000);
  const started = await db
    .selectFrom('seasons')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('start_time', '<=', nowS)
    .orderBy('start_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (started) return shape(started);
  const next = await db
    .selectFrom('seasons')
    .selectAll()
    .where('league_id', '=', leagueId)
    .orderBy('start_time', 'asc')
    .limit(1)
    .executeTakeFirst();
  return next ? shape(next) : null;
}

/**
 * Every season of a league the database holds (imported history included), newest first
 * (for the season selector and `GET /league-seasons/{id}`).
 */
export async function listSeasons(db: Db, leagueId: number): Promise<SeasonInfo[]> {
  const rows = await db
    .selectFrom('seasons')
    .select(['id', 'name', 'start_time', 'end_time'])
    .where('league_id', '=', leagueId)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((s) => ({
    id: Number(s.id),
    name: s.name,
    start_time: Number(s.start_time),
    end_time: Number(s.end_time),
  }));
}
