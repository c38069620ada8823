import { describe, expect, it } from 'vitest';
import { createSlidingWindowLimiter } from '../../../src/server/auth/rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('sliding-window rate limit', () => {
  it('allows `limit` attempts in the window, then refuses with seconds to wait', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 3, windowMs: 60_000 }, c.now);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2 });
    c.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1 });
    c.advance(10_000);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0 });
    c.advance(5_000);
    // The first attempt (t=0) leaves the window at t=60 s; now is t=25 s.
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 35 });
  });

  it('slides: an attempt is allowed again once the oldest leaves the window', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 1_000 }, c.now);
    limiter.hit('a');
    c.advance(500);
    limiter.hit('a');
    c.advance(499);
    expect(limiter.hit('a').allowed).toBe(false);
    c.advance(1);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0 });
    // The one at t=500 is still inside; t=1000's refusal was not recorded.
    c.advance(499);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('does not count refused attempts against the client', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 10_000 }, c.now);
    limiter.hit('a');
    for (let i = 0; i < 5; i++) {
      c.advance(1_000);
      expect(limiter.hit('a').allowed).toBe(false);
    }
    c.advance(5_001);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('counts each client on its own', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 10_000 }, c.now);
    expect(limiter.hit('10.0.0.1').allowed).toBe(true);
    expect(limiter.hit('10.0.0.2').allowed).toBe(true);
    expect(limiter.hit('10.0.0.1').allowed).toBe(false);
  });

  it('rounds the wait up to whole seconds, at least 1', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 1_500 }, c.now);
    limiter.hit('a');
    c.advance(1_499);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(-1_498);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('forgets clients whose attempts have all expired once many are tracked', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 5, windowMs: 1_000 }, c.now, 2);
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.size()).toBe(2);
    c.advance(2_000);
    limiter.hit('c');
    expect(limiter.size()).toBe(1);
    limiter.hit('d');
    expect(limiter.size()).toBe(2);
    limiter.clear();
    expect(limiter.size()).toBe(0);
  });
});
