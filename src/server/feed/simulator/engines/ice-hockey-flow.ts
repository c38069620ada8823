/**
 * @module feed/simulator/engines/ice-hockey-flow
 * Ice hockey engine, the match's course: fixed one-second ticks with the remainder carried in
 * the state, periods and intermissions, overtime only after a tied regulation, and the
 * shoot-out (3 rounds, then sudden death) whose winner gets one goal in the final score.
 */
import type { Rng } from '../rng';
import type { PlayerRef } from './engine';
import { faceOff, finish, tickLive } from './ice-hockey-play';
import {
  HOCKEY_FORMATS,
  type HockeyState,
  type ShootoutAttempt,
  type SideIndex,
  addTo,
  bump,
  copyState,
  periodLength,
  pushEvent,
  scoreText,
  showState,
} from './ice-hockey-rules';
import { phaseTicks, SECOND_MS } from './tick-loop';

/** Wall seconds between shoot-out attempts. */
const SHOOTOUT_ATTEMPT_SECONDS = 35;
/** NHL shoot-out success rate ≈ 31-33 %. */
const SHOOTOUT_PCT = 0.32;

/** Starts the next period (or the shoot-out after overtime). */
function startPeriod(s: HockeyState, rng: Rng): void {
  const rules = HOCKEY_FORMATS[s.format];
  s.period += 1;
  if (s.period === 5) {
    startShootout(s);
    return;
  }
  s.phase = 'live';
  s.clock = 0;
  s.stop = 0;
  s.tvTimeouts = 0;
  s.periodScores = [...s.periodScores, [0, 0]];
  // When a trailing side pulls its goalie varies by coach: 1-2½ minutes left when one down.
  if (s.period === 3) s.pullAt = rules.periodSeconds - rng.int(60, 150);
  if (s.period === 4) pushEvent(s, 'Overtime');
  faceOff(s, rng);
}

function beginBreak(s: HockeyState, seconds: number): void {
  s.phase = 'break';
  s.breakLeft = seconds;
  showState(s, 'End Of Period', null, seconds);
}

/** The period's clock has run out. */
function endPeriod(s: HockeyState): void {
  const rules = HOCKEY_FORMATS[s.format];
  s.pulled = [false, false];
  s.stop = 0;
  s.dangerUntil = 0;
  if (s.period <= 3) pushEvent(s, `Score After Period ${s.period} - ${scoreText(s.score)}`);
  if (s.period < 3) beginBreak(s, rules.intermissionSeconds);
  else if (s.period === 3 && s.score[0] === s.score[1]) beginBreak(s, rules.overtimeBreakSeconds);
  // Overtime ends early on a goal, so reaching its end means still tied: shoot-out.
  else if (s.period === 4) beginBreak(s, rules.shootoutBreakSeconds);
  else finish(s);
}

function startShootout(s: HockeyState): void {
  s.phase = 'shootout';
  s.clock = 0;
  s.stop = 0;
  s.penalty = null;
  s.periodScores = [...s.periodScores, [0, 0]];
  s.shootout = { attempts: [[], []], left: SHOOTOUT_ATTEMPT_SECONDS };
  pushEvent(s, 'Shootout');
}

/**
 * The decided winner of a shoot-out so far, or null: within the first `rounds` rounds as soon
 * as one side cannot catch up, afterwards after each complete sudden-death round.
 * @example shootoutWinner([[{ playerId: null, scored: true }], []], 3) // null
 */
export function shootoutWinner(
  attempts: readonly [readonly ShootoutAttempt[], readonly ShootoutAttempt[]],
  rounds: number,
): SideIndex | null {
  const [home, away] = attempts;
  const hg = home.filter((a) => a.scored).length;
  const ag = away.filter((a) => a.scored).length;
  if (home.length <= rounds && away.length <= rounds) {
    if (hg > ag + (rounds - away.length)) return 0;
    if (ag > hg + (rounds - home.length)) return 1;
    return null;
  }
  if (home.length === away.length && hg !== ag) return hg > ag ? 0 : 1;
  return null;
}

/** Forwards take the attempts in lineup order, then again from the top in sudden death. */
function shooterFor(players: readonly PlayerRef[], n: number): PlayerRef | null {
  const forwards = players.filter((p) => p.position === 'F');
  const pool = forwards.length > 0 ? forwards : players.filter((p) => p.position !== 'G');
  return pool[n % Math.max(pool.length, 1)] ?? null;
}

function tickShootout(s: HockeyState, rng: Rng): void {
  const so = s.shootout;
  if (!so) return;
  if (so.left > 1) {
    s.shootout = { ...so, left: so.left - 1 };
    return;
  }
  // The home side shoots first in each round.
  const side: SideIndex = so.attempts[0].length <= so.attempts[1].length ? 0 : 1;
  const shooter = shooterFor(s.players[side], so.attempts[side].length);
  const attempt = {
    playerId: shooter?.id ?? null,
    scored: rng.chance(SHOOTOUT_PCT * s.strength[side] ** 0.3),
  };
  const attempts: [ShootoutAttempt[], ShootoutAttempt[]] =
    side === 0
      ? [[...so.attempts[0], attempt], so.attempts[1]]
      : [so.attempts[0], [...so.attempts[1], attempt]];
  s.shootout = { attempts, left: SHOOTOUT_ATTEMPT_SECONDS };
  showState(s, 'Penalty Shot', side, 6);
  const winner = shootoutWinner(attempts, HOCKEY_FORMATS[s.format].shootoutRounds);
  if (winner === null) return;
  // The winner is credited one goal (the final score feeds show); the NHL credits it to the
  // team, not to a player, so the incident has no scorer and top lists stay clean.
  s.score = addTo(s.score, winner);
  s.periodScores = s.periodScores.map((p, i) => (i === 4 ? addTo(p, winner) : p));
  bump(s, 'goals', winner);
  s.incidents = [
    ...s.incidents,
    {
      kind: 'goal',
      side: winner === 0 ? 'home' : 'away',
      minute: HOCKEY_FORMATS[s.format].overtimeSeconds / 60,
    },
  ];
  const decider = attempts[winner].findLast((a) => a.scored);
  const name = s.players[winner].find((p) => p.id === decider?.playerId)?.name;
  pushEvent(s, `Shootout Winner - ${name ? `${name} - ` : ''}${s.names[winner]}`);
  finish(s);
}

function tick(s: HockeyState, rng: Rng): void {
  s.wall += 1;
  if (s.phase === 'live') {
    tickLive(s, rng);
    if (s.phase === 'live' && !s.penaltyShot && s.clock >= periodLength(s)) endPeriod(s);
  } else if (s.phase === 'break') {
    s.breakLeft -= 1;
    if (s.breakLeft <= 0) startPeriod(s, rng);
  } else if (s.phase === 'shootout') {
    tickShootout(s, rng);
  }
}

/** Opening face-off of period 1. */
export function startHockey(state: HockeyState, rng: Rng): HockeyState {
  const s = copyState(state);
  if (s.phase === 'pre') startPeriod(s, rng);
  return s;
}

/** Tick rules of ./tick-loop.ts: `tick` plays a whole second of wall clock on a copy of the state. */
export const HOCKEY_TICKS = phaseTicks<HockeyState>({
  tickMs: SECOND_MS,
  copy: copyState,
  tick,
  endPhase: 'over',
});
