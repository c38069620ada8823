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

/** A pairing on its date, before it gets its id. */
export interface Pairing {
  round: number;
  homeId: number;
  awayId: number;
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
 * The final score of a played match (home, away; sets in tennis), for seasons whose next
 * stage depends on results: a draw's next round, a league's split after its regular rounds.
 * The simulator plays the match to its end to answer; null when it was never played or ended
 * without a score (a walkover).
 */
export type ScoreOf = (match: ScheduledMatch) => readonly [number, number] | null;
