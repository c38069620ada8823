import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRecorder } from '../../../src/server/feed/record';
import { createReplayProvider } from '../../../src/server/feed/replay';
import type { FeedUpdate } from '../../../src/server/feed/updates';
import { createLogger } from '../../../src/server/logger';

const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stream: FeedUpdate[][] = [
  [{ type: 'status', at: 1_000, matchId: 1, status: 1 }],
  [
    { type: 'url', at: 1_050, matchId: 1, url: '/x' },
    { type: 'ended', at: 1_100, matchId: 1, status: 3 },
  ],
];

describe('record and replay', () => {
  it('records every update as one JSON line and still delivers it', async () => {
    const delivered: FeedUpdate[] = [];
    const file = path.join(dir, 'a.jsonl');
    const recorder = createRecorder(file, { push: (u) => delivered.push(...u) });
    for (const batch of stream) recorder.push(batch);
    await recorder.close();
    expect(delivered).toEqual(stream.flat());
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(stream.flat());
    expect(recorder.lines()).toBe(3);
  });

  it('replays a recording into the same updates, skipping malformed lines', async () => {
    const file = path.join(dir, 'a.jsonl');
    appendFileSync(file, 'not json\n{"type":"unknown","at":5}\n{"type":"status"}\n');
    const received: FeedUpdate[] = [];
    const replay = createReplayProvider({ file, speed: 0, logger: createLogger('silent') });
    await replay.start({ push: (u) => received.push(...u) });
    expect(await replay.done()).toEqual({ pushed: 3, skipped: 3 });
    expect(received).toEqual(stream.flat());
  });

  it('keeps the recorded pace divided by the speed', async () => {
    const file = path.join(dir, 'paced.jsonl');
    const recorder = createRecorder(file, { push: () => undefined });
    recorder.push([
      { type: 'status', at: 0, matchId: 1, status: 1 },
      { type: 'status', at: 4_000, matchId: 1, status: 7 },
    ]);
    await recorder.close();
    const times: number[] = [];
    const replay = createReplayProvider({ file, speed: 20, logger: createLogger('silent') });
    await replay.start({ push: (u) => u.forEach(() => times.push(performance.now())) });
    await replay.done();
    // 4 s of recording at 20× is about 200 ms.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(150);
  });
});
