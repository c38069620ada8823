/**
 * @module feed/simulator/engines/american-football-plays
 * One snap of American football: the play call (run, pass, kneel, punt, field goal, going for
 * it on fourth down), its yards, and what they do to downs, field position and the score.
 */
import type { Rng } from '../rng';
import {
  enterRedZone,
  endPossession,
  finishGame,
  kickoffNext,
  maybeReview,
  maybeTimeout,
  nextSnap,
  overtimeDecided,
  safety,
  tempo,
  touchdown,
  turnOver,
} from './american-football-drive';
import { NFL, fieldGoalProbability } from './american-football-rules';
import {
  addPoints,
  drawRng,
  leadOf,
  other,
  pushEvent,
  show,
  stat,
} from './american-football-state';
import type { FootballState, SideIndex } from './american-football-state';

/** Accepted penalties per snap (NFL ≈ 6 per team per game on ≈ 130 scrimmage snaps). */
const PENALTY_CHANCE = 0.08;

/** Offensive quality of a side from its rating edge (0 for equal teams). */
function quality(s: FootballState, side: SideIndex): number {
  return (NFL.skillPer400 * (side === 0 ? s.edge : -s.edge)) / 400;
}

function useClock(s: FootballState, seconds: number): void {
  s.clockMs = Math.max(0, s.clockMs - seconds * 1000);
}

/**
 * Out of bounds stops the clock only in the last two minutes of the first half and the last
 * five of the second (NFL rule 4-3); otherwise it restarts on the referee's signal.
 */
function outOfBoundsStops(s: FootballState): boolean {
  return (s.period === 2 && s.clockMs <= 120_000) || (s.period >= 4 && s.clockMs <= 300_000);
}

/** The leading offense kneels when the kneels left can run out the clock. */
function shouldKneel(s: FootballState): boolean {
  const lead = leadOf(s, s.offense);
  const seconds = s.clockMs / 1000;
  if (s.period === 2) return lead >= 0 && seconds <= 30 && s.yardLine < 60 && s.down < 4;
  if (s.period !== 4 || lead <= 0) return false;
  if (s.down === 4) return seconds <= 3;
  const kneels = 4 - s.down;
  // Each kneel burns the play and a 40-second play clock, unless the defense calls time out.
  const burn = kneels * 42 - 40 * Math.min(s.timeoutsLeft[other(s.offense)], kneels) + 3;
  return seconds <= burn;
}

/** Field goal, punt, or null to run a play (fourth downs and the last seconds of a half). */
function kickDecision(s: FootballState, r: Rng): 'fg' | 'punt' | null {
  const distance = 117 - s.yardLine;
  const seconds = s.clockMs / 1000;
  const lead = leadOf(s, s.offense);
  const inRange = distance <= 57;
  const halfEnds = (s.period === 2 || s.period >= 4) && seconds <= 8;
  if (halfEnds && inRange && (s.period === 2 || (lead <= 0 && lead >= -3))) return 'fg';
  if (s.down !== 4) return null;
  const late = s.period >= 4 && seconds <= 300;
  if (late && lead < -3) return null;
  if (late && lead <= 0) return inRange ? 'fg' : null;
  if (distance <= 52 || (inRange && r.chance(0.5))) {
    return s.toGo <= 1 && s.yardLine >= 92 && r.chance(0.5) ? null : 'fg';
  }
  // Going for it on short yardage (NFL fourth-down attempts ≈ 15–20 % of fourth downs).
  if (s.toGo <= 1 && s.yardLine >= 40 && r.chance(0.6)) return null;
  if (s.toGo <= 3 && s.yardLine >= 55 && r.chance(0.4)) return null;
  return 'punt';
}

function fieldGoal(s: FootballState, r: Rng): void {
  const off = s.offense;
  const distance = 117 - s.yardLine;
  useClock(s, 5);
  if (r.chance(fieldGoalProbability(distance))) {
    addPoints(s, off, 3);
    pushEvent(s, `Field Goal (${distance} yds)`, off);
    show(s, 'Field Goal', off, 10_000);
    endPossession(s, off);
    if (overtimeDecided(s)) return finishGame(s);
    return kickoffNext(s, r, off);
  }
  pushEvent(s, `Field Goal Missed (${distance} yds)`, off);
  show(s, 'Field Goal Missed', off);
  turnOver(s, r, Math.max(20, 107 - s.yardLine));
}

function punt(s: FootballState, r: Rng): void {
  show(s, 'Punt', s.offense);
  useClock(s, r.int(6, 10));
  let gross = r.normal(46, 6);
  // From near midfield punters aim short, for the ball to be downed inside the 10.
  if (s.yardLine > 55 && r.chance(0.7)) gross = Math.min(gross, 100 - s.yardLine - r.int(3, 12));
  const landing = s.yardLine + gross;
  if (landing >= 100) return turnOver(s, r, 20);
  const ret = r.chance(0.45) ? 0 : Math.max(0, r.normal(9, 6));
  turnOver(s, r, 100 - landing + ret);
}

function penalty(s: FootballState, r: Rng): void {
  const off = s.offense;
  show(s, 'Penalty Accept', null);
  if (r.chance(0.5)) {
    stat(s, 'penalties', off);
    // Half the distance to the goal when the full penalty would cross it.
    const yards = Math.min(r.chance(0.5) ? 10 : 5, Math.floor(s.yardLine / 2));
    s.yardLine -= yards;
    s.toGo += yards;
  } else {
    stat(s, 'penalties', other(off));
    const big = r.chance(0.35);
    const yards = Math.min(big ? 15 : 5, Math.floor((100 - s.yardLine) / 2));
    s.yardLine += yards;
    if (big || yards >= s.toGo) {
      s.down = 1;
      s.toGo = Math.min(10, 100 - s.yardLine);
      stat(s, 'firstDowns', off);
    } else s.toGo -= yards;
    enterRedZone(s);
  }
  nextSnap(s, r, true);
}

/** Moves the ball `gain` yards and settles downs, scores and the clock. */
function advance(
  s: FootballState,
  r: Rng,
  gain: number,
  clockStops: boolean,
  third: boolean,
): void {
  const off = s.offense;
  const spot = s.yardLine + gain;
  if (spot >= 100) {
    if (third) stat(s, 'thirdConv', off);
    return touchdown(s, r, off);
  }
  if (spot <= 0) return safety(s, r);
  s.yardLine = spot;
  enterRedZone(s);
  if (gain >= s.toGo) {
    s.down = 1;
    s.toGo = Math.min(10, 100 - spot);
    stat(s, 'firstDowns', off);
    if (third) stat(s, 'thirdConv', off);
    show(s, '1st Down', off);
  } else {
    s.down++;
    s.toGo -= gain;
    if (s.down > 4) {
      pushEvent(s, 'Turnover On Downs', other(off));
      show(s, 'Turnover On Downs', other(off));
      return turnOver(s, r, 100 - spot);
    }
  }
  nextSnap(s, r, clockStops);
  maybeTimeout(s, r);
}

/** A lost fumble or interception: the defense takes over at `spot` (offense's yards). */
function takeAway(s: FootballState, r: Rng, spot: number, what: 'Interception' | 'Fumble'): void {
  const off = s.offense;
  const def = other(off);
  stat(s, 'turnovers', off);
  pushEvent(s, what === 'Fumble' ? 'Fumble Recovery' : what, def);
  show(s, what, def);
  const ret = Math.max(0, r.normal(what === 'Fumble' ? 3 : 9, 7));
  const defLine = 100 - Math.min(99, spot) + ret;
  // Pick-sixes and scoop-and-scores: about one touchdown in twenty turnovers.
  if (defLine >= 100 || r.chance(0.05)) {
    endPossession(s, off);
    return touchdown(s, r, def);
  }
  maybeReview(s, r);
  turnOver(s, r, defLine);
}

function scrimmage(s: FootballState, r: Rng): void {
  const off = s.offense;
  const q = quality(s, off);
  const third = s.down === 3;
  if (third) stat(s, 'thirdAtt', off);
  stat(s, 'plays', off);
  const mode = tempo(s);
  const passShare =
    mode === 'hurry'
      ? 0.8
      : mode === 'drain'
        ? 0.3
        : s.toGo >= 7 && s.down >= 2
          ? 0.75
          : s.toGo <= 2
            ? 0.35
            : 0.55;
  const room = 100 - s.yardLine;
  if (!r.chance(passShare)) {
    const burst = r.chance(0.09) ? r.exponential(1 / 12) : 0;
    const gain = Math.min(room, Math.max(-5, Math.round(r.normal(3.4 + 3 * q, 3.6) + burst)));
    useClock(s, r.int(4, 7));
    stat(s, 'rushing', off, gain);
    show(s, 'Rush', off);
    if (r.chance(0.006)) return takeAway(s, r, s.yardLine + gain, 'Fumble');
    return advance(s, r, gain, r.chance(0.1) && outOfBoundsStops(s), third);
  }
  if (r.chance(0.065 * (1 - q))) {
    const gain = -Math.min(s.yardLine, r.int(3, 10));
    useClock(s, 5);
    stat(s, 'passing', off, gain);
    show(s, 'Sack', other(off));
    if (r.chance(0.05)) return takeAway(s, r, s.yardLine + gain, 'Fumble');
    return advance(s, r, gain, false, third);
  }
  if (r.chance(0.023 * (1 - 2 * q))) {
    useClock(s, 5);
    return takeAway(s, r, s.yardLine + r.int(5, 25), 'Interception');
  }
  if (r.chance(0.645 + 0.1 * q)) {
    const deep = r.chance(0.2);
    const yards = deep ? 14 + r.exponential(1 / 14) : r.normal(7.5 + 2 * q, 4.5);
    const gain = Math.min(room, Math.max(-3, Math.round(yards)));
    useClock(s, r.int(5, 8));
    stat(s, 'passing', off, gain);
    show(s, 'Pass', off);
    if (r.chance(0.004)) return takeAway(s, r, s.yardLine + gain, 'Fumble');
    return advance(s, r, gain, r.chance(0.2) && outOfBoundsStops(s), third);
  }
  useClock(s, r.int(3, 6));
  show(s, 'Pass', off);
  advance(s, r, 0, true, third);
}

/** Runs the snap now due. `s` is the step's working copy. */
export function snap(s: FootballState, rng: Rng): void {
  const r = drawRng(s, rng);
  s.ballY = r.pick([0.38, 0.5, 0.62]);
  if (shouldKneel(s)) {
    const loss = s.yardLine > 1 ? 1 : 0;
    stat(s, 'plays', s.offense);
    stat(s, 'rushing', s.offense, -loss);
    show(s, 'Rush', s.offense);
    useClock(s, 2);
    return advance(s, r, -loss, false, false);
  }
  const kick = kickDecision(s, r);
  if (kick === 'fg') return fieldGoal(s, r);
  if (kick === 'punt') return punt(s, r);
  if (r.chance(PENALTY_CHANCE)) return penalty(s, r);
  scrimmage(s, r);
}
