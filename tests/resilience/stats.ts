/**
 * @module resilience/stats
 * Small figures shared by the parts: percentiles, medians, budgets built from a comparison.
 */
import type { Budget } from './types';

/**
 * The p-th percentile (0–100) of the values by nearest rank; NaN when there are none.
 * @example percentile([1, 2, 3, 4], 50) // 2
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** @example median([3, 1, 2]) // 2 */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Rounds to `digits` decimals for the report. */
export function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * A budget met when `measured <= limit` (a NaN measurement never meets one).
 * @example atMost('5xx answers', 0, 3) // { what: '5xx answers', limit: 0, measured: 3, met: false }
 */
export function atMost(what: string, limit: number, measured: number): Budget {
  return { what, limit, measured, met: Number.isFinite(measured) && measured <= limit };
}

/** A budget met when `measured >= limit`. */
export function atLeast(what: string, limit: number, measured: number): Budget {
  return { what, limit, measured, met: Number.isFinite(measured) && measured >= limit };
}

/** A budget met when the measured text equals the expected one. */
export function equals(what: string, expected: string, measured: string): Budget {
  return { what, limit: expected, measured, met: measured === expected };
}

/** Counts values by a key. */
export function tally<T>(values: Iterable<T>, key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) {
    const k = key(value);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
