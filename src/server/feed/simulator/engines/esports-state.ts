/**
 * @module feed/simulator/engines/esports-state
 * The League of Legends engine's state (plain JSON) and how a series is set up: each map's
 * win probability from the teams' ratings and side, and a fresh map.
 *
 * How a map works: its winner is drawn when it starts (with the map's win probability), and
 * the gold lead then drifts towards the winner with noise, more strongly as the game goes on
 * (snowballing). Kills, towers, dragons and barons follow the gold lead, never the hidden
 * winner, so the gold path is all a spectator learns from: pricing reads the exact posterior
 * from it (see esports-market.ts). The winner's final push (inhibitor, nexus) ends the map.
 */
import type { MatchEvent } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { MatchSetup } from './engine';

/** 0 = home, 1 = away. */
export type Idx = 0 | 1;

/** `bo3`: LCK regular season; `bo5`: LCK playoffs. */
export const ESPORTS_FORMATS = ['bo3', 'bo5'] as const;
export type EsportsFormat = (typeof ESPORTS_FORMATS)[number];

/** Names of the sport-151 game states (game-states.ts) the engine shows. */
export type EsportsMoment =
  'First Blood' | 'Kill' | 'Tower' | 'Dragon' | 'Baron' | 'Inhibitor' | 'Team Fight' | 'Map Won';

/** A step of the winning team's final push. */
export interface PushStep {
  /** Map second it happens. */
  at: number;
  kind: 'fight' | 'tower' | 'inhibitor' | 'nexus';
}

export interface EsportsState {
  format: EsportsFormat;
  names: [string, string];
  /** Home's log-odds of winning a map on neutral sides (ratings plus this series' form). */
  baseLogit: number;
  phase: 'pre' | 'live' | 'ended';
  carryMs: number;
  /** Whole wall seconds since the series began. */
  clock: number;
  /** `map`: a game is being played; `pause`: between maps (draft, side selection). */
  mode: 'map' | 'pause';
  /** Seconds left of the pause. */
  wait: number;
  /** Current map, 1-based. */
  map: number;
  mapWins: [number, number];
  /** Kills of every map so far (the feed's per-map scores). */
  mapKills: [number, number][];
  /** Who won each finished map, in order (the panel's per-map table). */
  mapWinners: Idx[];
  /** Which team plays on the blue side this map. */
  blue: Idx;
  /** Home's log-odds of winning this map before it started (base plus side). */
  prior: number;
  /** Hidden: who wins this map. Never shown; the price reads only what a spectator sees. */
  winner: Idx;
  /** Hidden: map second at which the winner starts the final push (unless a stomp ends it sooner). */
  endAt: number;
  /** Seconds played on this map's game clock. */
  t: number;
  /** Gold difference, home − away, in thousands. */
  x: number;
  /** Recent gold swing (decaying sum of the last half-minute or so), for who wins skirmishes. */
  mom: number;
  /** Log-likelihood ratio of the gold path so far: home winning vs away winning this map. */
  evidence: number;
  kills: [number, number];
  towers: [number, number];
  dragons: [number, number];
  barons: [number, number];
  inhibitors: [number, number];
  firstBlood: boolean;
  firstTower: boolean;
  /** Map second the next dragon / baron is up. */
  dragonAt: number;
  baronAt: number;
  /** A fight over an objective in progress, resolved at map second `at`. */
  fight: { kind: 'baron' | 'inhibitor'; at: number; side: Idx | null } | null;
  push: { side: Idx; steps: PushStep[]; dangerUntil: number } | null;
  events: MatchEvent[];
  last: { moment: EsportsMoment; side: Idx | null; at: number } | null;
}

/** Blue side wins ≈ 52–53 % of LCK games: a small log-odds edge. */
const BLUE_SIDE_LOGIT = 0.1;
/** Series-to-series form of a team, in map log-odds (SD): some series are one-sided. */
const FORM_SD = 0.6;

/** Maps needed to win the series. */
export function mapsToWin(format: EsportsFormat): number {
  return format === 'bo5' ? 3 : 2;
}

/** Home's log-odds of winning a map with `blue` on the blue side. */
export function mapLogit(baseLogit: number, blue: Idx): number {
  return baseLogit + (blue === 0 ? BLUE_SIDE_LOGIT : -BLUE_SIDE_LOGIT);
}

export const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/** The state before the first map: Elo ratings are per map (400 points = 10:1 a map); e-sports are neutral. */
export function initEsports(setup: MatchSetup, rng: Rng): EsportsState {
  if (!(ESPORTS_FORMATS as readonly string[]).includes(setup.format)) {
    throw new Error(
      `esports: unknown format "${setup.format}" (use ${ESPORTS_FORMATS.join(', ')})`,
    );
  }
  const baseLogit =
    ((setup.home.rating - setup.away.rating) / 400) * Math.LN10 + rng.normal(0, FORM_SD);
  const blue: Idx = rng.chance(0.5) ? 0 : 1;
  return {
    format: setup.format as EsportsFormat,
    names: [setup.home.name, setup.away.name],
    baseLogit,
    phase: 'pre',
    carryMs: 0,
    clock: 0,
    mode: 'pause',
    wait: 0,
    map: 0,
    mapWins: [0, 0],
    mapKills: [],
    mapWinners: [],
    blue,
    prior: mapLogit(baseLogit, blue),
    winner: 0,
    endAt: 0,
    t: 0,
    x: 0,
    mom: 0,
    evidence: 0,
    kills: [0, 0],
    towers: [0, 0],
    dragons: [0, 0],
    barons: [0, 0],
    inhibitors: [0, 0],
    firstBlood: false,
    firstTower: false,
    dragonAt: 0,
    baronAt: 0,
    fight: null,
    push: null,
    events: [],
    last: null,
  };
}
