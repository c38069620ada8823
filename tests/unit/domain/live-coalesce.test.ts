import { describe, expect, it } from 'vitest';
import { coalesceKey, createWindow, mergeEntries } from '../../../src/lib/domain/live-coalesce';
import { applyScore, emptyRow, type LiveRow } from '../../../src/lib/domain/live-rows';
import type { FrameEntry, ScorePayload } from '../../../src/lib/domain/socket-contract';

const odds = (id: number, book: number, type: 1 | 2 | 3, n: number, seq: number): FrameEntry => [
  'odds',
  {
    upcoming_id: id,
    seq,
    book_id: book,
    odd_type: type,
    home: { o: 2, n },
    draw: null,
    away: { o: 2, n: 4 - n },
    middle: { o: null, n: null },
  },
];

describe('merge keys: one entry per match and kind within a window', () => {
  it.each([
    [['inplay', { upcoming_id: 7, seq: 1 }] as FrameEntry, 'inplay:7'],
    [odds(7, 1, 2, 1.9, 1), 'odds:7:1:2'],
    [odds(7, 3, 2, 1.9, 1), 'odds:7:3:2'],
    [
      ['update', { game_id: 1, id: 7, bet365_id: 'b', url: null, seq: 1 }] as FrameEntry,
      'update:7',
    ],
    [['ended', { ids: [7], seq: 1 }] as FrameEntry, 'ended:7'],
    [['nobet365', { ids: [], seq: 1 }] as FrameEntry, 'nobet365'],
  ])('%j → %s', (entry, key) => {
    expect(coalesceKey(entry)).toBe(key);
  });
});

describe('merging two updates of one match', () => {
  it('keeps the latest value of every field and every period that moved', () => {
    const a: ScorePayload = {
      upcoming_id: 1,
      seq: 10,
      ss: '1-0',
      scores: { '1': { home: '1', away: '0' } },
      timer: { tm: 10, ts: 0 },
    };
    const b: ScorePayload = {
      upcoming_id: 1,
      seq: 12,
      scores: { '2': { home: '1', away: '0' } },
      timer: { tm: 10, ts: 5 },
    };
    expect(mergeEntries(['inplay', a], ['inplay', b])).toEqual([
      'inplay',
      {
        upcoming_id: 1,
        seq: 12,
        ss: '1-0',
        scores: { '1': { home: '1', away: '0' }, '2': { home: '1', away: '0' } },
        timer: { tm: 10, ts: 5 },
      },
    ]);
  });

  it('applying the merged entry ends where applying both ends (any order of fields)', () => {
    const row: LiveRow = { ...emptyRow(1, 1, 'b1'), time_status: 1 };
    const steps: ScorePayload[] = [
      { upcoming_id: 1, seq: 2, ss: '1-0', scores: { '1': { home: '1', away: '0' } } },
      { upcoming_id: 1, seq: 3, timer: { tm: 3, ts: 1 } },
      { upcoming_id: 1, seq: 4, ss: '1-1', scores: { '1': { home: '1', away: '1' } } },
      { upcoming_id: 1, seq: 5, time_status: 7 },
    ];
    const oneByOne = steps.reduce((r, p) => applyScore(r, p)!, row);
    const merged = steps.map((p): FrameEntry => ['inplay', p]).reduce((a, b) => mergeEntries(a, b));
    expect(applyScore(row, merged[1] as ScorePayload)).toEqual(oneByOne);
  });

  it('keeps a goal flag raised earlier in the window', () => {
    const change = (h: boolean, a: boolean) => ({
      id: 1,
      sport_id: 1 as const,
      league: 'L',
      home: 'H',
      away: 'A',
      new_home_score: 1,
      new_away_score: 1,
      homeScoreChange: h,
      awayScoreChange: a,
    });
    const merged = mergeEntries(
      ['inplay', { upcoming_id: 1, seq: 1, ss: '1-0', change: change(true, false) }],
      ['inplay', { upcoming_id: 1, seq: 2, ss: '1-1', change: change(false, true) }],
    );
    expect((merged[1] as ScorePayload).change).toMatchObject({
      homeScoreChange: true,
      awayScoreChange: true,
    });
  });

  it('joins ended ids and timeline entries; later prices replace earlier ones', () => {
    expect(
      mergeEntries(['ended', { ids: [1, 2], seq: 3 }], ['ended', { ids: [2, 5], seq: 4 }]),
    ).toEqual(['ended', { ids: [1, 2, 5], seq: 4 }]);
    // Final scores join by match, the later one winning.
    expect(
      mergeEntries(
        ['ended', { ids: [1], seq: 3, finals: [{ id: 1, time_status: 3, ss: '1-0' }] }],
        [
          'ended',
          {
            ids: [1, 2],
            seq: 4,
            finals: [
              { id: 2, time_status: 3, ss: '0-2' },
              { id: 1, time_status: 3, ss: '2-0' },
            ],
          },
        ],
      ),
    ).toEqual([
      'ended',
      {
        ids: [1, 2],
        seq: 4,
        finals: [
          { id: 1, time_status: 3, ss: '2-0' },
          { id: 2, time_status: 3, ss: '0-2' },
        ],
      },
    ]);
    expect(mergeEntries(odds(1, 1, 1, 1.8, 1), odds(1, 1, 1, 1.7, 2))).toEqual(
      odds(1, 1, 1, 1.7, 2),
    );
    const details = (seq: number, id: string) =>
      [
        'bet365-9',
        {
          seq,
          info: {
            bet365id: '9',
            upcoming_id: 1,
            sport_id: 1,
            state: null,
            ball_pos: null,
            period: 1,
            serve: null,
          },
          sts: {},
          stats: { corners: [seq, 0] },
          events: [{ id, text: id }],
        },
      ] as FrameEntry;
    expect(mergeEntries(details(1, 'a'), details(2, 'b'))[1]).toMatchObject({
      seq: 2,
      stats: { corners: [2, 0] },
      events: [
        { id: 'a', text: 'a' },
        { id: 'b', text: 'b' },
      ],
    });
  });
});

describe('a window', () => {
  it('keeps the final score of a match that ended but drops its prices; what follows comes after the end', () => {
    const w = createWindow();
    w.add(['inplay', { upcoming_id: 1, seq: 1, ss: '0-0' }]);
    w.add(odds(1, 1, 1, 1.5, 2));
    w.add(['inplay', { upcoming_id: 2, seq: 3, ss: '0-0' }]);
    w.add(['inplay', { upcoming_id: 1, seq: 4, ss: '1-0' }]);
    w.add(['ended', { ids: [1], seq: 5 }]);
    w.add(['inplay', { upcoming_id: 1, seq: 6, ss: '1-0', sport_id: 1 }]);
    const taken = w.take();
    expect(taken.map(coalesceKey)).toEqual(['inplay:2', 'inplay:1', 'ended:1', 'inplay:1']);
    // The score before the end is the final one, merged from both updates; the one after stays apart.
    expect(taken[1]).toEqual(['inplay', { upcoming_id: 1, seq: 4, ss: '1-0' }]);
    expect(taken[3]).toEqual(['inplay', { upcoming_id: 1, seq: 6, ss: '1-0', sport_id: 1 }]);
  });

  it('ends a match that ended twice in one window last, after the score between', () => {
    const w = createWindow();
    w.add(['inplay', { upcoming_id: 1, seq: 1, ss: '1-0' }]);
    w.add(['ended', { ids: [1], seq: 2 }]);
    w.add(['inplay', { upcoming_id: 1, seq: 3, ss: '2-0', time_status: 1 }]);
    w.add(['ended', { ids: [1], seq: 4 }]);
    expect(w.take().map(([, p]) => p.seq)).toEqual([1, 3, 4]);
  });

  it('keeps first-appearance order and empties on take', () => {
    const w = createWindow();
    w.add(['inplay', { upcoming_id: 1, seq: 1, ss: '0-0' }]);
    w.add(odds(2, 1, 1, 1.5, 2));
    w.add(['inplay', { upcoming_id: 1, seq: 3, ss: '1-0' }]);
    w.add(['inplay', { upcoming_id: 3, seq: 4, ss: '0-0' }]);
    expect(w.size()).toBe(3);
    expect(w.take().map(coalesceKey)).toEqual(['inplay:1', 'odds:2:1:1', 'inplay:3']);
    expect(w.take()).toEqual([]);
  });
});
