/**
 * @module log-once
 * Keeping the log readable when the same thing keeps happening: a BetsAPI row that cannot be
 * read is named once per event and field (it comes back on every poll), a failing endpoint or
 * a flood of refused logins once per window with the number held back, not once per request.
 */

/** Keys remembered before the memory starts over (a day of distinct faults is far fewer). */
const MAX_KEYS = 20_000;

/**
 * True the first time a key is seen.
 * @example const once = createOnce(); [once('7000019|home'), once('7000019|home')] // [true, false]
 */
export function createOnce(max = MAX_KEYS): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    if (seen.size >= max) seen.clear();
    seen.add(key);
    return true;
  };
}

export interface Throttle {
  /**
   * Whether a line about `key` may be written now; `suppressed` counts the ones held back since
   * the last line written for it.
   */
  take(key: string): { ok: boolean; suppressed: number };
}

/**
 * At most one line per key and window.
 * @example const t = createThrottle(() => 0, 60_000); [t.take('a').ok, t.take('a').ok] // [true, false]
 */
export function createThrottle(now: () => number, windowMs = 60_000): Throttle {
  const last = new Map<string, { at: number; suppressed: number }>();
  return {
    take(key) {
      const t = now();
      const entry = last.get(key);
      if (entry && t - entry.at < windowMs) {
        entry.suppressed++;
        return { ok: false, suppressed: entry.suppressed };
      }
      if (last.size >= MAX_KEYS) last.clear();
      last.set(key, { at: t, suppressed: 0 });
      return { ok: true, suppressed: entry?.suppressed ?? 0 };
    },
  };
}
