/**
 * @module read/tables
 * League tables of one league and season (spec §2 "League details", §3 "Standing row"):
 * overall, home and away, computed from the stored results with the league's ranking rules and
 * point adjustments (overall table), baseball-style pct, games back and elimination number.
 */
import type { Kysely } from 'kysely';
import { eliminationNumber, wentToOvertime } from '../../lib/domain/league-table';
import type { Scores } from '../../lib/domain/match';
import { parseScore, swapScore } from '../../lib/domain/score';
import { computeStandings, type ResultInput, type StandingRow } from '../../lib/domain/standings';
import { gamesCounted, providerStandings, tableSource } from '../../lib/domain/provider-standings';
import { TIME_STATUS } from '../../lib/domain/sports';
import type { ProviderStanding } from '../contracts/feed-records';
import type { DatabaseSchema } from '../db/schema';
import type { LeagueInfo, SeasonInfo } from './league-season';
import { readProviderTable } from './provider-tables';

type Db = Kysely<DatabaseSchema>;

interface TeamNames {
  id: number;
  name: string;
  kor: string;
  jp: string;
  image_id: string | null;
}

/** Teams by id. */
export async function teamsById(db: Db, ids: readonly number[]): Promise<Map<number, TeamNames>> {
  const out = new Map<number, TeamNames>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('teams')
      .select(['id', 'name', 'kor', 'jp', 'image_id'])
      .where('id', 'in', part)
      .execute();
    for (const t of rows) out.set(Number(t.id), { ...t, id: Number(t.id) });
  }
  return out;
}

const round3 = (v: number) => Math.round((v + Number.EPSILON) * 1000) / 1000;

/** A season's finished results, its teams and the games each team plays in all. */
async function seasonData(db: Db, league: LeagueInfo, season: SeasonInfo) {
  const [matches, members, adjustments] = await Promise.all([
    db
      .selectFrom('matches')
      .select(['home_id', 'away_id', 'ss', 'scores', 'time', 'time_status'])
      .where('league_id', '=', league.id)
      .where('season_id', '=', season.id)
      .execute(),
    db.selectFrom('season_teams').select('team_id').where('season_id', '=', season.id).execute(),
    db
      .selectFrom('point_adjustments')
      .selectAll()
      .where('league_id', '=', league.id)
      .where('season_id', '=', season.id)
      .execute(),
  ]);
  const results: ResultInput[] = [];
  const scheduled = new Map<number, number>();
  for (const m of matches) {
    const status = Number(m.time_status);
    if (status !== TIME_STATUS.cancelled && status !== TIME_STATUS.removed) {
      for (const id of [Number(m.home_id), Number(m.away_id)])
        scheduled.set(id, (scheduled.get(id) ?? 0) + 1);
    }
    if (status !== TIME_STATUS.ended) continue;
    const score = parseScore(m.ss);
    if (!score) continue;
    let scores: Scores = {};
    try {
      scores = JSON.parse(m.scores) as Scores;
    } catch {
      // Only overtime detection reads the periods; the final score is in `ss`.
    }
    results.push({
      homeId: Number(m.home_id),
      awayId: Number(m.away_id),
      homeScore: score.home,
      awayScore: score.away,
      overtime: wentToOvertime(league.sport_id, scores),
      time: Number(m.time),
    });
  }
  return {
    results,
    teamIds: members.map((m) => Number(m.team_id)),
    adjustments: adjustments.map((a) => ({
      teamId: Number(a.team_id),
      points: Number(a.points),
      reason: a.reason,
    })),
    gamesPerTeam: Math.max(0, ...scheduled.values()),
  };
}

export type TableName = 'overall' | 'home' | 'away';

/** What a table's rows are made of, besides the rows: the teams' names and the provider's zones. */
interface TableContext {
  league: LeagueInfo;
  teams: Map<number, TeamNames>;
  /** The provider's names of its rows' teams (and of the rows it gives no team id). */
  providerNames: Map<number, string>;
  promotions: Map<number, string>;
  reasons: Map<number, string[]>;
  /** Games each team plays in the season; null when the figures are the provider's. */
  gamesPerTeam: number | null;
}

/** One table as spec §3 "Standing row"s: `{ name, groupname, rows }`. */
function shapeTable(rows: StandingRow[], name: TableName, ctx: TableContext) {
  const { league, teams } = ctx;
  const leader = rows[0];
  const pct = league.rules.ranking === 'pct';
  return {
    name,
    groupname: league.name,
    rows: rows.map((r) => {
      const team = teams.get(r.teamId);
      const fallback = ctx.providerNames.get(r.teamId) ?? String(r.teamId);
      const promotion = ctx.promotions.get(r.teamId);
      return {
        position: r.position,
        team: {
          id: r.teamId,
          name: team?.name ?? fallback,
          kor: team?.kor ?? fallback,
          jp: team?.jp ?? fallback,
          image_id: team?.image_id ?? null,
        },
        played: r.played,
        win: r.win,
        draw: r.draw,
        loss: r.loss,
        overtimeLoss: r.overtimeLoss,
        lastTenGamesWin: r.lastTenGamesWin,
        lastTenGamesLoss: r.lastTenGamesLoss,
        lastTenGamesDraw: r.lastTenGamesDraw,
        goalsfor: r.goalsfor,
        goalsagainst: r.goalsagainst,
        goalDiffTotal: r.goalDiffTotal,
        points: r.points,
        adjustment: r.adjustment,
        adjustments: name === 'overall' ? (ctx.reasons.get(r.teamId) ?? []) : [],
        pct: round3(r.pct),
        gamesBack: r.gamesBack,
        // Games behind the leader: without division or play-off data the one "back" we know.
        wildCardBack: r.gamesBack,
        elim:
          pct && name === 'overall' && ctx.gamesPerTeam !== null
            ? eliminationNumber({
                gamesPerTeam: ctx.gamesPerTeam,
                leaderWins: leader?.win ?? 0,
                teamLosses: r.loss + r.overtimeLoss,
                isLeader: r.position === 1,
              })
            : null,
        streak: r.streak,
        // Zones come only from the provider; none are stored for computed tables.
        promotion: promotion ? { name: promotion } : null,
        statusList: r.form.map((f) => ({
          home: f.home ? r.teamId : f.opponentId,
          away: f.home ? f.opponentId : r.teamId,
          // `score` as the game finished, home first (the form keeps the team's view).
          score: f.home ? f.score : swapScore(f.score),
          result: f.result,
          time: f.time,
        })),
        groupname: league.name,
      };
    }),
  };
}

/**
 * The three tables of a league season as spec §3 "Standing row"s, each
 * `{ name, groupname, rows }` (spec §3 "Upcoming match": league_overall, league_home, league_away).
 * Computed from the stored results with the league's rules, or, while those count fewer games
 * than the provider's own table, the provider's figures (`source` says which, `fetched_at` when
 * the provider's were read).
 */
export async function readLeagueTables(db: Db, league: LeagueInfo, season: SeasonInfo) {
  const [data, provider] = await Promise.all([
    seasonData(db, league, season),
    readProviderTable(db, league.id, season.id),
  ]);
  const computed = computeStandings(data.results, league.rules, {
    teamIds: data.teamIds,
    adjustments: data.adjustments,
  });
  const source = tableSource(
    gamesCounted(computed.overall),
    provider ? gamesCounted(provider.body.overall) : null,
  );
  const fromProvider = source === 'provider' && provider !== null;
  const standings = fromProvider
    ? {
        overall: providerStandings(provider.body.overall),
        home: providerStandings(provider.body.home),
        away: providerStandings(provider.body.away),
      }
    : computed;
  const ids = [...new Set(standings.overall.map((r) => r.teamId).filter((id) => id > 0))];
  const ctx: TableContext = {
    league,
    teams: await teamsById(db, ids),
    ...providerLabels(fromProvider ? provider.body.overall : []),
    reasons: fromProvider ? new Map<number, string[]>() : adjustmentReasons(data.adjustments),
    gamesPerTeam: fromProvider ? null : data.gamesPerTeam,
  };
  return {
    overall: shapeTable(standings.overall, 'overall', ctx),
    home: shapeTable(standings.home, 'home', ctx),
    away: shapeTable(standings.away, 'away', ctx),
    source,
    fetched_at: fromProvider ? provider.fetched_at : null,
  };
}

/** "+3 Financial irregularities" per team, for the overall table. */
function adjustmentReasons(adjustments: { teamId: number; points: number; reason: string }[]) {
  const reasons = new Map<number, string[]>();
  for (const a of adjustments)
    reasons.set(a.teamId, [
      ...(reasons.get(a.teamId) ?? []),
      `${a.points > 0 ? '+' : ''}${a.points} ${a.reason}`,
    ]);
  return reasons;
}

/** The provider's team names and zones by the ids its rows are shown under. */
function providerLabels(rows: readonly ProviderStanding[]) {
  const providerNames = new Map<number, string>();
  const promotions = new Map<number, string>();
  rows.forEach((r, i) => {
    const id = r.team_id ?? -(i + 1);
    providerNames.set(id, r.team_name);
    if (r.promotion) promotions.set(id, r.promotion);
  });
  return { providerNames, promotions };
}

export type LeagueTables = Awaited<ReturnType<typeof readLeagueTables>>;
