/**
 * @module auth/rate-limit
 * Sliding-window rate limits per client (login and registration are limited per IP, so a
 * password cannot be guessed by brute force nor accounts created in bulk; the registration
 * form's lookups too, so they cannot list the accounts). The rules and the in-memory window
 * live here; with REDIS_URL every node counts in Redis instead (auth/redis-throttle.ts).
 */

export interface RateLimit {
  /** Attempts allowed within the window. */
  limit: number;
  windowMs: number;
}

/** Login: 10 attempts per 5 minutes per IP. */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 5 * 60_000 };
/** Registration: 10 attempts per 15 minutes per IP (a form with typos needs a few). */
export const REGISTER_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };

/** The registration form's lookups (name taken, code valid): a form needs a few dozen. */
export const LOOKUP_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 5 * 60_000 };

export type RateDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Clients tracked before a sweep drops the ones whose attempts have all expired. */
const SWEEP_AT = 10_000;

export interface SlidingWindowLimiter {
  /** Records an attempt by `key` when allowed; refused attempts are not recorded. */
  hit(key: string): RateDecision;
  /** Forgets every client (operator reset). */
  clear(): void;
  /** Clients currently tracked. */
  size(): number;
}

/**
 * A sliding-window log: each client's attempt times within the window. An attempt is allowed
 * while fewer than `limit` fall within the last `windowMs`; a refusal says how many seconds
 * until the oldest one leaves the window.
 * @example
 * const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 1000 }, () => now);
 * limiter.hit('1.2.3.4'); limiter.hit('1.2.3.4');
 * limiter.hit('1.2.3.4'); // { allowed: false, retryAfterSeconds: 1 }
 */
export function createSlidingWindowLimiter(
  rule: RateLimit,
  now: () => number = Date.now,
  sweepAt = SWEEP_AT,
): SlidingWindowLimiter {
  const attempts = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const since = at - rule.windowMs;
    const list = (attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  }

  function sweep(at: number): void {
    for (const key of [...attempts.keys()]) recent(key, at);
  }

  return {
    hit(key) {
      const at = now();
      // Bounds memory: clients that stopped trying are dropped once many are tracked.
      if (attempts.size >= sweepAt) sweep(at);
      const list = recent(key, at);
      if (list.length >= rule.limit) {
        const oldest = list[list.length - rule.limit] ?? at;
        const waitMs = oldest + rule.windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      list.push(at);
      attempts.set(key, list);
      return { allowed: true, remaining: rule.limit - list.length };
    },
    clear() {
      attempts.clear();
    },
    size() {
      return attempts.size;
    },
  };
}

/** A limit as the API uses it: counted in this process or shared by every node. */
export interface RateLimiter {
  /** Records an attempt by `key` when allowed; refused attempts are not recorded. */
  hit(key: string): Promise<RateDecision>;
  /** Forgets every client (operator reset, tests). */
  clear(): Promise<void>;
}

/** The in-process limiter behind the `RateLimiter` interface. */
export function memoryRateLimiter(rule: RateLimit, now: () => number = Date.now): RateLimiter {
  const window = createSlidingWindowLimiter(rule, now);
  return {
    hit: (key) => Promise.resolve(window.hit(key)),
    clear: () => {
      window.clear();
      return Promise.resolve();
    },
  };
}
