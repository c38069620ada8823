/**
 * @module resilience/killload/load-process
 * The part's side of the load process: forks load-main.ts (through scripts/run-ts.mjs, as the
 * fan-out benchmark starts its load) and asks it things over IPC, one answer per request type.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { LoadReply, LoadRequest } from './load-protocol';

type Reply<T extends LoadReply['type']> = Extract<LoadReply, { type: T }>;

export interface LoadProcess {
  pid: number;
  alive(): boolean;
  send(request: LoadRequest): void;
  /** The next reply of a type (one already received first). */
  next<T extends LoadReply['type']>(type: T, limitMs?: number): Promise<Reply<T>>;
  /** Asks it to close its clients and exit; SIGKILL if it has not after a moment. */
  close(): Promise<void>;
}

/**
 * @example const load = await startLoad(root); load.send({ type: 'report' }); await load.next('report');
 */
export async function startLoad(root: string): Promise<LoadProcess> {
  const child: ChildProcess = fork(
    path.join(root, 'scripts', 'run-ts.mjs'),
    ['tests/resilience/killload/load-main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // KILLLOAD_PROFILE=dir writes a CPU profile of the load process there (to see its stalls).
      execArgv: process.env.KILLLOAD_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.KILLLOAD_PROFILE}`]
        : [],
    },
  );
  const inbox: LoadReply[] = [];
  const waiters: { type: string; resolve: (m: LoadReply) => void }[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // A send to a process that has exited emits 'error' here; the waiting `next` says it exited.
  child.on('error', (error) => console.error('load process:', error.message));
  child.on('message', (m: LoadReply) => {
    if (m.type === 'error') console.error('load process:', m.message);
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m);
    else inbox.push(m);
  });
  const next = <T extends LoadReply['type']>(type: T, limitMs = 60_000) => {
    const i = inbox.findIndex((m) => m.type === type);
    if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0] as Reply<T>);
    return new Promise<Reply<T>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`load: no '${type}' in ${limitMs} ms`)),
        limitMs,
      );
      void exit.then(() => reject(new Error(`load process exited before '${type}'`)));
      waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m as Reply<T>)) });
    });
  };
  await next('ready');
  return {
    pid: child.pid!,
    alive: () => !exited,
    send: (request) => {
      if (!exited) child.send(request);
    },
    next,
    async close() {
      if (exited) return;
      child.send({ type: 'close' } satisfies LoadRequest);
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killer);
    },
  };
}
