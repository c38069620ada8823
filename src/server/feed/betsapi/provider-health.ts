/**
 * @module feed/betsapi/provider-health
 * Whether BetsAPI is answering: consecutive failures of the provider itself (time-outs,
 * refused connections, 5xx, garbage, live lists it cannot read) pause all requests with an
 * exponential back-off (up to BETSAPI_BACKOFF_MAX_MS), and after a few of them, or a long
 * spell without one good answer, the feed is marked stale. The first good answer ends both.
 */
import type { FeedStatus } from '../updates';

export interface HealthOptions {
  now: () => number;
  /** First pause after a failure; doubles with each further one. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Consecutive provider failures that mark the data stale. */
  staleAfterFailures?: number;
  /** Time without a good answer (while trying) that marks the data stale. */
  staleAfterMs?: number;
}

export interface ProviderHealth {
  success(): void;
  /** Records a provider failure; returns the pause before the next request, in ms. */
  failure(): number;
  /** Epoch ms before which no request should go out. */
  pausedUntil(): number;
  status(): Extract<FeedStatus, 'starting' | 'running' | 'stale'>;
  consecutiveFailures(): number;
}

/**
 * @example
 * const health = createProviderHealth({ now: Date.now });
 * health.failure(); // 1000: wait a second before the next request
 */
export function createProviderHealth(options: HealthOptions): ProviderHealth {
  const { now } = options;
  const base = options.backoffBaseMs ?? 1_000;
  const max = options.backoffMaxMs ?? 60_000;
  const staleAfterFailures = options.staleAfterFailures ?? 3;
  const staleAfterMs = options.staleAfterMs ?? 120_000;
  const startedAt = now();
  let failures = 0;
  let lastSuccess: number | null = null;
  let lastFailure: number | null = null;
  let paused = 0;

  return {
    success() {
      failures = 0;
      paused = 0;
      lastSuccess = now();
    },
    failure() {
      failures++;
      lastFailure = now();
      const delay = Math.min(max, base * 2 ** (failures - 1));
      paused = lastFailure + delay;
      return delay;
    },
    pausedUntil: () => paused,
    status() {
      if (failures >= staleAfterFailures) return 'stale';
      const since = lastSuccess ?? startedAt;
      if (lastFailure !== null && lastFailure > since && now() - since > staleAfterMs)
        return 'stale';
      return lastSuccess === null ? 'starting' : 'running';
    },
    consecutiveFailures: () => failures,
  };
}
