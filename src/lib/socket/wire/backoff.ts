/**
 * @module socket/wire/backoff
 * Delays between reconnection attempts: doubling from a minimum up to a maximum, each drawn at
 * random within ± a share of itself, so the clients of a restarted server do not all come back
 * in the same instant.
 */

export interface BackoffOptions {
  /** The first delay, ms. */
  min: number;
  /** No delay is longer, ms. */
  max: number;
  /** ± share of each delay drawn at random (0 to 1). */
  jitter: number;
}

/**
 * Counts attempts and answers the delay before the next one.
 * @example const b = new Backoff({ min: 1_000, max: 5_000, jitter: 0.5 }); b.duration(); // 500-1500
 * @see https://socket.io/docs/v4/client-options/#reconnectiondelay
 */
export class Backoff {
  /** Delays handed out since the last reset. */
  attempts = 0;

  constructor(
    private readonly options: BackoffOptions,
    private readonly random: () => number = Math.random,
  ) {}

  /** The delay before the next attempt (and one attempt more). */
  duration(): number {
    const { min, max, jitter } = this.options;
    const nominal = min * 2 ** this.attempts++;
    const drawn = nominal * (1 + jitter * (2 * this.random() - 1));
    return Math.round(Math.min(drawn, max));
  }

  reset(): void {
    this.attempts = 0;
  }
}
