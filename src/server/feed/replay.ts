/**
 * @module feed/replay
 * FEED=replay: plays a recorded JSONL stream (gzipped when its name ends in .gz) back through the
 * same ingest, at the recorded pace times REPLAY_SPEED (0 = as fast as possible). Malformed lines
 * are counted and skipped. With REPLAY_SHIFT=now the recording is moved to the present: played
 * at once, its last moment becomes now (the world stands as the recording left it); played at a
 * pace, its first moment becomes now (it goes on from there). Browser tests use it for a world
 * that is the same on every run.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Logger } from '../logger';
import { shiftUpdate } from './replay-shift';
import type { FeedProvider, FeedSink, FeedStatus, FeedUpdate } from './updates';

const TYPES = new Set([
  'reference',
  'fixture',
  'snapshot',
  'odds',
  'status',
  'ended',
  'url',
  'lineup',
  'appearances',
  'completed',
]);

export interface ReplayOptions {
  file: string;
  /** 1 = recorded pace; 10 = ten times faster; 0 = no waiting. */
  speed: number;
  logger: Logger;
  /** Updates pushed per batch when not waiting. */
  batchSize?: number;
  /** 'now': move the recording's times to the present (see the module's note). Default 'off'. */
  shift?: ReplayShift;
  /** The wall clock (tests pass their own). */
  now?: () => number;
}

export type ReplayShift = 'off' | 'now';

export interface ReplayProvider extends FeedProvider {
  /** Resolves when the whole file has been pushed. */
  done(): Promise<{ pushed: number; skipped: number }>;
}

function parseLine(line: string): FeedUpdate | null {
  try {
    const value = JSON.parse(line) as { type?: unknown; at?: unknown };
    if (
      typeof value !== 'object' ||
      value === null ||
      !TYPES.has(String(value.type)) ||
      typeof value.at !== 'number'
    )
      return null;
    return value as FeedUpdate;
  } catch {
    return null;
  }
}

/** The recording's lines, decompressed when the file is gzipped. */
function readLines(file: string): AsyncIterable<string> {
  const raw = createReadStream(file);
  const input = file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  return createInterface({ input, crlfDelay: Infinity });
}

/** The times of the recording's first and last readable updates, or null when it has none. */
async function recordedSpan(file: string): Promise<{ first: number; last: number } | null> {
  let first: number | undefined;
  let last = 0;
  for await (const line of readLines(file)) {
    const update = line.trim() ? parseLine(line) : null;
    if (!update) continue;
    first ??= update.at;
    last = update.at;
  }
  return first === undefined ? null : { first, last };
}

export function createReplayProvider(options: ReplayOptions): ReplayProvider {
  const log = options.logger.child({ name: 'app:feed', provider: 'replay' });
  let status: FeedStatus = 'stopped';
  let stopped = false;
  let finished: Promise<{ pushed: number; skipped: number }> = Promise.resolve({
    pushed: 0,
    skipped: 0,
  });

  const now = options.now ?? Date.now;

  /** How far the recording moves: to end now when played at once, to start now when paced. */
  async function shiftFor(): Promise<number> {
    if (options.shift !== 'now') return 0;
    const span = await recordedSpan(options.file);
    if (!span) return 0;
    return now() - (options.speed > 0 ? span.first : span.last);
  }

  async function play(sink: FeedSink): Promise<{ pushed: number; skipped: number }> {
    let pushed = 0;
    let skipped = 0;
    let firstAt: number | undefined;
    // Read before the play: awaiting inside the loop below would let the lines run on unread.
    const delta = await shiftFor();
    const startedAt = now();
    let pending: FeedUpdate[] = [];
    const batchSize = options.batchSize ?? 500;
    for await (const line of readLines(options.file)) {
      if (stopped) break;
      if (!line.trim()) continue;
      const recorded = parseLine(line);
      if (!recorded) {
        skipped++;
        continue;
      }
      firstAt ??= recorded.at;
      const update = shiftUpdate(recorded, delta);
      if (options.speed > 0) {
        const due = startedAt + (recorded.at - firstAt) / options.speed;
        const wait = due - now();
        if (wait > 5) {
          if (pending.length) sink.push(pending);
          pending = [];
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      pending.push(update);
      pushed++;
      if (pending.length >= batchSize) {
        sink.push(pending);
        pending = [];
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    if (pending.length) sink.push(pending);
    if (skipped) log.warn({ skipped }, 'replay skipped malformed lines');
    log.info({ pushed }, 'replay finished');
    status = 'stopped';
    return { pushed, skipped };
  }

  return {
    name: 'replay',
    status: () => status,
    async start(sink) {
      stopped = false;
      status = 'running';
      finished = play(sink).catch((error: unknown) => {
        log.error({ err: error, file: options.file }, 'replay failed');
        status = 'stale';
        return { pushed: 0, skipped: 0 };
      });
    },
    async stop() {
      stopped = true;
      await finished;
      status = 'stopped';
    },
    done: () => finished,
  };
}
