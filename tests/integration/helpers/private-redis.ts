/**
 * A private redis-server on a free port, without persistence, that a test may kill and start
 * again (the shared Redis of the machine is never restarted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../support/free-port';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `probe` holds, or fails naming `what`. */
export async function until(what: string, probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

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
      for (let i = 0; i < 200; i++) {
        if (await answers(port)) return;
        await sleep(25);
      }
      throw new Error('redis-server did not start');
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
