/**
 * @module feed/simulator/engines/volleyball-state
 * The volleyball engine's state (plain JSON) and how a match is set up: rally probabilities
 * from the teams' ratings, the coin toss, and the copy-on-write helper `step` uses.
 */
import type { MatchEvent } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { MatchSetup } from './engine';
import { eloWinProbability } from './pricing-math';
import { setOutcome, mass } from './volleyball-pricing';

/** 0 = home, 1 = away. */
export type Idx = 0 | 1;

/**
 * `standard`: FIVB best of five, sets to 25 (set 5 to 15) with a two-point lead, two time-outs
 * per team per set. `vleague`: the same plus technical time-outs at 8 and 16 in sets 1–4.
 */
export const VOLLEYBALL_FORMATS = ['standard', 'vleague'] as const;
export type VolleyballFormat = (typeof VOLLEYBALL_FORMATS)[number];

export const VOLLEYBALL_STAT_KEYS = [
  'points',
  'aces',
  'service_errors',
  'blocks',
  'attacks_won',
  'longest_streak',
  'points_won_on_serve',
  'time_outs',
] as const;
export type VolleyballStatKey = (typeof VOLLEYBALL_STAT_KEYS)[number];

/** How a rally ended, as the game-state catalogue names it (game-states.ts, sport 91). */
export type PointKind = 'Point' | 'Ace' | 'Service Error' | 'Block';

/** What the wait running down ends in. */
export type VolleyballMode = 'rally' | 'timeout' | 'tto' | 'interval';

export interface VolleyballState {
  format: VolleyballFormat;
  names: [string, string];
  /** P(a side wins the rally when it serves), [home, away]. */
  serveWin: [number, number];
  phase: 'pre' | 'live' | 'ended';
  /** Wall time not yet consumed by a whole tick. */
  carryMs: number;
  /** Whole seconds since the first serve. */
  clock: number;
  /** Seconds until the next action (a rally ends, a time-out or interval is over). */
  wait: number;
  mode: VolleyballMode;
  /** Clock second the serve of the coming rally is struck. */
  rallyAt: number;
  /** Current set, 1-based; moves on as soon as a set ends (the interval belongs to the next). */
  set: number;
  /** Points of every set so far, [home, away]. */
  points: [number, number][];
  setsWon: [number, number];
  server: Idx;
  /** Who served first in each set so far. */
  firstServers: Idx[];
  /** Time-outs used in the current set. */
  timeOuts: [number, number];
  /** Technical time-outs held in the current set (vleague). */
  ttos: number;
  /** The run of consecutive points in progress: [side, length]. */
  streak: [Idx, number] | null;
  /** Winners of the last six points, oldest first. */
  lastSix: Idx[];
  /** First side to reach 5, 7 and 10 points in the current set. */
  firstTo: { '5': Idx | null; '7': Idx | null; '10': Idx | null };
  stats: Record<VolleyballStatKey, [number, number]>;
  events: MatchEvent[];
  /** The last rally's end, for the state text shown right after it. */
  lastPoint: { kind: PointKind; side: Idx; at: number } | null;
  /** Who called the time-out running now. */
  timeOutBy: Idx | null;
}

/** Share of rallies the serving side wins between equal teams (men's pro game: ~35–40 %). */
export const SERVE_WIN_BASE = 0.37;
/** Home court is worth little in volleyball: a few Elo points. */
const HOME_ADVANTAGE_ELO = 25;
/** Day-to-day form: per-match deviation of the rally edge (SD); it makes one-sided matches likelier. */
const FORM_SD = 0.025;

/**
 * The per-rally edge that makes a set to 25 an Elo bet: a rating difference of 400 means a
 * 10:1 favourite in each set. Calibrating per set (not per match) is what gives real leagues'
 * share of three- and five-set matches.
 */
export function rallyEdge(ratingDiff: number): number {
  const logit = (p: number) => Math.log(p / (1 - p));
  const target = logit(eloWinProbability(ratingDiff));
  // Average the two first servers: the team serving first in a rally-point set is slightly worse off.
  const setLogit = (edge: number) => {
    const serveWin: [number, number] = [SERVE_WIN_BASE + edge, SERVE_WIN_BASE - edge];
    const q =
      (mass(setOutcome({ home: 0, away: 0, server: 0 }, 25, serveWin).margin[0]) +
        mass(setOutcome({ home: 0, away: 0, server: 1 }, 25, serveWin).margin[0])) /
      2;
    return logit(Math.min(1 - 1e-12, Math.max(1e-12, q)));
  };
  // The set's log-odds are nearly linear in the edge (slope ≈ 23): a few secant steps from
  // that guess are exact to 1e-6, where a bisection would need 30 set evaluations.
  let x0 = 0;
  let f0 = setLogit(x0) - target;
  let x1 = target / 23;
  for (let i = 0; i < 6; i++) {
    const f1 = setLogit(x1) - target;
    if (Math.abs(f1) < 1e-7 || f1 === f0) break;
    const x2 = Math.min(0.3, Math.max(-0.3, x1 - (f1 * (x1 - x0)) / (f1 - f0)));
    [x0, f0, x1] = [x1, f1, x2];
  }
  return x1;
}

/** A fresh `[0, 0]` pair per stat key. */
export function zeroStats(): Record<VolleyballStatKey, [number, number]> {
  return Object.fromEntries(VOLLEYBALL_STAT_KEYS.map((k) => [k, [0, 0]])) as Record<
    VolleyballStatKey,
    [number, number]
  >;
}

/** The state before the first serve: rally strengths (with the day's form) and the coin toss. */
export function initVolleyball(setup: MatchSetup, rng: Rng): VolleyballState {
  if (!(VOLLEYBALL_FORMATS as readonly string[]).includes(setup.format)) {
    throw new Error(
      `volleyball: unknown format "${setup.format}" (use ${VOLLEYBALL_FORMATS.join(', ')})`,
    );
  }
  const diff = setup.home.rating - setup.away.rating + (setup.neutral ? 0 : HOME_ADVANTAGE_ELO);
  const edge = rallyEdge(diff) + rng.normal(0, FORM_SD);
  const clamp = (p: number) => Math.min(0.9, Math.max(0.1, p));
  const toss: Idx = rng.chance(0.5) ? 0 : 1;
  return {
    format: setup.format as VolleyballFormat,
    names: [setup.home.name, setup.away.name],
    serveWin: [clamp(SERVE_WIN_BASE + edge), clamp(SERVE_WIN_BASE - edge)],
    phase: 'pre',
    carryMs: 0,
    clock: 0,
    wait: 0,
    mode: 'rally',
    rallyAt: 0,
    set: 0,
    points: [],
    setsWon: [0, 0],
    server: toss,
    firstServers: [],
    timeOuts: [0, 0],
    ttos: 0,
    streak: null,
    lastSix: [],
    firstTo: { '5': null, '7': null, '10': null },
    stats: zeroStats(),
    events: [],
    lastPoint: null,
    timeOutBy: null,
  };
}

/**
 * A copy whose nested arrays and objects may be changed in place. `step` makes one per call, so
 * the state it was given is never touched.
 */
export function ownVolleyball(s: VolleyballState): VolleyballState {
  return {
    ...s,
    points: s.points.map((p) => [p[0], p[1]]),
    setsWon: [s.setsWon[0], s.setsWon[1]],
    firstServers: s.firstServers.slice(),
    timeOuts: [s.timeOuts[0], s.timeOuts[1]],
    streak: s.streak ? [s.streak[0], s.streak[1]] : null,
    lastSix: s.lastSix.slice(),
    firstTo: { ...s.firstTo },
    stats: Object.fromEntries(
      Object.entries(s.stats).map(([k, v]) => [k, [v[0], v[1]]]),
    ) as VolleyballState['stats'],
    events: s.events.slice(),
  };
}
