/**
 * @module feed/record
 * Recording the normalized stream to JSONL (one update per line), for tests, benchmarks and
 * bug reports; `FEED=replay` plays such a file back.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { FeedSink, FeedUpdate } from './updates';

export interface Recorder extends FeedSink {
  close(): Promise<void>;
  /** Lines written so far. */
  lines(): number;
}

/** A sink that writes every update to `file` and passes it on to `next`. */
export function createRecorder(file: string, next: FeedSink): Recorder {
  const stream: WriteStream = createWriteStream(file, { flags: 'w' });
  let count = 0;
  return {
    push(updates: FeedUpdate[]) {
      if (updates.length > 0) {
        stream.write(updates.map((u) => JSON.stringify(u)).join('\n') + '\n');
        count += updates.length;
      }
      next.push(updates);
    },
    lines: () => count,
    close: () => new Promise<void>((resolve) => stream.end(resolve)),
  };
}
