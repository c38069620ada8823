/**
 * @module resilience/feed-pipe
 * A live feed a part writes while its server runs: a named pipe the server reads as
 * `FEED=replay` (src/server/feed/replay.ts). The replay waits for each line until its `at`, counted
 * from the first line's `at` and the moment it opened the file; the pipe opens both ends at the
 * same moment, so a line stamped with the time it is written plus {@link FEED_LAG_MS} is pushed
 * that long after it is written, one line at a time, at the pace the part writes them.
 */
import { execFileSync } from 'node:child_process';
import { constants, createWriteStream, openSync, closeSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import type { FeedUpdate } from '../../src/server/feed/updates';

/**
 * How long after it is written a line is due. The replay sends lines that are due at once
 * together with the next ones (up to 500): every line must still be ahead of the replay's clock
 * when it reads it, whatever the scheduling of both processes.
 */
export const FEED_LAG_MS = 250;

export interface FeedPipe {
  path: string;
  /** The environment that makes the server read the pipe. */
  env: Record<string, string>;
  /** Resolves once the server opened its end (the replay's clock starts then). */
  opened: Promise<void>;
  /**
   * Writes updates, the first due FEED_LAG_MS from now and each next one `spacingMs` later (their
   * `at`). Resolves once the pipe took them; rejects when the server closed its end.
   */
  write(updates: UnstampedUpdate[], spacingMs?: number): Promise<void>;
  /** Lines written so far. */
  lines(): number;
  /** Ends the feed (the replay finishes); unblocks a server that never opened it. */
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A feed update before the pipe stamps its `at`. */
export type UnstampedUpdate = DistributiveOmit<FeedUpdate, 'at'>;

/**
 * Makes the pipe `feed.jsonl` in `dir` and starts opening its writing end (which completes when
 * the server opens the other). Linux and macOS (`mkfifo`).
 * @example const pipe = createFeedPipe(dataDir); spawn(…, { env: { ...pipe.env } });
 */
export function createFeedPipe(dir: string): FeedPipe {
  const file = path.join(dir, 'feed.jsonl');
  execFileSync('mkfifo', [file]);
  const stream: WriteStream = createWriteStream(file);
  let openedAt = 0;
  let count = 0;
  let failure: Error | undefined;
  let closing: Promise<void> | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    stream.once('open', () => {
      openedAt = Date.now();
      resolve();
    });
    stream.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  // Awaited by every write; a server that never opened its end is reported by the part itself.
  opened.catch(() => undefined);
  // The replay counts from the first line's `at`: stamped with the moment both ends opened, it
  // makes every later line, stamped now + lag, due that long after it was written.
  const stamp = (i: number, spacingMs: number) =>
    count === 0 ? openedAt : Date.now() + FEED_LAG_MS + i * spacingMs;
  return {
    path: file,
    env: { FEED: 'replay', REPLAY_FILE: file, REPLAY_SPEED: '1' },
    opened,
    async write(updates, spacingMs = 0) {
      await opened;
      if (failure) throw failure;
      let text = '';
      updates.forEach((update, i) => {
        text += `${JSON.stringify({ ...update, at: stamp(i, spacingMs) })}\n`;
        count += 1;
      });
      await new Promise<void>((resolve, reject) =>
        stream.write(text, (error) => (error ? reject(error) : resolve())),
      );
    },
    lines: () => count,
    close() {
      if (openedAt === 0) releaseOpen(file);
      closing ??= new Promise<void>((resolve) => stream.end(() => resolve()));
      return closing;
    },
  };
}

/** Opens and closes the reading end, so a writer still waiting for a reader gets its open. */
function releaseOpen(file: string): void {
  try {
    closeSync(openSync(file, constants.O_RDONLY | constants.O_NONBLOCK));
  } catch {
    // Gone already: nothing waits on it.
  }
}
