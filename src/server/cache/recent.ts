/**
 * @module cache/recent
 * A value worked out at most once per interval and shared meanwhile, for figures many callers
 * read and none needs to the millisecond (the health check's database ping and live count: a
 * crowd of load-balancer and monitoring checks must not cost a scan of the live state each).
 */

/**
 * Wraps `compute` so that calls within `maxAgeMs` of the last computation get its result (a
 * promise while it is on its way, so concurrent callers share it).
 * @example const ping = recent(500, () => database.ping()); await ping();
 */
export function recent<T>(
  maxAgeMs: number,
  compute: () => T,
  now: () => number = Date.now,
): () => T {
  let kept: { value: T; at: number } | undefined;
  return () => {
    const t = now();
    if (kept && t - kept.at < maxAgeMs) return kept.value;
    const value = compute();
    kept = { value, at: t };
    // A failed check must not be repeated for the whole interval: the next caller asks again.
    if (value instanceof Promise) {
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return value;
  };
}
