/**
 * @module feed/ingest
 * Turns the provider's update stream into (1) in-memory live state, (2) batched database
 * writes and (3) bus events numbered by `seq` (spec §3 "Events from the socket": score change,
 * odds change, ended, details, URL update). Application is synchronous; storage runs behind.
 * The state, the appliers and the writer live in feed/ingest/; this wires them together.
 */
import type { FeedStore } from '../db/repositories/feed-store';
import type { ReferenceNames } from '../contracts/feed-records';
import type { Logger } from '../logger';
import type { Bus } from './bus';
import { apply } from './ingest/apply';
import { createIngestState, liveStateReader } from './ingest/state';
import { createWriter, type WriteStatus } from './ingest/writer';
import type { LiveStateReader } from './live-state';
import type { FeedSink } from './updates';

export interface IngestOptions {
  store: FeedStore;
  bus: Bus;
  logger: Logger;
  /** Wall clock for storage timestamps. */
  now?: () => number;
  /** How often queued writes are flushed. */
  flushIntervalMs?: number;
  /** A match whose only change is its clock is rewritten at most this often. */
  clockWriteIntervalMs?: number;
  /** Odds history of a finished match keeps one price per this interval. */
  compactIntervalMs?: number;
  /** Gives English-only reference rows their Korean and Japanese names before storing. */
  names?: ReferenceNames | undefined;
}

export interface Ingest extends FeedSink {
  state: LiveStateReader;
  /** Writes everything queued; resolves when stored. */
  flush(): Promise<void>;
  /** Starts periodic flushing. */
  start(): void;
  stop(): Promise<void>;
  /** Updates applied since start, by type (for health and benchmarks). */
  counts(): Record<string, number>;
  /** Whether the feed's writes reach storage (consecutive failed flushes, and why). */
  writeStatus(): WriteStatus;
}

export function createIngest(options: IngestOptions): Ingest {
  const state = createIngestState({
    store: options.store,
    bus: options.bus,
    log: options.logger.child({ name: 'app:ingest' }),
    now: options.now ?? Date.now,
    clockWriteIntervalMs: options.clockWriteIntervalMs ?? 10_000,
    compactIntervalMs: options.compactIntervalMs ?? 5 * 60_000,
    names: options.names,
  });
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const { flush, status: writeStatus } = createWriter(state);
  const { log } = state;
  let timer: ReturnType<typeof setInterval> | undefined;

  return {
    state: liveStateReader(state),
    push(updates) {
      for (const update of updates) {
        if (state.feedTime === undefined || update.at > state.feedTime) state.feedTime = update.at;
        try {
          apply(state, update);
        } catch (error) {
          log.error({ err: error, type: update.type }, 'feed update could not be applied');
        }
      }
      // Large back-fills flush as they go so memory stays bounded.
      const { batch } = state;
      if (batch.matches.length > 500 || batch.oddsHistory.length > 20_000) void flush();
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    counts: () => ({ ...state.counts }),
    writeStatus,
  };
}
