/**
 * @module auth/login-backoff
 * Login throttling per account, beside the per-client limit: after a few wrong
 * passwords for one username, each further try waits twice as long as the one before, up to a
 * cap. Guessing one account's password from many addresses then gets a dozen tries an hour,
 * while its owner waits at most the cap, whatever an attacker keeps doing: a lockout that cannot
 * be made permanent. Counted for every username asked, existing or not, so the answer says
 * nothing of which accounts exist.
 */

export interface BackoffRule {
  /** Wrong passwords allowed before any wait. */
  free: number;
  /** The longest wait, in seconds. */
  capSeconds: number;
  /** Failures are forgotten after this long without one. */
  forgetMs: number;
}

export const LOGIN_BACKOFF: BackoffRule = { free: 5, capSeconds: 300, forgetMs: 60 * 60_000 };

/** What is kept per account: failures in a row and when the last one happened. */
export interface FailureRecord {
  failures: number;
  lastAt: number;
}

/**
 * Seconds an account must still wait at `at`, 0 when it may try now.
 * @example waitSeconds({ failures: 7, lastAt: 0 }, 1000, LOGIN_BACKOFF) // 3 (4 s after the 7th)
 */
export function waitSeconds(record: FailureRecord | null, at: number, rule: BackoffRule): number {
  if (!record || record.failures <= rule.free) return 0;
  if (at - record.lastAt >= rule.forgetMs) return 0;
  const delay = Math.min(2 ** (record.failures - rule.free), rule.capSeconds);
  return Math.max(0, Math.ceil((record.lastAt + delay * 1000 - at) / 1000));
}

export interface LoginBackoff {
  /** Seconds `account` must still wait before its next try; 0 when it may try. */
  wait(account: string): Promise<number>;
  /** A wrong password (or an unknown name) for `account`. */
  failed(account: string): Promise<void>;
  /** A good login: the account's failures are forgotten. */
  succeeded(account: string): Promise<void>;
}

/** Usernames compare without case, as the accounts do. */
export const backoffKey = (account: string) => account.trim().toLowerCase();

/** Tracked accounts before the forgotten ones are swept. */
const SWEEP_AT = 10_000;

/** This process's count (one node, or the fallback while Redis is unreachable). */
export function memoryLoginBackoff(
  rule: BackoffRule = LOGIN_BACKOFF,
  now: () => number = Date.now,
): LoginBackoff {
  const records = new Map<string, FailureRecord>();
  const sweep = (at: number) => {
    for (const [key, r] of records) if (at - r.lastAt >= rule.forgetMs) records.delete(key);
  };
  return {
    wait: (account) =>
      Promise.resolve(waitSeconds(records.get(backoffKey(account)) ?? null, now(), rule)),
    failed(account) {
      const at = now();
      if (records.size >= SWEEP_AT) sweep(at);
      const key = backoffKey(account);
      const before = records.get(key);
      const failures = before && at - before.lastAt < rule.forgetMs ? before.failures + 1 : 1;
      records.set(key, { failures, lastAt: at });
      return Promise.resolve();
    },
    succeeded(account) {
      records.delete(backoffKey(account));
      return Promise.resolve();
    },
  };
}
