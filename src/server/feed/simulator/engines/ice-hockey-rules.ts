/**
 * @module feed/simulator/engines/ice-hockey-rules
 * Ice hockey engine, shared part: formats, the state shape and the small copy-on-write helpers
 * the play, view and price modules use. Spec §2 "hockey 3 periods plus overtime and shootout".
 */
import { formatScore } from '../../../../lib/domain/score';
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { Incident, MatchEvent, StatPair } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { PlayerRef } from './engine';
import { codedEvent } from '../../../../lib/domain/event-codes';

/** Durations of one format, in seconds (clock for periods, wall for breaks). */
export interface HockeyFormatRules {
  periodSeconds: number;
  intermissionSeconds: number;
  overtimeSeconds: number;
  /** Wall pause between regulation and overtime (teams switch ends, no resurfacing). */
  overtimeBreakSeconds: number;
  shootoutBreakSeconds: number;
  shootoutRounds: number;
  /** Scoring level of the league relative to the NHL. */
  goalScale: number;
}

/**
 * Regular-season structure: 3×20 min, 5 min 3-on-3 sudden-death overtime, then a shoot-out of
 * 3 rounds and sudden death. The KHL scores about 10 % less than the NHL (≈5.2 vs 6.1 a game).
 */
export const HOCKEY_FORMATS = {
  nhl: {
    periodSeconds: 1200,
    intermissionSeconds: 18 * 60,
    overtimeSeconds: 300,
    overtimeBreakSeconds: 120,
    shootoutBreakSeconds: 120,
    shootoutRounds: 3,
    goalScale: 1,
  },
  khl: {
    periodSeconds: 1200,
    intermissionSeconds: 17 * 60,
    overtimeSeconds: 300,
    overtimeBreakSeconds: 120,
    shootoutBreakSeconds: 120,
    shootoutRounds: 3,
    goalScale: 0.88,
  },
} as const satisfies Record<string, HockeyFormatRules>;

export type HockeyFormat = keyof typeof HOCKEY_FORMATS;

/** Stat keys of the feed, each a [home, away] pair. */
export const HOCKEY_STAT_KEYS = [
  'goals',
  'shots',
  'penalties',
  'penalty_minutes',
  'power_plays',
  'power_play_goals',
  'faceoffs_won',
  'saves',
] as const;
export type HockeyStatKey = (typeof HOCKEY_STAT_KEYS)[number];

/** 0 = home, 1 = away: sides index the [home, away] pairs directly. */
export type SideIndex = 0 | 1;

export type HockeyPhase = 'pre' | 'live' | 'break' | 'shootout' | 'over';

/** The one penalty being served (a second infraction waits until it ends). */
export interface HockeyPenalty {
  /** The penalised, short-handed side. */
  side: SideIndex;
  /** Clock seconds left. */
  left: number;
  /** A 5-minute major is served in full; a minor ends on a power-play goal. */
  major: boolean;
}

export interface ShootoutAttempt {
  playerId: number | null;
  scored: boolean;
}

export interface HockeyShootout {
  attempts: [ShootoutAttempt[], ShootoutAttempt[]];
  /** Wall seconds until the next attempt. */
  left: number;
}

/** A game state shown in `details.state` for a few wall seconds. */
export interface ShownState {
  name: GameStateName<17>;
  side: SideIndex | null;
  /** Shown while `wall` is below this. */
  until: number;
}

export interface HockeyState {
  format: HockeyFormat;
  names: [string, string];
  players: [PlayerRef[], PlayerRef[]];
  /** Goal-rate multiplier per side from the rating gap and home ice (product is 1). */
  strength: StatPair;
  /** 5-on-5 shots per clock second and finishing per side, derived from `strength`. */
  base: [{ shots: number; pct: number }, { shots: number; pct: number }];
  phase: HockeyPhase;
  /** 0 before the start, 1-3 regulation, 4 overtime, 5 shoot-out. */
  period: number;
  /** Clock seconds played in the period (counts up). */
  clock: number;
  /** Wall milliseconds not yet spent on a whole tick. */
  carryMs: number;
  /** Wall seconds left of a stoppage (clock stopped, face-off at its end). */
  stop: number;
  /** Wall seconds left of an intermission. */
  breakLeft: number;
  /** Television time-outs taken in this period. */
  tvTimeouts: number;
  /** Goals including the shoot-out's deciding goal (what `ss` shows). */
  score: StatPair;
  /** Goals per period, index = period - 1 (shoot-out: 1 for its winner). */
  periodScores: StatPair[];
  stats: Record<HockeyStatKey, StatPair>;
  events: MatchEvent[];
  incidents: Incident[];
  penalty: HockeyPenalty | null;
  /** Clock second of period 3 from which a side one goal down pulls its goalie. */
  pullAt: number;
  pulled: [boolean, boolean];
  timeouts: StatPair;
  possession: SideIndex;
  /** Wall seconds since kick-off: expiry times count in it, so a tick allocates nothing. */
  wall: number;
  show: ShownState | null;
  /** `wall` until which a dangerous moment (a power-play shot) lasts. */
  dangerUntil: number;
  /** A penalty shot about to be taken (wall seconds left). */
  penaltyShot: { side: SideIndex; playerId: number | null; left: number } | null;
  shootout: HockeyShootout | null;
}

export const SIDES = ['home', 'away'] as const;

/**
 * A shallow copy to work on during one step. Spelled out field by field: an object literal
 * of one fixed shape copies several times faster than a spread, and a match takes ~8,500 steps.
 */
export function copyState(s: HockeyState): HockeyState {
  return {
    format: s.format,
    names: s.names,
    players: s.players,
    strength: s.strength,
    base: s.base,
    phase: s.phase,
    period: s.period,
    clock: s.clock,
    carryMs: s.carryMs,
    stop: s.stop,
    breakLeft: s.breakLeft,
    tvTimeouts: s.tvTimeouts,
    score: s.score,
    periodScores: s.periodScores,
    stats: s.stats,
    events: s.events,
    incidents: s.incidents,
    penalty: s.penalty,
    pullAt: s.pullAt,
    pulled: s.pulled,
    timeouts: s.timeouts,
    possession: s.possession,
    wall: s.wall,
    show: s.show,
    dangerUntil: s.dangerUntil,
    penaltyShot: s.penaltyShot,
    shootout: s.shootout,
  };
}

export function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** A pair with `by` added on one side (a new array: state pairs are never mutated). */
export function addTo(pair: StatPair, side: SideIndex, by = 1): StatPair {
  return side === 0 ? [pair[0] + by, pair[1]] : [pair[0], pair[1] + by];
}

/** Adds to a stat of the working copy `s` (copy-on-write of the stats record). */
export function bump(s: HockeyState, key: HockeyStatKey, side: SideIndex, by = 1): void {
  s.stats = { ...s.stats, [key]: addTo(s.stats[key], side, by) };
}

/** Appends a timeline entry; ids run '1', '2', … per match. */
export function pushEvent(s: HockeyState, text: string): void {
  s.events = [...s.events, codedEvent(17, String(s.events.length + 1), text, s.names)];
}

export function showState(
  s: HockeyState,
  name: GameStateName<17>,
  side: SideIndex | null,
  seconds: number,
): void {
  s.show = { name, side, until: s.wall + seconds };
}

/** `mm:ss` of a clock in seconds. */
export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const sec = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The score of the working copy as `h-a`. */
export function scoreText(score: StatPair): string {
  return formatScore(score[0], score[1]);
}

/**
 * A player picked with weights by position and depth (earlier in the list = more ice time),
 * or null when nobody qualifies (no squad, or only goalies).
 */
export function pickPlayer(
  players: readonly PlayerRef[],
  positionWeight: Readonly<Record<string, number>>,
  rng: Rng,
  exclude: readonly (number | null)[] = [],
): PlayerRef | null {
  const weights = players.map((p, index) =>
    exclude.includes(p.id) ? 0 : (positionWeight[p.position] ?? 0.5) / (1 + 0.06 * index),
  );
  if (!weights.some((w) => w > 0)) return null;
  return rng.weighted(players, weights);
}

/** Clock length of the current period in seconds (overtime is shorter). */
export function periodLength(s: HockeyState): number {
  const rules = HOCKEY_FORMATS[s.format];
  return s.period === 4 ? rules.overtimeSeconds : rules.periodSeconds;
}
