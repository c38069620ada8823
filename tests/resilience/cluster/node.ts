/**
 * @module resilience/cluster/node
 * One server process of a cluster: the built server on loopback with the environment and the
 * DATA_DIR the caller chooses (a killed node restarts on the same one), its warn-and-above log
 * lines kept, and an exit that can be a SIGTERM, a SIGKILL or a wait.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { HEAP_ENV, HEAP_FLAGS } from '../../../scripts/heap-flags.mjs';
import { sleep } from '../stats';
import { freePort } from '../../support/free-port';

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;
const KEPT_LINES = 100;

export interface ClusterNode {
  name: string;
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  alive(): boolean;
  /** How it ended (`exit 1`, `signal SIGKILL`), or null while it runs. */
  exitStatus(): string | null;
  /** Its warn-and-above log lines (the newest), how many there were, and how many at error or above. */
  problems(): { count: number; errors: number; lines: string[] };
  /** SIGKILL, then wait for the exit: a crash as the operating system makes one. */
  kill(): Promise<void>;
  /** SIGTERM (SIGKILL after a grace period), then wait for the exit. */
  stop(): Promise<void>;
}

export interface NodeOptions {
  name: string;
  dataDir: string;
  env: Record<string, string>;
  /** A port to listen on (a restart keeps its clients' address); a free one when absent. */
  port?: number;
  signal?: AbortSignal;
}

function keepProblems(child: ChildProcess) {
  const kept: string[] = [];
  let count = 0;
  let errors = 0;
  const keep = (line: string) => {
    // The JSON log is at LOG_LEVEL=warn; stderr's start-up lines are not problems.
    if (line.trim() === '' || line.startsWith('live-score: ')) return;
    count += 1;
    // Pino levels: 50 error, 60 fatal. Counted here, as only the newest lines are kept.
    if (/"level":(5\d|60)/.test(line)) errors += 1;
    kept.push(line.length > 1_000 ? `${line.slice(0, 1_000)}…` : line);
    if (kept.length > KEPT_LINES) kept.shift();
  };
  createInterface({ input: child.stdout! }).on('line', keep);
  createInterface({ input: child.stderr! }).on('line', keep);
  return () => ({ count, errors, lines: [...kept] });
}

async function waitReady(url: string, child: ChildProcess, signal?: AbortSignal): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS && !signal?.aborted) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited during start-up (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(150);
    }
  }
  throw new Error(`no answer on /api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the built server (`dist/main.mjs`); resolves once `/api/health` answers.
 * @example
 * const web = await startNode(root, { name: 'web1', dataDir, env: { ROLE: 'web', REDIS_URL } });
 * try { … } finally { await web.stop(); }
 */
export async function startNode(root: string, options: NodeOptions): Promise<ClusterNode> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...HEAP_FLAGS, path.join(root, 'dist', 'main.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...HEAP_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      FEED: 'simulator',
      SIM_HISTORY: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      ...options.env,
    },
  });
  const problems = keepProblems(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (alive()) {
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    }
  };
  try {
    await waitReady(url, child, options.signal);
  } catch (error) {
    await end('SIGKILL');
    throw new Error(`${options.name}: ${(error as Error).message}\n${problems().lines.join('\n')}`);
  }
  return {
    name: options.name,
    url,
    port,
    pid: child.pid!,
    dataDir: options.dataDir,
    alive,
    exitStatus: () =>
      alive() ? null : child.signalCode ? `signal ${child.signalCode}` : `exit ${child.exitCode}`,
    problems,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
