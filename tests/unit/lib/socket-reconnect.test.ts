/**
 * Spec §7 "Socket": websocket and polling, 5 reconnection attempts, 1 s to 5 s apart, each
 * delay jittered so clients of a restarted server do not all come back at once.
 */
import { Manager } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { MANAGER_OPTIONS } from '../../../src/lib/socket/manager-options';

describe('socket reconnection', () => {
  const manager = new Manager('http://127.0.0.1:9', MANAGER_OPTIONS);

  it('follows spec §7: 5 attempts, 1 s to 5 s, websocket then polling', () => {
    expect(manager.reconnectionAttempts()).toBe(5);
    expect(manager.reconnectionDelay()).toBe(1_000);
    expect(manager.reconnectionDelayMax()).toBe(5_000);
    expect(MANAGER_OPTIONS.transports).toEqual(['websocket', 'polling']);
    expect(MANAGER_OPTIONS.autoConnect).toBe(false);
  });

  it('draws each delay at random around its nominal value (no thundering herd)', () => {
    expect(manager.randomizationFactor()).toBeGreaterThanOrEqual(0.3);
    expect(manager.randomizationFactor()).toBeLessThanOrEqual(1);
    // The manager's own backoff (not public API, but it is what schedules each attempt).
    const backoff = (manager as unknown as { backoff: { duration(): number; reset(): void } })
      .backoff;
    const first = Array.from({ length: 200 }, () => {
      backoff.reset();
      return backoff.duration();
    });
    expect(Math.min(...first)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...first)).toBeLessThanOrEqual(1_500);
    expect(new Set(first).size).toBeGreaterThan(50);
  });
});
