import { describe, expect, it } from 'vitest';
import { judgeFrame, newerEntries, readFrame } from '../../../src/lib/domain/live-sequence';
import type { LiveFrame } from '../../../src/lib/domain/socket-contract';

describe('judging a frame against the seq the reader holds', () => {
  it.each([
    // held, after, seq, verdict
    [100, 100, 120, 'apply'], // continues exactly
    [100, 90, 120, 'apply'], // starts before the snapshot: overlap is skipped entry by entry
    [100, 101, 120, 'gap'], // seq 101 was never seen
    [100, 150, 150, 'gap'], // an empty resync hint from a node that reloaded
    [100, 150, 100, 'stale'], // nothing newer than held
    [100, 80, 100, 'stale'],
    [100, 50, 90, 'stale'], // an old frame
    [0, 0, 1, 'apply'],
  ] as const)('held %i, frame (%i, %i] → %s', (held, after, seq, verdict) => {
    expect(judgeFrame(held, { after, seq })).toBe(verdict);
  });
});

describe('entries newer than what is held', () => {
  const frame: LiveFrame = {
    ch: 'list:all',
    after: 10,
    seq: 14,
    ev: [
      ['inplay', { upcoming_id: 1, seq: 11, ss: '1-0' }],
      [
        'odds',
        {
          upcoming_id: 1,
          seq: 12,
          book_id: 1,
          odd_type: 1,
          home: { o: 2, n: 2.1 },
          draw: null,
          away: { o: 2, n: 1.9 },
          middle: { o: null, n: null },
        },
      ],
      ['ended', { ids: [2], seq: 14 }],
    ],
  };
  it.each([
    [10, 3],
    [11, 2],
    [13, 1],
    [14, 0],
  ])('held %i keeps %i entries', (held, count) => {
    expect(newerEntries(held, frame)).toHaveLength(count);
  });
});

describe('reading a frame from the network (spec §7: payloads may be JSON strings)', () => {
  const entry = ['inplay', { upcoming_id: 1, seq: 2, ss: '0-1' }];
  const expected: LiveFrame = {
    ch: 'list:all',
    after: 1,
    seq: 2,
    ev: [entry as LiveFrame['ev'][number]],
  };
  it.each([
    ['an object', { ch: 'list:all', after: 1, seq: 2, ev: [entry] }],
    ['a JSON string', JSON.stringify({ ch: 'list:all', after: 1, seq: 2, ev: [entry] })],
    ['entries as strings', { ch: 'list:all', after: 1, seq: 2, ev: [JSON.stringify(entry)] }],
    [
      'payloads as strings',
      { ch: 'list:all', after: 1, seq: 2, ev: [['inplay', JSON.stringify(entry[1])]] },
    ],
  ])('accepts %s', (_what, raw) => {
    expect(readFrame(raw)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{nope'],
    ['no channel', { after: 1, seq: 2, ev: [] }],
    ['seq as text', { ch: 'x', after: '1', seq: 2, ev: [] }],
    ['no entries', { ch: 'x', after: 1, seq: 2 }],
    ['null', null],
  ])('refuses %s', (_what, raw) => {
    expect(readFrame(raw)).toBeUndefined();
  });

  it('drops malformed entries and keeps the rest', () => {
    const frame = readFrame({
      ch: 'list:all',
      after: 1,
      seq: 2,
      ev: [entry, ['inplay'], ['odds', { no: 'seq' }], 'garbage', 7],
    });
    expect(frame?.ev).toEqual([entry]);
  });
});
