/**
 * @module resilience/cluster/redis
 * A private Redis server on a free loopback port (no persistence), which a part may stop and
 * start again on the same port: an outage the nodes see as refused connections, and a server
 * that comes back empty, as after a restart without persistence.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { sleep } from '../stats';
import { freePort } from '../../support/free-port';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const READY_TIMEOUT_MS = 10_000;

export interface PrivateRedis {
  port: number;
  url: string;
  running(): boolean;
  /** Process id while it runs (for a last-resort kill when the runner exits abruptly). */
  pid(): number | undefined;
  /** Starts it (again) on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL: connections drop at once, nothing is saved. */
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @example
 * const redis = await startPrivateRedis();
 * try { await redis.stop(); await redis.start(); } finally { await redis.stop(); }
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    child!.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    if (running()) return;
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly'];
    child = spawn(REDIS_SERVER, [...args, 'no', '--protected-mode', 'no'], {
      stdio: 'ignore',
    });
    const current = child;
    exited = new Promise((resolve) => current.once('exit', () => resolve()));
    const started = Date.now();
    while (!(await accepts(port))) {
      if (!running()) throw new Error(`redis-server on port ${port} exited at start`);
      if (Date.now() - started > READY_TIMEOUT_MS) {
        await stop();
        throw new Error(`redis-server on port ${port} did not accept connections`);
      }
      await sleep(50);
    }
  };
  await start();
  const pid = () => (running() ? child!.pid : undefined);
  return { port, url: `redis://127.0.0.1:${port}`, running, pid, start, stop };
}
