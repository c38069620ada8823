/**
 * The live boards' refresh (spec §2.19): however many pushes arrive,
 * one request at a time, and requests at least the minimum interval apart.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefresher } from '../../../src/lib/odds-board/refresh';

describe('board refresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(answerMs: number) {
    const starts: number[] = [];
    const load = () => {
      starts.push(Date.now());
      return new Promise<void>((resolve) => setTimeout(resolve, answerMs));
    };
    return { starts, refresher: createRefresher(load, { minIntervalMs: 3000 }) };
  }

  it('starts at once, then folds a burst of asks into one request after the interval', async () => {
    const { starts, refresher } = setup(100);
    const t0 = Date.now();
    refresher.request();
    for (let i = 0; i < 50; i++) {
      await vi.advanceTimersByTimeAsync(20);
      refresher.request();
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts.map((s) => s - t0)).toEqual([0, 3000]);
  });

  it('never has two requests in flight, even when an answer takes longer than the interval', async () => {
    const { starts, refresher } = setup(5000);
    const t0 = Date.now();
    refresher.request();
    await vi.advanceTimersByTimeAsync(3500);
    refresher.request();
    await vi.advanceTimersByTimeAsync(20_000);
    // The second waits for the first answer (at 5 s), not only for the interval.
    expect(starts.map((s) => s - t0)).toEqual([0, 5000]);
  });

  it('asks at a pace slower than the interval each start a request', async () => {
    const { starts, refresher } = setup(10);
    for (let i = 0; i < 3; i++) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(4000);
    }
    expect(starts).toHaveLength(3);
  });

  it('a failed request does not stop later ones', async () => {
    let calls = 0;
    const refresher = createRefresher(
      () => {
        calls++;
        return Promise.reject(new Error('offline'));
      },
      { minIntervalMs: 1000 },
    );
    refresher.request();
    await vi.advanceTimersByTimeAsync(1500);
    refresher.request();
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
  });

  it('stop drops the waiting refresh', async () => {
    const { starts, refresher } = setup(10);
    refresher.request();
    await vi.advanceTimersByTimeAsync(100);
    refresher.request();
    refresher.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(1);
  });
});
