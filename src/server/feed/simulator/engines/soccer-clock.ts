/**
 * @module feed/simulator/engines/soccer-clock
 * Wall time and the match clock: fixed one-second ticks, halves with announced stoppage time,
 * the half-time break with the clock stopped, ten-minute summaries and the final whistle.
 */
import { substitutions } from './soccer-actions';
import { creditPossession, decide, enter, withSubstitution } from './soccer-phases';
import { FORMAT_RULES } from './soccer-rates';
import { scoreAfterText, windowTexts } from './soccer-text';
import type { PhaseKind, SideIndex } from './soccer-types';
import { other, pushEvent, squad, summaryWindow, type Work } from './soccer-work';

/** The engine's fixed step of wall time; `step` carries what is left over. */
export const TICK_MS = 1_000;
const MINUTE = 60_000;
/** Phases the whistle waits for: a struck shot, a goal being scored, a penalty. */
const FINISH_FIRST: ReadonlySet<PhaseKind> = new Set<PhaseKind>([
  'shot_on',
  'shot_off',
  'goal',
  'penalty',
]);

/** Clock time at which the half ends: its length, the added minutes and a few seconds more. */
export function halfEnd(w: Work, half: 1 | 2): number {
  const rules = FORMAT_RULES[w.s.format];
  const added = (half === 1 ? w.s.added[0] : w.s.added[1]) * MINUTE;
  return half * rules.halfMs + added + Math.round(w.r.between(0, 30_000) * rules.tempo);
}

/** Kick-off of a half: `side` starts at `at` on the clock. */
export function kickOff(w: Work, side: SideIndex, at: number): void {
  w.s.phase = { kind: 'kickoff', side, from: at, until: at, ball: [0.5, 0.5, 0.5, 0.5] };
  enter(w, { kind: 'kickoff', side }, at);
}

function whistle(w: Work, at: number): void {
  const s = w.s;
  const rules = FORMAT_RULES[s.format];
  const wallAt = s.wallMs - (s.clockMs - at);
  if (s.status === 'h1') {
    // Spec §9 "Soccer halves split at minute 45": the break shows 45:00, stopped (tt '0'), and
    // scores '1' freezes; md stays 0 until the second half kicks off (spec §4 timer label).
    s.status = 'ht';
    s.halfScore = [...s.score];
    s.clockMs = rules.halfMs;
    s.accruedTo = rules.halfMs;
    // Pressure built but not turned into a shot is gone after the break.
    s.budget = [0, 0];
    s.breakEndsAt = wallAt + rules.breakMs;
    s.announced = 0;
    s.phase = { kind: 'half_time', side: 0, from: at, until: at, ball: null };
    pushEvent(w, scoreAfterText('First Half', s.score));
  } else {
    s.status = 'ft';
    s.clockMs = 2 * rules.halfMs;
    s.phase = { kind: 'full_time', side: 0, from: at, until: at, ball: null };
    pushEvent(w, scoreAfterText('Full Time', s.score));
  }
}

function secondHalf(w: Work): void {
  const s = w.s;
  const halfMs = FORMAT_RULES[s.format].halfMs;
  s.status = 'h2';
  s.clockMs = halfMs + (s.wallMs - s.breakEndsAt);
  s.halfEndsAt = halfEnd(w, 2);
  // Half-time changes use no window; the feed dates them 46'.
  for (const side of [0, 1] as const) {
    const changes = s.squads[side].halfTimeSubs;
    if (changes > 0) {
      substitutions(w, side, halfMs, changes);
      squad(w, side).halfTimeSubs = 0;
    }
  }
  kickOff(w, other(s.kickoffSide), halfMs);
}

/** Runs everything due up to the clock: announcements, summaries and phase changes, in time order. */
function play(w: Work): void {
  const s = w.s;
  const rules = FORMAT_RULES[s.format];
  for (;;) {
    if (s.status !== 'h1' && s.status !== 'h2') return;
    const half = s.status === 'h1' ? 1 : 2;
    let at = s.phase.until;
    let what: 'phase' | 'announce' | 'window' = 'phase';
    const announceAt = half * rules.halfMs;
    const added = half === 1 ? s.added[0] : s.added[1];
    if (s.announced === 0 && added > 0 && announceAt < at) {
      at = announceAt;
      what = 'announce';
    }
    // The 40:00–49:59 window spans the break: it closes in the second half.
    if (rules.summaries && s.window.end <= half * rules.halfMs && s.window.end < at) {
      at = s.window.end;
      what = 'window';
    }
    if (at > s.clockMs) return;
    if (what === 'announce') s.announced = added;
    else if (what === 'window') closeWindow(w);
    else advance(w, at);
  }
}

function closeWindow(w: Work): void {
  const { end, corners, goals } = w.s.window;
  for (const text of windowTexts(end, corners, goals)) pushEvent(w, text);
  const next = summaryWindow(w);
  next.end = end + 10 * MINUTE;
  next.corners = [0, 0];
  next.goals = [0, 0];
  if (next.end > 90 * MINUTE) next.end = Number.MAX_SAFE_INTEGER;
}

function advance(w: Work, at: number): void {
  creditPossession(w, w.s.phase);
  const next = decide(w, at);
  if (at >= w.s.halfEndsAt && !FINISH_FIRST.has(next.kind)) {
    whistle(w, at);
    return;
  }
  enter(w, withSubstitution(w, next, at), at);
}

/** One tick of wall time. */
export function tick(w: Work): void {
  const s = w.s;
  if (s.status === 'pre' || s.status === 'ft') return;
  s.wallMs += TICK_MS;
  if (s.status === 'ht') {
    if (s.wallMs < s.breakEndsAt) return;
    secondHalf(w);
  } else {
    s.clockMs += TICK_MS;
  }
  play(w);
}
