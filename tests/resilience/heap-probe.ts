/**
 * @module resilience/heap-probe
 * A test-only probe preloaded into the test server (`--import`, never part of the build): over
 * the IPC channel the runner opened, it runs two full memory-reducing collections and answers
 * with the process's memory and its open handles. The production server has no such channel:
 * `npm start` opens none, and nothing in `src/` reads process messages.
 */
import type { ChildProcess, StdioOptions } from 'node:child_process';

/**
 * The probe's source as a `data:` URL for `--import`. The collections need V8's `gc` extension,
 * which the server's heap flags expose (scripts/heap-flags.mjs); the second one collects what
 * the first one's finalizers let go. The channel is unref'd: it must not keep the server up.
 */
export const HEAP_PROBE_IMPORT = `data:text/javascript,${encodeURIComponent(`
process.on('message', (m) => {
  if (!m || m.type !== 'soak:memory') return;
  const collect = () => globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  collect();
  setTimeout(() => {
    collect();
    const u = process.memoryUsage();
    const resources = process.getActiveResourcesInfo();
    process.send({ type: 'soak:memory', id: m.id, gc: typeof globalThis.gc === 'function',
      rss: u.rss, heapUsed: u.heapUsed, heapTotal: u.heapTotal, external: u.external,
      arrayBuffers: u.arrayBuffers, resources: resources.length,
      tcp: resources.filter((r) => r === 'TCPSocketWrap').length });
  }, 200);
});
process.channel?.unref();
`)}`;

/**
 * The Node arguments and stdio of a server started with the probe or without it. Without it
 * (the default of every part) the server has no IPC channel and no preload, as in production.
 * @example spawn(node, [...heapProbeLaunch(true).args, 'dist/main.mjs'], { stdio: …stdio })
 */
export function heapProbeLaunch(enabled: boolean): { args: string[]; stdio: StdioOptions } {
  return enabled
    ? { args: ['--import', HEAP_PROBE_IMPORT], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }
    : { args: [], stdio: ['ignore', 'pipe', 'pipe'] };
}

/** One reading of the server's memory after the forced collections, in MB (two decimals). */
export interface MemoryReading {
  /** Epoch ms of the answer. */
  at: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** Active handles and requests (process.getActiveResourcesInfo). */
  resources: number;
  /** Open TCP sockets (each client connection is one; the listening socket is not). */
  tcp: number;
}

interface ProbeAnswer {
  type: string;
  id: number;
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  resources: number;
  tcp: number;
}

/** Two decimals: the soak's trend is fitted to these, and 0.1 MB steps would hide a slope. */
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
let nextId = 1;

/**
 * Asks the probe of `child` for a reading; rejects when it does not answer within `ms` or the
 * collections could not run (a reading without them would not compare with the others).
 * @example const reading = await readMemory(child);
 */
export function readMemory(child: ChildProcess, ms = 15_000): Promise<MemoryReading> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no memory reading within ${ms} ms`)), ms);
    const onMessage = (m: ProbeAnswer) => {
      if (m?.type !== 'soak:memory' || m.id !== id) return;
      if (!m.gc) return done(new Error('the server has no gc extension (--expose-gc)'));
      done(undefined, {
        at: Date.now(),
        rssMb: mb(m.rss),
        heapUsedMb: mb(m.heapUsed),
        heapTotalMb: mb(m.heapTotal),
        externalMb: mb(m.external),
        arrayBuffersMb: mb(m.arrayBuffers),
        resources: m.resources,
        tcp: m.tcp,
      });
    };
    function done(error?: Error, reading?: MemoryReading) {
      clearTimeout(timer);
      child.off('message', onMessage);
      if (error) reject(error);
      else resolve(reading!);
    }
    child.on('message', onMessage);
    child.send({ type: 'soak:memory', id });
  });
}
