/**
 * @module import/point-adjustments
 * A points deduction (or award) for a team in one season, which league tables apply on top of
 * results (standings.ts `adjustments`). One row per season, team and reason: repeating it
 * changes nothing, a new number for the same reason replaces the old, `remove` deletes it.
 * Used by the admin CLI (`adjust-points`) and the operator's API.
 */
import type { Kysely } from 'kysely';
import { normaliseSeasonName } from '../../lib/domain/kickoff-time';
import type { SportId } from '../../lib/domain/sports';
import type { DatabaseSchema } from '../db/schema';
import { resolveTeamAlias } from '../feed/simulator/catalogue/aliases';
import { nameKey } from './reference';

/** Largest deduction or award accepted: real ones are a few points; this stops typos. */
const MAX_POINTS = 1000;
const MAX_REASON = 300;

export interface AdjustPointsInput {
  league: string;
  season: string;
  team: string;
  /** Points added (negative: deducted). Ignored with `remove`. */
  points: number;
  reason: string;
  sportId?: SportId;
  remove?: boolean;
}

export interface AdjustPointsResult {
  league: { id: number; name: string };
  season: { id: number; name: string };
  team: { id: number; name: string };
  action: 'added' | 'updated' | 'unchanged' | 'removed';
  /** The team's adjustments in the season after the change. */
  total: number;
}

/** Input that names nothing stored, or is out of range; `field` is the option at fault. */
export class AdjustPointsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`--${field}: ${message}`);
    this.name = 'AdjustPointsError';
  }
}

export type Db = Kysely<DatabaseSchema>;

async function findLeague(db: Db, input: AdjustPointsInput) {
  const wanted = nameKey(input.league);
  let query = db.selectFrom('leagues').select(['id', 'sport_id', 'name', 'kor', 'jp', 'tab']);
  if (input.sportId !== undefined) query = query.where('sport_id', '=', input.sportId);
  const leagues = (await query.orderBy('id').execute()).filter((l) =>
    [l.name, l.kor, l.jp, l.tab].some((n) => n !== null && nameKey(n) === wanted),
  );
  if (leagues.length === 0) throw new AdjustPointsError('league', `no league "${input.league}"`);
  if (leagues.length > 1 && new Set(leagues.map((l) => l.sport_id)).size > 1) {
    throw new AdjustPointsError(
      'league',
      `"${input.league}" exists in several sports: add --sport`,
    );
  }
  return leagues[0]!;
}

async function findSeason(db: Db, leagueId: number, leagueName: string, season: string) {
  const name = normaliseSeasonName(season) ?? season.trim();
  const row = await db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .where('league_id', '=', leagueId)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new AdjustPointsError('season', `${leagueName} has no season "${season}"`);
  return { id: Number(row.id), name: row.name };
}

async function findTeam(db: Db, sportId: SportId, seasonId: number, team: string, where: string) {
  const members = await db
    .selectFrom('season_teams as st')
    .innerJoin('teams as t', 't.id', 'st.team_id')
    .select(['t.id', 't.name', 't.kor', 't.jp'])
    .where('st.season_id', '=', seasonId)
    .execute();
  const wanted = nameKey(team);
  const alias = resolveTeamAlias(sportId, team);
  const found =
    members.find((m) => [m.name, m.kor, m.jp].some((n) => nameKey(n) === wanted)) ??
    members.find((m) => Number(m.id) === alias);
  if (!found) throw new AdjustPointsError('team', `"${team}" is not a team of ${where}`);
  return { id: Number(found.id), name: found.name };
}

/** The trimmed reason, once the reason and the points are in range. */
function checkedReason(input: AdjustPointsInput): string {
  const reason = input.reason.trim();
  if (reason === '') throw new AdjustPointsError('reason', 'say why (e.g. the ruling)');
  if (reason.length > MAX_REASON) {
    throw new AdjustPointsError('reason', `at most ${MAX_REASON} characters`);
  }
  if (!input.remove && (!Number.isInteger(input.points) || input.points === 0)) {
    throw new AdjustPointsError('points', 'a whole number other than 0, e.g. -8');
  }
  if (Math.abs(input.points) > MAX_POINTS) {
    throw new AdjustPointsError('points', `at most ${MAX_POINTS} either way`);
  }
  return reason;
}

/**
 * Records, replaces or removes one adjustment.
 * @example await adjustPoints(db, { league: 'Premier League', season: '2023/24', team: 'Everton', points: -8, reason: 'Profit and sustainability rules' })
 */
export async function adjustPoints(
  db: Db,
  input: AdjustPointsInput,
  now: () => number = Date.now,
): Promise<AdjustPointsResult> {
  const reason = checkedReason(input);
  const league = await findLeague(db, input);
  const sportId = Number(league.sport_id);
  const season = await findSeason(db, Number(league.id), league.name, input.season);
  const where = `${league.name} ${season.name}`;
  const team = await findTeam(db, sportId as SportId, season.id, input.team, where);

  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('point_adjustments')
      .select('points')
      .where('season_id', '=', season.id)
      .where('team_id', '=', team.id)
      .where('reason', '=', reason)
      .executeTakeFirst();
    let action: AdjustPointsResult['action'];
    if (input.remove) {
      if (!existing) {
        throw new AdjustPointsError(
          'reason',
          `${team.name} has no adjustment "${reason}" in ${where}`,
        );
      }
      await tx
        .deleteFrom('point_adjustments')
        .where('season_id', '=', season.id)
        .where('team_id', '=', team.id)
        .where('reason', '=', reason)
        .execute();
      action = 'removed';
    } else if (!existing) {
      await tx
        .insertInto('point_adjustments')
        .values({
          league_id: Number(league.id),
          season_id: season.id,
          team_id: team.id,
          points: input.points,
          reason,
          created_at: now(),
        })
        .execute();
      action = 'added';
    } else if (Number(existing.points) === input.points) {
      action = 'unchanged';
    } else {
      await tx
        .updateTable('point_adjustments')
        .set({ points: input.points })
        .where('season_id', '=', season.id)
        .where('team_id', '=', team.id)
        .where('reason', '=', reason)
        .execute();
      action = 'updated';
    }
    const rows = await tx
      .selectFrom('point_adjustments')
      .select('points')
      .where('season_id', '=', season.id)
      .where('team_id', '=', team.id)
      .execute();
    return {
      league: { id: Number(league.id), name: league.name },
      season,
      team,
      action,
      total: rows.reduce((sum, r) => sum + Number(r.points), 0),
    };
  });
}
