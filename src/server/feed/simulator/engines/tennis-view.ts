/**
 * @module feed/simulator/engines/tennis-view
 * What the feed shows of a tennis match (spec §2 "Tennis list: sets 1 to 5, point, line"):
 * sets score, games per set, the point score (`sts.points`), server, stats pairs and the
 * game-state text of the moment (sport 13 catalogue).
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Scores, Side } from '../../../../lib/domain/match';
import type { Idx } from './tennis-pricing';
import { isBreakPoint } from './tennis-rules';
import type { TennisState } from './tennis-state';

const SIDES: readonly Side[] = ['home', 'away'];
const side = (i: Idx): Side => SIDES[i]!;
/** Seconds a point's or game's outcome stays on screen. */
const SHOW_S = 5;
const CALLS = ['0', '15', '30', '40'] as const;

/** A deterministic value in [0, 1) from an integer, so the ball moves without an RNG draw. */
function jitter(n: number): number {
  return (Math.imul(n ^ (n >>> 13), 2654435761) >>> 0) / 4294967296;
}

/** `x,y` fractions of the 400x180 court (home half on the left), three decimals. */
const at = (x: number, y: number) => `${x.toFixed(3)},${y.toFixed(3)}`;

/**
 * Ball position for the court tracker (spec §4 "Ball position"): in the
 * server's hand behind the baseline, on the deuce side after an even number of points of the
 * game and the advantage side after an odd one; then crossing the net each second of the
 * rally; on the side that lost the point right after it; hidden while the players sit.
 */
export function tennisBall(s: TennisState): string | null {
  if (s.phase !== 'live' || s.mode !== 'point') return null;
  const inHalf = (i: Idx, depth: number) => 0.5 + (i === 0 ? -1 : 1) * 0.42 * depth;
  const y = 0.2 + 0.6 * jitter(s.clock * 7 + s.set);
  if (s.clock >= s.pointAt) {
    const onServerSide = (s.clock - s.pointAt) % 2 === 1;
    const half = onServerSide ? s.server : ((1 - s.server) as Idx);
    return at(inHalf(half, 0.4 + 0.55 * jitter(s.clock)), y);
  }
  const last = s.last;
  if (last && last.side !== null && s.clock - last.at < SHOW_S) {
    return at(inHalf((1 - last.side) as Idx, 0.3 + 0.6 * jitter(last.at)), y);
  }
  // Facing the net from the left, home's right hand is the bottom of the picture.
  const deuce = (s.points[0] + s.points[1]) % 2 === 0;
  const low = s.server === 0 ? deuce : !deuce;
  return at(s.server === 0 ? 0.06 : 0.94, low ? 0.7 : 0.3);
}

/**
 * The point score as the scoreboard calls it: '30-15', '40-40' at deuce, 'AD-40' / '40-AD'
 * with advantage; plain counts ('5-4') in a tie-break.
 * @example pointScore([3, 4], false) // '40-AD'
 */
export function pointScore(points: readonly [number, number], tiebreak: boolean): string {
  const [h, a] = points;
  if (tiebreak) return `${h}-${a}`;
  if (h >= 3 && a >= 3) return h === a ? '40-40' : h > a ? 'AD-40' : '40-AD';
  return `${CALLS[h]}-${CALLS[a]}`;
}

/** The state text now: the last point, game or set for a few seconds, a break point, else the serve. */
export function tennisStateCode(s: TennisState): string | null {
  if (s.phase === 'pre') return null;
  const last = s.last;
  const recent = last !== null && s.clock - last.at < SHOW_S;
  if (s.phase === 'ended' || s.mode === 'setbreak') {
    return last ? gameStateCode(13, 'Set', last.side === null ? null : side(last.side)) : null;
  }
  if (s.mode === 'changeover')
    return gameStateCode(13, 'Game', last?.side == null ? null : side(last.side));
  if (recent && s.clock < s.pointAt)
    return gameStateCode(13, last.moment, last.side === null ? null : side(last.side));
  if (isBreakPoint(s)) return gameStateCode(13, 'Break Point', side((1 - s.server) as Idx));
  return gameStateCode(13, 'Serve', side(s.server));
}

/** The match as the feed carries it. */
export function tennisView(s: TennisState): MatchSnapshot {
  const scores: Scores = {};
  s.games.forEach((g, i) => (scores[String(i + 1)] = { home: String(g[0]), away: String(g[1]) }));
  const st = s.stats;
  const pct = (i: Idx) =>
    st.service_points[i] ? Math.round((100 * st.first_serves_in[i]) / st.service_points[i]) : 0;
  const current = s.games[s.set - 1] ?? [0, 0];
  return {
    time_status: s.phase === 'pre' ? 0 : s.phase === 'live' ? 1 : 3,
    ss: s.phase === 'pre' ? null : formatScore(...s.setsWon),
    scores,
    timer: null,
    stats: {
      aces: [...st.aces],
      double_faults: [...st.double_faults],
      first_serve_pct: [pct(0), pct(1)],
      break_points_won: [...st.break_points_won],
      break_points_total: [...st.break_points_total],
      points_won: [...st.points_won],
    },
    events: s.events.slice(),
    details: {
      state: tennisStateCode(s),
      ball_pos: tennisBall(s),
      serve: s.phase === 'live' ? side(s.server) : null,
      sts: {
        points: pointScore(s.points, s.tiebreak),
        server: side(s.server),
        games: [current[0], current[1]],
        // Tells the panel that `points` counts tie-break points, not 15-30-40 calls.
        tiebreak: s.tiebreak,
      },
      period: s.set,
    },
  };
}

/** A break point, from the moment it arises to the end of the point: books suspend for it. */
export function tennisDangerous(s: TennisState): boolean {
  return s.phase === 'live' && s.mode === 'point' && isBreakPoint(s);
}
