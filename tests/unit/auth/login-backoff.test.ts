import { describe, expect, it } from 'vitest';
import {
  LOGIN_BACKOFF,
  memoryLoginBackoff,
  waitSeconds,
} from '../../../src/server/auth/login-backoff';

describe('the wait after wrong passwords', () => {
  it.each([
    // failures, ms since the last, seconds to wait
    [0, 0, 0],
    [5, 0, 0],
    [6, 0, 2],
    [6, 1_500, 1],
    [6, 2_000, 0],
    [7, 0, 4],
    [10, 0, 32],
    [13, 0, 256],
    [14, 0, 300],
    [1_000, 0, 300],
    [1_000, 299_000, 1],
    [1_000, 3_600_000, 0],
  ])('%i failures, %i ms after the last: %i s', (failures, since, wait) => {
    expect(waitSeconds({ failures, lastAt: 1_000_000 }, 1_000_000 + since, LOGIN_BACKOFF)).toBe(
      wait,
    );
  });

  it('never waits longer than the cap however long an attacker keeps failing', () => {
    for (let failures = 0; failures < 10_000; failures += 97) {
      expect(waitSeconds({ failures, lastAt: 0 }, 0, LOGIN_BACKOFF)).toBeLessThanOrEqual(300);
    }
  });
});

describe('the per-process backoff', () => {
  it('counts per name without case, forgets after a good login and after an hour', async () => {
    let t = 0;
    const backoff = memoryLoginBackoff(LOGIN_BACKOFF, () => t);
    for (let i = 0; i < 6; i++) await backoff.failed('Kim');
    expect(await backoff.wait('kim')).toBe(2);
    expect(await backoff.wait('lee')).toBe(0);
    await backoff.succeeded('KIM');
    expect(await backoff.wait('kim')).toBe(0);
    for (let i = 0; i < 6; i++) await backoff.failed('kim');
    t += 3_600_000;
    await backoff.failed('kim');
    // The old failures were forgotten: this is the first of a new run.
    expect(await backoff.wait('kim')).toBe(0);
  });
});
