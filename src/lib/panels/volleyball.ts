/**
 * @module panels/volleyball
 * The volleyball panel's view (spec §2 "Volleyball: set table; longest streak and points won
 * on serve as doughnut charts"; §3 "Match details"; §4 volleyball states; §5 set rule; §9 "sets
 * up to 5"): everything read from the list row and the live details through guarded readers, so
 * a malformed field is hidden, never invented.
 */
import type { Side, Stats } from '../domain/match';
import {
  ballPoint,
  detailsParts,
  finite,
  firstPair,
  gameState,
  periodPoints,
  sideOf,
  type CourtPoint,
} from './court-values';

/** Spec §9: volleyball sets up to 5 (five period columns). */
export const VOLLEYBALL_SETS = 5;

/** Spec §5: a set is played to 25, the fifth to 15. */
export function setTarget(set: number): number {
  return set === VOLLEYBALL_SETS ? 15 : 25;
}

/**
 * Spec §5 "Volleyball set won at 25 points (15 in set 5) for the higher side", with the
 * two-point lead the rules require (25-24 plays on); null while nobody has won it.
 * @example setWinner(5, 15, 13) // 'home'
 */
export function setWinner(set: number, home: number, away: number): Side | null {
  const high = Math.max(home, away);
  if (high < setTarget(set) || Math.abs(home - away) < 2) return null;
  return home > away ? 'home' : 'away';
}

export interface SetCell {
  set: number;
  home: number | null;
  away: number | null;
  winner: Side | null;
  current: boolean;
}

export interface VolleyballView {
  sets: SetCell[];
  /** Sets won so far by the §5 rule, [home, away]. */
  setsWon: [number, number];
  currentSet: number | null;
  serve: Side | null;
  ball: CourtPoint | null;
  /** The state's base name (e.g. 'Single Serve') and side, for the tracker's caption. */
  state: { side: Side | null; name: string } | null;
  longestStreak: [number, number] | null;
  pointsWonOnServe: [number, number] | null;
  /** Winners of the last six points, oldest first (spec §9 "Volleyball last six points"). */
  lastSix: Side[];
  stats: Stats;
}

/** What the view reads of the list row. */
export interface VolleyballRow {
  scores: unknown;
  is_inplay: boolean;
}

/** The set in play: the details' period when valid, else the first set nobody has won yet. */
function currentSetOf(sets: readonly SetCell[], period: unknown, live: boolean): number | null {
  if (!live) return null;
  const p = finite(period);
  if (p != null && Number.isInteger(p) && p >= 1 && p <= VOLLEYBALL_SETS) return p;
  const open = sets.find((c) => c.home != null && c.winner === null);
  return open ? open.set : null;
}

/** Spec §3 `sts.lastSix` as sides; anything but 'H'/'A'/'home'/'away' is dropped. */
function lastSixOf(raw: unknown): Side[] {
  if (!Array.isArray(raw)) return [];
  const sides = raw.map((v) =>
    v === 'H' || v === 'home' ? 'home' : v === 'A' || v === 'away' ? 'away' : null,
  );
  return sides.filter((s): s is Side => s !== null).slice(-6);
}

/**
 * The panel's view of a volleyball match.
 * @example volleyballView({ scores: { 1: { home: '25', away: '20' } }, is_inplay: true }, details).setsWon // [1, 0]
 */
export function volleyballView(row: VolleyballRow, details: unknown): VolleyballView {
  const { info, sts, stats } = detailsParts(details);
  const cells: SetCell[] = [];
  const won: [number, number] = [0, 0];
  for (let set = 1; set <= VOLLEYBALL_SETS; set++) {
    const home = periodPoints(row.scores, set, 'home');
    const away = periodPoints(row.scores, set, 'away');
    const winner = home != null && away != null ? setWinner(set, home, away) : null;
    if (winner) won[winner === 'home' ? 0 : 1] += 1;
    cells.push({ set, home, away, winner, current: false });
  }
  const currentSet = currentSetOf(cells, info.period, row.is_inplay);
  const sets = cells.map((c) => (c.set === currentSet ? { ...c, current: true } : c));
  const state = gameState(91, info.state);
  // The serve comes with the details; a serve state names the server when it does not.
  const serve = sideOf(info.serve) ?? (state && /Serve/.test(state.name) ? state.side : null);
  const infoStats = (details as { info_stats?: Record<string, unknown> } | null)?.info_stats;
  return {
    sets,
    setsWon: won,
    currentSet,
    serve: row.is_inplay ? serve : null,
    ball: row.is_inplay ? ballPoint(info.ball_pos) : null,
    state,
    // Spec §3 names the pairs `sts.longestStreak`/`pointsWonOnServe` and `info_stats` snake case.
    longestStreak: firstPair(sts.longestStreak, infoStats?.longest_streak, stats.longest_streak),
    pointsWonOnServe: firstPair(
      sts.pointsWonOnServe,
      infoStats?.points_won_on_serve,
      stats.points_won_on_serve,
    ),
    lastSix: lastSixOf(sts.lastSix),
    stats,
  };
}
