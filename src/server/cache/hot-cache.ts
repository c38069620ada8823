/**
 * @module cache/hot-cache
 * Answers that many readers ask for at once (live lists, counts, results, tables, the in-play
 * page), computed once per variant and per state of the data, then handed to every request.
 * Concurrent requests for the same variant share one computation (single-flight).
 */

/** Where the data behind an answer stands: stored writes and live movement. */
export interface Stamp {
  /**
   * Writes to the database by users, administrators and imports (db/write-version.ts): any
   * change makes an answer stale at once.
   */
  version: number;
  /**
   * Live movement (the live seq, and the feed's own writes of play): an answer made before it
   * moved may still be served for `windowMs`. Only compared for equality.
   */
  seq: number;
}

export interface HotCacheOptions {
  /** The current state of the data behind the answers. */
  stamp(): Stamp;
  /**
   * How long an answer stays good while only the live seq moves. The simulator publishes tens
   * of events a second; re-deriving a list at each would cost more than the readers it serves,
   * and the page and socket frames already carry the seq that lets a reader catch up. `0`
   * means the answer must be at the current seq.
   */
  windowMs?: number;
  /**
   * Longest an answer is kept whatever the stamp says: answers that read the clock (today's
   * results, the next six hours' counts) move with time, and a write made by another process
   * (an import run beside the server, a shared PostgreSQL) does not move this one's counter.
   */
  ttlMs?: number;
  /** Most variants kept; the oldest go first (query strings are the caller's to vary). */
  maxEntries?: number;
  /**
   * Past the window, while one request re-derives an answer that only live movement made old,
   * the others get the previous one instead of queueing behind it (stale-while-revalidate).
   * Off where an answer must be at the current seq (the snapshot's `min_seq`).
   */
  serveStale?: boolean;
  now?: () => number;
}

export interface HotCache<T> {
  /**
   * The answer for `key`, computed by `compute` only when none is fresh and none is on its way.
   * A failure is handed to the requests that waited for it and is not kept.
   */
  get(key: string, compute: () => Promise<T> | T): Promise<T>;
  /** The answer kept for `key` if it is fresh, without computing one. */
  peek(key: string): T | undefined;
  /**
   * An answer old only by live movement (not by a write, not past its time to live), that may
   * be served while another request makes the new one; undefined when there is none.
   */
  stale(key: string): T | undefined;
  /**
   * Keeps an answer computed elsewhere, as made at `stamp` and `startedAt` (both taken before it
   * was computed, so a write during the computation leaves it stale).
   */
  put(key: string, value: T, stamp: Stamp, startedAt?: number): void;
  clear(): void;
  /** The current stamp and clock, for callers that compute outside `get` and `put` later. */
  stamp(): Stamp;
  now(): number;
  readonly size: number;
}

interface Entry<T> {
  value: T;
  stamp: Stamp;
  at: number;
}

/** Default: fresh within a quarter of a second of live play, well under a human's notice. */
export const DEFAULT_WINDOW_MS = 250;
const DEFAULT_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 500;

/**
 * Creates a cache of derived answers.
 * @example
 * const cache = createHotCache<string>({ stamp: () => ({ version: writes.current(), seq: hub.mirror.seq() }) });
 * const text = await cache.get('GET /games/inplay {}', async () => JSON.stringify(await list()));
 */
export function createHotCache<T>(options: HotCacheOptions): HotCache<T> {
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const serveStale = options.serveStale ?? true;
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, { stamp: Stamp; promise: Promise<T> }>();

  function fresh(made: Stamp, at: number, current: Stamp): boolean {
    const age = now() - at;
    if (made.version !== current.version || age >= ttlMs) return false;
    return made.seq === current.seq || age < windowMs;
  }

  function keep(key: string, value: T, stamp: Stamp, at: number): void {
    const kept = entries.get(key);
    // A slower computation started earlier must not replace a newer answer.
    if (kept && kept.stamp.version > stamp.version) return;
    entries.delete(key);
    entries.set(key, { value, stamp, at });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function peek(key: string): T | undefined {
    const entry = entries.get(key);
    return entry && fresh(entry.stamp, entry.at, options.stamp()) ? entry.value : undefined;
  }

  function stale(key: string, current = options.stamp()): T | undefined {
    if (!serveStale) return undefined;
    const entry = entries.get(key);
    if (!entry || entry.stamp.version !== current.version) return undefined;
    return now() - entry.at < ttlMs ? entry.value : undefined;
  }

  return {
    peek,
    stale: (key) => stale(key),
    stamp: () => options.stamp(),
    now,
    async get(key, compute) {
      const current = options.stamp();
      const entry = entries.get(key);
      if (entry && fresh(entry.stamp, entry.at, current)) return entry.value;
      const running = pending.get(key);
      if (running && running.stamp.version === current.version) {
        // Someone is making the new answer: the previous one is good enough meanwhile, if only
        // live movement made it old; otherwise wait for the new one.
        return stale(key, current) ?? running.promise;
      }
      const startedAt = now();
      const promise = (async () => compute())();
      pending.set(key, { stamp: current, promise });
      try {
        const value = await promise;
        keep(key, value, current, startedAt);
        return value;
      } finally {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      }
    },
    put(key, value, stamp, startedAt = now()) {
      keep(key, value, stamp, startedAt);
    },
    clear() {
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
