/**
 * @module feed/simulator/engines/handball-flow
 * Handball engine, the match's course: fixed one-second ticks with the remainder carried in the
 * state, two halves of 30 minutes and a 15-minute half-time. League matches may end drawn.
 */
import type { Rng } from '../rng';
import { newAttack, tickLive } from './handball-play';
import {
  HANDBALL_FORMATS,
  type HandballState,
  copyState,
  other,
  pushEvent,
  showState,
} from './handball-rules';
import { phaseTicks, SECOND_MS } from './tick-loop';

function startHalf(s: HandballState, rng: Rng): void {
  s.period += 1;
  s.phase = 'live';
  s.clock = 0;
  s.stop = 0;
  s.timeoutsThisHalf = [0, 0];
  s.run = null;
  newAttack(s, s.period === 1 ? s.opening : other(s.opening), false, rng);
}

function endHalf(s: HandballState): void {
  const rules = HANDBALL_FORMATS[s.format];
  s.stop = 0;
  if (s.period === 1) {
    s.firstHalf = s.score;
    pushEvent(s, `Score After First Half - ${s.score[0]}-${s.score[1]}`);
    s.phase = 'break';
    s.breakLeft = rules.halfTimeSeconds;
    showState(s, 'Half Time', null, rules.halfTimeSeconds);
    return;
  }
  s.phase = 'over';
  s.show = null;
  s.dangerUntil = 0;
}

function tick(s: HandballState, rng: Rng): void {
  s.wall += 1;
  if (s.phase === 'live') {
    tickLive(s, rng);
    // A 7-metre throw awarded at the buzzer is still taken (IHF rule 2:4).
    if (!s.sevenMeter && s.clock >= HANDBALL_FORMATS[s.format].halfSeconds) endHalf(s);
  } else if (s.phase === 'break') {
    s.breakLeft -= 1;
    if (s.breakLeft <= 0) startHalf(s, rng);
  }
}

/** Throw-off: a coin toss decides who starts with the ball. */
export function startHandball(state: HandballState, rng: Rng): HandballState {
  const s = copyState(state);
  if (s.phase !== 'pre') return s;
  s.opening = rng.chance(0.5) ? 0 : 1;
  startHalf(s, rng);
  return s;
}

/** Tick rules of ./tick-loop.ts: `tick` plays a whole second of wall clock on a copy of the state. */
export const HANDBALL_TICKS = phaseTicks<HandballState>({
  tickMs: SECOND_MS,
  copy: copyState,
  tick,
  endPhase: 'over',
});
