import { describe, expect, it } from 'vitest';
import {
  periodOfScores,
  timerLabel,
  type TimerInput,
  type TimerLabel,
} from '../../../src/lib/domain/timer-label';

type Case = [string, number, TimerInput, number, Partial<TimerLabel>];

describe('timer label per sport (spec §4)', () => {
  it.each<Case>([
    [
      'soccer first half',
      1,
      { tm: 23, ts: 7, tt: '1', md: 0 },
      0,
      { unit: 'half', n: 1, clock: '23:07', running: true },
    ],
    [
      'soccer second half marker',
      1,
      { tm: 52, ts: 3, md: 1 },
      0,
      { unit: 'half', n: 2, clock: '52:03' },
    ],
    ['soccer without md stays first', 1, { tm: 5, ts: 0 }, 0, { unit: 'half', n: 1 }],
    ['soccer without timer', 1, null, 0, { unit: 'waiting', n: 0 }],
    [
      'baseball whole inning starts',
      16,
      { tm: 7, ts: 0 },
      0,
      { unit: 'inningStart', n: 7, clock: null },
    ],
    ['baseball half inning ends', 16, { tm: 7.5, ts: 0 }, 0, { unit: 'inningEnd', n: 7 }],
    ['baseball as a bare number', 16, 3.5, 0, { unit: 'inningEnd', n: 3 }],
    [
      'hockey period',
      17,
      { tm: 18, ts: 5, tt: '0', q: 3 },
      0,
      { unit: 'period', n: 3, clock: '18:05', running: false },
    ],
    [
      'basketball quarter',
      18,
      { tm: 9, ts: 29, q: 4 },
      4,
      { unit: 'quarter', n: 4, clock: '09:29' },
    ],
    ['basketball overtime', 18, { tm: 4, ts: 0, q: 5 }, 5, { unit: 'overtime', n: 5 }],
    ['basketball quarter from the period', 18, { tm: 9, ts: 0 }, 2, { unit: 'quarter', n: 2 }],
    ['volleyball set from the period', 91, null, 3, { unit: 'set', n: 3, clock: null }],
    ['volleyball before the first set', 91, null, 0, { unit: 'waiting' }],
    ['tennis set', 13, null, 2, { unit: 'set', n: 2 }],
    [
      'handball quarter with tt',
      78,
      { tm: 13, ts: 39, tt: '1', q: 2 },
      2,
      { unit: 'quarter', n: 2, running: true },
    ],
    [
      'american football quarter',
      12,
      { tm: 0, ts: 52, q: 2 },
      2,
      { unit: 'quarter', n: 2, clock: '00:52' },
    ],
    ['other sports count quarters', 92, { tm: 11, ts: 38 }, 3, { unit: 'quarter', n: 3 }],
    ['e-sports count maps, not quarters', 151, { tm: 11, ts: 38 }, 3, { unit: 'map', n: 3 }],
    ['e-sports between maps without a map number', 151, { tm: 0, ts: 0 }, 0, { unit: 'waiting' }],
  ])('%s', (_name, sport, timer, period, expected) => {
    expect(timerLabel(sport, timer, period)).toMatchObject(expected);
  });
});

describe('the set or map the score keys show (no timer, no details yet)', () => {
  const s = { home: '6', away: '4' };
  it.each([
    ['tennis third set', 13, { 1: s, 2: s, 3: { home: '2', away: '1' } }, 3],
    ['volleyball first set', 91, { 1: s }, 1],
    ['e-sports second map', 151, { 1: s, 2: s }, 2],
    ['tennis before the first set', 13, {}, 0],
    // Sports whose timer says the period leave it to the timer.
    ['soccer', 1, { 1: s, 2: s }, 0],
    ['basketball', 18, { 1: s, 2: s, 3: s, 7: s }, 0],
  ])('%s: %i', (_name, sport, scores, period) => {
    expect(periodOfScores(sport, scores)).toBe(period);
  });
});
