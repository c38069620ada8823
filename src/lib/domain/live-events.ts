/**
 * @module live-events
 * What changes live (spec §3 "Events from the socket"): score, odds, details, URL and end of a
 * match, each numbered by a monotonically increasing `seq` so that a reader can tell when it
 * missed one. The server's bus carries these; the socket layer turns them into the spec's
 * socket events.
 */
import type { LiveDetails, MatchEvent, Scores, Stats, Timer } from './match';
import type { OddTypeId, Price } from './odds';
import type { SportId, TimeStatus } from './sports';

/** Spec §3: score update carries upcoming_id, ss, scores, timer. */
export interface ScoreUpdate {
  upcoming_id: number;
  bet365_id: string | null;
  time_status: TimeStatus;
  ss: string | null;
  scores: Scores;
  timer: Timer | null;
}

/** Spec §3: score change {id, sport_id, league, home, away, new_home_score, new_away_score, homeScoreChange, awayScoreChange}. */
export interface ScoreChange {
  id: number;
  sport_id: SportId;
  league: string;
  home: string;
  away: string;
  new_home_score: number;
  new_away_score: number;
  homeScoreChange: boolean;
  awayScoreChange: boolean;
}

/** Spec §3: odds update carries upcoming_id, home, away, draw, middle; each price as {o, n}. */
export interface OddsUpdate {
  upcoming_id: number;
  book_id: number;
  odd_type: OddTypeId;
  home: { o: Price; n: Price };
  draw: { o: Price; n: Price } | null;
  away: { o: Price; n: Price };
  middle: { o: number | null; n: number | null };
}

/** Spec §3: odds change {id, sport_id, league, home, away, home_odds, away_odds, new_home_odds, new_away_odds, homeOddsChange, awayOddsChange}. */
export interface OddsChange {
  id: number;
  sport_id: SportId;
  league: string;
  home: string;
  away: string;
  home_odds: Price;
  away_odds: Price;
  new_home_odds: Price;
  new_away_odds: Price;
  homeOddsChange: boolean;
  awayOddsChange: boolean;
}

export interface DetailsUpdate {
  upcoming_id: number;
  bet365_id: string | null;
  stats: Stats;
  details: LiveDetails;
  /** Timeline entries added since the previous details update. */
  newEvents: MatchEvent[];
}

export type LiveEvent =
  | {
      type: 'score';
      seq: number;
      sportId: SportId;
      matchId: number;
      update: ScoreUpdate;
      change: ScoreChange | null;
    }
  | {
      type: 'odds';
      seq: number;
      sportId: SportId;
      matchId: number;
      update: OddsUpdate;
      change: OddsChange | null;
    }
  | { type: 'details'; seq: number; sportId: SportId; matchId: number; update: DetailsUpdate }
  | { type: 'ended'; seq: number; sportId: SportId; matchId: number; status: TimeStatus }
  | { type: 'status'; seq: number; sportId: SportId; matchId: number; status: TimeStatus }
  | {
      type: 'url';
      seq: number;
      sportId: SportId;
      matchId: number;
      bet365_id: string | null;
      url: string | null;
    };

export type LiveEventType = LiveEvent['type'];

/** A live event before the ingest numbers it. */
export type UnsequencedLiveEvent = LiveEvent extends infer E
  ? E extends LiveEvent
    ? Omit<E, 'seq'>
    : never
  : never;
