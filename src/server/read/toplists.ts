/**
 * @module read/toplists
 * A league season's top lists (spec §2 "League top list", §3 "Top-list row"): top goals,
 * assists and cards from the season's incidents and appearances, and the league's injuries.
 */
import type { Kysely } from 'kysely';
import { tableSource } from '../../lib/domain/provider-standings';
import {
  computeTopLists,
  countedGoals,
  providerTopLists,
  type PlayerTotals,
} from '../../lib/domain/toplists';
import type { DatabaseSchema } from '../db/schema';
import { readProviderToplist } from './provider-tables';
import type { LeagueInfo, SeasonInfo } from './league-season';
import { teamsById } from './tables';

type Db = Kysely<DatabaseSchema>;

async function playersById(db: Db, ids: readonly number[]) {
  const out = new Map<number, { id: number; name: string; kor: string; jp: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('players')
      .select(['id', 'name', 'kor', 'jp'])
      .where('id', 'in', part)
      .execute();
    for (const p of rows) out.set(Number(p.id), { ...p, id: Number(p.id) });
  }
  return out;
}

/**
 * What the lists are made of: the season's incidents and appearances, the league's injuries
 * not over at `nowMs`, and the provider's own lists.
 */
async function readSeason(db: Db, league: LeagueInfo, season: SeasonInfo, nowMs: number) {
  const matchIds = db
    .selectFrom('matches')
    .select('id')
    .where('league_id', '=', league.id)
    .where('season_id', '=', season.id);
  const [incidents, appearances, injuries, provider] = await Promise.all([
    db
      .selectFrom('match_incidents')
      .select(['match_id', 'kind', 'team_id', 'player_id', 'assist_id'])
      .where('match_id', 'in', matchIds)
      .execute(),
    db
      .selectFrom('appearances')
      .select(['match_id', 'player_id', 'team_id', 'starting', 'minutes'])
      .where('match_id', 'in', matchIds)
      .execute(),
    db
      .selectFrom('injuries')
      .selectAll()
      .where('league_id', '=', league.id)
      .where((eb) => eb.or([eb('end', 'is', null), eb('end', '>=', Math.floor(nowMs / 1000))]))
      .orderBy('start', 'desc')
      .execute(),
    readProviderToplist(db, league.id, season.id),
  ]);
  return { incidents, appearances, injuries, provider };
}

/** The listed players' and teams' names by id; an unknown one is named by its id. */
async function namers(db: Db, playerIds: readonly number[], teamIds: readonly number[]) {
  const [players, teams] = await Promise.all([playersById(db, playerIds), teamsById(db, teamIds)]);
  const team = (id: number) => {
    const t = teams.get(id);
    return {
      id,
      name: t?.name ?? String(id),
      kor: t?.kor ?? String(id),
      jp: t?.jp ?? String(id),
      image_id: t?.image_id ?? null,
    };
  };
  const player = (id: number) => {
    const p = players.get(id);
    return { id, name: p?.name ?? String(id), kor: p?.kor ?? String(id), jp: p?.jp ?? String(id) };
  };
  return { team, player };
}

/**
 * Top goals, assists and cards of a season (at most `limit` rows each) and the league's
 * injuries that have not ended by `nowMs`.
 */
export async function readTopLists(
  db: Db,
  league: LeagueInfo,
  season: SeasonInfo,
  limit: number,
  nowMs: number,
) {
  const { incidents, appearances, injuries, provider } = await readSeason(
    db,
    league,
    season,
    nowMs,
  );
  const own = incidents.map((i) => ({
    kind: i.kind,
    playerId: i.player_id === null ? null : Number(i.player_id),
    assistId: i.assist_id === null ? null : Number(i.assist_id),
    teamId: Number(i.team_id),
    matchId: Number(i.match_id),
  }));
  // The provider's lists while the stored incidents count fewer goals than it does.
  const source = tableSource(
    countedGoals(own),
    provider ? provider.body.topgoals.reduce((sum, r) => sum + r.goals, 0) : null,
  );
  const lists =
    source === 'provider' && provider
      ? providerTopLists(provider.body, limit)
      : computeTopLists(
          own,
          appearances.map((a) => ({
            playerId: Number(a.player_id),
            teamId: Number(a.team_id),
            matchId: Number(a.match_id),
            starting: Boolean(a.starting),
            minutes: Number(a.minutes),
          })),
          limit,
        );
  const listed = [...lists.topgoals, ...lists.topassists, ...lists.topcards];
  const playerIds = [
    ...new Set([...listed.map((t) => t.playerId), ...injuries.map((i) => Number(i.player_id))]),
  ];
  const teamIds = [
    ...new Set([...listed.map((t) => t.teamId), ...injuries.map((i) => Number(i.team_id))]),
  ];
  const { team, player } = await namers(db, playerIds, teamIds);
  // Spec §3 "Top-list row".
  const row = (t: PlayerTotals) => ({
    team: team(t.teamId),
    player: player(t.playerId),
    assists: t.assists,
    goal_points: t.goal_points,
    goals: t.goals,
    penalties: t.penalties,
    matches: t.matches,
    minutes_played: t.minutes_played,
    substituted: t.substituted_in,
    red_cards: t.red_cards,
    yellowred_cards: t.yellowred_cards,
    yellow_cards: t.yellow_cards,
  });
  return {
    source,
    fetched_at: source === 'provider' && provider ? provider.fetched_at : null,
    topgoals: lists.topgoals.map(row),
    topassists: lists.topassists.map(row),
    topcards: lists.topcards.map(row),
    injuries: injuries.map((i) => ({
      team: team(Number(i.team_id)),
      player: player(Number(i.player_id)),
      start: Number(i.start),
      end: i.end === null ? null : Number(i.end),
      missing: Boolean(i.missing),
      status_id: Number(i.status_id),
      doubtful: Boolean(i.doubtful),
      comment: i.comment,
    })),
  };
}
