/**
 * @module feed/simulator/engines/american-football-drive
 * Drive bookkeeping shared by plays and game flow: possession changes, scores, the overtime
 * rule, time-outs and the wall and game time between snaps.
 */
import type { Rng } from '../rng';
import { NFL } from './american-football-rules';
import {
  addPoints,
  leadOf,
  other,
  pushEvent,
  show,
  stat,
  totalScore,
} from './american-football-state';
import type { FootballState, SideIndex } from './american-football-state';

/** Yard line of a kickoff and of the free kick after a safety (NFL rule 6-1). */
export const KICKOFF_SPOT = 35;
export const SAFETY_KICK_SPOT = 20;
/** Share of touchdowns and turnovers that go to a long replay review. */
const REVIEW_CHANCE = 0.1;

/** Gives `side` a new series at `yardLine`: first and ten (or goal to go). */
export function newSeries(s: FootballState, side: SideIndex, yardLine: number): void {
  s.offense = side;
  s.yardLine = Math.min(99, Math.max(1, Math.round(yardLine)));
  s.driveStart = s.yardLine;
  s.down = 1;
  s.toGo = Math.min(10, 100 - s.yardLine);
  s.driveInRedZone = false;
  enterRedZone(s);
}

/** Counts a red-zone trip once per drive (spec §2 matchUp "red zone"). */
export function enterRedZone(s: FootballState): void {
  if (s.yardLine >= 80 && !s.driveInRedZone) {
    s.driveInRedZone = true;
    stat(s, 'redAtt', s.offense);
  }
}

/** Clock-management mode of the offense: hurry when behind late, drain when ahead late. */
export function tempo(s: FootballState): 'hurry' | 'drain' | 'normal' {
  const late = s.period >= 4 && s.clockMs <= 300_000;
  const lead = leadOf(s, s.offense);
  if ((late && lead < 0) || (s.period === 2 && s.clockMs <= 120_000)) return 'hurry';
  if (late && lead > 0) return 'drain';
  return 'normal';
}

/** Schedules the next snap; a running clock keeps running through the huddle. */
export function nextSnap(s: FootballState, r: Rng, clockStops: boolean): void {
  s.next = 'snap';
  s.clockRunning = !clockStops;
  const mode = tempo(s);
  if (clockStops) s.untilMs = r.int(mode === 'hurry' ? 15 : 30, 42) * 1000;
  else if (mode === 'hurry') s.untilMs = r.int(10, 16) * 1000;
  else if (mode === 'drain') s.untilMs = r.int(36, 40) * 1000;
  else s.untilMs = r.int(30, 38) * 1000;
}

/** Stops the clock for a break in play of `wallMs` before the next action. */
export function pause(s: FootballState, wallMs: number): void {
  s.clockRunning = false;
  s.untilMs += wallMs;
}

/** A long replay review after a touchdown or turnover, now and then. */
export function maybeReview(s: FootballState, r: Rng): void {
  if (!r.chance(REVIEW_CHANCE)) return;
  pause(s, NFL.reviewMs);
  s.reviewUntilMs = s.wallMs + s.untilMs;
}

/** Ends the game (spec: ended matches have time_status 3). */
export function finishGame(s: FootballState): void {
  const [home, away] = totalScore(s);
  pushEvent(
    s,
    `Score After ${s.period >= 5 ? 'Overtime' : `Quarter ${s.period}`} - ${home}-${away}`,
  );
  s.phase = 'ended';
  s.clockRunning = false;
  s.show = null;
}

/**
 * Overtime (NFL regular season since 2025: both teams get a possession, then the next score
 * wins): the game ends once a side leads and the trailing side has had its possession.
 */
export function overtimeDecided(s: FootballState): boolean {
  if (s.period < 5) return false;
  const lead = leadOf(s, 0);
  if (lead === 0) return false;
  const trailing: SideIndex = lead > 0 ? 1 : 0;
  return s.otDone[trailing] >= 1;
}

/** Marks the end of `side`'s possession (counts for the overtime rule). */
export function endPossession(s: FootballState, side: SideIndex): void {
  if (s.period >= 5)
    s.otDone = side === 0 ? [s.otDone[0] + 1, s.otDone[1]] : [s.otDone[0], s.otDone[1] + 1];
}

/** Sets up a kickoff by `kicker` after a commercial break. */
export function kickoffNext(
  s: FootballState,
  r: Rng,
  kicker: SideIndex,
  spot = KICKOFF_SPOT,
): void {
  s.offense = kicker;
  s.yardLine = spot;
  s.next = 'kickoff';
  s.clockRunning = false;
  s.untilMs = r.int(100, 160) * 1000;
}

/** Touchdown by `side`: six points, then the try (or the end of a decided overtime). */
export function touchdown(s: FootballState, r: Rng, side: SideIndex): void {
  addPoints(s, side, 6);
  pushEvent(s, 'Touchdown', side);
  show(s, 'Touchdown', side, 10_000);
  if (side === s.offense && s.driveInRedZone) stat(s, 'redTd', side);
  endPossession(s, side);
  if (overtimeDecided(s)) return finishGame(s);
  s.offense = side;
  s.yardLine = 98;
  s.next = 'try';
  s.clockRunning = false;
  s.untilMs = r.int(40, 70) * 1000;
  maybeReview(s, r);
}

/** Safety: two points to the defense, then a free kick by the team that conceded. */
export function safety(s: FootballState, r: Rng): void {
  const conceding = s.offense;
  addPoints(s, other(conceding), 2);
  pushEvent(s, 'Safety', other(conceding));
  show(s, 'Safety', other(conceding), 10_000);
  endPossession(s, conceding);
  if (overtimeDecided(s)) return finishGame(s);
  kickoffNext(s, r, conceding, SAFETY_KICK_SPOT);
}

/** Ball to the defense at `yardLine` (its own yards), e.g. after a punt or a turnover. */
export function turnOver(s: FootballState, r: Rng, yardLine: number): void {
  const from = s.offense;
  endPossession(s, from);
  if (overtimeDecided(s)) return finishGame(s);
  newSeries(s, other(from), yardLine);
  // A change of possession stops the clock; broadcasters often take a break here.
  nextSnap(s, r, true);
  if (r.chance(0.5)) {
    pause(s, NFL.tvBreakMs);
    show(s, 'TV Timeout', null, NFL.tvBreakMs);
  }
}

/**
 * After an in-bounds play with the clock running, a side may stop it: the trailing defense
 * late in the game, the offense in its two-minute drill, or anyone now and then (injury,
 * avoiding a delay of game).
 */
export function maybeTimeout(s: FootballState, r: Rng): void {
  if (!s.clockRunning) return;
  const def = other(s.offense);
  const late = s.period >= 4 && s.clockMs <= 150_000;
  const defLead = leadOf(s, def);
  const hurry = tempo(s) === 'hurry';
  for (const side of [def, s.offense]) {
    if (s.timeoutsLeft[side] <= 0) continue;
    let p = 0.006;
    if (side === def && late && defLead <= 0 && defLead >= -16) p = 0.9;
    if (side === s.offense && hurry && s.clockMs <= 120_000) p = 0.7;
    if (!r.chance(p)) continue;
    s.timeoutsLeft =
      side === 0
        ? [s.timeoutsLeft[0] - 1, s.timeoutsLeft[1]]
        : [s.timeoutsLeft[0], s.timeoutsLeft[1] - 1];
    stat(s, 'timeouts', side);
    pushEvent(s, 'Timeout', side);
    show(s, 'Timeout', side, NFL.timeoutWallMs);
    s.clockRunning = false;
    s.untilMs = NFL.timeoutWallMs + r.int(10, 20) * 1000;
    return;
  }
}
