import { describe, expect, it } from 'vitest';
import type { LiveRow } from '../../../src/lib/domain/live-rows';
import { applyLiveRow } from '../../../src/lib/inplay/live-apply';
import { toInplayRow } from '../../../src/lib/inplay/row';
import { apiRow } from './fixtures';

const row = toInplayRow(apiRow());

describe('live state over a list row', () => {
  it('a snapshot row replaces the live fields', () => {
    const live: LiveRow = {
      id: 101,
      bet365_id: '9101',
      sport_id: 1,
      time_status: 1,
      ss: '3-3',
      scores: { '1': { home: '2', away: '2' } },
      timer: { tm: 80, ts: 0, md: 1 },
      url: null,
      odds: {
        '1': {
          home: { o: 2, n: 2.2 },
          draw: null,
          away: { o: 2, n: 1.7 },
          middle: { o: null, n: null },
        },
      },
      seq: 44,
    };
    const next = applyLiveRow(row, live);
    expect(next).toMatchObject({ ss: '3-3', scores: live.scores, timer: live.timer });
    expect(next.odds.home).toEqual({ o: 2, n: 2.2 });
    expect(next.league).toBe(row.league);
  });

  it('keeps the row itself when the live state is what it shows, a new one when anything differs', () => {
    const live: LiveRow = {
      id: 101,
      bet365_id: '9101',
      sport_id: 1,
      time_status: 1,
      ss: '3-3',
      scores: { '1': { home: '2', away: '2' } },
      timer: { tm: 80, ts: 0, md: 1 },
      url: null,
      odds: {
        '1': {
          home: { o: 2, n: 2.2 },
          draw: null,
          away: { o: 2, n: 1.7 },
          middle: { o: null, n: null },
        },
      },
      seq: 44,
    };
    const shown = applyLiveRow(row, live);
    // The same state again (a snapshot after connecting, as JSON from the wire): no new row.
    expect(applyLiveRow(shown, structuredClone(live))).toBe(shown);
    for (const change of [
      { ss: '4-3' },
      { timer: { tm: 81, ts: 0, md: 1 } },
      { time_status: 3 },
      { url: 'https://stream.example/1' },
      { scores: { '1': { home: '3', away: '2' } } },
      { odds: { '1': { ...live.odds['1']!, away: { o: 2, n: 1.8 } } } },
    ] satisfies Partial<LiveRow>[]) {
      expect(applyLiveRow(shown, { ...live, ...change }), JSON.stringify(change)).not.toBe(shown);
    }
  });

  it.each([
    [
      2,
      {
        handicap: {
          line: { o: -0.5, n: -1 },
          home: { o: 1.9, n: 1.85 },
          away: { o: 1.9, n: 1.95 },
        },
      },
    ],
    [
      3,
      {
        total: { line: { o: 2.5, n: 3.5 }, over: { o: 1.9, n: 1.85 }, under: { o: 1.9, n: 1.95 } },
      },
    ],
  ] as const)('odd type %s fills its market', (type, expected) => {
    const live: LiveRow = {
      id: 101,
      bet365_id: null,
      sport_id: 1,
      time_status: 3,
      ss: '1-0',
      scores: {},
      timer: null,
      url: 'https://x.test/live',
      odds: {
        [String(type)]: {
          home: { o: 1.9, n: 1.85 },
          draw: null,
          away: { o: 1.9, n: 1.95 },
          middle: type === 2 ? { o: -0.5, n: -1 } : { o: 2.5, n: 3.5 },
        },
      },
      seq: 50,
    };
    const next = applyLiveRow(row, live);
    expect(next.odds).toMatchObject(expected);
    expect(next.odds.home).toEqual(row.odds.home);
    expect(next).toMatchObject({
      status_id: 3,
      is_inplay: false,
      bet365: '9101',
      url: 'https://x.test/live',
    });
  });
});
