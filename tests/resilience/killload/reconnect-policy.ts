/**
 * @module resilience/killload/reconnect-policy
 * The product's reconnect policy as the load clients follow it: the browser's Manager options
 * (src/lib/socket/manager-options.ts) drawn by the product's own Backoff, so the test measures
 * the product's schedule, not one of its own; and what that schedule implies for a reconnect wave.
 */
import { MANAGER_OPTIONS } from '../../../src/lib/socket/manager-options';
import { Backoff } from '../../../src/lib/socket/wire/backoff';

export const RECONNECT = {
  /** First delay after a lost connection, ms, doubling per failed attempt. */
  delayMs: MANAGER_OPTIONS.reconnectionDelay,
  delayMaxMs: MANAGER_OPTIONS.reconnectionDelayMax,
  /** ± share of each delay drawn at random. */
  jitter: MANAGER_OPTIONS.randomizationFactor,
  /** Attempts after a loss before the client gives up (the page then says "failed"). */
  attempts: MANAGER_OPTIONS.reconnectionAttempts,
  /** The Manager's default: an opening connection that has not opened by then failed. */
  openTimeoutMs: 20_000,
} as const;

/** A fresh Backoff with the product's options (one per client, as one per browser tab). */
export function productBackoff(): Backoff {
  return new Backoff({
    min: RECONNECT.delayMs,
    max: RECONNECT.delayMaxMs,
    jitter: RECONNECT.jitter,
  });
}

/**
 * The pause before another snapshot try after a failed or lagging one: live-client.ts `pause`
 * (a closure there, so repeated here; keep the two alike).
 */
export function resyncPauseMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(5_000, 500 * 2 ** attempt) * (0.5 + random());
}

/**
 * What the first attempts of a wave look like when every client lost its connection at the
 * same instant: uniform over `delay × (1 ± jitter)`, i.e. a window `2 × jitter × delay` wide.
 * - `windowShare`: the share of them a `binMs` window holds on average;
 * - `spreadMs`: their p90 − p10 (80 % of the window).
 * @example firstWave(100) // { widthMs: 1000, windowShare: 0.1, spreadMs: 800 } for 1 s ± 50 %
 */
export function firstWave(binMs: number) {
  const widthMs = 2 * RECONNECT.jitter * RECONNECT.delayMs;
  return { widthMs, windowShare: Math.min(1, binMs / widthMs), spreadMs: 0.8 * widthMs };
}
