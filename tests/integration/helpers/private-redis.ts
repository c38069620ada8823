/**
 * A private redis-server on a free port, without persistence, that a test may kill and start
 * again (the shared Redis of the machine is never restarted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../support/free-port';
import { until } from '../../support/wait';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

export interface PrivateRedis {
  url: string;
  /** Starts it (again, empty) on the same port. */
  start(): Promise<void>;
  /** SIGKILL, as a crash: nothing is saved. */
  kill(): Promise<void>;
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await until('redis-server to answer', () => answers(port), { timeoutMs: 10_000 });
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
