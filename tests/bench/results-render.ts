/**
 * Benchmark: server render time of the results list and the result details page on a database
 * grown by a simulated day (issue 14 "Budgets": a results page of 50 rows renders in ≤ 30 ms,
 * measured with the 24-hour database of `bench:db-growth`).
 *
 * The database: BENCH_DATA_DIR when given (e.g. a directory kept by
 * `BENCH_KEEP=1 npm run bench:db-growth`), else `tests/bench/db-growth.ts` is run here with
 * BENCH_KEEP=1 (BENCH_HOURS simulated hours, default 24) and its directory is used and removed.
 * The built server then runs in this process with no feed (the database holds still), and each
 * page is asked for one at a time with a query the page cache has not seen, so every answer is
 * a render: p50/p95/max of the wall-clock time on loopback, which includes the HTTP round trip.
 *   npm run bench:results
 * Env: BENCH_DATA_DIR (with BENCH_DATA_NOTE saying what it holds), BENCH_HOURS (24),
 * BENCH_RENDERS (200).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/start-server';

const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const LIST_BUDGET_MS = 30;
const WARM_UP = 20;

/** Runs the db-growth benchmark keeping its database; resolves to the kept directory. */
function grownDatabase(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/run-ts.mjs'), path.join(ROOT, 'tests/bench/db-growth.ts')],
      { cwd: ROOT, env: { ...process.env, BENCH_KEEP: '1' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let kept = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stderr.write(text);
      kept = /kept (\S+)/.exec(text)?.[1] ?? kept;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && kept ? resolve(kept) : reject(new Error(`db-growth exited with ${code}`)),
    );
  });
}

const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? (await grownDatabase());
const server = await startServer({
  config: loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROLE: 'web',
    LOG_LEVEL: 'silent',
  }),
  logger: createLogger('silent'),
  distDir: path.join(ROOT, 'dist'),
  shutdownGraceMs: 500,
});
const { db } = server.app.services.database;

// The simulated day's last finished matches: their Seoul day is the busiest of the database.
const latest = await db
  .selectFrom('matches')
  .select(['time'])
  .where('time_status', '=', 3)
  .orderBy('time', 'desc')
  .executeTakeFirstOrThrow();
const day = new Date((Number(latest.time) + 9 * 3600) * 1000).toISOString().slice(0, 10);
const finished = await db
  .selectFrom('matches')
  .select(['id'])
  .where('time_status', '=', 3)
  .where('sport_id', '=', 1)
  .orderBy('time', 'desc')
  .limit(40)
  .execute();

let unique = 0;
/** One render: a query the page cache has not seen. */
async function render(pathAndQuery: string): Promise<{ ms: number; status: number; rows: number }> {
  const sep = pathAndQuery.includes('?') ? '&' : '?';
  const url = `${server.url}${pathAndQuery}${sep}bench=${unique++}`;
  const started = performance.now();
  const res = await fetch(url);
  const html = await res.text();
  const ms = performance.now() - started;
  return { ms, status: res.status, rows: html.split('class="results-row"').length - 1 };
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function measure(paths: string[]) {
  for (let i = 0; i < WARM_UP; i++) await render(paths[i % paths.length]!);
  const times: number[] = [];
  const rows: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const answer = await render(paths[i % paths.length]!);
    if (answer.status !== 200)
      throw new Error(`${paths[i % paths.length]} answered ${answer.status}`);
    times.push(answer.ms);
    rows.push(answer.rows);
  }
  return { ...summary(times), rows: Math.min(...rows) };
}

const langs = ['kr', 'en', 'jp'];
const listPaths = langs.map(
  (lang) => `/game/results/inplay?lang=${lang}&type=result&date_from=${day}&date_to=${day}`,
);
const list = await measure(listPaths);
if (list.rows < 50) throw new Error(`the results page of ${day} has ${list.rows} rows, not 50`);
const tabs = ['odds-graph', 'league-table', 'toplist', 'odds-book', 'statistics'];
const details: Record<string, ReturnType<typeof summary>> = {};
for (const tab of tabs) {
  const paths = finished.map((m) => `/game/result/info/${m.id}?lang=en&sports=soccer&tab=${tab}`);
  const { rows: _rows, ...timing } = await measure(paths);
  details[tab] = timing;
}
await server.close();
if (!given) rmSync(dataDir, { recursive: true, force: true });

const result = {
  benchmark: 'results-render',
  date: new Date().toISOString(),
  database: given
    ? (process.env.BENCH_DATA_NOTE ?? 'BENCH_DATA_DIR')
    : `db-growth, ${process.env.BENCH_HOURS ?? 24} simulated hours`,
  day,
  resultsList: { ...list, budgetP95Ms: LIST_BUDGET_MS, withinBudget: list.p95 <= LIST_BUDGET_MS },
  resultDetails: details,
};
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench-results', 'results-render.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
if (!result.resultsList.withinBudget) process.exitCode = 1;
