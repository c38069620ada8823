/**
 * `npm run bench:fanout` (docs/realtime.md "Fan-out benchmark"): the live list's fan-out
 * measured on this machine. A server process and a separate load process on loopback, bounded
 * in time and count:
 *
 * 1. budget run: N clients on the list, M updates/s, through the product's realtime layer and,
 *    in the same run, through a bare `ws` server sending the same frames (the reference);
 * 2. ramp (optional): higher rates on both, for the throughput ratio;
 * 3. idle memory (optional): N idle connections, RSS per connection, product and plain socket.io.
 *
 * Options: --clients 2000 --rate 100 --seconds 10 --warmup 2 --window 50 --matches 300
 *          --ramp 400,1600 --idle 10000 --out bench-results/fanout.json --addresses 8 --loaders 1
 * `--loaders` shares the clients of a stream out over several load processes and merges their
 * latency histograms. On this 2-core machine one is best: a second load process takes CPU from
 * the server (5,000 clients: p99 237 ms with two, 182 ms with one).
 * `--preset 10k` (`npm run bench:fanout:10k`): 10,000 clients, a 400/s ramp step and 10,000 idle
 * connections, written to bench-results/fanout-10k.json and judged against the bare `ws`
 * reference of the same run (0 lost, throughput ≥ 0.9 ×, p99 ≤ 1.2 ×, idle ≤ 8 KB per
 * connection); it exits 1 on a miss. Any option given explicitly overrides the preset's.
 * Each process needs a descriptor per connection: the run stops early, naming `ulimit -n`, when
 * the open-files limit is too low for the clients asked for.
 * The JSON states each budget and whether it was met.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Option defaults of a named run; explicit options still win. */
const PRESETS: Record<string, Record<string, string>> = {
  '10k': {
    clients: '10000',
    seconds: '20',
    ramp: '400',
    idle: '10000',
    addresses: '16',
    out: 'bench-results/fanout-10k.json',
    'p99-ms': '',
    'p99-vs-ws': '1.2',
    'throughput-vs-ws': '0.9',
    'idle-kb': '8',
    strict: '1',
  },
};
const preset = PRESETS[process.argv[process.argv.indexOf('--preset') + 1] ?? ''] ?? {};
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : (preset[name] ?? fallback);
};
/** A budget limit option; empty means that budget is not judged. */
const limit = (name: string, fallback: string) => {
  const value = arg(name, fallback);
  return value === '' ? null : Number(value);
};
const options = {
  clients: Number(arg('clients', '2000')),
  rate: Number(arg('rate', '100')),
  seconds: Number(arg('seconds', '10')),
  warmup: Number(arg('warmup', '2')),
  window: Number(arg('window', '50')),
  matches: Number(arg('matches', '300')),
  ramp: arg('ramp', '').split(',').filter(Boolean).map(Number),
  idle: Number(arg('idle', '0')),
  addresses: Number(arg('addresses', '8')),
  loaders: Math.max(1, Number(arg('loaders', '1'))),
  /** Seconds idle connections sit before the memory is read. */
  settle: Number(arg('settle', '10')),
  /** Node flags of the server processes (e.g. "--max-semi-space-size=8"). */
  serverFlags: arg('server-flags', '').split(' ').filter(Boolean),
  out: arg('out', 'bench-results/fanout.json'),
  limits: {
    p99Ms: limit('p99-ms', '150'),
    p99VsWs: limit('p99-vs-ws', ''),
    throughputVsWs: limit('throughput-vs-ws', '0.5'),
    idleKbPerConnection: limit('idle-kb', '12'),
    serverRssMb: limit('rss-mb', '1024'),
    bytesPerScoreUpdate: limit('score-bytes', '200'),
  },
  /** Exit 1 when a budget is missed. */
  strict: arg('strict', '0') === '1',
};
ensureOpenFiles(Math.max(options.clients, options.idle));
/** Every child is killed after this, whatever happens. */
const PHASE_LIMIT_MS = 180_000;

const RUN_TS = path.resolve('scripts/run-ts.mjs');
const log = (...parts: unknown[]) =>
  console.log(`[fanout ${new Date().toISOString().slice(11, 19)}]`, ...parts);

/**
 * Every connection holds a descriptor in the load process and one in the server, and both
 * inherit this process's soft limit: stop now with a hint rather than fail mid-connect.
 */
function ensureOpenFiles(connections: number) {
  let soft = Infinity;
  try {
    const m = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (m && m[1] !== 'unlimited') soft = Number(m[1]);
  } catch {
    return; // Not Linux: nothing to read; connecting will say if descriptors run out.
  }
  const needed = connections + 1_000;
  if (soft < needed) {
    console.error(
      `fanout: ${connections} connections need about ${needed} open files per process, the limit is ${soft}; raise it first, e.g. \`ulimit -n ${needed}\` (as root or within the hard limit).`,
    );
    process.exit(2);
  }
}

interface Proc {
  child: ChildProcess;
  next<T>(type: string, ms?: number): Promise<T>;
  send(message: object): void;
  kill(): void;
}

function start(entry: string, args: string[], execArgv: string[] = []): Proc {
  const child = fork(RUN_TS, [entry, ...args], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: { type: string }[] = [];
  const waiters: { type: string; resolve: (m: unknown) => void }[] = [];
  child.on('message', (m: { type: string }) => {
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m);
    else inbox.push(m);
  });
  const guard = setTimeout(() => child.kill('SIGKILL'), PHASE_LIMIT_MS);
  child.once('exit', () => clearTimeout(guard));
  return {
    child,
    next<T>(type: string, ms = 120_000) {
      const i = inbox.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0] as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${entry}: no '${type}' within ${ms} ms`)),
          ms,
        );
        waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m as T)) });
        child.once('exit', (code) =>
          reject(new Error(`${entry} exited (${code}) before '${type}'`)),
        );
      });
    },
    send: (message) => child.send(message),
    kill: () => child.kill('SIGKILL'),
  };
}

interface Done {
  clients: number;
  cpuPercent: number;
  rssMaxMb: number;
  publishLagP99Ms: number;
}
interface LoadResult {
  delivered: number;
  gaps: number;
  frames: number;
  /** Latency histogram, sparse: [bucket, count] with `bucketMs` wide buckets. */
  histogram: [number, number][];
  bucketMs: number;
  bytesPerUpdate: number;
  bytesPerScoreUpdate: number;
  loadCpuPercent: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** p50/p95/p99/max of the load processes' merged latency histograms. */
function percentiles(results: LoadResult[]) {
  const merged = new Map<number, number>();
  for (const r of results)
    for (const [bucket, count] of r.histogram)
      merged.set(bucket, (merged.get(bucket) ?? 0) + count);
  const buckets = [...merged].sort((a, b) => a[0] - b[0]);
  const total = sum(buckets.map(([, c]) => c));
  const bucketMs = results[0]?.bucketMs ?? 0.1;
  const at = (q: number) => {
    let seen = 0;
    for (const [bucket, count] of buckets) {
      seen += count;
      if (seen >= total * q) return Math.round(bucket * bucketMs * 10) / 10;
    }
    return Number.NaN;
  };
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** One measured stream: server of `kind`, `clients` clients, `rate` updates/s. */
async function stream(kind: 'sio' | 'ws', clients: number, rate: number) {
  const server = start(
    'tests/bench/fanout-server.ts',
    ['--kind', kind, '--window', String(options.window)],
    options.serverFlags,
  );
  const loads = Array.from({ length: Math.min(options.loaders, clients) }, () =>
    start('tests/bench/fanout-load.ts', []),
  );
  try {
    const { port } = await server.next<{ port: number }>('ready');
    await Promise.all(loads.map((l) => l.next('ready')));
    loads.forEach((load, i) =>
      load.send({
        type: 'connect',
        url: `http://127.0.0.1:${port}`,
        n: Math.floor(clients / loads.length) + (i < clients % loads.length ? 1 : 0),
        kind,
        addresses: options.addresses,
      }),
    );
    const connections = await Promise.all(
      loads.map((l) => l.next<{ n: number; ms: number }>('connected', 150_000)),
    );
    log(
      `${kind}: ${sum(connections.map((c) => c.n))} clients connected in ${Math.max(...connections.map((c) => c.ms))} ms over ${loads.length} load processes; ${rate} updates/s for ${options.seconds} s`,
    );
    const measured = Math.round(rate * options.seconds);
    server.send({
      type: 'run',
      rate,
      warmup: Math.round(rate * options.warmup),
      measured,
      matches: options.matches,
    });
    const schedule = await server.next<object>('schedule');
    for (const load of loads) load.send({ type: 'schedule', schedule });
    const done = await server.next<Done>(
      'done',
      (options.seconds + options.warmup) * 1000 + 60_000,
    );
    for (const load of loads) load.send({ type: 'finish' });
    const results = await Promise.all(loads.map((l) => l.next<LoadResult>('result')));
    const result = {
      delivered: sum(results.map((r) => r.delivered)),
      gaps: sum(results.map((r) => r.gaps)),
      frames: sum(results.map((r) => r.frames)),
      ...percentiles(results),
      // The first load process holds client 0, whose frames the byte counts are taken from.
      bytesPerUpdate: results[0]!.bytesPerUpdate,
      bytesPerScoreUpdate: results[0]!.bytesPerScoreUpdate,
      loadCpuPercent: sum(results.map((r) => r.loadCpuPercent)),
    };
    const expected = measured * clients;
    const out = {
      server: kind,
      clients,
      updatesPerSecond: rate,
      seconds: options.seconds,
      publishedUpdates: measured,
      expectedDeliveries: expected,
      deliveredUpdates: result.delivered,
      lostUpdates: expected - result.delivered,
      frameGaps: result.gaps,
      deliveriesPerSecond: Math.round(result.delivered / options.seconds),
      framesPerSecond: Math.round(result.frames / options.seconds),
      latencyMs: { p50: result.p50, p95: result.p95, p99: result.p99, max: result.max },
      bytesPerUpdate: result.bytesPerUpdate,
      bytesPerScoreUpdate: result.bytesPerScoreUpdate,
      serverCpuPercent: Math.round(done.cpuPercent),
      serverRssMb: Math.round(done.rssMaxMb),
      loadCpuPercent: Math.round(result.loadCpuPercent),
      publishLagP99Ms: Math.round(done.publishLagP99Ms * 10) / 10,
    };
    log(JSON.stringify(out));
    return out;
  } finally {
    for (const load of loads) load.send({ type: 'close' });
    server.send({ type: 'exit' });
    await new Promise((r) => setTimeout(r, 1_500));
    server.kill();
    for (const load of loads) load.kill();
  }
}

/** RSS per idle connection: server RSS with `clients` idle connections minus without. */
/**
 * RSS per idle connection, two ways, each after `settle` seconds idle and two full GCs:
 * - marginal: half the clients connected, then the other half; the RSS the second half adds,
 *   per connection (what one more connection costs a server that has seen a burst before);
 * - cold: a fresh server, all clients, RSS after minus before, per connection (includes what the
 *   burst of handshakes leaves behind: a grown young generation, V8's page pool).
 */
async function idle(kind: 'sio' | 'sio-plain', clients: number) {
  const server = start(
    'tests/bench/fanout-server.ts',
    ['--kind', kind],
    ['--expose-gc', ...options.serverFlags],
  );
  const load = start('tests/bench/fanout-load.ts', []);
  type Memory = {
    rss: number;
    heapUsed: number;
    heapTotal: number;
    external: number;
    clients: number;
  };
  const settle = () => new Promise((r) => setTimeout(r, options.settle * 1000));
  const memory = async () => {
    server.send({ type: 'memory' });
    return server.next<Memory>('memory');
  };
  const per = (after: Memory, before: Memory, key: keyof Memory) =>
    Math.round(((after[key] - before[key]) / (after.clients - before.clients) / 1024) * 10) / 10;
  try {
    const { port } = await server.next<{ port: number }>('ready');
    await load.next('ready');
    const url = `http://127.0.0.1:${port}`;
    const half = Math.floor(clients / 2);
    const empty = await memory();
    const connect = async (n: number) => {
      load.send({ type: 'connect', url, n, kind: 'sio', addresses: options.addresses });
      const { ms } = await load.next<{ ms: number }>('connected', 170_000);
      await settle();
      return ms;
    };
    let connectMs = await connect(half);
    const halfway = await memory();
    connectMs += await connect(clients - half);
    const full = await memory();
    const out = {
      server: kind,
      clients: full.clients,
      connectMs,
      rssEmptyMb: Math.round(empty.rss / 2 ** 20),
      rssHalfMb: Math.round(halfway.rss / 2 ** 20),
      rssFullMb: Math.round(full.rss / 2 ** 20),
      rssPerConnectionKb: per(full, halfway, 'rss'),
      coldRssPerConnectionKb: per(full, empty, 'rss'),
      heapUsedPerConnectionKb: per(full, halfway, 'heapUsed'),
      heapTotalPerConnectionKb: per(full, halfway, 'heapTotal'),
      externalPerConnectionKb: per(full, halfway, 'external'),
    };
    log(JSON.stringify(out));
    return out;
  } finally {
    load.send({ type: 'close' });
    server.kill();
    await new Promise((r) => setTimeout(r, 1_500));
    load.kill();
  }
}

const started = Date.now();
const budget = {
  socketio: await stream('sio', options.clients, options.rate),
  ws: await stream('ws', options.clients, options.rate),
};
const ramp: {
  rate: number;
  sio: Awaited<ReturnType<typeof stream>>;
  ws: Awaited<ReturnType<typeof stream>>;
}[] = [];
for (const rate of options.ramp) {
  ramp.push({
    rate,
    sio: await stream('sio', options.clients, rate),
    ws: await stream('ws', options.clients, rate),
  });
}
const memory =
  options.idle > 0
    ? {
        product: await idle('sio', options.idle),
        plainSocketIo: await idle('sio-plain', options.idle),
      }
    : null;

/** Highest delivered rate of a server across every run with no loss (the throughput). */
const best = (key: 'sio' | 'ws') =>
  Math.max(
    ...[key === 'sio' ? budget.socketio : budget.ws, ...ramp.map((r) => r[key])]
      .filter((r) => r.lostUpdates === 0 && r.frameGaps === 0)
      .map((r) => r.deliveriesPerSecond),
    0,
  );
const throughput = { socketio: best('sio'), ws: best('ws') };

/** Each budget with a limit: its value and whether it was met (null: not measured). */
function budgets() {
  const { limits } = options;
  const sio = budget.socketio;
  const judged = {
    p99LatencyMs: [limits.p99Ms, sio.latencyMs.p99, 'max'],
    p99VsWs: [limits.p99VsWs, sio.latencyMs.p99 / budget.ws.latencyMs.p99, 'max'],
    lostUpdates: [0, sio.lostUpdates + sio.frameGaps, 'max'],
    serverRssMb: [limits.serverRssMb, sio.serverRssMb, 'max'],
    bytesPerScoreUpdate: [limits.bytesPerScoreUpdate, sio.bytesPerScoreUpdate, 'max'],
    idleKbPerConnection: [
      limits.idleKbPerConnection,
      memory ? memory.product.rssPerConnectionKb : null,
      'max',
    ],
    throughputVsWs: [
      limits.throughputVsWs,
      throughput.ws ? throughput.socketio / throughput.ws : null,
      'min',
    ],
  } satisfies Record<string, [number | null, number | null, 'max' | 'min']>;
  const out: Record<string, { limit: number; value: number | null; met: boolean | null }> = {};
  for (const [name, [limit, raw, kind]] of Object.entries(judged)) {
    if (limit === null) continue;
    const value = raw === null || Number.isNaN(raw) ? null : Math.round(raw * 1000) / 1000;
    const met = value === null ? null : kind === 'max' ? value <= limit : value >= limit;
    out[name] = { limit, value, met };
  }
  return out;
}
const report = {
  benchmark: 'fanout',
  when: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  options,
  budget,
  ramp,
  memory,
  throughput: {
    ...throughput,
    ratio: throughput.ws ? Math.round((throughput.socketio / throughput.ws) * 100) / 100 : null,
  },
  budgets: budgets(),
};
const pass = Object.values(report.budgets).every((b) => b.met !== false);
mkdirSync(path.dirname(options.out), { recursive: true });
writeFileSync(options.out, JSON.stringify({ ...report, pass }, null, 2) + '\n');
log(`written ${options.out}`);
log(JSON.stringify(report.budgets));
process.exit(options.strict && !pass ? 1 : 0);
