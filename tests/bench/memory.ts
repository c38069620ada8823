/**
 * `npm run bench:memory`: the built server's memory with its default simulator, in a fresh
 * DATA_DIR, on loopback, bounded in time.
 *
 * 1. peak: RSS (VmRSS of /proc/<pid>/status) sampled every 250 ms from spawn until the first
 *    start's history back-fill has ended and its writes have settled;
 * 2. idle: RSS and heap after `--settle` seconds more;
 * 3. an hour of play: the simulator runs at SIM_SPEED `--speed` (60 by default: a simulated
 *    minute per second), so `--hour` seconds of simulated play (3,600 by default) pass in
 *    hour / speed real seconds after the idle reading; RSS and heap are read then.
 *
 * The server is `dist/main.mjs` with the heap flags and allocator setting `npm start` gives it
 * (scripts/heap-flags.mjs; `--node-flags ""` runs it with V8's and glibc's defaults). Heap
 * figures come from a tiny probe preloaded with `--import` that answers over the IPC channel
 * (no HTTP, no inspector).
 * Options: --speed 60 --hour 3600 --settle 20 --sample-ms 250 --limit 300
 *          --budget-peak 400 --budget-idle 300 --out bench-results/memory.json
 *          --node-flags "--max-old-space-size=256"
 * Writes the JSON with budgets, results and `pass`; exits 1 when a budget is missed.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { HEAP_ENV, HEAP_FLAGS } from '../../scripts/heap-flags.mjs';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const options = {
  speed: Number(arg('speed', '60')),
  /** Simulated seconds of play to cover before the "after an hour" reading. */
  hour: Number(arg('hour', '3600')),
  settle: Number(arg('settle', '20')),
  sampleMs: Number(arg('sample-ms', '250')),
  /** Hard limit of the whole run, seconds: the server is killed after it. */
  limit: Number(arg('limit', '300')),
  budgetPeakMb: Number(arg('budget-peak', '400')),
  budgetIdleMb: Number(arg('budget-idle', '300')),
  /** Node flags of the server: by default those `npm start` applies (scripts/heap-flags.mjs). */
  nodeFlags: arg('node-flags', HEAP_FLAGS.join(' ')).split(' ').filter(Boolean),
  out: arg('out', 'bench-results/memory.json'),
};
// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const log = (...parts: unknown[]) =>
  console.log(`[memory ${new Date().toISOString().slice(11, 19)}]`, ...parts);

/** Answers `{ type: 'memory' }` with the process's memory usage and V8 heap statistics. */
const PROBE = `data:text/javascript,${encodeURIComponent(`
import v8 from 'node:v8';
process.on('message', (m) => {
  if (m && m.type === 'memory') {
    const u = process.memoryUsage();
    const h = v8.getHeapStatistics();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
    process.send({ type: 'memory', rss: u.rss, heapUsed: u.heapUsed, heapTotal: u.heapTotal,
      external: u.external, arrayBuffers: u.arrayBuffers, heapLimit: h.heap_size_limit,
      mallocedMemory: h.malloced_memory, spaces });
  }
});
process.channel?.unref();
`)}`;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  heapLimit: number;
  mallocedMemory: number;
  spaces: Record<string, number>;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** VmRSS of a process in bytes, or null once it is gone. */
function vmRss(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Where a process's resident pages are, MB: the V8 heap and other anonymous mappings, glibc's
 * brk heap (`[heap]`: SQLite, compression contexts, addon buffers) and the files mapped (the
 * node binary, native addons). Answers "is it the JavaScript heap or not?" for a reading.
 */
function rssBreakdown(pid: number): Record<string, number> {
  const parts: Record<string, number> = { anonymous: 0, brkHeap: 0, files: 0 };
  let kind: keyof typeof parts = 'anonymous';
  try {
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        const name = head[1] ?? '';
        kind = name === '[heap]' ? 'brkHeap' : name.startsWith('/') ? 'files' : 'anonymous';
      } else if (line.startsWith('Rss:')) {
        parts[kind]! += Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024;
      }
    }
  } catch {
    return {};
  }
  return Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, mb(v)]));
}

function startServer(dataDir: string): ChildProcess {
  return fork(path.join(ROOT, 'dist', 'main.mjs'), [], {
    cwd: ROOT,
    execArgv: ['--import', PROBE, ...options.nodeFlags],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: {
      // What `npm start` sets (a value in this environment wins, as it does there).
      ...(options.nodeFlags.length > 0 ? HEAP_ENV : {}),
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FEED: 'simulator',
      SIM_SPEED: String(options.speed),
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
  });
}

function readMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory answer within 10 s')), 10_000);
    const onMessage = (m: { type?: string }) => {
      if (m?.type !== 'memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m as Memory);
    };
    child.on('message', onMessage);
    child.send({ type: 'memory' });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const summary = (m: Memory) => ({
  rssMb: mb(m.rss),
  heapUsedMb: mb(m.heapUsed),
  heapTotalMb: mb(m.heapTotal),
  externalMb: mb(m.external),
  arrayBuffersMb: mb(m.arrayBuffers),
  mallocedMb: mb(m.mallocedMemory),
  oldSpaceUsedMb: mb(m.spaces.old_space ?? 0),
  codeSpaceUsedMb: mb(m.spaces.code_space ?? 0),
});

async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-memory-bench-'));
  const started = Date.now();
  const child = startServer(dataDir);
  const guard = setTimeout(() => child.kill('SIGKILL'), options.limit * 1000);
  const events: Record<string, number> = {};
  const backfill: { matches?: number } = {};
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    let entry: { msg?: string; matches?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return;
    }
    if (entry.msg && !(entry.msg in events)) events[entry.msg] = Date.now() - started;
    if (entry.msg === 'back-fill complete') backfill.matches = entry.matches;
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  let peak = { rss: 0, atMs: 0 };
  let samples = 0;
  /** RSS every ~2 s, MB, for the report's timeline. */
  const timeline: [number, number][] = [];
  const sampler = setInterval(() => {
    const rss = vmRss(child.pid!);
    if (rss === null) return;
    if (samples++ % Math.round(2000 / options.sampleMs) === 0)
      timeline.push([Math.round((Date.now() - started) / 100) / 10, mb(rss)]);
    if (rss > peak.rss) peak = { rss, atMs: Date.now() - started };
  }, options.sampleMs);
  try {
    while (!('back-fill complete' in events)) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      if (Date.now() - started > options.limit * 1000) throw new Error('no back-fill end in time');
      await sleep(100);
    }
    const backfillMs = events['back-fill complete'];
    log(`back-fill of ${backfill.matches} matches ended after ${backfillMs} ms`);
    // The last chunks are still being written when the log line appears: keep sampling.
    await sleep(5_000);
    const peakDuringBackfill = { rssMb: mb(peak.rss), atMs: peak.atMs };
    await sleep(Math.max(0, options.settle * 1000 - 5_000));
    const idle = { ...summary(await readMemory(child)), rssParts: rssBreakdown(child.pid!) };
    log('idle', JSON.stringify(idle));
    // The hour of play starts once the back-fill has settled, so it measures the steady state.
    const playFrom = Date.now();
    await sleep((options.hour / options.speed) * 1000);
    const playedMs = Date.now() - playFrom;
    const afterHour = {
      ...summary(await readMemory(child)),
      rssParts: rssBreakdown(child.pid!),
    };
    log('after an hour of play', JSON.stringify(afterHour));
    return {
      dataDir,
      backfill: { matches: backfill.matches, endedAfterMs: backfillMs },
      startupEventsMs: events,
      peakDuringBackfill,
      overallPeakRssMb: mb(peak.rss),
      samples,
      idle: { afterSeconds: Math.round((backfillMs + options.settle * 1000) / 1000), ...idle },
      afterHour: {
        realSeconds: Math.round(playedMs / 1000),
        simulatedMinutes: Math.round((playedMs * options.speed) / 60_000),
        ...afterHour,
      },
      timeline,
    };
  } finally {
    clearInterval(sampler);
    clearTimeout(guard);
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const began = Date.now();
const result = await run();
const budgets = {
  peakRssMb: {
    limit: options.budgetPeakMb,
    value: result.peakDuringBackfill.rssMb,
    met: result.peakDuringBackfill.rssMb <= options.budgetPeakMb,
  },
  idleRssAfterHourMb: {
    limit: options.budgetIdleMb,
    value: result.afterHour.rssMb,
    met: result.afterHour.rssMb <= options.budgetIdleMb,
  },
};
const pass = Object.values(budgets).every((b) => b.met);
const report = {
  benchmark: 'memory',
  when: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - began) / 1000),
  machine: {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  options,
  ...result,
  dataDir: undefined,
  budgets,
  pass,
};
mkdirSync(path.dirname(path.resolve(ROOT, options.out)), { recursive: true });
writeFileSync(path.resolve(ROOT, options.out), JSON.stringify(report, null, 2) + '\n');
log(`written ${options.out}`, JSON.stringify(budgets));
process.exit(pass ? 0 : 1);
