/**
 * Spec §7 "Socket": websocket and polling, 5 reconnection attempts, 1 s to 5 s apart, each
 * delay jittered so clients of a restarted server do not all come back at once.
 */
import { describe, expect, it } from 'vitest';
import { MANAGER_OPTIONS } from '../../../src/lib/socket/manager-options';
import { Backoff } from '../../../src/lib/socket/wire/backoff';

const specBackoff = (random?: () => number) =>
  new Backoff(
    {
      min: MANAGER_OPTIONS.reconnectionDelay,
      max: MANAGER_OPTIONS.reconnectionDelayMax,
      jitter: MANAGER_OPTIONS.randomizationFactor,
    },
    random,
  );

describe('socket reconnection', () => {
  it('follows spec §7: 5 attempts, 1 s to 5 s, websocket then polling', () => {
    expect(MANAGER_OPTIONS).toMatchObject({
      path: '/socket.io/',
      transports: ['websocket', 'polling'],
      reconnectionAttempts: 5,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
    });
  });

  it('draws each delay at random around its nominal value (no thundering herd)', () => {
    expect(MANAGER_OPTIONS.randomizationFactor).toBeGreaterThanOrEqual(0.3);
    expect(MANAGER_OPTIONS.randomizationFactor).toBeLessThanOrEqual(1);
    const backoff = specBackoff();
    const first = Array.from({ length: 200 }, () => {
      backoff.reset();
      return backoff.duration();
    });
    expect(Math.min(...first)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...first)).toBeLessThanOrEqual(1_500);
    expect(new Set(first).size).toBeGreaterThan(50);
  });

  it.each([
    ['the lowest draw', 0, [500, 1_000, 2_000, 4_000, 5_000, 5_000]],
    ['the nominal delay', 0.5, [1_000, 2_000, 4_000, 5_000, 5_000, 5_000]],
    ['the highest draw', 1, [1_500, 3_000, 5_000, 5_000, 5_000, 5_000]],
  ])('doubles from 1 s and stops at 5 s (%s)', (_what, draw, expected) => {
    const backoff = specBackoff(() => draw);
    expect(expected.map(() => backoff.duration())).toEqual(expected);
    expect(backoff.attempts).toBe(6);
    backoff.reset();
    expect(backoff.attempts).toBe(0);
    expect(backoff.duration()).toBe(expected[0]);
  });
});
