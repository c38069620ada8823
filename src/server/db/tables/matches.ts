/**
 * @module db/tables/matches
 * Matches and what play writes of them: timelines, incidents, line-ups, appearances, current and
 * past prices, and the feed's clock.
 */

export interface MatchesTable {
  id: number;
  bet365_id: string | null;
  sport_id: number;
  league_id: number;
  season_id: number | null;
  round: number | null;
  home_id: number;
  away_id: number;
  /** Kick-off, epoch seconds. */
  time: number;
  time_status: number;
  ss: string | null;
  /** JSON of Scores. */
  scores: string;
  /** JSON of Timer, or null. */
  timer: string | null;
  /** JSON of Stats. */
  stats: string;
  /** JSON of LiveDetails, or null. */
  details: string | null;
  /** JSON of extra facts (round, stadium, referee, positions). */
  extra: string;
  url: string | null;
  has_lineup: number;
  source: string;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export interface MatchEventsTable {
  match_id: number;
  /** Position in the match's timeline (0-based). */
  seq: number;
  /** The feed's own event id. */
  event_id: string;
  text: string;
  /** Catalogue code (lib/domain/event-codes), null for texts it does not know (migration 0004). */
  code?: number | null;
  /** JSON object of the code's parameters, or null. */
  params?: string | null;
}

export interface MatchIncidentsTable {
  match_id: number;
  seq: number;
  kind: string;
  side: string;
  team_id: number;
  minute: number;
  player_id: number | null;
  assist_id: number | null;
}

export interface LineupsTable {
  match_id: number;
  side: string;
  formation: string | null;
  /** JSON of [{shirtnumber, pos, player: {id, name}, starting}]. */
  players: string;
}

export interface AppearancesTable {
  match_id: number;
  player_id: number;
  team_id: number;
  starting: number;
  minutes: number;
}

export interface OddsCurrentTable {
  match_id: number;
  book_id: number;
  odd_type: number;
  o_home: number | null;
  o_draw: number | null;
  o_away: number | null;
  o_middle: number | null;
  n_home: number | null;
  n_draw: number | null;
  n_away: number | null;
  n_middle: number | null;
  suspended: number;
  created_at: number;
  updated_at: number;
}

export interface OddsHistoryTable {
  match_id: number;
  book_id: number;
  odd_type: number;
  /** When the price was published, epoch ms (unique per match, book and odd type). */
  at: number;
  home: number | null;
  draw: number | null;
  away: number | null;
  middle: number | null;
  /** Score when the price was published, null before kick-off. */
  ss: string | null;
  /** Match clock label when the price was published (e.g. "67"), null before kick-off. */
  time_str: string | null;
}

/** Migration 0010: the latest feed time stored, one row (id 1), epoch ms. */
export interface FeedClockTable {
  id: number;
  at: number;
}
