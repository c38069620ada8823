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
