/**
 * @module feed/simulator/engines/soccer-types
 * The soccer engine's state (plain JSON), its formats and the counters it keeps per side.
 */
import type { Incident, MatchEvent } from '../../../../lib/domain/match';
import type { SideSetup } from './engine';
import type { StreamState } from './soccer-random';

/** Formats the soccer engine plays (MatchSetup.format). */
export const SOCCER_FORMATS = ['standard', 'esoccer-8', 'esoccer-12'] as const;
export type SoccerFormat = (typeof SOCCER_FORMATS)[number];

/** 0 = home, 1 = away: an index into every per-side pair. */
export type SideIndex = 0 | 1;

/**
 * What is happening on the pitch. Each phase maps to one game state of spec §4 ("Soccer
 * states"), except `pre`.
 */
export type PhaseKind =
  | 'pre'
  | 'kickoff'
  | 'possession'
  | 'attack'
  | 'danger'
  | 'shot_on'
  | 'shot_off'
  | 'goal'
  | 'corner'
  | 'goal_kick'
  | 'free_kick'
  | 'danger_free_kick'
  | 'throw'
  | 'offside'
  | 'penalty'
  | 'injury'
  | 'substitution'
  | 'yellow'
  | 'red'
  | 'half_time'
  | 'full_time';

/** A phase to start once an interruption (card, injury, substitution) is over. */
export interface Continuation {
  kind: PhaseKind;
  side: SideIndex;
}

export interface Phase {
  kind: PhaseKind;
  /** The side the state belongs to (the attacking side, the side taking a set piece). */
  side: SideIndex;
  /** Game clock (ms) at which the phase started and ends. */
  from: number;
  until: number;
  /** Ball travel during the phase: x0, y0 → x1, y1 as pitch fractions; null hides the ball. */
  ball: [number, number, number, number] | null;
  /** Shot phases: decided when the shot is struck. */
  goal?: boolean;
  penalty?: boolean;
  /** Interruptions: what to resume afterwards. */
  then?: Continuation;
}

/** Counters kept per side in `SoccerState.counts` (flat: index × 2 + side). */
export const COUNTERS = [
  'goals',
  'attacks',
  'dangerous_attacks',
  'on_target',
  'off_target',
  'corners',
  'yellowcards',
  'redcards',
  'penalties',
  'substitutions',
  'fouls',
  'offsides',
  'saves',
  'key_passes',
  'crosses',
] as const;
export type Counter = (typeof COUNTERS)[number];
export const COUNTER_INDEX = Object.fromEntries(COUNTERS.map((k, i) => [k, i])) as Record<
  Counter,
  number
>;

/** One side's squad: slots index `SideSetup.players` (anonymous beyond its length). */
export interface SquadState {
  onPitch: number[];
  bench: number[];
  booked: number[];
  sentOff: number[];
  subsLeft: number;
  /** Substitution windows still allowed in play (half-time changes use none). */
  windowsLeft: number;
  /** Planned windows: game clock (ms) and number of changes, ascending. */
  plan: { at: number; count: number }[];
  halfTimeSubs: number;
  /** A slot that must come off at the next substitution (injury). */
  injured: number | null;
}

export type MatchStatus = 'pre' | 'h1' | 'ht' | 'h2' | 'ft';

export interface SoccerState {
  format: SoccerFormat;
  teams: [SideSetup, SideSetup];
  neutral: boolean;
  rng: StreamState;
  status: MatchStatus;
  /** Wall time since kick-off and the part of a tick not yet played. */
  wallMs: number;
  carryMs: number;
  /** Game clock in ms (first half from 0, second half from the half length). */
  clockMs: number;
  /** Wall time at which half-time ends. */
  breakEndsAt: number;
  /** Game clock after which the current half ends at the next phase boundary. */
  halfEndsAt: number;
  /** Stoppage minutes each half will get, and the value announced so far (timer `ta`). */
  added: [number, number];
  announced: number;
  /** Side that kicked off the first half (the other kicks off the second). */
  kickoffSide: SideIndex;
  phase: Phase;
  score: [number, number];
  /** First-half score once the half is over (scores '1' freezes then). */
  halfScore: [number, number] | null;
  counts: number[];
  xg: [number, number];
  possessionMs: [number, number];
  /** Non-penalty expected goals owed to each side but not yet spent on shots. */
  budget: [number, number];
  /** Game clock up to which `budget` has been credited. */
  accruedTo: number;
  /** Game clock of the last goal (books suspend just after one). */
  lastGoalAt: number | null;
  /** Ten-minute summary window: its end (game ms) and corners/goals per side inside it. */
  window: { end: number; corners: [number, number]; goals: [number, number] };
  /** Per-match passing accuracy baseline per side (%). */
  passing: [number, number];
  squads: [SquadState, SquadState];
  events: MatchEvent[];
  incidents: Incident[];
}
