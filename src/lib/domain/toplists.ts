/**
 * @module toplists
 * League top lists (spec §3 "Top-list row", §2 "League top list"): top goals, assists and cards
 * from match incidents and appearances. Injuries are listed as stored.
 */

export interface IncidentInput {
  kind: string;
  playerId: number | null;
  assistId: number | null;
  teamId: number;
  matchId: number;
}

export interface AppearanceInput {
  playerId: number;
  teamId: number;
  matchId: number;
  starting: boolean;
  minutes: number;
}

export interface PlayerTotals {
  playerId: number;
  teamId: number;
  matches: number;
  minutes_played: number;
  substituted_in: number;
  goals: number;
  /** Goals scored from open play and penalties count; own goals do not. */
  penalties: number;
  goal_points: number;
  assists: number;
  yellow_cards: number;
  yellowred_cards: number;
  red_cards: number;
}

export interface TopLists {
  topgoals: PlayerTotals[];
  topassists: PlayerTotals[];
  topcards: PlayerTotals[];
}

const GOAL_KINDS = new Set(['goal', 'penalty_goal']);

/**
 * Totals per player, then the three rankings (ties: fewer matches first, then player id).
 * @example computeTopLists(incidents, appearances, 20).topgoals[0].goals
 */
export function computeTopLists(
  incidents: readonly IncidentInput[],
  appearances: readonly AppearanceInput[],
  limit = 20,
): TopLists {
  const totals = new Map<number, PlayerTotals>();
  const get = (playerId: number, teamId: number): PlayerTotals => {
    let t = totals.get(playerId);
    if (!t) {
      t = {
        playerId,
        teamId,
        matches: 0,
        minutes_played: 0,
        substituted_in: 0,
        goals: 0,
        penalties: 0,
        goal_points: 0,
        assists: 0,
        yellow_cards: 0,
        yellowred_cards: 0,
        red_cards: 0,
      };
      totals.set(playerId, t);
    }
    return t;
  };
  for (const a of appearances) {
    const t = get(a.playerId, a.teamId);
    t.matches++;
    t.minutes_played += a.minutes;
    if (!a.starting) t.substituted_in++;
  }
  for (const i of incidents) {
    if (i.playerId !== null) {
      const t = get(i.playerId, i.teamId);
      if (GOAL_KINDS.has(i.kind)) {
        t.goals++;
        t.goal_points++;
        if (i.kind === 'penalty_goal') t.penalties++;
      } else if (i.kind === 'yellow') t.yellow_cards++;
      else if (i.kind === 'yellowred') t.yellowred_cards++;
      else if (i.kind === 'red') t.red_cards++;
    }
    if (i.assistId !== null && GOAL_KINDS.has(i.kind)) {
      const t = get(i.assistId, i.teamId);
      t.assists++;
      t.goal_points++;
    }
  }
  const all = [...totals.values()];
  const rank = (value: (t: PlayerTotals) => number) =>
    all
      .filter((t) => value(t) > 0)
      .sort((a, b) => value(b) - value(a) || a.matches - b.matches || a.playerId - b.playerId)
      .slice(0, limit);
  return {
    topgoals: rank((t) => t.goals),
    topassists: rank((t) => t.assists),
    // Cards weigh red over yellow so a sent-off player ranks above one booked once.
    topcards: rank((t) => t.yellow_cards + 2 * t.yellowred_cards + 3 * t.red_cards),
  };
}

/**
 * Goals the incidents credit to a named scorer: what a top list of goals can count.
 * @example countedGoals([{ kind: 'goal', playerId: 9, assistId: null, teamId: 1, matchId: 1 }]) // 1
 */
export function countedGoals(incidents: readonly IncidentInput[]): number {
  return incidents.filter((i) => i.playerId !== null && GOAL_KINDS.has(i.kind)).length;
}

/** A provider's top-list row, as the feed stores it (contracts/feed-records ProviderLeader). */
export type LeaderInput = Omit<PlayerTotals, 'playerId' | 'teamId'> & {
  player_id: number;
  team_id: number | null;
};

/**
 * The provider's top lists as player totals, in its order, at most `limit` rows each; a row
 * without a team keeps team 0 (shown by the player's name alone).
 */
export function providerTopLists(
  lists: { topgoals: LeaderInput[]; topassists: LeaderInput[]; topcards: LeaderInput[] },
  limit: number,
): TopLists {
  const totals = (rows: LeaderInput[]) =>
    rows.slice(0, limit).map(({ player_id, team_id, ...counts }) => ({
      playerId: player_id,
      teamId: team_id ?? 0,
      matches: counts.matches,
      minutes_played: counts.minutes_played,
      substituted_in: counts.substituted_in,
      goals: counts.goals,
      penalties: counts.penalties,
      goal_points: counts.goal_points,
      assists: counts.assists,
      yellow_cards: counts.yellow_cards,
      yellowred_cards: counts.yellowred_cards,
      red_cards: counts.red_cards,
    }));
  return {
    topgoals: totals(lists.topgoals),
    topassists: totals(lists.topassists),
    topcards: totals(lists.topcards),
  };
}
