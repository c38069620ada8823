import { describe, expect, it } from 'vitest';
import type { Scores, Timer } from '../../../src/lib/domain/match';
import {
  breakLabel,
  finalLabel,
  statusLabel,
  type StatusLabel,
} from '../../../src/lib/domain/status-label';

const pair = (home: string, away: string) => ({ home, away });

/** A row in play with this timer and details period. */
const live = (sport_id: number, timer: Partial<Timer> | null, period = 0) => ({
  sport_id,
  status_id: 1,
  timer,
  period,
  scores: {} as Scores,
});

const ended = (sport_id: number, scores: Scores) => ({
  sport_id,
  status_id: 3,
  timer: null,
  period: 0,
  scores,
});

type BreakCase = [string, ReturnType<typeof live>, StatusLabel | null];

const HT: StatusLabel = { kind: 'break', key: 'halfTime', n: 0 };

// Each timer is what the sport's simulator engine shows at that moment
// (src/server/feed/simulator/engines/*-view.ts).
describe('break labels per sport (spec §4.19)', () => {
  describe('soccer: the first half with the clock stopped', () => {
    it.each<BreakCase>([
      ['half-time at 45:00 stopped', live(1, { tm: 45, ts: 0, tt: '0', md: 0 }, 1), HT],
      ['e-soccer half-time at 4:00', live(1, { tm: 4, ts: 0, tt: '0', md: 0 }, 1), HT],
      ['first half running', live(1, { tm: 44, ts: 59, tt: '1', md: 0 }, 1), null],
      ['stoppage time running', live(1, { tm: 47, ts: 12, tt: '1', md: 0 }, 1), null],
      ['second half (md 1), stopped', live(1, { tm: 90, ts: 0, tt: '0', md: 1 }, 2), null],
      ['kick-off not yet running', live(1, { tm: 0, ts: 0, tt: '0', md: 0 }, 1), null],
      ['no tt from the feed', live(1, { tm: 45, ts: 0, md: 0 }, 1), null],
      ['no timer', live(1, null), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  describe('basketball: the count-down at 0:00 between quarters', () => {
    it.each<BreakCase>([
      ['end of the 1st', live(18, { tm: 0, ts: 0, q: 1 }, 1), brk('quarterEnd', 1)],
      ['half-time after the 2nd', live(18, { tm: 0, ts: 0, q: 2 }, 2), HT],
      ['end of the 3rd', live(18, { tm: 0, ts: 0, q: 3 }, 3), brk('quarterEnd', 3)],
      ['level after the 4th', live(18, { tm: 0, ts: 0, q: 4 }, 4), brk('awaitingOt')],
      ['level after an overtime', live(18, { tm: 0, ts: 0, q: 5 }, 5), brk('awaitingOt')],
      ['quarter from the details period', live(18, { tm: 0, ts: 0 }, 3), brk('quarterEnd', 3)],
      ['clock running', live(18, { tm: 0, ts: 1, q: 1 }, 1), null],
      ['a quarter starting', live(18, { tm: 12, ts: 0, q: 2 }, 2), null],
      ['no period known', live(18, { tm: 0, ts: 0 }, 0), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  describe('American football: as basketball', () => {
    it.each<BreakCase>([
      ['end of the 1st', live(12, { tm: 0, ts: 0, q: 1 }, 1), brk('quarterEnd', 1)],
      ['half-time', live(12, { tm: 0, ts: 0, q: 2 }, 2), HT],
      ['end of the 3rd', live(12, { tm: 0, ts: 0, q: 3 }, 3), brk('quarterEnd', 3)],
      ['level after the 4th', live(12, { tm: 0, ts: 0, q: 4 }, 4), brk('awaitingOt')],
      ['two-minute drill', live(12, { tm: 1, ts: 54, q: 4 }, 4), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  describe('ice hockey: the clock stopped at the end of a period', () => {
    it.each<BreakCase>([
      ['1st break', live(17, { tm: 20, ts: 0, tt: '0', q: 1 }, 1), brk('periodBreak', 1)],
      ['2nd break', live(17, { tm: 20, ts: 0, tt: '0', q: 2 }, 2), brk('periodBreak', 2)],
      ['level after the 3rd', live(17, { tm: 20, ts: 0, tt: '0', q: 3 }, 3), brk('awaitingOt')],
      ['level after overtime', live(17, { tm: 5, ts: 0, tt: '0', q: 4 }, 4), brk('awaitingSo')],
      ['face-off stoppage', live(17, { tm: 12, ts: 30, tt: '0', q: 2 }, 2), null],
      ['overtime stoppage', live(17, { tm: 3, ts: 0, tt: '0', q: 4 }, 4), null],
      ['clock running', live(17, { tm: 19, ts: 59, tt: '1', q: 1 }, 1), null],
      ['shoot-out', live(17, { tm: 0, ts: 0, tt: '0', q: 5 }, 5), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  describe('handball: the first half stopped at 30:00', () => {
    it.each<BreakCase>([
      ['half-time', live(78, { tm: 30, ts: 0, tt: '0', q: 1 }, 1), HT],
      ['time-out in the first half', live(78, { tm: 21, ts: 4, tt: '0', q: 1 }, 1), null],
      ['end of the second half', live(78, { tm: 30, ts: 0, tt: '0', q: 2 }, 2), null],
      ['running', live(78, { tm: 29, ts: 58, tt: '1', q: 1 }, 1), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  describe('sports without a clocked break show their clock or set', () => {
    it.each<BreakCase>([
      ['baseball', live(16, { tm: 7.5, ts: 0 }, 7), null],
      ['tennis', live(13, null, 2), null],
      ['volleyball', live(91, null, 3), null],
      ['e-sports', live(151, { tm: 0, ts: 0, q: 2 }, 2), null],
    ])('%s', (_name, row, expected) => {
      expect(breakLabel(row)).toEqual(expected);
    });
  });

  it('a match not in play has no break', () => {
    expect(breakLabel({ ...live(1, { tm: 45, ts: 0, tt: '0', md: 0 }), status_id: 3 })).toBeNull();
    expect(breakLabel({ ...live(18, { tm: 0, ts: 0, q: 1 }), status_id: 0 })).toBeNull();
  });

  it('a malformed timer is not a break', () => {
    const bad = { tm: 'x', ts: null, tt: '0', q: 'two' } as unknown as Partial<Timer>;
    for (const sport of [1, 12, 17, 18, 78]) expect(breakLabel(live(sport, bad, 1))).toBeNull();
  });
});

function brk(key: string, n = 0) {
  return { kind: 'break', key, n } as StatusLabel;
}

type FinalCase = [string, number, Scores, Partial<StatusLabel>];

describe('finished labels per sport (spec §4.19)', () => {
  it.each<FinalCase>([
    ['soccer', 1, { '1': pair('1', '0'), '2': pair('2', '1') }, { key: 'fullTime' }],
    ['handball', 78, { '1': pair('14', '12'), '2': pair('29', '27') }, { key: 'fullTime' }],
    ['basketball', 18, { '1': pair('20', '22'), '7': pair('101', '99') }, { key: 'final' }],
    [
      'basketball after overtime',
      18,
      { '6': pair('12', '8'), '7': pair('110', '106') },
      { key: 'finalOt' },
    ],
    ['basketball with an empty overtime key', 18, { '6': pair('', '') }, { key: 'final' }],
    ['American football', 12, { '7': pair('24', '17') }, { key: 'final' }],
    ['American football after overtime', 12, { '6': pair('3', '0') }, { key: 'finalOt' }],
    [
      'hockey in regulation',
      17,
      { '1': pair('1', '0'), '2': pair('0', '0'), '3': pair('1', '1') },
      { key: 'final' },
    ],
    ['hockey in overtime', 17, { '3': pair('0', '1'), '4': pair('1', '0') }, { key: 'finalOt' }],
    ['hockey by shoot-out', 17, { '4': pair('0', '0'), '5': pair('1', '0') }, { key: 'finalSo' }],
    ['baseball in nine', 16, nineInnings(), { key: 'final', n: 0 }],
    [
      'baseball in extra innings',
      16,
      { ...nineInnings(), '10': pair('0', '0'), '11': pair('1', '') },
      { key: 'finalInnings', n: 11 },
    ],
    ['e-sports', 151, { '1': pair('1', '0') }, { key: 'final' }],
  ])('%s', (_name, sport, scores, expected) => {
    expect(finalLabel(ended(sport, scores))).toMatchObject({
      kind: 'final',
      sets: [],
      ...expected,
    });
  });

  it.each<[string, number, Scores, string[]]>([
    [
      'tennis',
      13,
      { '1': pair('6', '4'), '2': pair('3', '6'), '3': pair('7', '5') },
      ['6-4', '3-6', '7-5'],
    ],
    [
      'volleyball, sets in order',
      91,
      { '3': pair('25', '20'), '1': pair('25', '23'), '2': pair('25', '18') },
      ['25-23', '25-18', '25-20'],
    ],
    [
      'volleyball, malformed set left out',
      91,
      { '1': pair('25', '23'), '2': 'x' } as never,
      ['25-23'],
    ],
  ])('%s shows its set scores with "Final"', (_name, sport, scores, sets) => {
    expect(finalLabel(ended(sport, scores))).toEqual({ kind: 'final', key: 'final', n: 0, sets });
  });

  it('only an ended match (status 3) has a finished label', () => {
    for (const status of [0, 1, 4, 5, 7]) {
      expect(finalLabel({ ...ended(1, {}), status_id: status })).toBeNull();
    }
  });

  it('statusLabel: the finished label first, else the break', () => {
    expect(statusLabel(ended(17, { '4': pair('1', '0') }))).toMatchObject({ key: 'finalOt' });
    expect(statusLabel(live(18, { tm: 0, ts: 0, q: 3 }, 3))).toEqual(brk('quarterEnd', 3));
    expect(statusLabel(live(18, { tm: 5, ts: 0, q: 3 }, 3))).toBeNull();
  });
});

function nineInnings(): Scores {
  const out: Scores = {};
  for (let i = 1; i <= 9; i++) out[String(i)] = pair('0', i === 9 ? '' : '1');
  return out;
}
