/**
 * @module feed/simulator/engines/volleyball-view
 * What the feed shows of a volleyball match (spec §3 event view; §2 volleyball panel and list):
 * sets score, points per set, stats pairs, the game-state text of the moment and `sts` for the
 * longest-streak and points-on-serve doughnuts, the last six points and first-to-5/7/10 columns.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Scores, Side, Stats } from '../../../../lib/domain/match';
import { setTarget } from './volleyball-rules';
import type { Idx, VolleyballState } from './volleyball-state';

const SIDES: readonly Side[] = ['home', 'away'];
/** Seconds the outcome of a rally stays on screen before the serve state returns. */
const SHOW_POINT_S = 4;
/** Seconds before the serve during which the server is shown at the line. */
const SHOW_SERVE_S = 4;

const side = (i: Idx): Side => SIDES[i]!;

/** A deterministic value in [0, 1) from an integer, so the ball moves without an RNG draw. */
function jitter(n: number): number {
  return (Math.imul(n ^ (n >>> 13), 2654435761) >>> 0) / 4294967296;
}

/** `x,y` fractions of the 400x180 court (home half on the left), three decimals. */
const at = (x: number, y: number) => `${x.toFixed(3)},${y.toFixed(3)}`;

/**
 * Ball position for the court tracker (spec §4 "Ball position"): with the
 * server behind the end line before the serve, crossing the net each second of the rally, and
 * on the floor of the side that lost the point right after it; hidden during stoppages.
 */
export function volleyballBall(s: VolleyballState): string | null {
  if (s.phase !== 'live' || s.mode !== 'rally') return null;
  const y = 0.2 + 0.6 * jitter(s.clock * 7 + s.set);
  // Depth into a half: 0 at the net, 1 at the end line.
  const inHalf = (i: Idx, depth: number) => 0.5 + (i === 0 ? -1 : 1) * 0.4 * depth;
  if (s.clock >= s.rallyAt) {
    const onServerSide = (s.clock - s.rallyAt) % 2 === 1;
    const half = onServerSide ? s.server : ((1 - s.server) as Idx);
    return at(inHalf(half, 0.3 + 0.6 * jitter(s.clock)), y);
  }
  if (s.lastPoint && s.clock - s.lastPoint.at < SHOW_POINT_S) {
    const loser = (1 - s.lastPoint.side) as Idx;
    return at(inHalf(loser, 0.2 + 0.7 * jitter(s.lastPoint.at)), y);
  }
  return at(s.server === 0 ? 0.06 : 0.94, 0.75);
}

/**
 * The state text now (spec §4 volleyball states): the rally's end (Point, Ace, Service Error,
 * Block), then the score with the server (PointScore) or the last six every sixth point, the
 * server at the line, the ball in play (Rally); Time Out, Technical Time Out, End Of Set and
 * Score Breakdown during stoppages.
 */
export function volleyballStateCode(s: VolleyballState): string | null {
  if (s.phase === 'pre') return null;
  if (s.phase === 'ended') return gameStateCode(91, 'End Of Set', null);
  switch (s.mode) {
    case 'timeout':
      return gameStateCode(91, 'Time Out', s.timeOutBy === null ? null : side(s.timeOutBy));
    case 'tto':
      return gameStateCode(91, 'Technical Time Out', null);
    case 'interval':
      return s.lastPoint && s.clock - s.lastPoint.at < 15
        ? gameStateCode(91, 'End Of Set', null)
        : gameStateCode(91, 'Score Breakdown', null);
    case 'rally':
      break;
  }
  if (s.clock >= s.rallyAt) return gameStateCode(91, 'Singles Serve (Rally)', side(s.server));
  if (s.lastPoint && s.clock - s.lastPoint.at < SHOW_POINT_S) {
    // A service error belongs to the team that served it, whoever got the point.
    const who =
      s.lastPoint.kind === 'Service Error' ? ((1 - s.lastPoint.side) as Idx) : s.lastPoint.side;
    return gameStateCode(91, s.lastPoint.kind, side(who));
  }
  if (s.rallyAt - s.clock <= SHOW_SERVE_S) return gameStateCode(91, 'Single Serve', side(s.server));
  const played = s.points[s.set - 1] ?? [0, 0];
  if ((played[0] + played[1]) % 6 === 0 && played[0] + played[1] > 0) {
    return gameStateCode(91, 'Last Six', null);
  }
  return gameStateCode(91, 'Singles Serve (PointScore)', side(s.server));
}

/** The match as the feed carries it. */
export function volleyballView(s: VolleyballState): MatchSnapshot {
  const scores: Scores = {};
  s.points.forEach((p, i) => (scores[String(i + 1)] = { home: String(p[0]), away: String(p[1]) }));
  const stats: Stats = {};
  for (const [k, v] of Object.entries(s.stats)) stats[k] = [v[0], v[1]];
  const firstTo = (mark: '5' | '7' | '10') =>
    s.firstTo[mark] === null ? null : side(s.firstTo[mark]);
  return {
    time_status: s.phase === 'pre' ? 0 : s.phase === 'live' ? 1 : 3,
    ss: s.phase === 'pre' ? null : formatScore(...s.setsWon),
    scores,
    timer: null,
    stats,
    events: s.events.slice(),
    details: {
      state: volleyballStateCode(s),
      ball_pos: volleyballBall(s),
      serve: s.phase === 'live' ? side(s.server) : null,
      sts: {
        longestStreak: [...s.stats.longest_streak],
        pointsWonOnServe: [...s.stats.points_won_on_serve],
        lastSix: s.lastSix.map((i) => (i === 0 ? 'H' : 'A')),
        firstTo: { 5: firstTo('5'), 7: firstTo('7'), 10: firstTo('10') },
      },
      period: s.set,
    },
  };
}

/**
 * Set point or match point with the ball in play: books suspend for those few seconds.
 */
export function volleyballDangerous(s: VolleyballState): boolean {
  if (s.phase !== 'live' || s.mode !== 'rally' || s.clock < s.rallyAt) return false;
  const p = s.points[s.set - 1];
  if (!p) return false;
  const target = setTarget(s.set);
  return (p[0] >= target - 1 && p[0] > p[1]) || (p[1] >= target - 1 && p[1] > p[0]);
}
