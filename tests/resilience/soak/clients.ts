/**
 * @module resilience/soak/clients
 * Drives the soak's client process (clients-main.ts): a child of its own, so that thousands of
 * sockets' reads do not delay this process's feed writes and memory readings.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ClientStats {
  /** Clients connected and open now. */
  open: number;
  /** Frames received since the last reset, all clients together, and per client. */
  frames: number;
  minFrames: number;
  maxFrames: number;
  /** Frames that did not start where the client's previous frame ended. */
  gaps: number;
  /** Lowest and highest seq the clients hold. */
  minSeq: number;
  maxSeq: number;
  /** Connections the server closed since the last reset. */
  dropped: number;
}

export interface SoakClients {
  /** Opens `n` more clients on `/inplay`. */
  connect(n: number): Promise<{ open: number; failed: number; ms: number }>;
  /** Closes every client and waits until each is closed. */
  disconnect(): Promise<{ closed: number; ms: number }>;
  stats(): Promise<ClientStats>;
  /** Counts frames, gaps and drops from zero again. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the client process against `baseUrl`.
 * `matches` are the bet365 ids of the matches in play (every fourth client follows one).
 * @example const clients = await startClients(root, url, ['7781']); await clients.connect(2_000);
 */
export async function startClients(
  root: string,
  baseUrl: string,
  matches: readonly string[],
  addresses = 16,
): Promise<SoakClients> {
  const child: ChildProcess = fork(
    path.join(root, 'scripts', 'run-ts.mjs'),
    [path.join(root, 'tests', 'resilience', 'soak', 'clients-main.ts')],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T>(type: string, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`soak clients: no ${type} in ${ms} ms`)), ms);
      const onMessage = (m: { type: string }) => m.type === type && done(undefined, m as T);
      const onExit = () => done(new Error(`soak clients exited before ${type}`));
      function done(error?: Error, message?: T) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(message!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T>(type: string, reply: string, ms: number, extra: object = {}) => {
    const answer = next<T>(reply, ms);
    child.send({ type, ...extra });
    return answer;
  };
  await next('ready', 60_000);
  return {
    // About 1,000 connections a second here; the limit leaves room for a slow, shared machine.
    connect: (n) =>
      ask('connect', 'connected', 30_000 + n * 20, { url: baseUrl, n, addresses, matches }),
    disconnect: () => ask('disconnect', 'disconnected', 60_000),
    stats: () => ask('stats', 'stats', 10_000),
    reset: () => ask('reset', 'reset', 10_000),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.send({ type: 'exit' });
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}
