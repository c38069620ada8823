/**
 * @module feed/simulator/engines/handball-rules
 * Handball engine, shared part: the format, the state shape, the attack model the simulator
 * plays and the pricer integrates, and copy-on-write helpers.
 */
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { Incident, MatchEvent, StatPair } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { PlayerRef } from './engine';
import { codedEvent } from '../../../../lib/domain/event-codes';

/**
 * 2×30 minutes with a 15-minute half-time; three team time-outs a match, at most two a half,
 * one in the last five minutes (IHF rule 2:10); suspensions of two minutes (rule 16:3).
 */
export const HANDBALL_FORMATS = {
  standard: {
    halfSeconds: 1800,
    halfTimeSeconds: 900,
    timeoutsPerMatch: 3,
    timeoutsPerHalf: 2,
    timeoutSeconds: 60,
    suspensionSeconds: 120,
  },
} as const;

export type HandballFormat = keyof typeof HANDBALL_FORMATS;

/** Stat keys stored in the state; `possession` is worked out from possession seconds. */
export const HANDBALL_STAT_KEYS = [
  'goals',
  'shots',
  'saves',
  'seven_meters',
  'seven_meter_goals',
  'suspensions',
  'time_outs',
  'turnovers',
] as const;
export type HandballStatKey = (typeof HANDBALL_STAT_KEYS)[number];

export type SideIndex = 0 | 1;

export interface Suspension {
  side: SideIndex;
  /** Match-clock second (0-3600) at which the player may return. */
  until: number;
}

export interface HandballState {
  format: HandballFormat;
  names: [string, string];
  players: [PlayerRef[], PlayerRef[]];
  /** Attack-efficiency multiplier per side from the rating gap and home court (product 1). */
  strength: StatPair;
  phase: 'pre' | 'live' | 'break' | 'over';
  /** 0 before the start, 1 first half, 2 second half. */
  period: number;
  /** Clock seconds played in the half (counts up). */
  clock: number;
  carryMs: number;
  /** Wall seconds since the throw-off; expiry times count in it. */
  wall: number;
  /** Wall seconds left with the clock stopped (time-out, suspension, injury). */
  stop: number;
  breakLeft: number;
  possession: SideIndex;
  /** Clock seconds until the current attack ends in a shot, turnover or 7-metre throw. */
  attackLeft: number;
  /** Throw-off side of the first half (the other side throws off after half-time). */
  opening: SideIndex;
  attacks: StatPair;
  /** Clock seconds the home side has had the ball (the away side has the rest). */
  homeBall: number;
  /**
   * `homeBall` at the end of each completed block of {@link POSSESSION_BLOCK_S} match seconds,
   * for the panel's possession chart over the match (spec §2 "possession chart").
   */
  possessionMarks: readonly number[];
  score: StatPair;
  /** Score at half-time, once reached. */
  firstHalf: StatPair | null;
  stats: Record<HandballStatKey, StatPair>;
  events: MatchEvent[];
  incidents: Incident[];
  suspensions: Suspension[];
  /** Suspensions per player id: a third one disqualifies (IHF rule 16:6b). */
  playerSuspensions: Record<string, number>;
  timeoutsLeft: StatPair;
  timeoutsThisHalf: StatPair;
  lateTimeout: [boolean, boolean];
  /** Unanswered goals in a row and who scored them. */
  run: { side: SideIndex; n: number } | null;
  sevenMeter: { side: SideIndex; playerId: number | null; left: number } | null;
  show: { name: GameStateName<78>; side: SideIndex | null; until: number } | null;
  dangerUntil: number;
}

export const SIDES = ['home', 'away'] as const;

export function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** Clock seconds since the throw-off of the match (0-3600). */
export function matchSecond(s: HandballState): number {
  return Math.max(0, s.period - 1) * HANDBALL_FORMATS[s.format].halfSeconds + s.clock;
}

/** Players of `side` serving a suspension now (at most two count: rule 16:3 keeps four on court). */
export function shortHanded(s: HandballState, side: SideIndex): number {
  const now = matchSecond(s);
  let n = 0;
  for (const x of s.suspensions) if (x.side === side && x.until > now) n++;
  return Math.min(n, 2);
}

/** What one attack of `side` leads to, with `up` = own court players minus the opponent's. */
export interface AttackOdds {
  turnover: number;
  sevenMeter: number;
  /** Chance a field shot scores. */
  goal: number;
  /** Chance a 7-metre throw scores (Bundesliga ≈ 75 %). */
  sevenGoal: number;
}

/**
 * Attack outcome odds; calibrated to ≈ 57 attacks and ≈ 28.5 goals per team in a Bundesliga
 * match, ≈ 11 technical faults and ≈ 3.5 seven-metre throws. `lead` is the attacking side's
 * goal lead: leaders manage the game and trailing sides take risks (7-on-6, quick throw-offs),
 * which keeps scores close and gives the ≈ 8 % of draws leagues see.
 * @example attackOdds(1, 0, 0).goal // 0.615
 */
export function attackOdds(strength: number, up: number, lead: number): AttackOdds {
  const scoreEffect = 1 - 0.01 * Math.max(-5, Math.min(5, lead));
  return {
    turnover: (0.18 / Math.sqrt(strength)) * (1 - 0.18 * up),
    sevenMeter: 0.062 * (1 + 0.15 * up),
    goal: Math.min(0.95, 0.615 * strength * (1 + 0.09 * up) * scoreEffect),
    sevenGoal: Math.min(0.95, 0.76 * strength ** 0.3),
  };
}

/** Expected goals from one attack. */
export function goalsPerAttack(o: AttackOdds): number {
  return (1 - o.turnover - o.sevenMeter) * o.goal + o.sevenMeter * o.sevenGoal;
}

/**
 * A shallow copy to work on during one step, spelled out: a fixed-shape literal copies much
 * faster than a spread, and a match takes ~5,500 steps.
 */
export function copyState(s: HandballState): HandballState {
  return {
    format: s.format,
    names: s.names,
    players: s.players,
    strength: s.strength,
    phase: s.phase,
    period: s.period,
    clock: s.clock,
    carryMs: s.carryMs,
    wall: s.wall,
    stop: s.stop,
    breakLeft: s.breakLeft,
    possession: s.possession,
    attackLeft: s.attackLeft,
    opening: s.opening,
    attacks: s.attacks,
    homeBall: s.homeBall,
    possessionMarks: s.possessionMarks,
    score: s.score,
    firstHalf: s.firstHalf,
    stats: s.stats,
    events: s.events,
    incidents: s.incidents,
    suspensions: s.suspensions,
    playerSuspensions: s.playerSuspensions,
    timeoutsLeft: s.timeoutsLeft,
    timeoutsThisHalf: s.timeoutsThisHalf,
    lateTimeout: s.lateTimeout,
    run: s.run,
    sevenMeter: s.sevenMeter,
    show: s.show,
    dangerUntil: s.dangerUntil,
  };
}

/** A pair with `by` added on one side (a new array: state pairs are never mutated). */
/** Length of one block of the possession chart: five minutes of match clock. */
export const POSSESSION_BLOCK_S = 300;

/**
 * Closes a possession block when the match clock reaches its end. The marks are replaced, not
 * pushed to, because `copyState` shares arrays with the previous state.
 */
export function markPossession(s: HandballState): void {
  if (matchSecond(s) % POSSESSION_BLOCK_S === 0)
    s.possessionMarks = [...s.possessionMarks, s.homeBall];
}

export function addTo(pair: StatPair, side: SideIndex, by = 1): StatPair {
  return side === 0 ? [pair[0] + by, pair[1]] : [pair[0], pair[1] + by];
}

export function bump(s: HandballState, key: HandballStatKey, side: SideIndex, by = 1): void {
  s.stats = { ...s.stats, [key]: addTo(s.stats[key], side, by) };
}

/** Appends a timeline entry; ids run '1', '2', … per match. */
export function pushEvent(s: HandballState, text: string): void {
  s.events = [...s.events, codedEvent(78, String(s.events.length + 1), text, s.names)];
}

export function showState(
  s: HandballState,
  name: GameStateName<78>,
  side: SideIndex | null,
  seconds: number,
): void {
  s.show = { name, side, until: s.wall + seconds };
}

/**
 * Goal share by position: backs shoot most, wings and pivots finish, goalkeepers almost never.
 * Codes differ between data sources, so unknown ones count as an average court player.
 */
const SHOOTER_WEIGHT: Readonly<Record<string, number>> = {
  G: 0.01,
  GK: 0.01,
  LB: 1.3,
  RB: 1.2,
  CB: 1.2,
  B: 1.25,
  LW: 1,
  RW: 1,
  W: 1,
  P: 0.9,
  PV: 0.9,
};

/** A court player weighted by position and depth, or null with no squad. */
export function pickPlayer(
  players: readonly PlayerRef[],
  rng: Rng,
  exclude: number | null = null,
): PlayerRef | null {
  const weights = players.map((p, i) =>
    p.id === exclude ? 0 : (SHOOTER_WEIGHT[p.position] ?? 1) / (1 + 0.12 * i),
  );
  if (!weights.some((w) => w > 0)) return null;
  return rng.weighted(players, weights);
}
