/**
 * @module feed/simulator/engines/basketball-clock
 * The basketball wall-time machine: one fixed tick runs breaks, stoppages (free throws,
 * time-outs, dead balls) or the game clock, and opens and closes quarters and overtimes.
 */
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { Rng } from '../rng';
import { timeoutGrant } from './basketball-format';
import type { BasketballFormat } from './basketball-format';
import { drawRng, resolvePlay, schedulePlay, shootFreeThrow } from './basketball-play';
import { other, pushEvent, totalScore } from './basketball-state';
import type { BasketballState } from './basketball-state';

/** The fixed internal tick: one second of wall time. */
export const TICK_MS = 1000;

/** Opens a period: clock, period score, team fouls, time-outs and who has the ball. */
export function beginPeriod(
  s: BasketballState,
  f: BasketballFormat,
  period: number,
  rng: Rng,
): void {
  const r = drawRng(s, rng);
  s.phase = 'live';
  s.period = period;
  s.clockMs = period <= 4 ? f.quarterMs : f.overtimeMs;
  s.points = [...s.points, [0, 0]];
  s.teamFouls = [0, 0];
  const grant = timeoutGrant(f, period);
  if (grant !== undefined) s.timeoutsLeft = [grant, grant];
  s.stopMs = 0;
  s.stopKind = 'none';
  s.secondChance = false;
  s.ft = null;
  s.show = null;
  if (period === 1 || period >= 5) {
    // A jump ball opens the game and every overtime.
    s.jumpWinner = r.chance(0.5) ? 0 : 1;
    s.possession = s.jumpWinner;
  } else {
    // NBA rule 5-II (FIBA's alternating arrow lands the same way for the quarters): the loser of
    // the opening tip starts quarters 2 and 3, the winner quarter 4.
    s.possession = period === 4 ? s.jumpWinner : other(s.jumpWinner);
  }
  if (period >= 5) pushEvent(s, period === 5 ? 'Overtime' : `Overtime ${period - 4}`);
  s.ball = '0.500,0.500';
  schedulePlay(s, f, r);
}

/** Closes a period: summary event, then a break, overtime or the end (no draws). */
function endPeriod(s: BasketballState, f: BasketballFormat): void {
  const [home, away] = totalScore(s);
  const name = s.period <= 4 ? `Quarter ${s.period}` : 'Overtime';
  pushEvent(s, `Score After ${name} - ${home}-${away}`);
  s.clockMs = 0;
  s.ft = null;
  s.stopMs = 0;
  s.stopKind = 'none';
  s.show = { code: gameStateCode(18, 'End Of Quarter', null), untilMs: Number.MAX_SAFE_INTEGER };
  if (s.period >= 4 && home !== away) {
    s.phase = 'ended';
    return;
  }
  s.phase = 'break';
  if (s.period >= 4) s.breakMs = f.overtimeBreakMs;
  else s.breakMs = s.period === 2 ? f.halfTimeMs : f.quarterBreakMs;
}

/** Advances one tick of wall time. `s` is the step's working copy. */
export function tick(s: BasketballState, f: BasketballFormat, rng: Rng): void {
  s.wallMs += TICK_MS;
  if (s.phase === 'break') {
    s.breakMs -= TICK_MS;
    if (s.breakMs <= 0) beginPeriod(s, f, s.period + 1, rng);
    return;
  }
  if (s.phase !== 'live') return;
  if (s.stopMs > 0) {
    s.stopMs -= TICK_MS;
    if (s.stopMs <= 0) {
      s.stopMs = 0;
      if (s.ft !== null) shootFreeThrow(s, f, rng);
      else s.stopKind = 'none';
    }
  } else {
    s.clockMs -= TICK_MS;
    if (s.clockMs <= s.playAtMs) resolvePlay(s, f, rng);
  }
  if (s.clockMs <= 0 && s.stopMs <= 0 && s.ft === null) endPeriod(s, f);
}
