/**
 * @module resilience/auth/login-timing
 * Whether login times tell which usernames exist: logins of a missing user alternate with
 * logins of an existing one with a wrong password, each from its own client address (the test
 * server trusts one proxy, so X-Forwarded-For names the client) to stay under the login limit
 * of 10 per 5 minutes per address. The per-account backoff (waits after 5 wrong passwords for
 * one name, existing or not) is kept out of the figures the same way: a new missing name each
 * time, and the existing-user logins spread over several registered accounts, 4 at most each.
 * Also checks that the per-address limit holds.
 */
import { median, round } from '../stats';

export interface LoginTiming {
  pairs: number;
  missingMs: number[];
  wrongPasswordMs: number[];
  statuses: Record<string, number>;
  /** median(existing user, wrong password) / median(missing user). */
  ratio: number;
  /** The median of each pair's own ratio: steadier when the machine's load drifts. */
  medianPairRatio: number;
}

async function timedLogin(
  baseUrl: string,
  username: string,
  address: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password: 'not-the-password-1' }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Wrong passwords per existing account, under the backoff's 5 free ones (warm-up included). */
const TRIES_PER_ACCOUNT = 4;

/** Registers `count` accounts (waiting for approval: a wrong password is refused the same). */
async function registerAccounts(baseUrl: string, count: number): Promise<string[]> {
  const stamp = Date.now().toString(36);
  const names = Array.from({ length: count }, (_, i) => `timing${stamp}${i}`);
  for (const [i, username] of names.entries()) {
    const response = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.1.${i + 1}` },
      body: JSON.stringify({ username, password: 'timing-password-1', nickname: `tm${stamp}${i}` }),
    });
    if (response.status !== 201)
      throw new Error(
        `registering ${username} answered ${response.status}: ${await response.text()}`,
      );
  }
  return names;
}

/**
 * `count` logins in all, alternating in pairs of flipping order; one warm-up of each kind first (the first unknown-user
 * login computes the decoy hash once) is left out of the figures.
 * @example const t = await measureLoginTiming(url, 40, signal)
 */
export async function measureLoginTiming(
  baseUrl: string,
  count: number,
  signal: AbortSignal,
): Promise<LoginTiming> {
  const existing = await registerAccounts(baseUrl, Math.ceil(count / 2 / TRIES_PER_ACCOUNT));
  let missingCount = 0;
  const missing = () => `nobody${Date.now().toString(36)}${missingCount++}`;
  const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  await timedLogin(baseUrl, missing(), address(0));
  await timedLogin(baseUrl, existing[0]!, address(1));
  const missingMs: number[] = [];
  const wrongPasswordMs: number[] = [];
  const statuses: Record<string, number> = {};
  for (let i = 0; i < count && !signal.aborted; i++) {
    const pair = Math.floor(i / 2);
    // Each pair's order flips (missing first, then existing first: M E E M M E …), so that
    // whatever the first or second call of a pair pays is shared by both kinds.
    const isMissing = (i % 2 === 0) === (pair % 2 === 0);
    // Account k takes existing-user logins 4k … 4k + 3 (the first also took the warm-up).
    const account = existing[Math.floor(pair / TRIES_PER_ACCOUNT)]!;
    const { ms, status } = await timedLogin(
      baseUrl,
      isMissing ? missing() : account,
      address(i + 2),
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
    (isMissing ? missingMs : wrongPasswordMs).push(round(ms, 2));
  }
  return {
    pairs: Math.min(missingMs.length, wrongPasswordMs.length),
    missingMs,
    wrongPasswordMs,
    statuses,
    ratio: round(median(wrongPasswordMs) / median(missingMs), 3),
    medianPairRatio: round(median(wrongPasswordMs.map((ms, i) => ms / missingMs[i]!)), 3),
  };
}

/** Statuses of `limit + 1` failed logins from one fresh address: the last must be 429. */
export async function rateLimitStatuses(
  baseUrl: string,
  limit: number,
  address: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++)
    statuses.push((await timedLogin(baseUrl, `limit${i}`, address)).status);
  return statuses;
}
