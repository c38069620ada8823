/**
 * @module feed/simulator/engines/american-football-flow
 * The American football wall-time machine: one fixed tick runs breaks, the game clock between
 * snaps and the next action (kickoff, snap, try); quarters, half-time, the two-minute warning
 * and overtime.
 */
import type { Rng } from '../rng';
import {
  KICKOFF_SPOT,
  SAFETY_KICK_SPOT,
  finishGame,
  kickoffNext,
  newSeries,
  nextSnap,
  overtimeDecided,
  pause,
  touchdown,
} from './american-football-drive';
import { snap } from './american-football-plays';
import { NFL, goForTwo } from './american-football-rules';
import {
  addPoints,
  clockLabel,
  drawRng,
  leadOf,
  other,
  pushEvent,
  show,
  totalScore,
} from './american-football-state';
import type { FootballState, SideIndex } from './american-football-state';

/** The fixed internal tick: one second of wall time. */
export const TICK_MS = 1000;

/** Opens a period: clock and period score; kickoffs open each half and the overtime. */
export function beginPeriod(s: FootballState, period: number, rng: Rng): void {
  const r = drawRng(s, rng);
  s.phase = 'live';
  s.period = period;
  s.clockMs = period <= 4 ? NFL.quarterMs : NFL.overtimeMs;
  s.points = [...s.points, [0, 0]];
  s.clockRunning = false;
  s.show = null;
  if (period === 1 || period === 3 || period >= 5) {
    s.warned = false;
    const perHalf = period >= 5 ? NFL.overtimeTimeouts : NFL.timeoutsPerHalf;
    s.timeoutsLeft = [perHalf, perHalf];
    let receiver: SideIndex = r.chance(0.5) ? 0 : 1;
    if (period === 1) s.openingReceiver = receiver;
    // The team that kicked off the game receives the second-half kickoff.
    if (period === 3) receiver = other(s.openingReceiver);
    if (period >= 5) {
      s.otDone = [0, 0];
      pushEvent(s, 'Overtime');
    }
    kickoffNext(s, r, other(receiver));
    s.untilMs = 10_000;
  } else {
    // Quarters 2 and 4 continue the drive (or the pending kickoff) after the teams change ends.
    s.untilMs = r.int(20, 35) * 1000;
  }
}

function endPeriod(s: FootballState): void {
  const [home, away] = totalScore(s);
  s.clockMs = 0;
  s.clockRunning = false;
  if (s.period >= 5 || (s.period === 4 && home !== away)) return finishGame(s);
  pushEvent(s, `Score After Quarter ${s.period} - ${home}-${away}`);
  s.phase = 'break';
  s.breakMs =
    s.period === 2 ? NFL.halfTimeMs : s.period === 4 ? NFL.overtimeBreakMs : NFL.quarterBreakMs;
  show(s, 'End Of Quarter', null, s.breakMs);
}

function kickoff(s: FootballState, rng: Rng): void {
  const r = drawRng(s, rng);
  const kicker = s.offense;
  const receiver = other(kicker);
  show(s, 'Kick Off', kicker);
  const lead = leadOf(s, kicker);
  if (s.yardLine === SAFETY_KICK_SPOT) {
    newSeries(s, receiver, r.normal(40, 7));
  } else if (s.period >= 4 && s.clockMs <= 180_000 && lead < 0 && lead >= -16) {
    // Onside kick when behind late: recovered about one time in ten since the 2018 rules.
    if (r.chance(0.1)) newSeries(s, kicker, 45);
    else newSeries(s, receiver, 55);
  } else if (r.chance(0.4)) {
    // Touchback to the 30 (2024 dynamic kickoff; since 2025 the 35).
    newSeries(s, receiver, 30);
  } else {
    s.clockMs = Math.max(0, s.clockMs - r.int(5, 8) * 1000);
    if (r.chance(0.003)) {
      s.offense = receiver;
      s.driveInRedZone = false;
      return touchdown(s, r, receiver);
    }
    newSeries(s, receiver, Math.min(70, Math.max(5, r.normal(28, 7))));
  }
  nextSnap(s, r, true);
  if (r.chance(0.5)) pause(s, NFL.tvBreakMs);
}

/** The try after a touchdown: kick (94 %) or two-point conversion (48 %). */
function conversion(s: FootballState, rng: Rng): void {
  const r = drawRng(s, rng);
  const side = s.offense;
  if (goForTwo(leadOf(s, side), s.period >= 4) || r.chance(0.06)) {
    const good = r.chance(0.48);
    if (good) addPoints(s, side, 2);
    pushEvent(s, good ? 'Two-Point Conversion' : 'Two-Point Conversion Failed', side);
  } else {
    const good = r.chance(0.94);
    if (good) addPoints(s, side, 1);
    pushEvent(s, good ? 'Extra Point' : 'Extra Point Missed', side);
  }
  show(s, 'Extra Point', side);
  if (overtimeDecided(s)) return finishGame(s);
  kickoffNext(s, r, side, KICKOFF_SPOT);
}

/** The two-minute warning of the half (and of overtime) stops the clock for a TV break. */
function twoMinuteWarning(s: FootballState): void {
  s.warned = true;
  s.clockRunning = false;
  s.untilMs = NFL.twoMinuteWarningWallMs + 20_000;
  pushEvent(s, `${clockLabel(s)} - Two-Minute Warning`);
  show(s, 'TV Timeout', null, NFL.twoMinuteWarningWallMs);
}

function warningDue(s: FootballState, before: number): boolean {
  const half = s.period === 2 || s.period >= 4;
  const at = NFL.twoMinuteWarningMs;
  return half && !s.warned && before > at && s.clockMs <= at && s.clockMs > 0;
}

/** Advances one tick of wall time. `s` is the step's working copy. */
export function tick(s: FootballState, rng: Rng): void {
  s.wallMs += TICK_MS;
  if (s.phase === 'break') {
    s.breakMs -= TICK_MS;
    if (s.breakMs <= 0) beginPeriod(s, s.period + 1, rng);
    return;
  }
  if (s.phase !== 'live') return;
  if (s.clockRunning && s.next !== 'try') {
    const before = s.clockMs;
    s.clockMs -= TICK_MS;
    if (s.clockMs <= 0) return endPeriod(s);
    if (warningDue(s, before)) return twoMinuteWarning(s);
  }
  s.untilMs -= TICK_MS;
  if (s.untilMs > 0) return;
  const before = s.clockMs;
  if (s.next === 'kickoff') kickoff(s, rng);
  else if (s.next === 'try') conversion(s, rng);
  else snap(s, rng);
  if (s.phase !== 'live') return;
  if (s.clockMs <= 0 && s.next !== 'try') return endPeriod(s);
  if (warningDue(s, before)) twoMinuteWarning(s);
}
