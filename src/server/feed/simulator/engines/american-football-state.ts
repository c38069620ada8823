/**
 * @module feed/simulator/engines/american-football-state
 * The American football engine's plain JSON state and the small helpers that update it.
 */
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { MatchEvent } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import type { FootballFormatId } from './american-football-rules';
import { codedEvent } from '../../../../lib/domain/event-codes';

export type SideIndex = 0 | 1;
export type Pair = [number, number];

/** Cumulative team stats per side (spec §2 matchUp: downs, third downs, plays, yards…). */
export interface FootballStats {
  rushing: Pair;
  passing: Pair;
  firstDowns: Pair;
  plays: Pair;
  thirdAtt: Pair;
  thirdConv: Pair;
  redAtt: Pair;
  redTd: Pair;
  penalties: Pair;
  timeouts: Pair;
  turnovers: Pair;
}

/** The next thing that happens when `untilMs` of wall time has passed. */
export type FootballAction = 'kickoff' | 'snap' | 'try';

export interface FootballState {
  format: FootballFormatId;
  matchId: number;
  teams: [string, string];
  /** Home edge in Elo points: rating difference plus home field (0 when neutral). */
  edge: number;
  phase: 'pre' | 'live' | 'break' | 'ended';
  /** 0 before the start, 1–4 quarters, 5 overtime. */
  period: number;
  clockMs: number;
  /** True while the game clock runs between plays (after an in-bounds play). */
  clockRunning: boolean;
  next: FootballAction;
  /** Wall time until `next`. */
  untilMs: number;
  breakMs: number;
  wallMs: number;
  /** Wall time not yet turned into a whole tick (so step(2000) equals two step(1000)). */
  carryMs: number;
  /** Counter naming the next random stream (see drawRng). */
  seq: number;
  /** The team with the ball; before a kickoff, the kicking team. */
  offense: SideIndex;
  /** Ball position as yards from the offense's own goal line (1–99). */
  yardLine: number;
  /** Where the current drive began, in the same yards as `yardLine` (the panel's drive line). */
  driveStart: number;
  down: number;
  toGo: number;
  openingReceiver: SideIndex;
  timeoutsLeft: Pair;
  /** Two-minute warning already given in this half (or overtime). */
  warned: boolean;
  /** The current drive has reached the opponent's 20 (counted once per drive). */
  driveInRedZone: boolean;
  /** Overtime possessions each side has completed (for the both-teams-possess rule). */
  otDone: Pair;
  /** Points per period, index 0 = first quarter, 4 = overtime. */
  points: Pair[];
  stats: FootballStats;
  /** A momentary game state to show until wallMs reaches `untilMs`. */
  show: { code: string; untilMs: number } | null;
  /** Wall time until which a replay review runs (markets suspended). */
  reviewUntilMs: number;
  /** Hash mark of the ball across the field (0–1), for ball_pos. */
  ballY: number;
  events: MatchEvent[];
}

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);

/** A copy of `pair` with `delta` added to one side. */
export function bump(pair: Pair, side: SideIndex, delta: number): Pair {
  return side === 0 ? [pair[0] + delta, pair[1]] : [pair[0], pair[1] + delta];
}

/** Adds to one side of one stat (replacing the pair, never changing it in place). */
export function stat(s: FootballState, key: keyof FootballStats, side: SideIndex, delta = 1): void {
  s.stats = { ...s.stats, [key]: bump(s.stats[key], side, delta) };
}

/** Game score [home, away] summed over periods. */
export function totalScore(s: FootballState): Pair {
  let home = 0;
  let away = 0;
  for (const [h, a] of s.points) {
    home += h;
    away += a;
  }
  return [home, away];
}

/** Lead of `side` in points (negative when behind). */
export function leadOf(s: FootballState, side: SideIndex): number {
  const [home, away] = totalScore(s);
  return side === 0 ? home - away : away - home;
}

/** The random stream of the next draws, named by match and counter (see basketball-play). */
export function drawRng(s: FootballState, rng: Rng): Rng {
  return rng.fork(`${s.matchId}:${s.seq++}`);
}

/** Clock label of an event, e.g. `Q2 03:41` or `OT 04:10`. */
export function clockLabel(s: FootballState): string {
  const seconds = Math.ceil(Math.max(0, s.clockMs) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${s.period >= 5 ? 'OT' : `Q${s.period}`} ${mm}:${ss}`;
}

/** Appends `Q2 03:41 - What - Team` (or the bare text) with the next per-match id. */
export function pushEvent(s: FootballState, what: string, side?: SideIndex): void {
  const text = side === undefined ? what : `${clockLabel(s)} - ${what} - ${s.teams[side]}`;
  s.events = [...s.events, codedEvent(12, String(s.events.length + 1), text, s.teams)];
}

/** Shows a game state for `ms` of wall time. */
export function show(
  s: FootballState,
  name: GameStateName<12>,
  side: SideIndex | null,
  ms = 6_000,
): void {
  const code = gameStateCode(12, name, side === null ? null : side === 0 ? 'home' : 'away');
  s.show = { code, untilMs: s.wallMs + ms };
}

/** Credits points to a side in the current period. */
export function addPoints(s: FootballState, side: SideIndex, points: number): void {
  const last = s.points.length - 1;
  s.points = s.points.map((p, i) => (i === last ? bump(p, side, points) : p));
}

/**
 * A shallow copy as the working object of one step, written out field by field because V8
 * copies such a literal far faster than `{ ...state }` for an object this wide. Nested pairs and
 * lists are only ever replaced, never changed in place, so sharing them is safe.
 */
export function copyState(s: FootballState): FootballState {
  return {
    format: s.format,
    matchId: s.matchId,
    teams: s.teams,
    edge: s.edge,
    phase: s.phase,
    period: s.period,
    clockMs: s.clockMs,
    clockRunning: s.clockRunning,
    next: s.next,
    untilMs: s.untilMs,
    breakMs: s.breakMs,
    wallMs: s.wallMs,
    carryMs: s.carryMs,
    seq: s.seq,
    offense: s.offense,
    yardLine: s.yardLine,
    driveStart: s.driveStart,
    down: s.down,
    toGo: s.toGo,
    openingReceiver: s.openingReceiver,
    timeoutsLeft: s.timeoutsLeft,
    warned: s.warned,
    driveInRedZone: s.driveInRedZone,
    otDone: s.otDone,
    points: s.points,
    stats: s.stats,
    show: s.show,
    reviewUntilMs: s.reviewUntilMs,
    ballY: s.ballY,
    events: s.events,
  };
}
