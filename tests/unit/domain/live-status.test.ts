// A node whose bus or feed is down says its live data may be old.
import { describe, expect, it } from 'vitest';
import {
  CURRENT,
  liveStatusOf,
  readLiveStatus,
  type LiveStatus,
  type StatusInputs,
} from '../../../src/lib/domain/live-status';

const running = { state: 'running', since: 10 } as const;

describe('liveStatusOf', () => {
  it.each<[string, StatusInputs, LiveStatus]>([
    ['bus up, feed running', { busDownSince: null, feed: running, watchingSince: 1 }, CURRENT],
    [
      'feed starting (no answer yet) is not stale',
      { busDownSince: null, feed: { state: 'starting', since: 3 }, watchingSince: 1 },
      CURRENT,
    ],
    [
      'bus down: named first, since it went down',
      { busDownSince: 50, feed: { state: 'stale', since: 20 }, watchingSince: 1 },
      { stale: true, reason: 'bus', since: 50 },
    ],
    [
      'feed failing',
      { busDownSince: null, feed: { state: 'stale', since: 20 }, watchingSince: 1 },
      { stale: true, reason: 'feed', since: 20 },
    ],
    [
      'feed stopped',
      { busDownSince: null, feed: { state: 'stopped', since: 30 }, watchingSince: 1 },
      { stale: true, reason: 'feed', since: 30 },
    ],
    [
      'no node reports a feed',
      { busDownSince: null, feed: null, watchingSince: 7 },
      { stale: true, reason: 'feed', since: 7 },
    ],
  ])('%s', (_name, inputs, expected) => {
    expect(liveStatusOf(inputs)).toEqual(expected);
  });
});

describe('readLiveStatus', () => {
  it.each<[unknown, LiveStatus | null]>([
    [
      { stale: true, reason: 'feed', since: 5 },
      { stale: true, reason: 'feed', since: 5 },
    ],
    [{ stale: false, reason: 'bus', since: 5 }, CURRENT],
    [{ stale: true, reason: 'other', since: 5 }, null],
    [{ stale: true, reason: 'bus', since: '5' }, null],
    [{ stale: true, reason: 'bus', since: Number.NaN }, null],
    [{ stale: 'yes' }, null],
    [null, null],
    ['stale', null],
  ])('%j → %j', (value, expected) => {
    expect(readLiveStatus(value)).toEqual(expected);
  });
});
