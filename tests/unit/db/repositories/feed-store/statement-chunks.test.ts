/**
 * How the feed store splits rows into statements: full chunks, then powers of two, in order, so
 * that a write load uses a handful of statement shapes (each shape is a prepared statement).
 */
import { describe, expect, it } from 'vitest';
import { chunks, paced } from '../../../../../src/server/db/repositories/feed-store';

const sizes = (n: number, size: number) =>
  chunks(
    Array.from({ length: n }, (_, i) => i),
    size,
  ).map((c) => c.length);

describe('feed store chunks', () => {
  it.each([
    [0, 200, []],
    [1, 200, [1]],
    [137, 200, [128, 8, 1]],
    [200, 200, [200]],
    [537, 200, [200, 200, 128, 8, 1]],
    [999, 500, [500, 256, 128, 64, 32, 16, 2, 1]],
  ])('splits %i rows with chunks of %i as %j', (n, size, expected) => {
    expect(sizes(n, size)).toEqual(expected);
  });

  it('keeps every row once, in order', () => {
    const rows = Array.from({ length: 1234 }, (_, i) => i);
    expect(chunks(rows, 200).flat()).toEqual(rows);
  });

  it('uses few shapes whatever the row count', () => {
    const shapes = new Set<number>();
    for (let n = 1; n <= 1000; n++) for (const s of sizes(n, 200)) shapes.add(s);
    expect(shapes.size).toBeLessThanOrEqual(9);
  });

  it('hands the chunks out in order and lets the event loop run between them', async () => {
    const rows = Array.from({ length: 537 }, (_, i) => i);
    let turns = 0;
    const seen: number[][] = [];
    const turnsBefore: number[] = [];
    const tick = () => {
      turns++;
      if (turns < 100) setImmediate(tick);
    };
    setImmediate(tick);
    for await (const part of paced(rows, 200)) {
      turnsBefore.push(turns);
      seen.push(part);
    }
    expect(seen.flat()).toEqual(rows);
    expect(seen.map((p) => p.length)).toEqual([200, 200, 128, 8, 1]);
    // Each chunk after the first waited for a turn of the event loop.
    for (let i = 1; i < turnsBefore.length; i++) {
      expect(turnsBefore[i]).toBeGreaterThan(turnsBefore[i - 1]!);
    }
  });
});
