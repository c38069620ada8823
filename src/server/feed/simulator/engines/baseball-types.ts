/**
 * @module feed/simulator/engines/baseball-types
 * Baseball engine state and the per-league rules (MLB, KBO, NPB). The state is plain JSON, so
 * the simulator can store it and rebuild a game by replaying from the first pitch.
 */
import type { MatchEvent, Side } from '../../../../lib/domain/match';

export const BASEBALL_FORMATS = ['mlb', 'kbo', 'npb'] as const;
export type BaseballFormat = (typeof BASEBALL_FORMATS)[number];

export type Half = 'top' | 'bottom';

/** What happens at `nextAtMs`. */
export type NextAction = 'pitch' | 'resolve' | 'halfStart' | 'resume';

export interface FormatRules {
  /** Innings of a regulation game. */
  regulation: number;
  /** A game still tied after this inning ends a tie; null = play until decided. */
  lastInning: number | null;
  /** Extra half-innings start with a runner on second base. */
  ghostRunner: boolean;
  /** Elo points added to the home side (400 points = 10:1). */
  homeAdvantage: number;
  /** League scoring level relative to the model's base level (≈ MLB 2015–2024). */
  runFactor: number;
  /** Wall time from one pitch to the next (uniform range, ms). */
  pitchGapMs: readonly [number, number];
  /** Extra wall time before the first pitch to a new batter. */
  batterGapMs: readonly [number, number];
  /** Break between half-innings. */
  breakMs: readonly [number, number];
  /** A pitching change in the middle of an inning. */
  pitchingChangeMs: readonly [number, number];
}

/**
 * League rules and pace. Sources: Official Baseball Rules 7.01 (regulation game, walk-off)
 * and MLB's extra-inning runner on second (permanent since 2023); KBO 2025 regulations (a game tied after 11 innings
 * ends a tie; before 2025 it was 12); NPB (tie after 12 innings). Home advantage: MLB home
 * teams win ≈ 53–54 % (24 Elo points, FiveThirtyEight's MLB model); KBO 2025 home teams won
 * 51.3 % of decided games (tests/fixtures/kbo), NPB sits in between. Scoring: KBO 2025
 * ≈ 4.7 runs per team and game, NPB 2023–2024 ≈ 3.3–3.6, MLB 2015–2024 ≈ 4.1–4.9. Pace: the
 * MLB pitch clock (2023) brought games to ≈ 2 h 40; KBO (pitch clock 2025) and NPB run
 * ≈ 3 h.
 */
export const FORMAT_RULES = {
  mlb: {
    regulation: 9,
    lastInning: null,
    ghostRunner: true,
    homeAdvantage: 24,
    runFactor: 1,
    pitchGapMs: [16_000, 22_000],
    batterGapMs: [6_000, 14_000],
    breakMs: [130_000, 160_000],
    pitchingChangeMs: [140_000, 200_000],
  },
  kbo: {
    regulation: 9,
    lastInning: 11,
    ghostRunner: false,
    homeAdvantage: 12,
    runFactor: 1.04,
    pitchGapMs: [18_000, 25_000],
    batterGapMs: [10_000, 18_000],
    breakMs: [130_000, 170_000],
    pitchingChangeMs: [150_000, 220_000],
  },
  npb: {
    regulation: 9,
    lastInning: 12,
    ghostRunner: false,
    homeAdvantage: 18,
    runFactor: 0.77,
    pitchGapMs: [19_000, 26_000],
    batterGapMs: [10_000, 18_000],
    breakMs: [150_000, 190_000],
    pitchingChangeMs: [150_000, 220_000],
  },
} as const satisfies Record<BaseballFormat, FormatRules>;

export interface BaseballPlayer {
  id: number;
  name: string;
}

export interface BaseballTeam {
  teamId: number;
  name: string;
  rating: number;
  /** Batting order: nine non-pitchers (fewer, or none, when the squad is short). */
  lineup: BaseballPlayer[];
  /** The starting pitcher first, then the relievers in the order they come in. */
  pitchers: BaseballPlayer[];
}

/** Per-side counters; pitch counts are thrown by the side's pitchers, the rest are batting. */
export interface SideTotals {
  pitches: number;
  balls: number;
  strikes: number;
  walks: number;
  hbp: number;
  hits: number;
  singles: number;
  doubles: number;
  triples: number;
  homers: number;
  runs: number;
  batters: number;
  leftOnBase: number;
  strikeouts: number;
  /** Errors committed in the field. */
  errors: number;
}

export interface PerSide<T> {
  home: T;
  away: T;
}

/** A runner on a base: the player id, 0 when the squad has no names. Null = empty base. */
export type Runner = number | null;

export interface BaseballState {
  matchId: number;
  format: BaseballFormat;
  neutral: boolean;
  teams: PerSide<BaseballTeam>;
  status: 0 | 1 | 3;
  /** Wall time since the first pitch was due; advances in whole ticks. */
  clockMs: number;
  /** Wall time received but not yet a whole tick. */
  carryMs: number;
  nextAtMs: number;
  next: NextAction;
  inning: number;
  half: Half;
  outs: number;
  balls: number;
  strikes: number;
  bases: [Runner, Runner, Runner];
  /** Runs per inning; `home` has no entry for an inning whose bottom half has not started. */
  lineScore: PerSide<number[]>;
  batterIndex: PerSide<number>;
  pitcherIndex: PerSide<number>;
  /** Pitches thrown by each side's current pitcher, and the count at which he is replaced. */
  pitcherPitches: PerSide<number>;
  pitcherLimit: PerSide<number>;
  totals: PerSide<SideTotals>;
  /** Game state code of the last pitch or play (game-states.ts), null before the start. */
  stateCode: string | null;
  events: MatchEvent[];
  /** Home runs, for incidents. */
  homeRuns: { side: Side; inning: number; playerId: number }[];
  /** Set when the game ends. */
  result: Side | 'tie' | null;
}

export function emptyTotals(): SideTotals {
  return {
    pitches: 0,
    balls: 0,
    strikes: 0,
    walks: 0,
    hbp: 0,
    hits: 0,
    singles: 0,
    doubles: 0,
    triples: 0,
    homers: 0,
    runs: 0,
    batters: 0,
    leftOnBase: 0,
    strikeouts: 0,
    errors: 0,
  };
}

/** The side batting in a half: the away team bats in the top, the home team in the bottom. */
export function battingSide(half: Half): Side {
  return half === 'top' ? 'away' : 'home';
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
