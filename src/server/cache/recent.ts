/**
 * @module cache/recent
 * A value worked out at most once per interval and shared meanwhile, for figures many callers
 * read and none needs to the millisecond (the health check's database ping and live count: a
 * crowd of load-balancer and monitoring checks must not cost a scan of the live state each).
 */

/** A shared value: call it for the value, `peek` for the kept one without working one out. */
export interface Recent<T> {
  (): T;
  /** The value a call would hand out now without working it out again, or undefined. */
  peek(): T | undefined;
}

/**
 * Wraps `compute` so that calls within `maxAgeMs` of the last computation get its result (a
 * promise while it is on its way, so concurrent callers share it).
 * @example const ping = recent(500, () => database.ping()); await ping();
 */
export function recent<T>(
  maxAgeMs: number,
  compute: () => T,
  now: () => number = Date.now,
): Recent<T> {
  let kept: { value: T; at: number } | undefined;
  const fresh = (): boolean => kept !== undefined && now() - kept.at < maxAgeMs;
  const peek = () => (fresh() ? kept?.value : undefined);
  const get = () => {
    if (kept && fresh()) return kept.value;
    const value = compute();
    kept = { value, at: now() };
    // A failed check must not be repeated for the whole interval: the next caller asks again.
    if (value instanceof Promise) {
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return value;
  };
  return Object.assign(get, { peek });
}
