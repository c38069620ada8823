import { describe, expect, it } from 'vitest';
import { createTokenBucket } from '../../../src/lib/domain/token-bucket';

describe('client event rate limit (token bucket)', () => {
  it.each([
    // burst, rate/s, events at these ms, expected accepted
    [3, 1, [0, 0, 0, 0], [true, true, true, false]],
    [3, 1, [0, 0, 0, 999, 1000], [true, true, true, false, true]],
    [2, 10, [0, 0, 0, 100, 150, 200], [true, true, false, true, false, true]],
    [1, 1, [0, 5000, 5000], [true, true, false]], // idle time refills up to the burst only
  ])('burst %i at %i/s: %j → %j', (burst, rate, times, expected) => {
    let t = 0;
    const bucket = createTokenBucket({ burst, ratePerSecond: rate, now: () => t });
    const accepted = times.map((at) => {
      t = at;
      return bucket.take();
    });
    expect(accepted).toEqual(expected);
  });

  it('mints no tokens when the clock steps back', () => {
    let t = 10_000;
    const bucket = createTokenBucket({ burst: 1, ratePerSecond: 1, now: () => t });
    expect(bucket.take()).toBe(true);
    t = 0;
    expect(bucket.take()).toBe(false);
    t = 10_500;
    expect(bucket.take()).toBe(false);
    t = 11_000;
    expect(bucket.take()).toBe(true);
  });
});
