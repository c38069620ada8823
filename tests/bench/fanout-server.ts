/**
 * Fan-out benchmark, server process (started by tests/bench/fanout.ts over IPC). Serves the
 * live list on 127.0.0.1 with one of:
 * - `sio`: the product's realtime layer (createRealtime + live hub, merge window, encode once);
 * - `sio-plain`: socket.io with its defaults, no live layer (idle-memory reference only);
 * - `ws`: a bare `ws` server sending the same merged frames (the throughput reference).
 * A generator publishes a deterministic stream of score and odds events to the bus at a given
 * rate; event `j` is due at `t0 + j / rate`, which the load process uses as the ingest time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';
import { createWindow } from '../../src/lib/domain/live-coalesce';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import { createLiveMirror } from '../../src/lib/domain/live-mirror';
import type { LiveFrame } from '../../src/lib/domain/socket-contract';
import type { SportId } from '../../src/lib/domain/sports';
import { createMemoryBus } from '../../src/server/feed/bus';
import { createLogger } from '../../src/server/logger';
import { createRealtime } from '../../src/server/realtime/create-realtime';
import { createLiveHub } from '../../src/server/realtime/live-hub';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const kind = arg('kind', 'sio') as 'sio' | 'sio-plain' | 'ws';
const windowMs = Number(arg('window', '50'));
const send = (message: object) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

const http = createServer();
const bus = createMemoryBus();
let clients = () => 0;

if (kind === 'sio') {
  const logger = createLogger('silent');
  const hub = createLiveHub({ bus, logger });
  const rt = createRealtime({ httpServer: http, logger, allowedOrigins: [], hub, windowMs });
  clients = () => rt.io.of('/inplay').sockets.size;
} else if (kind === 'sio-plain') {
  const io = new Server(http);
  clients = () => io.of('/inplay').sockets.size;
  io.of('/inplay').on('connection', () => undefined);
} else {
  // The same mirror, merge window and frame as the product, written with bare ws.
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  clients = () => wss.clients.size;
  const mirror = createLiveMirror();
  const window = createWindow();
  let since = 0;
  bus.subscribe((event) => {
    for (const o of mirror.apply(event)) if (o.toLists) window.add(o.entry);
  });
  const flush = () => {
    if (window.size() === 0) return;
    const frame: LiveFrame = { ch: 'list:all', after: since, seq: mirror.seq(), ev: window.take() };
    since = frame.seq;
    const data = Buffer.from(JSON.stringify(frame));
    for (const c of wss.clients) c.send(data, { binary: false });
  };
  // The same window rule as the product's fan-out (half the time at most spent sending).
  const tick = () => {
    const started = performance.now();
    flush();
    const spent = performance.now() - started;
    const next = Math.min(Math.max(windowMs * 4, 200), Math.max(windowMs, 2 * spent));
    setTimeout(tick, Math.max(0, next - spent)).unref();
  };
  setTimeout(tick, windowMs).unref();
}

const SPORTS: SportId[] = [1, 18, 13, 17, 16, 91, 78, 12, 151];

interface RunPlan {
  rate: number;
  /** Events before the measured ones (rows introduced, caches warm). */
  warmup: number;
  measured: number;
  matches: number;
}

/** Publishes the plan's events on schedule; reports timing, CPU and memory of the measured part. */
async function run(plan: RunPlan) {
  const interval = 1000 / plan.rate;
  const base = 1_000_000 + Math.floor(Math.random() * 1_000_000) * 1_000;
  let seq = base;
  const goals = new Int32Array(plan.matches);
  const ticks = new Int32Array(plan.matches);
  // Every match enters the list first (whole rows, not measured).
  for (let m = 0; m < plan.matches; m++) {
    bus.publish(score(++seq, m, goals[m]!, 0));
  }
  const total = plan.warmup + plan.measured;
  const t0 = now() + 300;
  send({ type: 'schedule', firstSeq: seq + 1, t0, interval, from: plan.warmup, to: total });
  let j = 0;
  let cpuStart = process.cpuUsage();
  let measuredAt = 0;
  let rssMax = 0;
  const lags: number[] = [];
  const rssTimer = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 100);
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = now();
      while (j < total && t0 + j * interval <= t) {
        if (j === plan.warmup) {
          cpuStart = process.cpuUsage();
          measuredAt = t;
          rssMax = 0;
        }
        const m = j % plan.matches;
        const event =
          j % 10 < 7
            ? score(++seq, m, (goals[m] = goals[m]! + (j % 53 === 0 ? 1 : 0)), ++ticks[m]!)
            : odds(++seq, m, j);
        bus.publish(event);
        if (j >= plan.warmup) lags.push(now() - (t0 + j * interval));
        j++;
      }
      if (j >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, t0 + j * interval - now())));
    };
    tick();
  });
  const elapsed = now() - measuredAt;
  const cpu = process.cpuUsage(cpuStart);
  await new Promise((r) => setTimeout(r, windowMs * 4 + 200));
  clearInterval(rssTimer);
  lags.sort((a, b) => a - b);
  send({
    type: 'done',
    base,
    clients: clients(),
    cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsed) * 100,
    rssMaxMb: Math.max(rssMax, process.memoryUsage().rss) / 2 ** 20,
    publishLagP99Ms: lags[Math.floor(lags.length * 0.99)] ?? 0,
  });
}

function score(seq: number, m: number, goals: number, tick: number): LiveEvent {
  const id = 5_000_000 + m;
  return {
    type: 'score',
    seq,
    sportId: SPORTS[m % SPORTS.length]!,
    matchId: id,
    update: {
      upcoming_id: id,
      bet365_id: String(150_000_000 + m),
      time_status: 1,
      ss: `${goals}-${Math.floor(goals / 2)}`,
      scores: {
        '1': { home: String(Math.min(goals, 2)), away: '0' },
        '2': { home: String(goals), away: String(Math.floor(goals / 2)) },
      },
      timer: { tm: 10 + Math.floor(tick / 60), ts: tick % 60, tt: '1', ta: 0, md: 0 },
    },
    change: null,
  };
}

function odds(seq: number, m: number, j: number): LiveEvent {
  const id = 5_000_000 + m;
  const n = Math.round((1.5 + (j % 97) / 50) * 100) / 100;
  return {
    type: 'odds',
    seq,
    sportId: SPORTS[m % SPORTS.length]!,
    matchId: id,
    update: {
      upcoming_id: id,
      book_id: 1,
      odd_type: 1,
      home: { o: 1.9, n },
      draw: { o: 3.4, n: 3.4 },
      away: { o: 2.1, n: Math.round((4.2 - n) * 100) / 100 },
      middle: { o: null, n: null },
    },
    change: null,
  };
}

process.on('message', (message: { type: string } & Partial<RunPlan>) => {
  if (message.type === 'run') void run(message as unknown as RunPlan);
  // A clean exit (rather than a kill) lets --cpu-prof write its profile.
  if (message.type === 'exit') process.exit(0);
  if (message.type === 'memory') {
    // Settle the heap twice so the figure is what connections hold, not garbage.
    (globalThis as { gc?: () => void }).gc?.();
    setTimeout(() => {
      (globalThis as { gc?: () => void }).gc?.();
      const mem = process.memoryUsage();
      send({
        type: 'memory',
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
        external: mem.external + mem.arrayBuffers,
        clients: clients(),
      });
    }, 500);
  }
});

http.listen(0, '127.0.0.1', () => {
  send({ type: 'ready', port: (http.address() as AddressInfo).port, kind });
});
