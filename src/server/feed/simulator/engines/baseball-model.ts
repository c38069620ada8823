/**
 * @module feed/simulator/engines/baseball-model
 * The probability model of baseball shared by the simulation and the pricing: pitch outcomes
 * by count, batted-ball outcomes, and where runners go on each play. Pricing enumerates the
 * same tables the simulation samples from, so prices and played games agree.
 */
import { FORMAT_RULES } from './baseball-types';
import type { BaseballFormat } from './baseball-types';

export const PITCH_KINDS = ['ball', 'called', 'swinging', 'foul', 'inplay', 'hbp'] as const;

export const BATTED_KINDS = ['out', 'single', 'double', 'triple', 'homer', 'error'] as const;

export const OUT_KINDS = ['ground', 'fly', 'line', 'pop'] as const;
export type OutKind = (typeof OUT_KINDS)[number];
/** Share of in-play outs by batted-ball type (MLB Statcast ≈ 45 % grounders). */
export const OUT_WEIGHTS = [0.45, 0.33, 0.1, 0.12] as const;

/** How a plate appearance ends (or a ball in play is fielded). */
export type PlayKind =
  'strikeout' | 'walk' | 'hbp' | 'single' | 'double' | 'triple' | 'homer' | 'error' | OutKind;

/**
 * Pitch weights at a count, for a batting side of skill `s` (log scale, 0 = average). Base
 * rates are MLB 2021–2024 pitch shares (≈ 37 % balls, 17 % called, 11 % swinging strikes,
 * 18 % fouls, 17 % in play); with the count tweaks a plate appearance ends in K ≈ 24 %,
 * BB ≈ 9 % after ≈ 3.8 pitches (MLB 2021–2024: 22–23 %, 8–9 %, 3.9).
 */
export function pitchWeights(balls: number, strikes: number, s: number): number[] {
  let ball = 0.325 * Math.exp(0.35 * s);
  let called = 0.165;
  let swinging = 0.105 * Math.exp(-0.35 * s);
  let foul = 0.19;
  let inplay = 0.178;
  if (balls === 0 && strikes === 0) {
    // First pitch: batters take more, so more called strikes and fewer balls in play.
    called *= 1.5;
    inplay *= 0.75;
    foul *= 0.85;
  }
  if (balls === 3) {
    // Pitchers must throw a strike; batters take on 3-0.
    ball *= 0.8;
    called *= strikes === 0 ? 1.6 : 1.1;
    inplay *= strikes === 0 ? 0.4 : 1.15;
  }
  if (strikes === 2) {
    // Batters protect the plate: fewer called strikes, more fouls; pitchers waste a pitch.
    called *= 0.45;
    foul *= 1.35;
    swinging *= 1.15;
    ball *= 1.05;
  }
  return [ball, called, swinging, foul, inplay, 0.003];
}

/**
 * Batted-ball outcome weights for skill `s`: MLB rates per ball in play (BABIP ≈ .290,
 * HR ≈ 4.6 % of balls in play, reached on error ≈ 1.2 %); skill scales the hits.
 */
export function battedWeights(s: number): number[] {
  const hit = Math.exp(s);
  return [0.655, 0.215 * hit, 0.066 * hit, 0.006 * hit, 0.046 * hit, 0.012];
}

/**
 * Run elasticity of the skill: doubling a side's runs takes a skill of ln 2 / RUN_ELASTICITY.
 * Measured from the half-inning run chain (baseball-chain.ts) around s = 0.
 */
export const RUN_ELASTICITY = 1.57;

/**
 * Win probability ≈ Elo of the rating gap when a team's runs scale with exp(±K·gap/2):
 * Pythagorean expectation with exponent 1.83 turns a run ratio r into r^1.83 / (r^1.83 + 1),
 * and Elo's 10^(gap/400) equals that when K = ln 10 / (400 · 1.83).
 */
const RUN_PER_ELO = Math.LN10 / (400 * 1.83);

/** Base level: ≈ 0.5 runs per half-inning, ≈ 4.5 a team and game (the MLB 2015–2024 middle). */
export const BASE_SKILL = 0.015;

/**
 * The batting skill of a side facing a pitching side: league level, rating gap and home
 * advantage (half the gap each way, so the two sides' run ratio carries the whole gap).
 * @example battingSkill('mlb', 1550, 1500, true, false) // > battingSkill('mlb', 1500, 1550, false, false)
 */
export function battingSkill(
  format: BaseballFormat,
  battingRating: number,
  pitchingRating: number,
  battingIsHome: boolean,
  neutral: boolean,
): number {
  const rules = FORMAT_RULES[format];
  const advantage = neutral ? 0 : battingIsHome ? rules.homeAdvantage : -rules.homeAdvantage;
  const gap = battingRating - pitchingRating + advantage;
  const logRuns = Math.log(rules.runFactor) + (RUN_PER_ELO * gap) / 2;
  return BASE_SKILL + logRuns / RUN_ELASTICITY;
}

/** Where the batter (index 0) and the runners on first, second, third (1–3) end up. */
export type Destinations = [number, number, number, number];
/** Destination codes: 0 not on base (no such runner), 1–3 a base, HOME scored, OUT out. */
export const HOME = 4;
export const OUT = -1;

export interface Advance {
  p: number;
  dest: Destinations;
  /** Text for the play when it is not the plain kind (`double play`, `sacrifice fly`). */
  label: string | null;
}

type Bases = readonly [boolean, boolean, boolean];

/** Runners move up only when forced (walk, hit by pitch). */
function forced(b: Bases): Destinations {
  const r1 = b[0] ? 2 : 0;
  const r2 = b[1] ? (b[0] ? 3 : 2) : 0;
  const r3 = b[2] ? (b[0] && b[1] ? HOME : 3) : 0;
  return [1, r1, r2, r3];
}

/** Everyone moves up `n` bases (n ≥ 4 scores). */
function moveAll(b: Bases, batter: number, n: number): Destinations {
  const to = (base: number, on: boolean): number => (on ? Math.min(HOME, base + n) : 0);
  return [batter, to(1, b[0]), to(2, b[1]), to(3, b[2])];
}

function single(b: Bases, outs: number): Advance[] {
  // With two outs runners go on contact, so they take the extra base more often.
  const scoreFrom2 = outs === 2 ? 0.85 : 0.6;
  const firstToThird = outs === 2 ? 0.4 : 0.28;
  const out: Advance[] = [];
  for (const r2home of b[1] ? [true, false] : [false]) {
    const p2 = b[1] ? (r2home ? scoreFrom2 : 1 - scoreFrom2) : 1;
    const thirdFree = !b[1] || r2home;
    for (const r1third of b[0] && thirdFree ? [true, false] : [false]) {
      const p1 = b[0] && thirdFree ? (r1third ? firstToThird : 1 - firstToThird) : 1;
      const dest: Destinations = [
        1,
        b[0] ? (r1third ? 3 : 2) : 0,
        b[1] ? (r2home ? HOME : 3) : 0,
        b[2] ? HOME : 0,
      ];
      out.push({ p: p2 * p1, dest, label: null });
    }
  }
  return out;
}

function double(b: Bases, outs: number): Advance[] {
  const scoreFrom1 = outs === 2 ? 0.6 : 0.4;
  const base = (r1: number): Destinations => [2, r1, b[1] ? HOME : 0, b[2] ? HOME : 0];
  if (!b[0]) return [{ p: 1, dest: base(0), label: null }];
  return [
    { p: scoreFrom1, dest: base(HOME), label: null },
    { p: 1 - scoreFrom1, dest: base(3), label: null },
  ];
}

function groundOut(b: Bases, outs: number): Advance[] {
  if (outs === 2) return [{ p: 1, dest: [OUT, 0, 0, 0], label: 'ground out' }];
  const out: Advance[] = [];
  let rest = 1;
  if (b[0]) {
    // About half the grounders with a runner on first and fewer than two outs are turned
    // into double plays; the lead runners move up only if the inning goes on.
    const dp = 0.45;
    const go = outs === 0;
    const dest: Destinations = [OUT, OUT, b[1] ? (go ? 3 : 2) : 0, b[2] ? (go ? HOME : 3) : 0];
    out.push({ p: dp, dest, label: 'double play' });
    rest = 1 - dp;
  }
  // Otherwise a productive out: the runner on first is pushed to second, the runner on
  // second usually takes third, the runner on third scores half the time.
  const r3options = b[2] ? [true, false] : [false];
  for (const r3home of r3options) {
    const p3 = b[2] ? (r3home ? 0.5 : 0.5) : 1;
    const thirdFree = !b[2] || r3home;
    const r2options = b[1] && thirdFree ? [true, false] : [false];
    for (const r2up of r2options) {
      const p2 = b[1] && thirdFree ? (r2up ? 0.7 : 0.3) : 1;
      const dest: Destinations = [
        OUT,
        b[0] ? 2 : 0,
        b[1] ? (r2up ? 3 : 2) : 0,
        b[2] ? (r3home ? HOME : 3) : 0,
      ];
      // A runner stuck on second blocks the runner from first: keep him at first then.
      if (b[0] && b[1] && !r2up) dest[1] = 1;
      out.push({ p: rest * p3 * p2, dest, label: 'ground out' });
    }
  }
  return out;
}

function flyOut(b: Bases, outs: number): Advance[] {
  if (outs === 2 || (!b[1] && !b[2])) {
    return [{ p: 1, dest: [OUT, b[0] ? 1 : 0, b[1] ? 2 : 0, b[2] ? 3 : 0], label: 'fly out' }];
  }
  // Deep enough fly balls let the runner on third tag up and score (sacrifice fly).
  const out: Advance[] = [];
  for (const r3home of b[2] ? [true, false] : [false]) {
    const p3 = b[2] ? (r3home ? 0.6 : 0.4) : 1;
    const thirdFree = !b[2] || r3home;
    for (const r2up of b[1] && thirdFree ? [true, false] : [false]) {
      const p2 = b[1] && thirdFree ? (r2up ? 0.3 : 0.7) : 1;
      const dest: Destinations = [
        OUT,
        b[0] ? 1 : 0,
        b[1] ? (r2up ? 3 : 2) : 0,
        b[2] ? (r3home ? HOME : 3) : 0,
      ];
      out.push({ p: p3 * p2, dest, label: r3home ? 'sacrifice fly' : 'fly out' });
    }
  }
  return out;
}

/**
 * Every way a play can move the batter and runners, with probabilities summing to 1.
 * @example advances('walk', [true, false, false], 0) // [{ p: 1, dest: [1, 2, 0, 0], label: null }]
 */
export function advances(kind: PlayKind, b: Bases, outs: number): Advance[] {
  const stay: Destinations = [OUT, b[0] ? 1 : 0, b[1] ? 2 : 0, b[2] ? 3 : 0];
  switch (kind) {
    case 'strikeout':
      return [{ p: 1, dest: stay, label: null }];
    case 'walk':
    case 'hbp':
      return [{ p: 1, dest: forced(b), label: null }];
    case 'single':
      return single(b, outs);
    case 'double':
      return double(b, outs);
    case 'triple':
      return [{ p: 1, dest: moveAll(b, 3, 4), label: null }];
    case 'homer':
      return [{ p: 1, dest: moveAll(b, HOME, 4), label: null }];
    case 'error':
      // The batter is safe at first (sometimes second); runners take an extra base with him.
      return [
        { p: 0.85, dest: moveAll(b, 1, 1), label: null },
        { p: 0.15, dest: moveAll(b, 2, 2), label: null },
      ];
    case 'ground':
      return groundOut(b, outs);
    case 'fly':
      return flyOut(b, outs);
    case 'line':
      return [{ p: 1, dest: stay, label: 'line out' }];
    case 'pop':
      return [{ p: 1, dest: stay, label: 'pop out' }];
  }
}
