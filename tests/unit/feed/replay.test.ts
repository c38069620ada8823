import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createReplayProvider, type ReplayShift } from '../../../src/server/feed/replay';
import type { FeedUpdate } from '../../../src/server/feed/updates';
import { createLogger } from '../../../src/server/logger';

const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const recorded: FeedUpdate[] = [
  { type: 'status', at: 10_000, matchId: 1, status: 1 },
  {
    type: 'odds',
    at: 20_000,
    matchId: 1,
    record: {
      bookId: 1,
      oddType: 1,
      quote: { home: 2.0, draw: 3.0, away: 4.0, middle: null },
      at: 20_000,
      ss: null,
      time_str: null,
    },
  },
  { type: 'ended', at: 70_000, matchId: 1, status: 3 },
];
const text = recorded.map((u) => JSON.stringify(u)).join('\n') + '\n';
const NOW = 1_000_000;

async function play(file: string, speed: number, shift: ReplayShift): Promise<FeedUpdate[]> {
  const received: FeedUpdate[] = [];
  const replay = createReplayProvider({
    file,
    speed,
    shift,
    logger: createLogger('silent'),
    // A clock that stands still; the paced case plays at 1000× (70 ms of waiting).
    now: () => NOW,
  });
  await replay.start({ push: (u) => received.push(...u) });
  await replay.done();
  return received;
}

describe('replay', () => {
  const plain = path.join(dir, 'world.jsonl');
  const zipped = path.join(dir, 'world.jsonl.gz');
  writeFileSync(plain, text);
  writeFileSync(zipped, gzipSync(text));

  it('reads a gzipped recording as the plain one', async () => {
    expect(await play(zipped, 0, 'off')).toEqual(await play(plain, 0, 'off'));
    expect(await play(zipped, 0, 'off')).toEqual(recorded);
  });

  it.each<[string, number, number[]]>([
    // Played at once, the recording ends now: the world stands as it left it.
    ['at once', 0, [NOW - 60_000, NOW - 50_000, NOW]],
    // Played at a pace, it starts now and goes on from there (at any pace).
    ['at a pace', 1_000, [NOW, NOW + 10_000, NOW + 60_000]],
  ])('shifted to now, played %s', async (_, speed, times) => {
    const received = await play(zipped, speed, 'now');
    expect(received.map((u) => u.at)).toEqual(times);
    const odds = received[1];
    expect(odds?.type === 'odds' && odds.record.at).toBe(times[1]);
  });
});
