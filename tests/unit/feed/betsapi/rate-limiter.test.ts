/**
 * The hourly budget on an injected clock: pacing, the hard one-hour window, and the server's
 * own view of the budget.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../src/server/feed/betsapi/rate-limiter';

const HOUR = 3_600_000;

/** Sends whenever allowed, checking the clock every `stepMs`; returns the send times. */
function drive(limit: number, burst: number, durationMs: number, stepMs: number): number[] {
  let t = 0;
  const limiter = createRateLimiter({ limit, burst, now: () => t });
  const sent: number[] = [];
  for (; t < durationMs; t += stepMs) {
    while (limiter.delayMs() === 0) {
      limiter.take();
      sent.push(t);
    }
  }
  return sent;
}

/** Most sends in any window (end - windowMs, end]; `times` ascending. */
function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  let max = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[start]! <= times[end]! - windowMs) start++;
    max = Math.max(max, end - start + 1);
  }
  return max;
}

describe('rate limiter', () => {
  it.each([
    { limit: 3600, burst: 10, stepMs: 250 },
    { limit: 60, burst: 1, stepMs: 1_000 },
    { limit: 100, burst: 100, stepMs: 5_000 },
    { limit: 7, burst: 3, stepMs: 60_000 },
  ])('never exceeds $limit in any hour (burst $burst)', ({ limit, burst, stepMs }) => {
    const sent = drive(limit, burst, 3 * HOUR, stepMs);
    expect(maxInAnyWindow(sent, HOUR)).toBeLessThanOrEqual(limit);
    // And it is not timid: close to the whole budget is used.
    expect(sent.length).toBeGreaterThanOrEqual(3 * limit - 2);
  });

  it('lets a small burst out, then paces one request per hour/limit', () => {
    const sent = drive(3600, 5, 10_000, 100);
    expect(sent.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    const gaps = sent.slice(5).map((at, i) => at - sent[4 + i]!);
    expect(gaps.every((g) => g >= 900 && g <= 1_100)).toBe(true);
  });

  it('derives the burst from the limit when none is given', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 3600, now: () => t });
    let n = 0;
    while (limiter.delayMs() === 0) {
      limiter.take();
      n++;
    }
    expect(n).toBe(10);
    expect(limiter.used()).toBe(10);
    t += HOUR;
    expect(limiter.used()).toBe(0);
  });

  it('waits for the reset when the server says the budget is spent', () => {
    let t = 1_000;
    const limiter = createRateLimiter({ limit: 3600, burst: 10, now: () => t });
    limiter.observe(0, 61_000);
    expect(limiter.delayMs()).toBe(60_000);
    limiter.observe(5, 500_000);
    expect(limiter.delayMs()).toBe(60_000);
    t = 61_000;
    expect(limiter.delayMs()).toBe(0);
    limiter.blockUntil(90_000);
    expect(limiter.delayMs()).toBe(29_000);
  });
});
