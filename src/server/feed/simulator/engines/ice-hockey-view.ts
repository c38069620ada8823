/**
 * @module feed/simulator/engines/ice-hockey-view
 * Ice hockey engine, what the feed shows: score and period scores (keys 1-3 periods, 4
 * overtime, 5 shoot-out), the period clock counting up, stats pairs, timeline texts and the
 * rink details (spec §2 "Hockey: rink, tabs stats and summary"; §4 "hockey (17) P with period").
 */
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Side, Stats } from '../../../../lib/domain/match';
import {
  HOCKEY_STAT_KEYS,
  type HockeyState,
  SIDES,
  type SideIndex,
  periodLength,
  scoreText,
} from './ice-hockey-rules';

function sideName(side: SideIndex | null): Side | null {
  return side === null ? null : SIDES[side];
}

/** The shoot-out side about to shoot (home first in each round). */
function nextShooter(s: HockeyState): SideIndex {
  const a = s.shootout?.attempts;
  return a && a[0].length > a[1].length ? 1 : 0;
}

function stateCode(s: HockeyState): string | null {
  if (s.phase === 'pre' || s.phase === 'over') return null;
  if (s.penaltyShot) return gameStateCode(17, 'Penalty Shot', sideName(s.penaltyShot.side));
  if (s.show && s.show.until > s.wall) return gameStateCode(17, s.show.name, sideName(s.show.side));
  if (s.phase === 'break') return gameStateCode(17, 'End Of Period', null);
  if (s.phase === 'shootout') return gameStateCode(17, 'Penalty Shot', sideName(nextShooter(s)));
  if (s.stop > 0) return gameStateCode(17, 'Face Off', null);
  if (s.penalty) return gameStateCode(17, 'Power Play', sideName(s.penalty.side === 0 ? 1 : 0));
  if (s.pulled[0] || s.pulled[1])
    return gameStateCode(17, 'Empty Net', s.pulled[0] ? 'home' : 'away');
  return gameStateCode(17, 'In Possession', sideName(s.possession));
}

/** A deterministic value in [0, 1) from an integer, so the puck moves without an RNG draw. */
function jitter(n: number): number {
  return (Math.imul(n ^ (n >>> 13), 2654435761) >>> 0) / 4294967296;
}

/**
 * Puck position as `x,y` fractions of the 400x180 rink: the face-off dot at a stoppage, else
 * somewhere in the zone the side in possession attacks. Ends switch each period, home
 * attacking to the right in odd periods.
 */
function puckPosition(s: HockeyState): string | null {
  if (s.phase === 'pre' || s.phase === 'over' || s.phase === 'break') return null;
  const shooter = s.phase === 'shootout' ? nextShooter(s) : (s.penaltyShot?.side ?? null);
  const attacker = shooter ?? s.possession;
  const right = (attacker === 0) === (s.period % 2 === 1);
  if (shooter !== null) return right ? '0.850,0.500' : '0.150,0.500';
  if (s.stop > 0) return '0.500,0.500';
  const seed = s.period * 4001 + s.clock;
  const depth = 0.05 + 0.4 * jitter(seed);
  const x = right ? 0.5 + depth : 0.5 - depth;
  const y = 0.12 + 0.76 * jitter(seed * 31 + 7);
  return `${x.toFixed(3)},${y.toFixed(3)}`;
}

/** What the feed shows now (BetsAPI event view shape, spec §3). */
export function viewHockey(s: HockeyState): MatchSnapshot {
  const started = s.phase !== 'pre';
  const running = s.phase === 'live' && s.stop === 0 && !s.penaltyShot;
  const stats: Stats = {};
  if (started) for (const key of HOCKEY_STAT_KEYS) stats[key] = [s.stats[key][0], s.stats[key][1]];
  const manAdvantage = s.penalty ? sideName(s.penalty.side === 0 ? 1 : 0) : null;
  return {
    time_status: s.phase === 'pre' ? 0 : s.phase === 'over' ? 3 : 1,
    ss: started ? scoreText(s.score) : null,
    scores: Object.fromEntries(
      s.periodScores.map((p, i) => [String(i + 1), { home: String(p[0]), away: String(p[1]) }]),
    ),
    timer: started
      ? { tm: Math.floor(s.clock / 60), ts: s.clock % 60, tt: running ? '1' : '0', q: s.period }
      : null,
    stats,
    events: s.events.slice(),
    details: {
      state: stateCode(s),
      ball_pos: puckPosition(s),
      serve: null,
      sts: {
        manAdvantage,
        penaltyClock: s.penalty ? s.penalty.left : null,
        emptyNet: [s.pulled[0], s.pulled[1]],
        timeoutsLeft: [s.timeouts[0], s.timeouts[1]],
        ...(s.shootout
          ? {
              shootout: {
                home: s.shootout.attempts[0].map((a) => a.scored),
                away: s.shootout.attempts[1].map((a) => a.scored),
              },
            }
          : {}),
      },
      period: s.period,
    },
  };
}

/**
 * A bookmaker suspends on a penalty shot, a power-play shot, a shoot-out attempt and the last
 * seconds of a period with the score within one goal.
 */
export function hockeyDanger(s: HockeyState): boolean {
  if (s.phase === 'shootout') return (s.shootout?.left ?? 0) <= 8;
  if (s.phase !== 'live') return false;
  if (s.penaltyShot || s.dangerUntil > s.wall) return true;
  const close = Math.abs(s.score[0] - s.score[1]) <= 1;
  return close && s.stop === 0 && periodLength(s) - s.clock <= 20;
}
