import { describe, expect, it } from 'vitest';
import {
  formatScore,
  normalizeScore,
  parsePeriodScores,
  parseScore,
  SCORE_LINE,
  scorePair,
  scoreSides,
  swapScore,
} from '../../../src/lib/domain/score';

describe('score line as the feed sends it (BetsAPI ss)', () => {
  it.each<[unknown, [number, number] | null]>([
    ['2-1', [2, 1]],
    ['0-0', [0, 0]],
    // Multi-digit: basketball, handball, American football.
    ['35-51', [35, 51]],
    ['102-99', [102, 99]],
    // One reading of spaces, at ingest and in the views.
    ['2 - 1', [2, 1]],
    [' 2-1 ', [2, 1]],
    [' 2 - 1', [2, 1]],
    ['\t3 -\t0\n', [3, 0]],
    ['02-1', [2, 1]],
    // No score yet.
    ['', null],
    [null, null],
    [undefined, null],
    ['   ', null],
    // Garbage and other notations.
    ['^', null],
    ['12-', null],
    ['-1', null],
    ['-1-2', null],
    ['2-1-0', null],
    ['2:1', null],
    ['2–1', null],
    ['1.5-2', null],
    ['abc', null],
    ['１-０', null],
    ['1234567890-1', null],
    [21, null],
    [{ home: 2, away: 1 }, null],
    // A set or map list is not one line: read it with parsePeriodScores.
    ['6-4,3-6,7-6', null],
  ])('%j reads as %j', (ss, expected) => {
    expect(parseScore(ss)).toEqual(expected && { home: expected[0], away: expected[1] });
    expect(scorePair(ss)).toEqual(expected);
    expect(scoreSides(ss)).toEqual(
      expected && { home: String(expected[0]), away: String(expected[1]) },
    );
  });

  it.each(['0-0', '2-1', '35-51', '102-99'])('%s formats back to itself', (ss) => {
    const pair = parseScore(ss)!;
    expect(formatScore(pair.home, pair.away)).toBe(ss);
  });

  it.each([
    [3, 2, '3-2'],
    ['10', '7', '10-7'],
  ] as const)('formats %j and %j as %s', (home, away, ss) => {
    expect(formatScore(home, away)).toBe(ss);
  });
});

describe('set, map and period lists', () => {
  const pairs = (...list: [number, number][]) => list.map(([home, away]) => ({ home, away }));
  it.each<[unknown, { home: number; away: number }[] | null]>([
    ['6-4,3-6,7-6', pairs([6, 4], [3, 6], [7, 6])],
    ['6-4, 3-6', pairs([6, 4], [3, 6])],
    ['25-20,18-25,15-13', pairs([25, 20], [18, 25], [15, 13])],
    ['11-9,5-11,3-2', pairs([11, 9], [5, 11], [3, 2])],
    ['13-11', pairs([13, 11])],
    ['', null],
    [null, null],
    ['6-4,', null],
    ['6-4,,3-6', null],
    ['6-4,x', null],
    ['6-4;3-6', null],
  ])('%j reads as %j', (ss, expected) => {
    expect(parsePeriodScores(ss)).toEqual(expected);
  });
});

describe("the away side's view", () => {
  it.each([
    ['2-1', '1-2'],
    ['0-0', '0-0'],
    [' 2 - 10 ', '10-2'],
    ['6-4,3-6,7-6', '4-6,6-3,6-7'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j swaps to %j', (ss, swapped) => {
    expect(swapScore(ss)).toBe(swapped);
  });
});

describe('score a price was published at (odds rows)', () => {
  it.each([
    ['0:0', '0-0'],
    ['2-1', '2-1'],
    [' 3 : 2 ', '3-2'],
    [' 3 - 2 ', '3-2'],
    [null, null],
    [undefined, null],
    ['', null],
    // Text that is not a score is kept, trimmed and bounded.
    [' HT ', 'HT'],
    ['x'.repeat(40), 'x'.repeat(32)],
  ] as const)('%j → %j', (ss, expected) => {
    expect(normalizeScore(ss)).toBe(expected);
  });
});

describe('score line an administrator may write', () => {
  it.each([
    ['2-1', true],
    ['102-99', true],
    ['2 - 1', false],
    ['1000-1', false],
    ['2:1', false],
    ['', false],
  ])('%j is a line: %s', (ss, ok) => {
    expect(SCORE_LINE.test(ss)).toBe(ok);
  });
});
