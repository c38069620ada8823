/**
 * @module feed/replay
 * FEED=replay: plays a recorded JSONL stream back through the same ingest, at the recorded
 * pace times REPLAY_SPEED (0 = as fast as possible). Malformed lines are counted and skipped.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Logger } from '../logger';
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
}

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

export function createReplayProvider(options: ReplayOptions): ReplayProvider {
  const log = options.logger.child({ name: 'app:feed', provider: 'replay' });
  let status: FeedStatus = 'stopped';
  let stopped = false;
  let finished: Promise<{ pushed: number; skipped: number }> = Promise.resolve({
    pushed: 0,
    skipped: 0,
  });

  async function play(sink: FeedSink): Promise<{ pushed: number; skipped: number }> {
    const lines = createInterface({ input: createReadStream(options.file), crlfDelay: Infinity });
    let pushed = 0;
    let skipped = 0;
    let firstAt: number | undefined;
    const startedAt = Date.now();
    let pending: FeedUpdate[] = [];
    const batchSize = options.batchSize ?? 500;
    for await (const line of lines) {
      if (stopped) break;
      if (!line.trim()) continue;
      const update = parseLine(line);
      if (!update) {
        skipped++;
        continue;
      }
      firstAt ??= update.at;
      if (options.speed > 0) {
        const due = startedAt + (update.at - firstAt) / options.speed;
        const wait = due - Date.now();
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
