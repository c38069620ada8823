/**
 * @module feed/simulator/engines/tennis-state
 * The tennis engine's state (plain JSON) and how a match is set up: serve statistics from the
 * players' ratings, the coin toss, and the copy-on-write helper `step` uses.
 */
import type { MatchEvent } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { MatchSetup } from './engine';
import { eloWinProbability } from './pricing-math';
import type { Idx } from './tennis-pricing';
import { setFinals } from './tennis-pricing';

/**
 * `bo3`: ATP/WTA tour, best of three, 7-point tie-break at 6-6 in every set.
 * `bo5`: men's Grand Slam, best of five, 10-point tie-break at 6-6 in the fifth set.
 */
export const TENNIS_FORMATS = ['bo3', 'bo5'] as const;
export type TennisFormat = (typeof TENNIS_FORMATS)[number];

/** What the last point or milestone was, for the state text shown right after it. */
export type TennisMoment = 'Point' | 'Ace' | 'Double Fault' | 'Game' | 'Set' | 'Tie Break';

/** How a player serves: first serves in, and the point won behind a first or a second serve. */
export interface ServeProfile {
  firstIn: number;
  secondIn: number;
  winFirst: number;
  winSecond: number;
}

export interface TennisState {
  format: TennisFormat;
  names: [string, string];
  serve: [ServeProfile, ServeProfile];
  /** P(the server wins the point), [home, away]: what the serve profiles add up to. */
  pServe: [number, number];
  phase: 'pre' | 'live' | 'ended';
  carryMs: number;
  /** Whole seconds since the first serve. */
  clock: number;
  /** Seconds until the next action. */
  wait: number;
  /** `point`: a point is being played out; `changeover` and `setbreak`: players sit. */
  mode: 'point' | 'changeover' | 'setbreak';
  /** Clock second the coming point's serve is struck. */
  pointAt: number;
  /** Current set, 1-based; moves on as soon as a set ends. */
  set: number;
  /** Games of every set so far, [home, away] (a won tie-break counts as the seventh game). */
  games: [number, number][];
  setsWon: [number, number];
  /** Points of the game or tie-break in progress. */
  points: [number, number];
  tiebreak: boolean;
  /** Who serves the next point. */
  server: Idx;
  /** Who served the first game of the current set. */
  setFirstServer: Idx;
  stats: {
    aces: [number, number];
    double_faults: [number, number];
    first_serves_in: [number, number];
    service_points: [number, number];
    break_points_won: [number, number];
    break_points_total: [number, number];
    points_won: [number, number];
  };
  events: MatchEvent[];
  last: { moment: TennisMoment; side: Idx | null; at: number } | null;
}

/** Points won on serve between equal players (ATP tour ≈ 63–64 %, which holds ≈ 80 % of games). */
export const SERVE_POINT_BASE = 0.635;
/** Per-match form: a deviation of the serve-point edge (SD), so some matches are one-sided. */
const FORM_SD = 0.025;
/** Tour averages: first serves in, second serves in, and the gap between points won behind each. */
const FIRST_IN = 0.62;
const SECOND_IN = 0.91;
const FIRST_SERVE_PREMIUM = 0.17;

/** The serve profile that wins points on serve with probability `p` at tour-average serving. */
export function serveProfile(p: number): ServeProfile {
  const winSecond = (p - FIRST_IN * FIRST_SERVE_PREMIUM) / (FIRST_IN + (1 - FIRST_IN) * SECOND_IN);
  const clamp = (x: number) => Math.min(0.97, Math.max(0.05, x));
  return {
    firstIn: FIRST_IN,
    secondIn: SECOND_IN,
    winFirst: clamp(winSecond + FIRST_SERVE_PREMIUM),
    winSecond: clamp(winSecond),
  };
}

/** P(point won on serve) a profile adds up to. */
export function serveTotal(s: ServeProfile): number {
  return s.firstIn * s.winFirst + (1 - s.firstIn) * s.secondIn * s.winSecond;
}

/**
 * The serve-point edge that makes each set an Elo bet (400 rating points = 10:1 per set):
 * calibrated per set, it gives the tour's share of three-set matches.
 */
export function servePointEdge(ratingDiff: number): number {
  const target = eloWinProbability(ratingDiff);
  const setWin = (edge: number) => {
    let q = 0;
    for (const first of [0, 1] as const) {
      for (const f of setFinals(
        [SERVE_POINT_BASE + edge, SERVE_POINT_BASE - edge],
        { games: [0, 0], firstServer: first, points: [0, 0], tiebreak: false },
        7,
      )) {
        if (f.winner === 0) q += f.p / 2;
      }
    }
    return q;
  };
  let lo = -0.25;
  let hi = 0.25;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (setWin(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const pair = (): [number, number] => [0, 0];

/** The state before the first serve. Tennis is neutral: no home advantage. */
export function initTennis(setup: MatchSetup, rng: Rng): TennisState {
  if (!(TENNIS_FORMATS as readonly string[]).includes(setup.format)) {
    throw new Error(`tennis: unknown format "${setup.format}" (use ${TENNIS_FORMATS.join(', ')})`);
  }
  const edge = servePointEdge(setup.home.rating - setup.away.rating) + rng.normal(0, FORM_SD);
  const serve: [ServeProfile, ServeProfile] = [
    serveProfile(SERVE_POINT_BASE + edge),
    serveProfile(SERVE_POINT_BASE - edge),
  ];
  const toss: Idx = rng.chance(0.5) ? 0 : 1;
  return {
    format: setup.format as TennisFormat,
    names: [setup.home.name, setup.away.name],
    serve,
    pServe: [serveTotal(serve[0]), serveTotal(serve[1])],
    phase: 'pre',
    carryMs: 0,
    clock: 0,
    wait: 0,
    mode: 'point',
    pointAt: 0,
    set: 0,
    games: [],
    setsWon: pair(),
    points: pair(),
    tiebreak: false,
    server: toss,
    setFirstServer: toss,
    stats: {
      aces: pair(),
      double_faults: pair(),
      first_serves_in: pair(),
      service_points: pair(),
      break_points_won: pair(),
      break_points_total: pair(),
      points_won: pair(),
    },
    events: [],
    last: null,
  };
}

/** A copy whose nested arrays may be changed in place (one per `step` call). */
export function ownTennis(s: TennisState): TennisState {
  const stats = Object.fromEntries(Object.entries(s.stats).map(([k, v]) => [k, [v[0], v[1]]]));
  return {
    ...s,
    games: s.games.map((g) => [g[0], g[1]]),
    setsWon: [s.setsWon[0], s.setsWon[1]],
    points: [s.points[0], s.points[1]],
    stats: stats as TennisState['stats'],
    events: s.events.slice(),
  };
}
