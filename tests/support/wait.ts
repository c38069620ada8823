/**
 * Waiting for something to happen, never for a duration: a test that sleeps a fixed time is
 * either slow or, on a loaded machine, wrong. `until` polls a probe, `nextEvent` resolves on an
 * event. Plain Node (no test-runner import), so any suite can load it.
 */

export interface WaitOptions {
  /** How long to keep trying before failing (ms). A guard against hangs, not a speed check. */
  timeoutMs?: number;
  /** Pause between two probes (ms). */
  intervalMs?: number;
  /** Stops the wait early; it then fails as a timeout would, marked `aborted`. */
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_INTERVAL_MS = 25;

/** A wait that ended without the thing it waited for; names it and what was seen last. */
export class WaitError extends Error {
  constructor(
    readonly what: string,
    readonly last: unknown,
    readonly waitedMs: number,
    readonly aborted = false,
  ) {
    super(
      `${aborted ? 'stopped waiting' : `not within ${waitedMs} ms`} for ${what}; last seen: ${shown(last)}`,
    );
    this.name = 'WaitError';
  }
}

/** A short readable form of any value, for the error message. */
function shown(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  let text: string;
  try {
    text =
      typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

type Falsy = undefined | null | false | 0 | '';

/**
 * Calls `probe` until it returns a truthy value (awaiting it if it is a promise) and resolves to
 * that value; throws a `WaitError` naming `what` and the last value when `timeoutMs` passes.
 * A probe that throws ends the wait with its error.
 * @example const match = await until('match 7 in play', () => list.find((m) => m.id === 7));
 */
export async function until<T>(
  what: string,
  probe: () => T | Falsy | Promise<T | Falsy>,
  options: WaitOptions = {},
): Promise<T> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS, signal } = options;
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    const waited = Date.now() - started;
    if (signal?.aborted) throw new WaitError(what, value, waited, true);
    if (waited >= timeoutMs) throw new WaitError(what, value, waited);
    await pause(Math.min(intervalMs, timeoutMs - waited), signal);
  }
}

export interface ReadOptions extends WaitOptions {
  /**
   * On timeout, resolve to the last reading instead of failing: for a caller whose own checks of
   * the reading then say more precisely what is wrong than the reading as a whole would.
   */
  lastOnTimeout?: boolean;
}

/**
 * Reads until `ok` holds for what was read, and resolves to that reading; the `WaitError` of a
 * timeout carries the last reading (in `last` and in its message).
 * @example const body = await readUntil('three rows', () => get('/api/x'), (b) => b.rows.length === 3);
 */
export async function readUntil<T>(
  what: string,
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  options: ReadOptions = {},
): Promise<T> {
  let last: { value: T } | undefined;
  try {
    const held = await until(
      what,
      async () => {
        last = { value: await read() };
        return ok(last.value) && last;
      },
      options,
    );
    return held.value;
  } catch (error) {
    if (error instanceof WaitError && last) {
      if (options.lastOnTimeout && !error.aborted) return last.value;
      throw new WaitError(what, last.value, error.waitedMs, error.aborted);
    }
    throw error;
  }
}

/**
 * How long (ms) it took until `probe` held, or null when it did not within `timeoutMs` (or the
 * signal stopped the wait): for measuring recoveries, where never is a result, not an error.
 */
export async function msUntil(
  what: string,
  probe: () => unknown,
  options: WaitOptions = {},
): Promise<number | null> {
  const started = Date.now();
  try {
    await until(what, probe, options);
    return Date.now() - started;
  } catch (error) {
    if (error instanceof WaitError) return null;
    throw error;
  }
}

/** Anything with `on`/`off` listeners: a Node EventEmitter, a socket.io socket, a browser page. */
export interface Listenable {
  on(name: string, listener: (...args: unknown[]) => void): unknown;
  off(name: string, listener: (...args: unknown[]) => void): unknown;
}

export interface EventOptions<T> {
  timeoutMs?: number;
  /** Only an event whose first argument passes resolves the wait; others are let by. */
  match?: (payload: T) => boolean;
}

/**
 * The first argument of the next `name` event on `source` (that `match` accepts); fails naming the
 * event when none comes within `timeoutMs`. Listen before doing what should cause the event:
 * @example const frame = nextEvent(socket, 'score'); await post(...); expect(await frame).toEqual(...);
 */
export function nextEvent<T = unknown>(
  source: Listenable,
  name: string,
  options: EventOptions<T> = {},
): Promise<T> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, match } = options;
  const started = Date.now();
  let last: unknown;
  return new Promise<T>((resolve, reject) => {
    const listener = (...args: unknown[]) => {
      const payload = args[0] as T;
      last = payload;
      let accepted: boolean;
      try {
        accepted = !match || match(payload);
      } catch (error) {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (!accepted) return;
      finish();
      resolve(payload);
    };
    const timer = setTimeout(() => {
      finish();
      const what = match ? `a matching '${name}' event` : `a '${name}' event`;
      reject(new WaitError(what, last, Date.now() - started));
    }, timeoutMs);
    function finish() {
      clearTimeout(timer);
      source.off(name, listener);
    }
    source.on(name, listener);
  });
}
