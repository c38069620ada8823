import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msUntil, nextEvent, readUntil, until, WaitError } from '../../support/wait';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Settles `promise` into a result object, so a rejection is never left unhandled. */
function outcome<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(seen, { value, done: true }),
    (error: unknown) => Object.assign(seen, { error, done: true }),
  );
  return seen;
}

describe('until', () => {
  it('resolves to the first truthy value, probing again after each interval', async () => {
    let calls = 0;
    const seen = outcome(
      until('the third call', () => (++calls >= 3 ? `call ${calls}` : undefined), {
        intervalMs: 50,
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(49);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(seen).toEqual({ value: 'call 3', done: true });
  });

  it('awaits a probe that returns a promise', async () => {
    let n = 0;
    const seen = outcome(until('n is 2', async () => (++n === 2 ? { n } : false)));
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual({ value: { n: 2 }, done: true });
  });

  it('keeps waiting through every falsy value', async () => {
    const values: unknown[] = [undefined, null, false, 0, '', 'yes'];
    const seen = outcome(until('a truthy value', () => values.shift()));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.value).toBe('yes');
  });

  it('fails after the timeout, naming what it waited for and the last value', async () => {
    let n = 0;
    const seen = outcome(
      until('n above 100', () => (++n > 100 ? n : false), { timeoutMs: 300, intervalMs: 100 }),
    );
    await vi.advanceTimersByTimeAsync(299);
    expect(seen.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.error).toBeInstanceOf(WaitError);
    expect((seen.error as WaitError).message).toBe(
      'not within 300 ms for n above 100; last seen: false',
    );
    expect(n).toBe(4);
  });

  it('passes on the error of a probe that throws', async () => {
    const seen = outcome(
      until('never', () => {
        throw new Error('probe broke');
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect((seen.error as Error).message).toBe('probe broke');
  });

  it('stops when its signal aborts, marked aborted', async () => {
    const stop = new AbortController();
    const seen = outcome(until('never', () => false, { signal: stop.signal, intervalMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(10);
    stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((seen.error as WaitError).aborted).toBe(true);
    expect((seen.error as WaitError).message).toMatch(/^stopped waiting for never/);
  });
});

describe('readUntil', () => {
  it('resolves to the reading that passed', async () => {
    let n = 0;
    const seen = outcome(
      readUntil(
        'n at 3',
        () => ({ n: ++n }),
        (r) => r.n === 3,
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.value).toEqual({ n: 3 });
  });

  it('fails with the last reading', async () => {
    const seen = outcome(
      readUntil(
        'rows',
        () => ({ rows: [1, 2] }),
        (r) => r.rows.length === 3,
        { timeoutMs: 100 },
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect((seen.error as WaitError).last).toEqual({ rows: [1, 2] });
    expect((seen.error as WaitError).message).toMatch(/for rows; last seen: \{"rows":\[1,2\]\}$/);
  });
  it('resolves to the last reading on timeout when asked to', async () => {
    const seen = outcome(
      readUntil(
        'rows',
        () => ({ rows: [1] }),
        (r) => r.rows.length === 3,
        {
          timeoutMs: 100,
          lastOnTimeout: true,
        },
      ),
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(seen.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ value: { rows: [1] }, done: true });
  });
});

describe('msUntil', () => {
  it('gives the ms it took, or null when the probe never held', async () => {
    let ready = false;
    const took = outcome(msUntil('ready', () => ready, { intervalMs: 10 }));
    const never = outcome(msUntil('never', () => false, { timeoutMs: 200 }));
    await vi.advanceTimersByTimeAsync(120);
    ready = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(took.value).toBe(130);
    expect(never).toEqual({ value: null, done: true });
  });
});

describe('nextEvent', () => {
  it('resolves on the next event, with its first argument, and stops listening', async () => {
    const source = new EventEmitter();
    const seen = outcome(nextEvent(source, 'score'));
    source.emit('other', 1);
    source.emit('score', { ss: '1-0' }, 'extra');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toEqual({ ss: '1-0' });
    expect(source.listenerCount('score')).toBe(0);
  });

  it('lets by the events its match refuses', async () => {
    const source = new EventEmitter();
    const seen = outcome(nextEvent<number>(source, 'n', { match: (n) => n > 2 }));
    for (const n of [1, 2, 3, 4]) source.emit('n', n);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe(3);
  });

  it('fails naming the event and the last one refused when none comes in time', async () => {
    const source = new EventEmitter();
    const seen = outcome(nextEvent<number>(source, 'n', { timeoutMs: 500, match: (n) => n > 2 }));
    source.emit('n', 1);
    await vi.advanceTimersByTimeAsync(499);
    expect(seen.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((seen.error as WaitError).message).toBe(
      "not within 500 ms for a matching 'n' event; last seen: 1",
    );
    expect(source.listenerCount('n')).toBe(0);
  });
});
