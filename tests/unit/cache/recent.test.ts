import { describe, expect, it } from 'vitest';
import { recent } from '../../../src/server/cache/recent';

describe('recent', () => {
  it('works a value out once per interval and hands it to every caller meanwhile', () => {
    let t = 1_000;
    let calls = 0;
    const value = recent(
      250,
      () => ++calls,
      () => t,
    );
    expect([value(), value(), value()]).toEqual([1, 1, 1]);
    t += 249;
    expect(value()).toBe(1);
    t += 1;
    expect(value()).toBe(2);
    expect(calls).toBe(2);
  });

  it('shares a promise on its way, and asks again at once after a failure', async () => {
    let calls = 0;
    let fail = true;
    const check = recent(60_000, () => {
      calls++;
      return fail ? Promise.reject(new Error('down')) : Promise.resolve(true);
    });
    const [a, b] = [check(), check()];
    expect(a).toBe(b);
    await expect(a).rejects.toThrow('down');
    fail = false;
    await expect(check()).resolves.toBe(true);
    await expect(check()).resolves.toBe(true);
    expect(calls).toBe(2);
  });

  it('peeks at the kept value without working one out, and not past its interval', () => {
    let t = 0;
    let calls = 0;
    const value = recent(
      100,
      () => ++calls,
      () => t,
    );
    expect(value.peek()).toBeUndefined();
    expect(value()).toBe(1);
    t = 99;
    expect(value.peek()).toBe(1);
    t = 100;
    expect(value.peek()).toBeUndefined();
    expect(calls).toBe(1);
  });
});
