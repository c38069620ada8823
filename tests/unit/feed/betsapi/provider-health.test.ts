/** Back-off and stale marking while BetsAPI does not answer. */
import { describe, expect, it } from 'vitest';
import { createProviderHealth } from '../../../../src/server/feed/betsapi/provider-health';

describe('provider health', () => {
  it('doubles the pause with each failure up to its maximum, and clears it on success', () => {
    let t = 0;
    const health = createProviderHealth({
      now: () => t,
      backoffBaseMs: 1_000,
      backoffMaxMs: 8_000,
    });
    expect([1, 2, 3, 4, 5].map(() => health.failure())).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    expect(health.pausedUntil()).toBe(8_000);
    health.success();
    expect(health.pausedUntil()).toBe(0);
    t = 10;
    expect(health.failure()).toBe(1_000);
  });

  it.each([
    { name: 'starting before any answer', failures: 0, successAt: null, at: 0, status: 'starting' },
    { name: 'running after an answer', failures: 0, successAt: 0, at: 0, status: 'running' },
    {
      name: 'still running after two failures',
      failures: 2,
      successAt: 0,
      at: 10_000,
      status: 'running',
    },
    { name: 'stale after three failures', failures: 3, successAt: 0, at: 10_000, status: 'stale' },
    {
      name: 'stale after a long spell without an answer',
      failures: 1,
      successAt: 0,
      at: 200_000,
      status: 'stale',
    },
  ] as const)('$name', ({ failures, successAt, at, status }) => {
    let t = 0;
    const health = createProviderHealth({
      now: () => t,
      staleAfterFailures: 3,
      staleAfterMs: 120_000,
    });
    if (successAt !== null) health.success();
    t = at;
    for (let i = 0; i < failures; i++) health.failure();
    expect(health.status()).toBe(status);
  });

  it('is running again after the first good answer', () => {
    let t = 0;
    const health = createProviderHealth({ now: () => t });
    for (let i = 0; i < 5; i++) health.failure();
    expect(health.status()).toBe('stale');
    t = 1_000;
    health.success();
    expect(health.status()).toBe('running');
  });
});
