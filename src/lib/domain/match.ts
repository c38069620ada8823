/**
 * @module match
 * The live shape of a match as the feed carries it (spec §3; BetsAPI event view): score string,
 * per-period scores, timer, stats pairs, event texts, and the details a detail panel reads.
 */
import type { SportId, TimeStatus } from './sports';

/** One period's score. Baseball's `run` and `hit` totals use the same shape. */
export interface PeriodScore {
  home: string;
  away: string;
}

/**
 * Per-period scores keyed as the feed keys them:
 * soccer and handball `1` first half, `2` full time; basketball and American football `1`,`2`
 * quarters, `3` first half, `4`,`5` quarters, `6` overtime, `7` total; ice hockey `1`-`3`
 * periods, `4` overtime, `5` shoot-out; volleyball and tennis `1`-`5` sets; baseball `1`-`n`
 * innings plus `run` and `hit`; e-sports `1`-`n` maps.
 */
export type Scores = Record<string, PeriodScore>;

/**
 * Match clock. Soccer family `{tm, ts, tt, ta, md}`: minutes and seconds played, `tt` '1' while
 * the clock runs, `ta` added minutes announced, `md` 0 first half / 1 second half.
 * Basketball and American football `{tm, ts, q}`: minutes and seconds left in quarter `q`.
 * Ice hockey and handball `{tm, ts, tt, q}`: played in the period `q` (counting up).
 * Baseball `{tm}`: the inning, `.5` meaning its bottom half (spec §4 "integer-or-not").
 */
export interface Timer {
  tm: number;
  ts: number;
  tt?: '0' | '1';
  ta?: number;
  md?: 0 | 1;
  q?: number;
}

/** A stat as a [home, away] pair (the feed sends numbers as strings; we keep numbers). */
export type StatPair = [number, number];
export type Stats = Record<string, StatPair>;

/** A timeline entry; `text` is what the feed shows, e.g. `23' - 1st Goal - Son Heung-min - Tottenham`. */
export interface MatchEvent {
  id: string;
  /** The feed's English text, as sent (readers such as event-parse rely on it). */
  text: string;
  /** Catalogue code (event-codes: 1xxxx home, 2xxxx away, 3xxxx neutral), when the text is known. */
  code?: number;
  /** Parameters of the code: minute, player, team, score, period, N of "race to N"… */
  p?: Record<string, string | number>;
}

/** Which side something belongs to. */
export type Side = 'home' | 'away';

/** A structured incident behind an event text, for top lists and team/player pages. */
export interface Incident {
  kind:
    | 'goal'
    | 'own_goal'
    | 'penalty_goal'
    | 'penalty_missed'
    | 'yellow'
    | 'yellowred'
    | 'red'
    | 'sub_in'
    | 'sub_out'
    | 'injury';
  side: Side;
  /** Match minute (soccer-like sports) or period-relative time elsewhere. */
  minute: number;
  playerId?: number;
  /** The assisting player of a goal. */
  assistId?: number;
}

/**
 * Live details for the detail panels (spec §3 "Match details"): the game state text, ball
 * position and sport-specific stats (`sts`).
 */
export interface LiveDetails {
  /** Game state code (see game-states.ts), e.g. '10003' = Home Team Dangerous Attack; null when none. */
  state: string | null;
  /** Ball position as `x,y` fractions of the 400x180 pitch, or null. */
  ball_pos: string | null;
  /** Which side serves or bats, where the sport has one. */
  serve: Side | null;
  /** Sport-specific stats object (spec §3 `sts`), e.g. baseball `{ cur, end }`. */
  sts: Record<string, unknown>;
  /** Current period number (quarter, set, inning, map), 0 before the start. */
  period: number;
}

/** Everything live about a match at one moment. */
export interface MatchSnapshot {
  time_status: TimeStatus;
  ss: string | null;
  scores: Scores;
  timer: Timer | null;
  stats: Stats;
  events: MatchEvent[];
  details: LiveDetails;
}

export interface MatchRef {
  id: number;
  sport_id: SportId;
}
