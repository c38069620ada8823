/**
 * @module resilience/soak/phases
 * The soak's steps against one server: warm it up, read its settled memory, run a wave of
 * connects and disconnects, and broadcast to connected clients while sampling memory.
 */
import type { MemoryReading } from '../heap-probe';
import type { TestServer } from '../server';
import { sleep } from '../stats';
import type { Broadcaster } from './broadcaster';
import type { ClientStats, SoakClients } from './clients';
import type { Sample } from './trend';

/** Longest a settle waits for the server to have closed the clients' connections. */
const CLOSE_WAIT_MS = 20_000;

export interface Soak {
  server: TestServer;
  clients: SoakClients;
  broadcast: Broadcaster;
  signal: AbortSignal;
  /** Epoch ms by which the part must be done (PartContext.deadline). */
  deadline: number;
  log(...parts: unknown[]): void;
}

/**
 * Waits until the server holds no more TCP connections than `idleTcp` (every client gone on its
 * side too), then `settleS` seconds more, and reads its memory after forced full collections.
 */
export async function settledReading(
  s: Soak,
  settleS: number,
  idleTcp: number,
): Promise<MemoryReading & { closeWaitMs: number }> {
  const started = Date.now();
  let reading = await s.server.memory();
  while (reading.tcp > idleTcp && Date.now() - started < CLOSE_WAIT_MS && !s.signal.aborted) {
    await sleep(500, s.signal);
    reading = await s.server.memory();
  }
  const closeWaitMs = Date.now() - started;
  await sleep(settleS * 1000, s.signal);
  return { ...(await s.server.memory()), closeWaitMs };
}

/**
 * What the baseline should already have paid for: code compiled, caches and pools of a server
 * that has served clients and broadcasts. Connects `clients`, broadcasts at `rate` for
 * `seconds`, disconnects them, and leaves the feed at `trickle` updates a second.
 */
export async function warmUp(
  s: Soak,
  sizes: { clients: number; seconds: number; rate: number; trickle: number },
): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await s.clients.connect(sizes.clients);
    s.broadcast.setRate(sizes.rate);
    await sleep((sizes.seconds * 1000) / 2, s.signal);
    s.broadcast.setRate(sizes.trickle);
    await s.clients.disconnect();
  }
}

export interface WaveResult {
  wave: number;
  connected: number;
  failed: number;
  connectMs: number;
  disconnectMs: number;
  reading: MemoryReading & { closeWaitMs: number };
}

/** One wave: `n` clients connect, then all disconnect; the settled reading after it. */
export async function wave(
  s: Soak,
  index: number,
  n: number,
  settle: { seconds: number; idleTcp: number },
): Promise<WaveResult> {
  const opened = await s.clients.connect(n);
  const closed = await s.clients.disconnect();
  const reading = await settledReading(s, settle.seconds, settle.idleTcp);
  s.log(
    `wave ${index}: ${opened.open} connected in ${opened.ms} ms (${opened.failed} failed), closed in ${closed.ms} ms; heap ${reading.heapUsedMb} MB, RSS ${reading.rssMb} MB`,
  );
  return {
    wave: index,
    connected: opened.open,
    failed: opened.failed,
    connectMs: opened.ms,
    disconnectMs: closed.ms,
    reading,
  };
}

export interface BroadcastResult {
  clients: number;
  seconds: number;
  written: number;
  heap: Sample[];
  rss: Sample[];
  readings: MemoryReading[];
  /** The warm-up the trend skips, scaled with the broadcast when the deadline shortened it. */
  warmupS: number;
  stats: ClientStats;
  /** Seq of the server's live state after the broadcast, and where it was before it. */
  seqBefore: number;
  seqAfter: number;
}

/** The live state's seq as the snapshot states it. */
export async function liveSeq(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/live/snapshot`, {
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { data?: { seq?: number } };
  return body.data?.seq ?? Number.NaN;
}

/**
 * `clients` clients connected, the feed at `rate` for `seconds`, memory read every `everyS`
 * seconds; then the feed paused, the clients' final state read and the clients disconnected.
 * On a machine slower than planned the broadcast ends early, `reserveS` before the deadline, so
 * the part still ends in time with what it measured (its length is in the result).
 */
export async function broadcastSoak(
  s: Soak,
  sizes: {
    clients: number;
    seconds: number;
    everyS: number;
    warmupS: number;
    rate: number;
    trickle: number;
    reserveS: number;
  },
): Promise<BroadcastResult> {
  await s.clients.connect(sizes.clients);
  await s.clients.reset();
  const seqBefore = await liveSeq(s.server.url);
  const before = s.broadcast.written();
  const heap: Sample[] = [];
  const rss: Sample[] = [];
  const readings: MemoryReading[] = [];
  s.broadcast.setRate(sizes.rate);
  const started = Date.now();
  const end = Math.min(started + sizes.seconds * 1000, s.deadline - sizes.reserveS * 1000);
  // A shortened broadcast is sampled as often, for its length, as the planned one would be,
  // so that the trend still has as many samples after its (as shortened) warm-up.
  const scale = Math.min(1, (end - started) / (sizes.seconds * 1000));
  const everyMs = sizes.everyS * 1000 * scale;
  const warmupS = sizes.warmupS * scale;
  if (scale < 1)
    s.log(`broadcast shortened to ${Math.round((end - started) / 1000)} s by the deadline`);
  for (let due = started + everyMs; due <= end && !s.signal.aborted;) {
    await sleep(due - Date.now(), s.signal);
    const reading = await s.server.memory();
    const t = (reading.at - started) / 1000;
    readings.push(reading);
    heap.push({ t, value: reading.heapUsedMb });
    rss.push({ t, value: reading.rssMb });
    due += everyMs;
  }
  const seconds = (Date.now() - started) / 1000;
  s.broadcast.setRate(0);
  const written = s.broadcast.written() - before;
  // The last lines are due a moment after they are written, then one merge window more.
  await sleep(1_500);
  const stats = await s.clients.stats();
  const seqAfter = await liveSeq(s.server.url);
  s.broadcast.setRate(sizes.trickle);
  await s.clients.disconnect();
  return {
    clients: stats.open,
    seconds,
    written,
    heap,
    rss,
    readings,
    warmupS,
    stats,
    seqBefore,
    seqAfter,
  };
}
