/**
 * @module feed/simulator/engines/soccer-rates
 * Format rules and the numbers the soccer engine plays by: goal rates from Elo-like ratings,
 * home advantage and red cards, the rise of scoring through a match, and how often each side
 * turns possession into attacks, dangerous attacks and shots. Calibrated against Premier League
 * seasons 2015/16–2022/23 (tests/fixtures/football-data).
 */
import type { SideIndex, SoccerFormat, SoccerState } from './soccer-types';

export interface FormatRules {
  /** Length of a half on the game clock. */
  halfMs: number;
  /** Wall length of half-time (the clock stops: timer tt '0'). */
  breakMs: number;
  /** Weights of the stoppage minutes per half (index = minutes), or null for none. */
  added: [readonly number[], readonly number[]] | null;
  /** Scale of every phase duration: e-soccer squeezes a match into minutes. */
  tempo: number;
  /**
   * Goal scale: mean goals per match at equal ratings before unspent chances, penalties
   * included (2.88 gives ~2.77 over a league with Premier League-like ratings; tested).
   */
  goals: number;
  /**
   * Share of the chances built up that become shots before a half ends (the rest is lost at the
   * whistle); budgets are credited at goal rate / spent so goals still match the rate. Measured
   * by simulation: short e-soccer halves leave more unspent.
   */
  spent: number;
  /** Scale of foul and card rates (e-soccer referees are lenient). */
  cards: number;
  substitutions: boolean;
  injuries: boolean;
  /** Ten-minute corner/goal summaries (`0-0 Corners 00:00 - 09:59`): only a 90-minute match has them. */
  summaries: boolean;
}

const MINUTE = 60_000;

/** Per format; the e-soccer ones are "Esoccer Battle" style matches with a real-time clock. */
export const FORMAT_RULES: Record<SoccerFormat, FormatRules> = {
  standard: {
    halfMs: 45 * MINUTE,
    breakMs: 15 * MINUTE,
    // Announced added time: about 1–5 minutes before the break, 3–9 at the end.
    added: [
      [0, 0.2, 0.32, 0.26, 0.14, 0.08],
      [0, 0, 0, 0.1, 0.2, 0.24, 0.18, 0.12, 0.09, 0.07],
    ],
    tempo: 1,
    goals: 2.88,
    spent: 0.92,
    cards: 1,
    substitutions: true,
    injuries: true,
    summaries: true,
  },
  'esoccer-8': {
    halfMs: 4 * MINUTE,
    breakMs: 1 * MINUTE,
    added: null,
    tempo: (8 / 90) * 1.1,
    goals: 5.5,
    spent: 0.75,
    cards: 0.3,
    substitutions: false,
    injuries: false,
    summaries: false,
  },
  'esoccer-12': {
    halfMs: 6 * MINUTE,
    breakMs: 1 * MINUTE,
    added: null,
    tempo: (12 / 90) * 1.1,
    goals: 6.2,
    spent: 0.76,
    cards: 0.3,
    substitutions: false,
    injuries: false,
    summaries: false,
  },
};

/** Goal-rate factor per 400 rating points of difference (log scale). */
const RATING_BETA = 0.8;
/** Home teams score about 24 % more than away teams in the Premier League (1.52 v 1.23). */
const HOME_GOALS = 1.115;
/** A side down to ten scores about a quarter less and concedes about a third more. */
const RED_OWN = 0.74;
const RED_OPPONENT = 1.3;
/** Share of goals that come from penalties (spent outside the shot budget). */
export const PENALTY_SHARE = 0.075;

function playMs(format: SoccerFormat): number {
  const rules = FORMAT_RULES[format];
  const mean = (weights: readonly number[]): number => {
    const total = weights.reduce((s, w) => s + w, 0);
    return weights.reduce((s, w, m) => s + w * m, 0) / total;
  };
  const added = rules.added ? mean(rules.added[0]) + mean(rules.added[1]) : 0;
  // Halves end at the first stoppage after the whistle is due: about half a minute more each.
  return 2 * rules.halfMs + added * MINUTE + 2 * 25_000 * rules.tempo;
}

const PLAY_MS = Object.fromEntries(
  Object.keys(FORMAT_RULES).map((f) => [f, playMs(f as SoccerFormat)]),
) as Record<SoccerFormat, number>;

/** Expected game-clock length of a match in ms, stoppage included. */
export function expectedPlayMs(format: SoccerFormat): number {
  return PLAY_MS[format];
}

/** Red cards shown to a side so far. */
export function reds(state: SoccerState, side: SideIndex): number {
  return state.squads[side].sentOff.length;
}

/** Rating edge of a side in units of 400 Elo points (home advantage kept apart). */
export function ratingEdge(state: SoccerState, side: SideIndex): number {
  const own = state.teams[side].rating;
  const other = state.teams[side === 0 ? 1 : 0].rating;
  return (own - other) / 400;
}

/**
 * Non-penalty goals per ms of play for a side before the in-match ramp: ratings, home
 * advantage (unless neutral) and red cards.
 */
export function goalRate(state: SoccerState, side: SideIndex): number {
  const rules = FORMAT_RULES[state.format];
  const perSide = (rules.goals * (1 - PENALTY_SHARE)) / 2 / expectedPlayMs(state.format);
  const home = state.neutral ? 1 : side === 0 ? HOME_GOALS : 1 / HOME_GOALS;
  const other: SideIndex = side === 0 ? 1 : 0;
  const cards = RED_OWN ** reds(state, side) * RED_OPPONENT ** reds(state, other);
  // exp(β·d) averages above 1 over a league's rating spread; 0.97 brings the mean back.
  return perSide * 0.97 * Math.exp(RATING_BETA * ratingEdge(state, side)) * home * cards;
}

/**
 * ∫ of the scoring ramp over [from, to] of the game clock. Scoring rises through a match
 * (tired legs, chasing sides): 0.86 at kick-off to 1.14 at full time; with chances unspent at
 * half-time this puts about 45 % of goals before the break, as in the Premier League.
 */
export function rampIntegral(state: SoccerState, from: number, to: number): number {
  if (to <= from) return 0;
  const span = 2 * FORMAT_RULES[state.format].halfMs;
  return 0.86 * (to - from) + (0.14 * (to * to - from * from)) / span;
}

/** How a side in possession moves the ball on, from its edge over the other side. */
export interface ChainRates {
  /** Mean length of a spell in possession before it turns into an attack or is lost (ms). */
  possessionMs: number;
  /** Possession → attack. */
  attack: number;
  /** Attack → dangerous attack. */
  danger: number;
  /** Dangerous attack → shot. */
  shot: number;
}

/** Chain rates of a side now: stronger sides keep the ball longer and get forward more often. */
export function chainRates(state: SoccerState, side: SideIndex): ChainRates {
  const other: SideIndex = side === 0 ? 1 : 0;
  const home = state.neutral ? 0 : side === 0 ? 0.1 : -0.1;
  const edge = ratingEdge(state, side) + home + 0.3 * (reds(state, other) - reds(state, side));
  const tempo = FORMAT_RULES[state.format].tempo;
  return {
    possessionMs: 8_000 * tempo * Math.exp(0.45 * edge),
    attack: Math.min(0.9, 0.62 * Math.exp(0.2 * edge)),
    danger: Math.min(0.85, 0.5 * Math.exp(0.2 * edge)),
    shot: Math.min(0.6, 0.255 * Math.exp(0.15 * edge)),
  };
}
