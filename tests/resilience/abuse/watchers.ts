/**
 * @module resilience/abuse/watchers
 * What runs beside the abuse: a well-behaved `/inplay` client (frame arrivals and the round
 * trip of an acknowledged event) and a `/api/health` poller in a child process, and the server's
 * RSS, each split into the phases the part marks (baseline, abuse, after).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';

/** Samples per phase. */
export type Phased<T> = Record<string, T[]>;

export interface Samples {
  frameGapsMs: Phased<number>;
  ackRttMs: Phased<number>;
  /** Acknowledged events sent per phase (those never answered are the difference). */
  probesSent: Record<string, number>;
  /** Health polls: latency in ms, or -1 for a failure (refused, reset, 3 s timeout). */
  healthMs: Phased<number>;
  rssMb: Phased<number>;
  observerDisconnects: string[];
}

export interface Watchers {
  /** Starts a new phase; samples from now on go under `name`. */
  phase(name: string): void;
  /** Stops watching and hands over every sample. */
  stop(): Promise<Samples>;
}

const PROBE_EVERY_MS = 250;
const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 3_000;
const RSS_EVERY_MS = 250;

const empty = (): Samples => ({
  frameGapsMs: {},
  ackRttMs: {},
  probesSent: {},
  healthMs: {},
  rssMb: {},
  observerDisconnects: [],
});

function push<T>(phased: Phased<T>, phase: string, value: T): void {
  (phased[phase] ??= []).push(value);
}

/** Connects the observer; resolves once its first frame arrived (or after 5 s). */
async function observer(baseUrl: string, s: Samples, current: () => string): Promise<Socket> {
  const socket = io(`${baseUrl}/inplay`, { transports: ['websocket'], reconnection: false });
  let last = 0;
  let first: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (first = resolve));
  socket.on('live:batch', () => {
    const now = performance.now();
    if (last > 0) push(s.frameGapsMs, current(), now - last);
    last = now;
    first();
  });
  socket.on('disconnect', (reason) => s.observerDisconnects.push(reason));
  await Promise.race([started, new Promise((r) => setTimeout(r, 5_000))]);
  return socket;
}

function probe(socket: Socket, s: Samples, phase: string): void {
  const sent = performance.now();
  s.probesSent[phase] = (s.probesSent[phase] ?? 0) + 1;
  // An event the server acknowledges at once (leaving a room the client is not in): its
  // round trip is the delivery latency of this namespace, whatever the feed does.
  socket.emit('match:unsubscribe', 'probe', () =>
    push(s.ackRttMs, phase, performance.now() - sent),
  );
}

/** Health polls still waiting for their answer (stop waits for them). */
let polling = 0;

function pollHealth(baseUrl: string, s: Samples, phase: string): void {
  const sent = performance.now();
  polling += 1;
  fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
    .then((r) => r.arrayBuffer())
    .then(
      () => push(s.healthMs, phase, performance.now() - sent),
      () => push(s.healthMs, phase, -1),
    )
    .finally(() => (polling -= 1));
}

/**
 * The observer and the health poller in this process (the child that observer-main.ts runs).
 * @example const w = await watchInProcess(url); w.phase('baseline'); … await w.stop()
 */
export async function watchInProcess(baseUrl: string): Promise<Watchers> {
  let current = 'warm-up';
  const s = empty();
  const socket = await observer(baseUrl, s, () => current);
  const timers = [
    setInterval(() => probe(socket, s, current), PROBE_EVERY_MS),
    setInterval(() => pollHealth(baseUrl, s, current), HEALTH_EVERY_MS),
  ];
  return {
    phase: (name) => (current = name),
    async stop() {
      for (const t of timers) clearInterval(t);
      // Answers still on their way belong to the phase they were sent in: wait for them.
      const until = performance.now() + HEALTH_TIMEOUT_MS;
      while (polling > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
      // Our own close is not a disconnection the server caused.
      socket.off('disconnect');
      socket.close();
      return s;
    },
  };
}

/**
 * Starts the watchers in a child process of their own, so that the attacks' loops in this one
 * do not delay the observer's timers and skew what it measures; samples the server's RSS here.
 * @example const w = await startWatchers(root, url, () => server.rssMb()); w.phase('baseline')
 */
export async function startWatchers(
  root: string,
  baseUrl: string,
  rss: () => number | null,
): Promise<Watchers> {
  const child = fork(
    path.join(root, 'scripts', 'run-ts.mjs'),
    [path.join(root, 'tests', 'resilience', 'abuse', 'observer-main.ts'), baseUrl],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const message = (type: string) =>
    new Promise<{ type: string; samples?: Samples }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`observer: no ${type} in 30 s`)), 30_000);
      child.on('message', (m: { type: string; samples?: Samples }) => {
        if (m.type !== type) return;
        clearTimeout(timer);
        resolve(m);
      });
    });
  await message('ready');
  let current = 'warm-up';
  const rssMb: Phased<number> = {};
  const timer = setInterval(() => {
    const value = rss();
    if (value !== null) push(rssMb, current, value);
  }, RSS_EVERY_MS);
  return {
    phase(name) {
      current = name;
      child.send({ type: 'phase', name });
    },
    async stop() {
      clearInterval(timer);
      const done = message('samples');
      child.send({ type: 'stop' });
      const { samples } = await done.finally(() => child.kill());
      return { ...(samples ?? empty()), rssMb };
    },
  };
}

/**
 * Waits until the server answers `/api/health` within `fastMs` three times in a row (a server
 * that has just started is busy with its first feed writes), at most `maxMs`. Returns how long
 * it waited.
 */
export async function waitQuiet(baseUrl: string, fastMs = 50, maxMs = 20_000): Promise<number> {
  const started = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - started < maxMs) {
    const sent = performance.now();
    try {
      await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
        (r) => r.arrayBuffer(),
      );
      fast = performance.now() - sent <= fastMs ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return Math.round(performance.now() - started);
}
