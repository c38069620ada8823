/**
 * @module token-bucket
 * A token bucket: `burst` events at once, then `ratePerSecond` on average. Used to rate-limit
 * the events a socket client sends (spec §7.10). The state is two numbers so that it
 * can live on each of thousands of connections without a closure per connection.
 */

export interface BucketState {
  /** Tokens left at `at` (fractional). */
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}

export interface BucketLimits {
  ratePerSecond: number;
  burst: number;
}

/** A full bucket at `now`. */
export function fullBucket(limits: BucketLimits, now: number): BucketState {
  return { tokens: limits.burst, at: now };
}

/**
 * Refills `state` for the time passed and takes one token; false when none is left (the event
 * is refused). Mutates `state`.
 * @example const s = fullBucket({ ratePerSecond: 5, burst: 1 }, 0); takeToken(s, { ratePerSecond: 5, burst: 1 }, 0) // true
 */
export function takeToken(state: BucketState, limits: BucketLimits, now: number): boolean {
  // A clock that steps back must not mint tokens.
  if (now > state.at) {
    state.tokens = Math.min(
      limits.burst,
      state.tokens + ((now - state.at) / 1000) * limits.ratePerSecond,
    );
    state.at = now;
  }
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

export interface TokenBucket {
  /** Takes one token; false when none is left. */
  take(): boolean;
}

/**
 * A bucket with its own state and clock.
 * @example const b = createTokenBucket({ ratePerSecond: 5, burst: 10, now: () => t }); b.take() // true
 */
export function createTokenBucket(options: BucketLimits & { now: () => number }): TokenBucket {
  const state = fullBucket(options, options.now());
  return { take: () => takeToken(state, options, options.now()) };
}
