/**
 * @module runtime/release-memory
 * Gives the system back the memory a burst of work left resident. A first start's back-fill
 * writes ten thousand past matches in under a minute; V8 keeps the pages that burst made it
 * commit (pooled for reuse, not returned), so the idle server stayed at the burst's high-water
 * mark (bench:memory: 376 MB; one memory-reducing full GC: 234 MB, in about 220 ms).
 * The collection needs V8's `gc` extension (`--expose-gc`, one of the flags `npm start` gives
 * the server, scripts/heap-flags.mjs); without it nothing happens.
 */

/** The options V8's `gc` extension takes; `last-resort` collects with memory reduction. */
type GcExtension = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export interface MemoryReleased {
  ms: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Runs one full, memory-reducing collection now (the event loop waits for it) and reports what
 * it gave back, or returns null when the `gc` extension is not there.
 * @example const released = releaseMemory(); if (released) log.info(released, 'memory released');
 */
export function releaseMemory(
  gc: unknown = (globalThis as { gc?: unknown }).gc,
  rss: () => number = () => process.memoryUsage.rss(),
): MemoryReleased | null {
  if (typeof gc !== 'function') return null;
  const before = rss();
  const started = performance.now();
  (gc as GcExtension)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return {
    ms: Math.round(performance.now() - started),
    rssBeforeMb: mb(before),
    rssAfterMb: mb(rss()),
  };
}
