/**
 * What the page render benchmarks share: the 24-hour database (BENCH_DATA_DIR, or one grown
 * here by `tests/bench/db-growth.ts` and removed afterwards), the built server on it in this
 * process with no feed (the database holds still), and timed renders: each page is asked for
 * with a query the page cache has not seen, so every answer is a render, one at a time on
 * loopback (the wall-clock time includes the HTTP round trip; pages are asked for uncompressed).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { startServer, type RunningServer } from '../../src/server/start-server';

// The bench script's own path (scripts/run-ts.mjs runs a bundled copy elsewhere).
export const ROOT = path.resolve(path.dirname(process.argv[1]!), '../..');
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
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

export interface RenderBench {
  server: RunningServer;
  /** What the database is, for the JSON result. */
  database: string;
  /** p50/p95/max of rendering the paths in turn (after a warm-up), and the fewest `marker`s seen. */
  measure(
    paths: string[],
    marker?: string,
  ): Promise<{ count: number; p50: number; p95: number; max: number; rows: number }>;
  /** Stops the server, removes a database grown here and writes `bench-results/{name}.json`. */
  finish(name: string, result: object): Promise<void>;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return { count: times.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

export async function startRenderBench(): Promise<RenderBench> {
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
  let unique = 0;
  async function render(pathAndQuery: string, marker: string) {
    const sep = pathAndQuery.includes('?') ? '&' : '?';
    const url = `${server.url}${pathAndQuery}${sep}bench=${unique++}`;
    const started = performance.now();
    // Render time, as the budgets mean it: the page uncompressed (compressing is a separate cost
    // of the transport, off the event loop in libuv's pool, and decoding is the client's).
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await res.text();
    const ms = performance.now() - started;
    return { ms, status: res.status, rows: html.split(marker).length - 1 };
  }
  return {
    server,
    database: given
      ? (process.env.BENCH_DATA_NOTE ?? 'BENCH_DATA_DIR')
      : `db-growth, ${process.env.BENCH_HOURS ?? 24} simulated hours`,
    async measure(paths, marker = 'class="results-row"') {
      for (let i = 0; i < WARM_UP; i++) await render(paths[i % paths.length]!, marker);
      const times: number[] = [];
      const rows: number[] = [];
      for (let i = 0; i < RENDERS; i++) {
        const answer = await render(paths[i % paths.length]!, marker);
        if (answer.status !== 200)
          throw new Error(`${paths[i % paths.length]} answered ${answer.status}`);
        times.push(answer.ms);
        rows.push(answer.rows);
      }
      return { ...summary(times), rows: Math.min(...rows) };
    },
    async finish(name, result) {
      await server.close();
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
      writeFileSync(
        path.join(ROOT, 'bench-results', `${name}.json`),
        `${JSON.stringify(result, null, 2)}\n`,
      );
      console.log(JSON.stringify(result, null, 2));
    },
  };
}
