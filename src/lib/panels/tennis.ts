/**
 * @module panels/tennis
 * The tennis panel's view (spec §2 "Tennis: tabs stats and summary", §9 "tennis up to 5 sets"):
 * serve marker, point score, set table, stats and summary from the live details, never demo
 * numbers, read through guarded readers so a malformed field is hidden.
 */
import type { Side, Stats } from '../domain/match';
import { tennisPoint } from '../inplay/details-view';
import {
  ballPoint,
  detailsParts,
  firstPair,
  gameState,
  periodPoints,
  sideOf,
  type CourtPoint,
} from './court-values';

/** Spec §9: tennis up to 5 sets. Best of three shows three columns until a fourth is played. */
export const TENNIS_MAX_SETS = 5;
const MIN_COLUMNS = 3;

/** A game's point calls, and the tie-break's plain counts. */
const CALLS: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3, A: 4, AD: 4 };

/**
 * Who won a finished set from its games: six with a two-game lead, or seven (7-5, 7-6).
 * @example tennisSetWinner(7, 6) // 'home'
 */
export function tennisSetWinner(home: number, away: number): Side | null {
  const [high, low] = home > away ? [home, away] : [away, home];
  const done = (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
  if (!done) return null;
  return home > away ? 'home' : 'away';
}

export interface TennisSetCell {
  set: number;
  home: number | null;
  away: number | null;
  winner: Side | null;
  current: boolean;
  /** Tie-break points of the set when the details carry them. */
  tiebreak: [number, number] | null;
}

export interface TennisView {
  serve: Side | null;
  /** Point score of the current game, e.g. ['30', '15'], or tie-break points. */
  point: [string, string] | null;
  tiebreak: boolean;
  /** Which half of the server's baseline the next serve is struck from. */
  court: 'deuce' | 'ad' | null;
  sets: TennisSetCell[];
  currentSet: number | null;
  ball: CourtPoint | null;
  state: { side: Side | null; name: string } | null;
  stats: Stats;
}

export interface TennisRow {
  scores: unknown;
  is_inplay: boolean;
}

/** A point call that is valid for a game (0/15/30/40/AD) or a tie-break (a count). */
function validPoint(raw: [string, string] | null, tiebreak: boolean): [string, string] | null {
  if (!raw) return null;
  const ok = (p: string) => (tiebreak ? /^\d{1,2}$/.test(p) : Object.hasOwn(CALLS, p));
  return ok(raw[0]) && ok(raw[1]) ? raw : null;
}

/** Points played in the game so far decide the serving court: even deuce, odd advantage. */
function courtOf(point: [string, string] | null, tiebreak: boolean): 'deuce' | 'ad' | null {
  if (!point) return null;
  const count = (p: string) => (tiebreak ? Number(p) : CALLS[p]!);
  return (count(point[0]) + count(point[1])) % 2 === 0 ? 'deuce' : 'ad';
}

function setCells(row: TennisRow, sts: Record<string, unknown>, live: boolean, period: unknown) {
  const cells: TennisSetCell[] = [];
  const tiebreaks = (sts.tiebreaks ?? {}) as Record<string, unknown>;
  for (let set = 1; set <= TENNIS_MAX_SETS; set++) {
    const home = periodPoints(row.scores, set, 'home');
    const away = periodPoints(row.scores, set, 'away');
    if (set > MIN_COLUMNS && home == null) break;
    const winner = home != null && away != null ? tennisSetWinner(home, away) : null;
    const tb = typeof tiebreaks === 'object' ? firstPair(tiebreaks[String(set)]) : null;
    cells.push({ set, home, away, winner, current: false, tiebreak: tb });
  }
  const p = Number(period);
  const played = cells.filter((c) => c.home != null);
  const current = !live
    ? null
    : Number.isInteger(p) && p >= 1 && p <= cells.length
      ? p
      : (played.find((c) => c.winner === null)?.set ?? null);
  return { cells: cells.map((c) => ({ ...c, current: c.set === current })), current };
}

/**
 * The panel's view of a tennis match.
 * @example tennisView(row, { info: { serve: 'home' }, sts: { points: '30-15' } }).point // ['30', '15']
 */
export function tennisView(row: TennisRow, details: unknown): TennisView {
  const { info, sts, stats } = detailsParts(details);
  const tiebreak = sts.tiebreak === true;
  const point = row.is_inplay ? validPoint(tennisPoint(sts), tiebreak) : null;
  const state = gameState(13, info.state);
  const { cells, current } = setCells(row, sts, row.is_inplay, info.period);
  // The point score of a tie-break in the current set shows as that set's tie-break points.
  const sets = cells.map((c) =>
    c.current && tiebreak && point && !c.tiebreak
      ? { ...c, tiebreak: [Number(point[0]), Number(point[1])] as [number, number] }
      : c,
  );
  return {
    serve: row.is_inplay ? (sideOf(info.serve) ?? sideOf(sts.server)) : null,
    point,
    tiebreak,
    court: courtOf(point, tiebreak),
    sets,
    currentSet: current,
    ball: row.is_inplay ? ballPoint(info.ball_pos) : null,
    state,
    stats,
  };
}
