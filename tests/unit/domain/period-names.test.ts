import { describe, expect, it } from 'vitest';
import {
  basketballPeriod,
  isHockeyPeriodChange,
  periodColumns,
  periodName,
  quarterOfKey,
  type PeriodName,
} from '../../../src/lib/domain/period-names';
import type { Scores } from '../../../src/lib/domain/match';

describe('period names (spec §4)', () => {
  it.each<[number, string | number | null | undefined, PeriodName]>([
    [18, '1st Quarter', { kind: 'quarter', n: 1 }],
    [18, '3rd Quarter', { kind: 'quarter', n: 3 }],
    [18, '1st Pause', { kind: 'quarter', n: 1 }],
    [18, 'Half Time', { kind: 'quarter', n: 2 }],
    [18, 'Overtime 1', { kind: 'ot', n: 0 }],
    [18, 'Overtime 2', { kind: 'ot', n: 0 }],
    [17, 'overtime', { kind: 'ot', n: 0 }],
    [18, '', { kind: 'waiting', n: 0 }],
    [18, null, { kind: 'waiting', n: 0 }],
    [18, 0, { kind: 'waiting', n: 0 }],
    [18, 4, { kind: 'quarter', n: 4 }],
    [18, 5, { kind: 'ot', n: 0 }],
    [12, '2nd Quarter', { kind: 'quarter', n: 2 }],
    [91, '4th Set', { kind: 'set', n: 4 }],
    [91, 7, { kind: 'set', n: 5 }],
    [13, 2, { kind: 'set', n: 2 }],
    [17, 2, { kind: 'period', n: 2 }],
    [17, 4, { kind: 'ot', n: 0 }],
    [17, 5, { kind: 'shootout', n: 0 }],
    [17, 'Penalty Shootout', { kind: 'shootout', n: 0 }],
    [16, 8, { kind: 'inning', n: 8 }],
    [16, '9th Inning', { kind: 'inning', n: 9 }],
    [1, 2, { kind: 'half', n: 2 }],
    [1, 'Something', { kind: 'waiting', n: 0 }],
  ])('sport %s, %s', (sport, raw, name) => {
    expect(periodName(sport, raw)).toEqual(name);
  });
});

describe('basketball score keys (spec §4)', () => {
  it.each<[string, number | null]>([
    ['1', 1],
    ['2', 2],
    ['3', null],
    ['4', 3],
    ['5', 4],
    ['6', 5],
    ['7', null],
  ])('key %s is quarter %s', (key, quarter) => {
    expect(quarterOfKey(key)).toBe(quarter);
  });

  const s = { home: '1', away: '2' };
  it.each<[string, Scores, number]>([
    ['nothing yet', {}, 0],
    ['first quarter', { '1': s }, 1],
    ['second quarter with the half', { '1': s, '2': s, '3': s }, 2],
    ['third quarter', { '1': s, '2': s, '3': s, '4': s, '7': s }, 3],
    ['fourth quarter', { '1': s, '2': s, '4': s, '5': s }, 4],
  ])('%s', (_name, scores, period) => {
    expect(basketballPeriod(scores)).toBe(period);
  });
});

describe('period columns (spec §2, §9)', () => {
  it('sport 18 has four quarters and an overtime column, no fifth quarter', () => {
    expect(periodColumns(18).map((c) => [c.key, c.name.kind])).toEqual([
      ['1', 'quarter'],
      ['2', 'quarter'],
      ['4', 'quarter'],
      ['5', 'quarter'],
      ['6', 'ot'],
    ]);
  });
  it('hockey has three periods plus overtime and shoot-out', () => {
    expect(periodColumns(17).map((c) => c.name.kind)).toEqual([
      'period',
      'period',
      'period',
      'ot',
      'shootout',
    ]);
  });
  it.each<[number, number]>([
    [91, 5],
    [13, 5],
    [16, 9],
    [1, 2],
  ])('sport %s has %s period columns', (sport, count) => {
    expect(periodColumns(sport)).toHaveLength(count);
  });
});

describe('hockey period change (spec §4)', () => {
  it.each<[number | null | undefined, number, boolean]>([
    [undefined, 5, false],
    [1_199_000, 1_000, true],
    [60_000, 61_000, false],
    [60_000, 61_001, true],
  ])('%s → %s: %s', (previous, next, changed) => {
    expect(isHockeyPeriodChange(previous, next)).toBe(changed);
  });
});
