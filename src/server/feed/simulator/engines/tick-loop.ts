/**
 * @module feed/simulator/engines/tick-loop
 * The one way every engine's `step` advances a match: whole fixed ticks of wall time on a working
 * copy, the remainder carried in the state, so `step(s, 2000)` equals `step(step(s, 1000), 1000)`
 * (the determinism rule of ./engine.ts). An engine brings only its sport: when a step plays, how
 * it copies its state, what one tick does to the clock, the periods and the play, and when the
 * match is over.
 */
import type { Rng } from '../rng';

/** The tick of every engine: one second of wall time. */
export const SECOND_MS = 1000;

/** The state every ticked engine keeps: the wall time owed to the next tick. */
export interface Ticked {
  /** Wall ms of the last step that did not fill a whole tick (always below `tickMs`). */
  carryMs: number;
}

/** What a step changes: the working copy `s`, plus whatever bookkeeping the engine needs. */
export interface Work<S> {
  s: S;
}

/** One sport's part of the tick loop. */
export interface TickRules<S extends Ticked, W extends Work<S>> {
  /** Wall ms of one tick. */
  tickMs: number;
  /** Whether steps play at all: false before kick-off and after the end (the state is kept). */
  inPlay(state: S): boolean;
  /** The working copy of a step; the state passed in is never changed. */
  open(state: S): W;
  /** One tick: advances the clock, the periods and the play of the working copy. */
  tick(work: W, rng: Rng): void;
  /** True once the match on the working copy is over: the step stops ticking. */
  isOver(work: W): boolean;
  /** The new state from the working copy (default: `work.s`). */
  close?(work: W): S;
}

/**
 * Advances `state` by `dtMs` of wall time under `rules`: as many whole ticks as the carried
 * remainder and `dtMs` make, fewer when the match ends on the way (nothing is then owed, so the
 * remainder is dropped). A step that does not play, or of no positive time, returns `state`.
 * @example
 * const next = stepTicks(countdownTicks(ownTennis, act), state, 2_500, rng); // two ticks, 500 ms carried
 */
export function stepTicks<S extends Ticked, W extends Work<S>>(
  rules: TickRules<S, W>,
  state: S,
  dtMs: number,
  rng: Rng,
): S {
  if (!(dtMs > 0) || !rules.inPlay(state)) return state;
  const total = state.carryMs + dtMs;
  const ticks = Math.floor(total / rules.tickMs);
  const work = rules.open(state);
  for (let i = 0; i < ticks && !rules.isOver(work); i++) rules.tick(work, rng);
  work.s.carryMs = rules.isOver(work) ? 0 : total - ticks * rules.tickMs;
  return rules.close ? rules.close(work) : work.s;
}

/**
 * The `step` of an engine from its tick rules.
 * @example
 * export const tennisEngine = { …, step: tickStep(countdownTicks(ownTennis, act)) };
 */
export function tickStep<S extends Ticked, W extends Work<S>>(
  rules: TickRules<S, W>,
): (state: S, dtMs: number, rng: Rng) => S {
  return (state, dtMs, rng) => stepTicks(rules, state, dtMs, rng);
}

/** A working copy whose nested parts are copied only when a tick first changes them. */
export interface LazyWork<S> extends Work<S> {
  owned: boolean;
}

/**
 * A shallow copy of `state` for ticks that mostly only move the clock: quiet ticks stay cheap.
 * @example const w = lazyWork(state); w.s.clock++; // state.clock unchanged
 */
export function lazyWork<S extends object>(state: S): LazyWork<S> {
  return { s: { ...state }, owned: false };
}

/**
 * The working state made safe to change deeply, copied by `copy` on the first call of a step.
 * @example act(owned(w, ownTennis), rng);
 */
export function owned<S>(work: LazyWork<S>, copy: (state: S) => S): S {
  if (!work.owned) {
    work.s = copy(work.s);
    work.owned = true;
  }
  return work.s;
}

/** The state of an engine that names its phase, `'pre'` until kick-off. */
export interface Phased extends Ticked {
  phase: string;
}

/** What an engine brings to `phaseTicks`. */
export interface PhaseTickOptions<S extends Phased> {
  tickMs: number;
  /** A copy of the whole state, made once per step. */
  copy: (state: S) => S;
  /** One tick of play on the copy. */
  tick: (state: S, rng: Rng) => void;
  /** The phase of a match that is over. */
  endPhase: S['phase'];
}

/**
 * Tick rules of an engine whose `tick` plays on a whole copy of the state, from kick-off until
 * the phase is `endPhase` (basketball, American football, ice hockey, handball).
 * @example const HOCKEY_TICKS = phaseTicks({ tickMs: 1000, copy: copyState, tick, endPhase: 'over' });
 */
export function phaseTicks<S extends Phased>({
  tickMs,
  copy,
  tick,
  endPhase,
}: PhaseTickOptions<S>): TickRules<S, Work<S>> {
  return {
    tickMs,
    inPlay: (state) => state.phase !== 'pre' && state.phase !== endPhase,
    open: (state) => ({ s: copy(state) }),
    isOver: (work) => work.s.phase === endPhase,
    tick: (work, rng) => tick(work.s, rng),
  };
}

/** The state of an engine that counts seconds down to its next action (tennis, volleyball). */
export interface Countdown extends Phased {
  /** Seconds played. */
  clock: number;
  /** Seconds until the next action. */
  wait: number;
}

/**
 * Tick rules of a one-second countdown: each tick counts a second of `clock` and of `wait`,
 * and when the wait runs out `act` plays the next action (and schedules the one after).
 * @example const TENNIS_TICKS = countdownTicks(ownTennis, act); // tennis.ts: step: tickStep(…)
 */
export function countdownTicks<S extends Countdown>(
  copy: (state: S) => S,
  act: (state: S, rng: Rng) => void,
): TickRules<S, LazyWork<S>> {
  return {
    tickMs: SECOND_MS,
    inPlay: (state) => state.phase === 'live',
    open: lazyWork,
    isOver: (work) => work.s.phase !== 'live',
    tick(work, rng) {
      work.s.clock++;
      work.s.wait--;
      if (work.s.wait <= 0) act(owned(work, copy), rng);
    },
  };
}
