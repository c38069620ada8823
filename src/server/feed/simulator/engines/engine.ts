/**
 * @module feed/simulator/engines/engine
 * The contract every per-sport match engine implements. An engine is a pure state machine:
 * `step(state, dtMs, rng)` returns the next state from the previous one, the elapsed wall time
 * and the match's own seeded random stream. It never reads the clock, Math.random or I/O.
 *
 * Determinism rule: an engine advances in fixed internal ticks and carries the remainder in
 * its state, so `step(s, 2000)` equals `step(step(s, 1000), 1000)`. The simulator relies on it
 * to rebuild a live match after a restart by replaying from kick-off. Every engine's `step` is
 * the one loop of ./tick-loop.ts, given that sport's tick.
 */
import type { Incident, MatchSnapshot } from '../../../../lib/domain/match';
import type { MarketProbabilities } from '../../../../lib/domain/odds';
import type { SportId } from '../../../../lib/domain/sports';
import type { Rng } from '../rng';

export interface PlayerRef {
  id: number;
  name: string;
  /** Position code of the sport: soccer G/D/M/F, basketball G/F/C, baseball P/C/IF/OF, hockey G/D/F, volleyball S/OH/MB/OP/L. */
  position: string;
  shirt: number;
}

export interface SideSetup {
  teamId: number;
  name: string;
  /**
   * Strength on an Elo-like scale (1500 average, ±200 strong/weak). Engines turn the rating
   * difference into their own scoring rates.
   */
  rating: number;
  /** Squad, first the starters in a sensible order; may be empty (engines then name no player). */
  players: PlayerRef[];
}

export interface MatchSetup {
  matchId: number;
  sportId: SportId;
  /** Engine variant, e.g. `standard`, `esoccer-8`, `nba`, `fiba`, `ebasketball-4x5`, `kbo`, `mlb`, `npb`, `nhl`, `khl`, `bo3`, `bo5`. */
  format: string;
  home: SideSetup;
  away: SideSetup;
  /** Tennis players, e-sports teams: no home advantage. */
  neutral: boolean;
}

export interface SportEngine<S> {
  sportId: SportId;
  /** Formats this engine understands; `init` throws for others. */
  formats: readonly string[];
  /** The state before kick-off (time_status 0). */
  init(setup: MatchSetup, rng: Rng): S;
  /** Kick-off: the state at the first instant of play (time_status 1). */
  start(state: S, rng: Rng): S;
  /** Advances by `dtMs` of wall time (breaks, time-outs and intervals included). */
  step(state: S, dtMs: number, rng: Rng): S;
  /** True once the match has ended (time_status 3). */
  isFinished(state: S): boolean;
  /** What the feed shows now. */
  view(state: S): MatchSnapshot;
  /** Structured incidents so far (goals with scorer and assist, cards, substitutions). */
  incidents(state: S): Incident[];
  /** True (margin-free) probabilities for winner, handicap and total now. */
  price(state: S): MarketProbabilities;
  /**
   * A moment in which bookmakers suspend their in-play markets (penalty, dangerous attack,
   * free throws, a break point in tennis…).
   */
  isDangerous(state: S): boolean;
  /** Typical wall duration of a whole match in ms, for scheduling. */
  expectedDurationMs(format: string): number;
}
