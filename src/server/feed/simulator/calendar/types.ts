/**
 * @module feed/simulator/calendar/types
 * A season's fixtures as the simulator plans them.
 */

export interface ScheduledMatch {
  id: number;
  bet365Id: string;
  leagueId: number;
  seasonId: number;
  seasonIndex: number;
  round: number;
  /** Position of the match in its season (0-based). */
  index: number;
  homeId: number;
  awayId: number;
  /** Kick-off, epoch ms. */
  kickoff: number;
}

export interface SeasonPlan {
  id: number;
  leagueId: number;
  index: number;
  name: string;
  start: number;
  end: number;
  rounds: number;
  matches: ScheduledMatch[];
}

/**
 * The winner of a played knock-out match (a team id), for draws whose next round depends on it;
 * the simulator plays the match to its end to answer.
 */
export type WinnerOf = (match: ScheduledMatch) => number;
