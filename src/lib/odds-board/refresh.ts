/**
 * @module odds-board/refresh
 * When a live board fetches its rows again (spec §2.19): a price
 * push asks for a refresh, but at most one request is in flight and requests start at least
 * `minIntervalMs` apart; asks in between fold into one refresh at the earliest allowed moment.
 */

export interface RefreshTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Refresher {
  /** Asks for fresh rows (a push arrived, the interval ticked, the filter changed). */
  request(): void;
  /** Drops any waiting refresh; an answer still in flight is ignored by the caller. */
  stop(): void;
}

/**
 * @param load fetches and applies the rows; its failure only ends the request.
 * @example const r = createRefresher(() => fetchRows(), { minIntervalMs: 3000 }); r.request();
 */
export function createRefresher(
  load: () => Promise<unknown>,
  options: { minIntervalMs: number; timers?: RefreshTimers },
): Refresher {
  const timers: RefreshTimers = options.timers ?? {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  };
  let lastStart = -Infinity;
  let inFlight = false;
  let wanted = false;
  let timer: unknown = null;
  let stopped = false;

  function start() {
    wanted = false;
    inFlight = true;
    lastStart = timers.now();
    load()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (wanted && !stopped) request();
      });
  }

  function request() {
    if (stopped) return;
    wanted = true;
    if (inFlight || timer !== null) return;
    const wait = lastStart + options.minIntervalMs - timers.now();
    if (wait <= 0) {
      start();
      return;
    }
    timer = timers.setTimeout(() => {
      timer = null;
      if (!stopped && !inFlight) start();
    }, wait);
  }

  return {
    request,
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
