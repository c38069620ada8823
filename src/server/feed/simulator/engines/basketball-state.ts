/**
 * @module feed/simulator/engines/basketball-state
 * The basketball engine's plain JSON state and the small immutable helpers that update it.
 */
import type { MatchEvent } from '../../../../lib/domain/match';
import type { BasketballFormatId } from './basketball-format';
import { codedEvent } from '../../../../lib/domain/event-codes';

export type SideIndex = 0 | 1;
export type Pair = [number, number];

/** Cumulative box-score counts per side (made 2s and 3s, free throws made and attempted…). */
export interface BasketballStats {
  two: Pair;
  three: Pair;
  ftm: Pair;
  fta: Pair;
  fouls: Pair;
  timeouts: Pair;
  rebounds: Pair;
  turnovers: Pair;
}

/** Why the game clock stands still while wall time runs. */
export type StopKind = 'none' | 'foul' | 'ft' | 'timeout' | 'dead';

export interface BasketballState {
  format: BasketballFormatId;
  matchId: number;
  teams: [string, string];
  /** Home edge in Elo points: rating difference plus home advantage (0 when neutral). */
  edge: number;
  /** Hidden per-game shooting form of each side (hot and cold nights); price() does not see it. */
  form: Pair;
  /** Hidden per-game tempo factor on play durations (fast and slow games; moves totals only). */
  pace: number;
  phase: 'pre' | 'live' | 'break' | 'ended';
  /** 0 before the start, 1–4 quarters, 5+ overtimes. */
  period: number;
  /** Game clock left in the period. */
  clockMs: number;
  /** Game clock value at which the current play ends (shot, foul or turnover). */
  playAtMs: number;
  /** True when the current play is a second chance after an offensive rebound. */
  secondChance: boolean;
  stopMs: number;
  stopKind: StopKind;
  breakMs: number;
  wallMs: number;
  /** Wall time not yet turned into a whole tick (so step(2000) equals two step(1000)). */
  carryMs: number;
  /** Counter naming the next random stream (see drawRng). */
  seq: number;
  possession: SideIndex;
  jumpWinner: SideIndex;
  /** Free throws still to shoot, by whom. */
  ft: { side: SideIndex; left: number } | null;
  /** Points per period, index 0 = first quarter, 4+ = overtimes. */
  points: Pair[];
  teamFouls: Pair;
  timeoutsLeft: Pair;
  biggestLead: Pair;
  /** Points scored since the other side last scored (one of the two is always 0). */
  run: Pair;
  /** Index of the next race threshold (RACE_TO) not yet reached by either side. */
  raceIndex: number;
  stats: BasketballStats;
  /** A momentary game state to show until wallMs reaches `untilMs`. */
  show: { code: string; untilMs: number } | null;
  ball: string | null;
  events: MatchEvent[];
}

/**
 * A shallow copy as the working object of one step. Written out field by field because V8
 * copies a literal like this ~30× faster than `{ ...state }` for an object this wide, and a
 * whole game runs thousands of steps. Nested pairs and lists are only ever replaced, never
 * changed in place, so sharing them with the input is safe.
 */
export function copyState(s: BasketballState): BasketballState {
  return {
    format: s.format,
    matchId: s.matchId,
    teams: s.teams,
    edge: s.edge,
    form: s.form,
    pace: s.pace,
    phase: s.phase,
    period: s.period,
    clockMs: s.clockMs,
    playAtMs: s.playAtMs,
    secondChance: s.secondChance,
    stopMs: s.stopMs,
    stopKind: s.stopKind,
    breakMs: s.breakMs,
    wallMs: s.wallMs,
    carryMs: s.carryMs,
    seq: s.seq,
    possession: s.possession,
    jumpWinner: s.jumpWinner,
    ft: s.ft,
    points: s.points,
    teamFouls: s.teamFouls,
    timeoutsLeft: s.timeoutsLeft,
    biggestLead: s.biggestLead,
    run: s.run,
    raceIndex: s.raceIndex,
    stats: s.stats,
    show: s.show,
    ball: s.ball,
    events: s.events,
  };
}

/** Race-to thresholds for the first-to-N columns (spec §9: basketball 5, 7, 10, 15, 20). */
export const RACE_TO = [1, 5, 7, 10, 15, 20] as const;

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);

/** A copy of `pair` with `delta` added to one side. */
export function bump(pair: Pair, side: SideIndex, delta: number): Pair {
  return side === 0 ? [pair[0] + delta, pair[1]] : [pair[0], pair[1] + delta];
}

/** A copy of `pair` with one side set. */
export function setSide(pair: Pair, side: SideIndex, value: number): Pair {
  return side === 0 ? [value, pair[1]] : [pair[0], value];
}

/** Game score [home, away] summed over periods. */
export function totalScore(s: BasketballState): Pair {
  let home = 0;
  let away = 0;
  for (const [h, a] of s.points) {
    home += h;
    away += a;
  }
  return [home, away];
}

/** Clock label of an event, e.g. `Q2 03:41`, `OT 01:05` (spec §4: overtimes become OT). */
export function clockLabel(period: number, clockMs: number): string {
  const seconds = Math.ceil(Math.max(0, clockMs) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${period >= 5 ? 'OT' : `Q${period}`} ${mm}:${ss}`;
}

/** Appends a timeline entry with the next per-match id. */
export function pushEvent(s: BasketballState, text: string): void {
  s.events = [...s.events, codedEvent(18, String(s.events.length + 1), text, s.teams)];
}

/**
 * Credits points to a side and keeps the derived numbers (run, biggest lead, races) in step.
 * `s` must be the step's own working copy.
 */
export function addPoints(s: BasketballState, side: SideIndex, points: number): void {
  const last = s.points.length - 1;
  s.points = s.points.map((p, i) => (i === last ? bump(p, side, points) : p));
  s.run = side === 0 ? [s.run[0] + points, 0] : [0, s.run[1] + points];
  const [home, away] = totalScore(s);
  const lead = side === 0 ? home - away : away - home;
  if (lead > s.biggestLead[side]) s.biggestLead = setSide(s.biggestLead, side, lead);
  const mine = side === 0 ? home : away;
  while (s.raceIndex < RACE_TO.length && mine >= RACE_TO[s.raceIndex]!) {
    const n = RACE_TO[s.raceIndex]!;
    const what = n === 1 ? 'First Points' : `Race to ${n} Points`;
    pushEvent(s, `${clockLabel(s.period, s.clockMs)} - ${what} - ${s.teams[side]}`);
    s.raceIndex++;
  }
}
