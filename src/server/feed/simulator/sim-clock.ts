/**
 * @module feed/simulator/sim-clock
 * The simulated world's clock: real time by default, faster with SIM_SPEED.
 */

export interface SimClock {
  /** Simulated time, epoch ms. */
  now(): number;
}

/**
 * @example createSimClock({ speed: 10 }).now() // advances ten simulated seconds per real second
 */
export function createSimClock(
  options: { speed?: number; start?: number; wallNow?: () => number } = {},
): SimClock {
  const wallNow = options.wallNow ?? Date.now;
  const speed = options.speed ?? 1;
  const wallStart = wallNow();
  const start = options.start ?? wallStart;
  return { now: () => start + (wallNow() - wallStart) * speed };
}

/** A clock tests move by hand. */
export function createManualClock(
  start: number,
): SimClock & { advance(ms: number): void; set(t: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
    set(value) {
      t = value;
    },
  };
}

/**
 * `clock` moved forward to read no earlier than `at` now, running on at its own speed. The world
 * runs ahead of the wall clock at a speed above 1; started again, it resumes from the feed time
 * stored before the restart instead of going back to the wall clock and playing again matches
 * that are already over. A time behind the clock (real time, or a long stop) changes nothing.
 * @example resumedFrom(createSimClock({ speed: 60 }), storedFeedTime).now() >= storedFeedTime // true
 */
export function resumedFrom(clock: SimClock, at: number | null | undefined): SimClock {
  const ahead = at == null ? 0 : at - clock.now();
  return ahead > 0 ? { now: () => clock.now() + ahead } : clock;
}
