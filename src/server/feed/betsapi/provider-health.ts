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
  /**
   * Records a provider failure, with what went wrong ("v3/events/inplay: HTTP 503"); returns
   * the pause before the next request, in ms.
   */
  failure(reason?: string): number;
  /** Epoch ms before which no request should go out. */
  pausedUntil(): number;
  status(): Extract<FeedStatus, 'starting' | 'running' | 'stale'>;
  consecutiveFailures(): number;
  /** Why the data is stale (the latest failure), or null while it is not. */
  reason(): string | null;
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
  let lastReason: string | null = null;

  return {
    success() {
      failures = 0;
      paused = 0;
      lastSuccess = now();
    },
    failure(reason) {
      failures++;
      lastReason = reason ?? lastReason;
      lastFailure = now();
      const delay = Math.min(max, base * 2 ** (failures - 1));
      paused = lastFailure + delay;
      return delay;
    },
    pausedUntil: () => paused,
    status,
    consecutiveFailures: () => failures,
    reason: () => (status() === 'stale' ? (lastReason ?? 'no answer from BetsAPI') : null),
  };

  function status(): ReturnType<ProviderHealth['status']> {
    if (failures >= staleAfterFailures) return 'stale';
    const since = lastSuccess ?? startedAt;
    if (lastFailure !== null && lastFailure > since && now() - since > staleAfterMs) return 'stale';
    return lastSuccess === null ? 'starting' : 'running';
  }
}
