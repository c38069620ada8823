/**
 * Benchmark: the hot read paths under a crowd. The built server
 * runs in this process with its default simulator in a temporary DATA_DIR; once the simulator's
 * history is back-filled, wrk (or autocannon where wrk is not installed; a separate process, so
 * the load does not share the server's event loop) drives each call for a few seconds at 100
 * connections over loopback, asking for compressed answers as browsers do. Every figure is
 * judged as a ratio to `GET /api/health` measured in the same run, because absolute numbers on
 * a shared 2-core machine are noise. `npm run bench:http` runs it with the heap settings `npm start`
 * gives the server (`run-ts.mjs --server-heap`), so its garbage collection is production's.
 *   npm run bench:http
 * Env: BENCH_SECONDS (per call, 6), BENCH_CONNECTIONS (100), BENCH_OUT (a file name under
 * bench-results/, http.json), BENCH_ONLY (comma-separated call names to run), BENCH_TOOL (wrk or
 * autocannon), BENCH_WRK_THREADS (1).
 * Writes bench-results/<BENCH_OUT> and exits 1 when a budget is missed.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/start-server';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUT = process.env.BENCH_OUT ?? 'http.json';
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const BACKFILL_TIMEOUT_MS = 120_000;
const P99_BUDGET_MS = 100;
const SETTLE_MS = 5_000;
// scripts/run-ts.mjs runs a bundled copy elsewhere and puts this file's own path in argv[1].
const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const AUTOCANNON = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
/**
 * The load tool: wrk (C, a fraction of a core) where installed, as the budgets were measured;
 * autocannon (Node, from node_modules) otherwise, which takes a core of its own on a 2-core
 * machine and so caps what any call can reach. `BENCH_TOOL` picks one.
 */
const TOOL =
  process.env.BENCH_TOOL ?? (spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk');
// One wrk thread: the server's JavaScript runs on one core, the load on the other. A second
// thread only competes with the server for a core and shows up as the scheduler's delays in p99.
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);
// Every browser asks for compressed answers; a crowd without it is not one the server meets.
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** One call and the least share of health's req/s it must reach. */
interface Call {
  name: string;
  path: string;
  kind: 'baseline' | 'live list' | 'count' | 'stored' | 'page';
  minRatio: number;
}

interface Measured {
  /** Event-loop stalls over STALL_MS while this call ran, in ms (only for warmed calls). */
  stallsMs?: number[];
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytesPerReq: number;
}

let backfilled!: () => void;
const backfill = new Promise<void>((resolve) => (backfilled = resolve));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-http-bench-'));
const server = await startServer({
  config: loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  }),
  logger: createLogger('silent'),
  distDir: path.join(ROOT, 'dist'),
  shutdownGraceMs: 500,
  progress: (line) => {
    if (line.startsWith('history back-filled')) backfilled();
  },
});

// Measure the steady state, not the first minute's bulk writes of past seasons.
const waited = await Promise.race([
  backfill.then(() => 'done' as const),
  new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), BACKFILL_TIMEOUT_MS)),
]);
console.error(`back-fill: ${waited}`);
// The back-fill's last writes and the simulator's clean-up after it run in the next seconds.
await new Promise((r) => setTimeout(r, SETTLE_MS));

const { db } = server.app.services.database;
const table = await db
  .selectFrom('leagues')
  .select('id')
  .where('has_table', '=', 1)
  .orderBy('id')
  .executeTakeFirst();
const tops = await db
  .selectFrom('leagues')
  .select('id')
  .where('has_toplist', '=', 1)
  .orderBy('id')
  .executeTakeFirst();

const CALLS: Call[] = [
  { name: 'health', path: '/api/health', kind: 'baseline', minRatio: 1 },
  { name: 'live snapshot', path: '/api/live/snapshot', kind: 'live list', minRatio: 0.7 },
  { name: 'in-play list', path: '/api/games/inplay', kind: 'live list', minRatio: 0.7 },
  {
    name: 'in-play list of a sport',
    path: '/api/games/inplay/type/1',
    kind: 'live list',
    minRatio: 0.7,
  },
  { name: 'display counts', path: '/api/display/count', kind: 'count', minRatio: 0.7 },
  {
    name: 'in-play counts',
    path: '/api/inplay/all/count/betting/all',
    kind: 'count',
    minRatio: 0.7,
  },
  { name: 'results', path: '/api/inplay/result?sportsId=1', kind: 'stored', minRatio: 0.5 },
  ...(table
    ? [
        {
          name: 'league table',
          path: `/api/league-table/${table.id}`,
          kind: 'stored' as const,
          minRatio: 0.5,
        },
      ]
    : []),
  ...(tops
    ? [
        {
          name: 'top lists',
          path: `/api/toplist/${tops.id}`,
          kind: 'stored' as const,
          minRatio: 0.5,
        },
      ]
    : []),
  { name: 'in-play page', path: '/', kind: 'page', minRatio: 0.15 },
];

/** Runs the load tool against one path and returns its figures. */
function measure(urlPath: string): Promise<Measured> {
  return TOOL === 'wrk' ? measureWrk(urlPath) : measureAutocannon(urlPath);
}

/** wrk's duration figures (`812.00us`, `1.25ms`, `2.01s`) in milliseconds. */
function wrkMs(text: string): number {
  const [, value = '0', unit = 'ms'] = /([\d.]+)(us|ms|s|m)/.exec(text) ?? [];
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[unit] ?? 1;
  return Math.round(Number(value) * scale * 100) / 100;
}

async function measureWrk(urlPath: string): Promise<Measured> {
  const { stdout } = await run(
    'wrk',
    [
      ...['-t', String(WRK_THREADS), '-c', String(CONNECTIONS), '-d', `${SECONDS}s`],
      ...['--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, server.url + urlPath],
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const grab = (re: RegExp) => re.exec(stdout)?.[1];
  const requests = Number(grab(/(\d+) requests in/) ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(stdout)
    ?.slice(1)
    .reduce((n, v) => n + Number(v), 0);
  const readBytes = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(stdout);
  const bytes = readBytes
    ? Number(readBytes[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[readBytes[2]!]!
    : 0;
  return {
    requests,
    reqPerSec: Math.round(Number(grab(/Requests\/sec:\s+([\d.]+)/) ?? 0)),
    p50Ms: wrkMs(grab(/\n\s+50%\s+(\S+)/) ?? '0'),
    p99Ms: wrkMs(grab(/\n\s+99%\s+(\S+)/) ?? '0'),
    errors: socketErrors ?? 0,
    non2xx: Number(grab(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    bytesPerReq: requests > 0 ? Math.round(bytes / requests) : 0,
  };
}

async function measureAutocannon(urlPath: string): Promise<Measured> {
  const { stdout } = await run(
    process.execPath,
    [
      ...[AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS)],
      ...['-H', `accept-encoding=${ACCEPT_ENCODING}`, server.url + urlPath],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    throughput: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    requests: r.requests.total,
    reqPerSec: Math.round(r.requests.total / SECONDS),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytesPerReq: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

type Result = Call & Measured & { ratio: number; pass: boolean; misses: string[] };

/**
 * Whole-process stalls seen while one call was measured: a 10 ms timer that fires late by more
 * than STALL_MS means nothing else ran either. They explain a p99 far above p50.
 */
const STALL_MS = 50;
let stalls: number[] = [];
let lastTick = performance.now();
setInterval(() => {
  const t = performance.now();
  const late = t - lastTick - 10;
  if (late > STALL_MS) stalls.push(Math.round(late));
  lastTick = t;
}, 10).unref();

/** Warms a call up (first render, query plans), then measures it. */
async function warmAndMeasure(call: Call): Promise<Measured> {
  for (let i = 0; i < 3; i++) await fetch(server.url + call.path).then((r) => r.arrayBuffer());
  stalls = [];
  const m = await measure(call.path);
  return { ...m, stallsMs: stalls };
}

const [healthCall, ...others] = CALLS as [Call, ...Call[]];
const measured: { call: Call; m: Measured }[] = [];
const healthFirst = await warmAndMeasure(healthCall);
console.error(
  `health (first)           ${healthFirst.reqPerSec} req/s  p99 ${healthFirst.p99Ms} ms`,
);
for (const call of others) {
  if (ONLY && !ONLY.includes(call.name)) continue;
  const m = await warmAndMeasure(call);
  measured.push({ call, m });
  console.error(
    `${call.name.padEnd(24)} ${String(m.reqPerSec).padStart(6)} req/s  p50 ${m.p50Ms} ms  p99 ${m.p99Ms} ms  stalls ${m.stallsMs?.join(',') ?? ''}`,
  );
}
// Health again at the end: the machine is shared, and the faster of the two is the stricter
// yardstick for every ratio.
const healthLast = await measure(healthCall.path);
console.error(`health (last)            ${healthLast.reqPerSec} req/s  p99 ${healthLast.p99Ms} ms`);
const health = healthFirst.reqPerSec >= healthLast.reqPerSec ? healthFirst : healthLast;

function judge(call: Call, m: Measured): Result {
  const ratio = Math.round((m.reqPerSec / health.reqPerSec) * 1000) / 1000;
  const misses: string[] = [];
  if (ratio < call.minRatio) misses.push(`req/s ${ratio} × health < ${call.minRatio}`);
  if (m.p99Ms > P99_BUDGET_MS) misses.push(`p99 ${m.p99Ms} ms > ${P99_BUDGET_MS} ms`);
  if (m.errors > 0 || m.non2xx > 0) misses.push(`${m.errors} errors, ${m.non2xx} non-2xx`);
  return { ...call, ...m, ratio, pass: misses.length === 0, misses };
}
const results: Result[] = [
  judge(healthCall, health),
  ...measured.map(({ call, m }) => judge(call, m)),
];
for (const r of results) {
  console.error(
    `${r.name.padEnd(24)} ${String(r.reqPerSec).padStart(6)} req/s  ×${r.ratio.toFixed(2)}  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  ${r.misses.join('; ')}`,
  );
}

await server.close();
rmSync(dataDir, { recursive: true, force: true });

const report = {
  benchmark: 'http',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, execArgv: process.execArgv },
  settings: {
    seconds: SECONDS,
    connections: CONNECTIONS,
    tool: TOOL === 'wrk' ? `wrk -t${WRK_THREADS}` : 'autocannon',
    acceptEncoding: ACCEPT_ENCODING,
    loopback: true,
  },
  budgets: {
    p99Ms: P99_BUDGET_MS,
    ratioToHealth: { 'live list': 0.7, count: 0.7, stored: 0.5, page: 0.15 },
  },
  health: { first: healthFirst, last: healthLast },
  results,
  pass: results.every((r) => r.pass),
};
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, OUT), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify({ pass: report.pass, file: `bench-results/${OUT}` }));
process.exit(report.pass ? 0 : 1);
