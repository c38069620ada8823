/**
 * @module feed/betsapi/rate-limiter
 * Keeps the provider inside its hourly request budget (BetsAPI: 3,600 an hour by default).
 * Two rules together: a token bucket paces requests evenly (a small burst, then one every
 * hour/limit), and a log of the last hour's requests makes it impossible for any one-hour
 * window to hold more than `limit` requests. What the server reports (X-RateLimit-Remaining 0,
 * HTTP 429) pauses requests until its reset time.
 */

export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number;
  now: () => number;
  /** Requests that may go out back to back after a quiet spell (default limit/360, 1 to 10). */
  burst?: number;
  windowMs?: number;
}

export interface RateLimiter {
  /** Milliseconds until the next request may go out; 0 = now. */
  delayMs(): number;
  /** Records a request sent now. Call only when `delayMs()` is 0. */
  take(): void;
  /** Applies the server's view of the budget (X-RateLimit-Remaining / Reset). */
  observe(remaining: number | undefined, resetAt: number | undefined): void;
  /** Sends nothing before `until` (epoch ms), e.g. after HTTP 429. */
  blockUntil(until: number): void;
  /** Requests sent in the last window. */
  used(): number;
}

const HOUR_MS = 3_600_000;

/**
 * @example
 * const limiter = createRateLimiter({ limit: 3600, now: Date.now });
 * if (limiter.delayMs() === 0) { limiter.take(); send(); }
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { limit, now } = options;
  const windowMs = options.windowMs ?? HOUR_MS;
  const burst = Math.max(1, options.burst ?? Math.min(10, Math.floor(limit / 360)));
  const refillPerMs = limit / windowMs;
  let tokens = burst;
  let refilledAt = now();
  let blockedUntil = 0;
  // Send times of the last window, oldest first; `head` skips expired ones without shifting.
  let log: number[] = [];
  let head = 0;

  function refill(t: number) {
    tokens = Math.min(burst, tokens + (t - refilledAt) * refillPerMs);
    refilledAt = t;
  }

  function prune(t: number) {
    while (head < log.length && log[head]! <= t - windowMs) head++;
    if (head > 1024 && head * 2 > log.length) {
      log = log.slice(head);
      head = 0;
    }
  }

  return {
    delayMs() {
      const t = now();
      refill(t);
      prune(t);
      const bucket = tokens >= 1 ? 0 : Math.ceil((1 - tokens) / refillPerMs);
      const window = log.length - head < limit ? 0 : log[head]! + windowMs - t + 1;
      return Math.max(0, bucket, window, blockedUntil - t);
    },
    take() {
      const t = now();
      refill(t);
      tokens -= 1;
      log.push(t);
    },
    observe(remaining, resetAt) {
      if (remaining === 0 && resetAt !== undefined && resetAt > now())
        blockedUntil = Math.max(blockedUntil, resetAt);
    },
    blockUntil(until) {
      blockedUntil = Math.max(blockedUntil, until);
    },
    used() {
      prune(now());
      return log.length - head;
    },
  };
}
