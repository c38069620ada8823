// V8 heap settings of the server process, applied by `npm start` and measured by
// `npm run bench:memory` (bench-results/memory.json).
//
// Why: on a machine with several GB of memory V8 lets the old generation grow to about four
// times what survived the last full GC before collecting again, and young-generation pages it
// frees stay pooled in the process. The server's live heap is about 130 MB, so a first start's
// back-fill (a few GB of short-lived objects) drove RSS past 900 MB and it stayed there. A 512 MB
// old-generation limit makes V8 use its small-heap growth policy (it grows the heap by a smaller
// factor over what is live) and keeps 3 × today's live heap as headroom; 8 MB semi-spaces bound
// the young generation and its pool (scavenges get more frequent, each cheaper). Flags already
// given on the command line or in NODE_OPTIONS win. See docs/memory.md.
// A fixed growth of 30 % over what survived the last full GC (V8 otherwise picks up to 2× while
// the back-fill allocates fast) keeps the old generation near the ~100 MB live heap; a full GC
// then comes every 30 MB promoted, each as cheap as before (the live heap is what it marks).
// `--expose-gc` lets the server run one memory-reducing collection after a first start's
// back-fill (src/server/runtime/release-memory.ts), which returns the pages that burst left.
export const HEAP_FLAGS = [
  '--max-semi-space-size=8',
  '--max-old-space-size=512',
  '--heap-growing-percent=30',
  '--expose-gc',
];

// glibc gives each thread that allocates (V8's GC helpers, libuv's pool) an arena of its own and
// rarely returns their pages; two arenas cut the idle RSS by about 35 MB in the same benchmark.
// A fixed mmap threshold of 128 KB: glibc otherwise raises it (up to 32 MB) after the first large
// frees, after which big buffers (SQLite's, the back-fill's) come from the heap and their pages
// are rarely given back; with it they are mapped and unmapped whole (−20 MB idle, measured).
// Read by glibc at process start, so it travels with the same re-exec; a value already set wins.
export const HEAP_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

const flagName = (flag) => flag.split('=')[0].replace(/_/g, '-');

/** The flags of HEAP_FLAGS not already set for this process. */
export function missingHeapFlags(
  execArgv = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
) {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(flagName));
  return HEAP_FLAGS.filter((flag) => !given.has(flagName(flag)));
}

/** The variables of HEAP_ENV not already set in `env`. */
export function missingHeapEnv(env = process.env) {
  return Object.fromEntries(Object.entries(HEAP_ENV).filter(([name]) => env[name] === undefined));
}

/**
 * Replaces this process with itself started with the missing heap flags and variables (V8 and
 * glibc read them only at start-up). Nothing happens when they are all set or the runtime cannot
 * replace a process (`process.execve` is Node 23.11+): the server then runs with the defaults.
 */
export function execWithHeapFlags() {
  const missing = missingHeapFlags();
  const env = missingHeapEnv();
  if (missing.length + Object.keys(env).length === 0) return;
  if (typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...env },
  );
}
