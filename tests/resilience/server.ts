/**
 * @module resilience/server
 * The built server (`dist/main.mjs`) as a child process on 127.0.0.1 with a temporary DATA_DIR,
 * the heap flags `npm start` gives it, and its warnings and errors kept for the report. Each
 * part gets a fresh one, so what one part breaks or changes cannot spoil the next.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { HEAP_ENV, HEAP_FLAGS } from '../../scripts/heap-flags.mjs';
import { createFeedPipe, type FeedPipe } from './feed-pipe';
import { heapProbeLaunch, readMemory, type MemoryReading } from './heap-probe';
import { sleep } from './stats';
import type { ServerNeeds } from './types';
import { freePort } from '../support/free-port';

const exec = promisify(execFile);
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
/** Log lines at warn level or above kept for the report (the newest). */
const KEPT_LINES = 200;

export interface TestServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** VmRSS in MB, or null once the process is gone. */
  rssMb(): number | null;
  /** Still running (no exit, no signal death). */
  alive(): boolean;
  /** How it ended, once it has: `exit 1`, `signal SIGSEGV`. */
  exitStatus(): string | null;
  /** Its JSON log lines at warn level or above (the newest KEPT_LINES), and how many in all. */
  problems(): { count: number; errors: number; lines: string[] };
  /** Its memory after forced full collections; only with `heapProbe` (rejects otherwise). */
  memory(): Promise<MemoryReading>;
  /** The pipe its feed reads, with `feedPipe` (it runs the simulator otherwise). */
  feed: FeedPipe | undefined;
  /** `npm run admin -- create-admin …` against this server's DATA_DIR. */
  createAdmin(username: string, password: string, nickname: string): Promise<void>;
  stop(): Promise<void>;
}

/** VmRSS of a process in MB, or null once it is gone. */
export function vmRssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

function spawnServer(
  root: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
  heapProbe: boolean,
) {
  const probe = heapProbeLaunch(heapProbe);
  return spawn(
    process.execPath,
    [...HEAP_FLAGS, ...probe.args, path.join(root, 'dist', 'main.mjs')],
    {
      cwd: root,
      stdio: probe.stdio,
      env: {
        ...HEAP_ENV,
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        FEED: 'simulator',
        // No back-fill of past seasons: it takes minutes of CPU on a first start and would be
        // measured instead of the abuse. The live matches are there from the first second.
        SIM_HISTORY: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        DATABASE_URL: '',
        ...env,
      },
    },
  );
}

/** Keeps the server's warn-and-above lines (JSON on stdout, start-up messages on stderr). */
function watchLogs(child: ChildProcess) {
  const kept: string[] = [];
  let count = 0;
  let errors = 0;
  const keep = (line: string) => {
    if (line.trim() === '') return;
    count += 1;
    if (/"level":(5\d|60)/.test(line)) errors += 1;
    kept.push(line.length > 2_000 ? `${line.slice(0, 2_000)}…` : line);
    if (kept.length > KEPT_LINES) kept.shift();
  };
  createInterface({ input: child.stdout! }).on('line', keep);
  // stderr carries the human start-up lines too: keep only what is not one of them.
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!line.startsWith('live-score: ')) keep(line);
  });
  return () => ({ count, errors, lines: [...kept] });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`the server did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the built server; resolves once `/api/health` answers.
 * @example
 * const server = await startTestServer(root, { TRUSTED_PROXIES: '1' });
 * try { … } finally { await server.stop(); }
 */
export async function startTestServer(
  root: string,
  env: Record<string, string> = {},
  needs: Pick<ServerNeeds, 'heapProbe' | 'feedPipe'> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-resilience-'));
  const port = await freePort();
  const feed = needs.feedPipe ? createFeedPipe(dataDir) : undefined;
  const child = spawnServer(root, port, dataDir, { ...feed?.env, ...env }, !!needs.heapProbe);
  const problems = watchLogs(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    // The replay reads until the pipe ends; until then its shutdown would wait for a next line.
    await feed?.close().catch(() => undefined);
    if (alive()) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    rssMb: () => vmRssMb(child.pid!),
    alive,
    exitStatus: () =>
      alive() ? null : child.signalCode ? `signal ${child.signalCode}` : `exit ${child.exitCode}`,
    problems,
    memory: () =>
      needs.heapProbe
        ? readMemory(child)
        : Promise.reject(new Error('started without the heap probe (ServerNeeds.heapProbe)')),
    feed,
    async createAdmin(username, password, nickname) {
      const args = ['create-admin', username, '--password', password, '--nickname', nickname];
      await exec('npm', ['run', '--silent', 'admin', '--', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        timeout: 90_000,
      });
    },
    stop,
  };
}
