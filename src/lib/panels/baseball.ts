/**
 * @module panels/baseball
 * The timing rules of the baseball field frame (spec §4 "Baseball events") as a small state
 * machine: given what was showing, the newest live details and the time, what the frame shows
 * and until when. The panel only applies the timers this module names.
 */
import { fieldEvent, type FieldEvent, type FieldEventKind } from './baseball-field';

/** How one event plays on the field (spec §4). */
export interface EventRule {
  /** The event's banner stays this long. */
  showMs: number;
  /** The ball flies from the mound to the plate. */
  throwBall: boolean;
  /** Pitcher and batter leave the field while the banner shows. */
  hidePlayers: boolean;
  /** The pitcher stays in his delivery pose, back to the set position after `POSE_MS`. */
  pitcherPose: boolean;
}

/** Spec §4: events show 2.5 s (strikeout 2 s). */
export const EVENT_MS = 2_500;
export const STRIKEOUT_MS = 2_000;
/** Spec §4: the ball-throw animation lasts 0.5 s. */
export const THROW_MS = 500;
/** Spec §4: the pitcher animation resets after 5 s on Ball or In play. */
export const POSE_MS = 5_000;

const rule = (over: Partial<EventRule> = {}): EventRule => ({
  showMs: EVENT_MS,
  throwBall: false,
  hidePlayers: false,
  pitcherPose: false,
  ...over,
});

/**
 * Spec §4: ball throw on In play, Ball, Double, Run Scored; players hidden on Out and
 * Strikeout; the pitcher's pose on Ball and In play. The catalogue's plays the spec does not
 * list (triple, home run, walk, hit by pitch) show their banner with the default timing.
 */
export const EVENT_RULES: Record<FieldEventKind, EventRule> = {
  inPlay: rule({ throwBall: true, pitcherPose: true }),
  ball: rule({ throwBall: true, pitcherPose: true }),
  strike: rule(),
  foulBall: rule(),
  out: rule({ hidePlayers: true }),
  strikeout: rule({ showMs: STRIKEOUT_MS, hidePlayers: true }),
  single: rule(),
  double: rule({ throwBall: true }),
  triple: rule(),
  homeRun: rule(),
  walk: rule(),
  rainDelay: rule(),
  runScored: rule({ throwBall: true }),
  endOfHalf: rule(),
  hitByPitch: rule(),
};

/** What the frame is showing; times are epoch ms of the clock the caller passes. */
export interface FieldAnim {
  /** Game state and newest event id last seen: a change is a new event. Null before details. */
  trigger: string | null;
  event: FieldEvent | null;
  /** Counts events shown, so the same event twice in a row restarts its animation. */
  serial: number;
  until: number;
  throwUntil: number;
  poseUntil: number;
  /** Spec §4: the stats panel hides during events and is back after End of Half Innings. */
  statsFrom: number;
}

export const INITIAL_ANIM: FieldAnim = {
  trigger: null,
  event: null,
  serial: 0,
  until: 0,
  throwUntil: 0,
  poseUntil: 0,
  statsFrom: 0,
};

/** The part of the live details the machine reads. */
export interface FieldInput {
  state: unknown;
  lastEventId: string | null;
}

/**
 * The next state after new details at `now`. The first details only set the trigger: a
 * snapshot's state may be minutes old and is not replayed as if it had just happened.
 * @example advance(advance(INITIAL_ANIM, { state: '1015', lastEventId: '9-1' }, 0), { state: '20001', lastEventId: '9-2' }, 1000).until // 3500
 */
export function advance(prev: FieldAnim, input: FieldInput, now: number): FieldAnim {
  const state =
    typeof input.state === 'string' || typeof input.state === 'number' ? String(input.state) : '';
  const trigger = `${state}|${input.lastEventId ?? ''}`;
  if (trigger === prev.trigger) return prev;
  if (prev.trigger === null) return { ...prev, trigger };
  const event = fieldEvent(input.state);
  if (!event) return { ...prev, trigger };
  const r = EVENT_RULES[event.kind];
  const until = now + r.showMs;
  return {
    trigger,
    event,
    serial: prev.serial + 1,
    until,
    throwUntil: r.throwBall ? now + THROW_MS : Math.min(prev.throwUntil, now),
    poseUntil: r.pitcherPose ? now + POSE_MS : prev.poseUntil,
    statsFrom: event.kind === 'endOfHalf' ? until : Number.POSITIVE_INFINITY,
  };
}

/** What the field shows at one instant. */
export interface FieldFrame {
  /** The event banner, or null when none is showing. */
  event: FieldEvent | null;
  serial: number;
  throwing: boolean;
  playersHidden: boolean;
  pitcherPose: boolean;
  statsShown: boolean;
}

/**
 * The frame at `now`.
 * @example frameAt(anim, anim.until).event // null: the banner has gone
 */
export function frameAt(a: FieldAnim, now: number): FieldFrame {
  const showing = a.event !== null && now < a.until;
  return {
    event: showing ? a.event : null,
    serial: a.serial,
    throwing: now < a.throwUntil,
    playersHidden: showing && EVENT_RULES[a.event!.kind].hidePlayers,
    pitcherPose: now < a.poseUntil,
    statsShown: now >= a.statsFrom,
  };
}

/**
 * When the frame next changes by itself (the earliest timer still ahead), or null when nothing
 * is pending: the panel sets one timer for it.
 * @example nextChange(anim, now) // anim.throwUntil right after a Ball
 */
export function nextChange(a: FieldAnim, now: number): number | null {
  const ahead = [a.until, a.throwUntil, a.poseUntil, a.statsFrom].filter(
    (t) => t > now && Number.isFinite(t),
  );
  return ahead.length > 0 ? Math.min(...ahead) : null;
}
