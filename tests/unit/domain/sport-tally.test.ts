import { describe, expect, it } from 'vitest';
import type { Scores } from '../../../src/lib/domain/match';
import {
  SPORT_TALLY,
  gameCount,
  overUnder,
  overUnderLine,
  sportTallyRule,
} from '../../../src/lib/domain/sport-tally';
import { ALL_SPORT_IDS } from '../../../src/lib/domain/sports';

/** Scores keyed 1, 2, 3… from `[home, away]` pairs. */
const keyed = (...pairs: [number, number][]): Scores =>
  Object.fromEntries(
    pairs.map(([h, a], i) => [String(i + 1), { home: String(h), away: String(a) }]),
  );
const at = (key: string, h: number, a: number): Scores => ({
  [key]: { home: String(h), away: String(a) },
});

describe('the per-sport tally table (spec §9)', () => {
  it.each([
    // sport, total unit, win unit, draws, line kind and value, half key and line
    [1, 'goals', 'goals', true, 'fixed', 2.5, '1', 0.5],
    [18, 'points', 'points', false, 'average', 160.5, '3', 80.5],
    [16, 'runs', 'runs', true, 'fixed', 8.5, null, null],
    [17, 'goals', 'goals', false, 'fixed', 5.5, null, null],
    [91, 'sets', 'sets', false, 'fixed', 3.5, null, null],
    [78, 'goals', 'goals', true, 'average', 54.5, '1', 27.5],
    [13, 'games', 'sets', false, 'average', 22.5, null, null],
    [12, 'points', 'points', true, 'average', 44.5, '3', 22.5],
    [151, 'maps', 'maps', false, 'average', 2.5, null, null],
  ] as const)(
    'sport %i totals %s, wins by %s, draws %s, %s line %d, half %s',
    (sportId, totalUnit, winUnit, draws, kind, value, halfKey, halfLine) => {
      const rule = sportTallyRule(sportId);
      expect(rule).toMatchObject({ totalUnit, winUnit, draws, line: { kind, value } });
      if (halfKey === null) expect(rule.half).toBeNull();
      else expect(rule.half).toMatchObject({ key: halfKey, line: { value: halfLine } });
    },
  );

  it('has a rule for every sport of spec §1, and halves only where the sport plays them', () => {
    expect(Object.keys(SPORT_TALLY).map(Number).sort()).toEqual([...ALL_SPORT_IDS].sort());
    const withHalves = ALL_SPORT_IDS.filter((id) => SPORT_TALLY[id].half !== null).sort();
    expect(withHalves).toEqual([1, 12, 18, 78]);
  });
});

describe('what a finished game counts for, per sport', () => {
  it.each([
    ['soccer goals and the first half', 1, '2-1', at('1', 1, 0), [2, 1], 3, 1],
    ['soccer without a half score', 1, '0-0', {}, [0, 0], 0, null],
    [
      'basketball points, first half under key 3',
      18,
      '101-99',
      at('3', 50, 48),
      [101, 99],
      200,
      98,
    ],
    ['baseball runs (no halves)', 16, '4-4', keyed([1, 0], [0, 2]), [4, 4], 8, null],
    [
      'ice hockey goals with the shoot-out winner',
      17,
      '3-2',
      keyed([1, 1], [1, 0], [0, 1]),
      [3, 2],
      5,
      null,
    ],
    ['handball goals, first half under key 1', 78, '28-25', at('1', 14, 12), [28, 25], 53, 26],
    [
      'American football points, first half under key 3',
      12,
      '24-17',
      at('3', 10, 7),
      [24, 17],
      41,
      17,
    ],
    [
      'volleyball: sets won, sets played',
      91,
      '3-1',
      keyed([25, 20], [23, 25], [25, 18], [25, 22]),
      [3, 1],
      4,
      null,
    ],
    ['volleyball set list', 91, '25-20,23-25,25-18', {}, [2, 1], 3, null],
    [
      'e-sports: maps won, maps played (kills per map ignored)',
      151,
      '2-1',
      keyed([20, 11], [9, 18], [25, 14]),
      [2, 1],
      3,
      null,
    ],
    // Tennis: the sets decide, the games total; `ss` is the sets won or the set list itself.
    [
      'tennis sets won with games per set',
      13,
      '2-1',
      keyed([6, 4], [3, 6], [7, 5]),
      [2, 1],
      31,
      null,
    ],
    ['tennis four sets', 13, '3-1', keyed([6, 4], [6, 7], [6, 3], [6, 2]), [3, 1], 40, null],
    ['tennis set list (the BetsAPI form)', 13, '6-4,3-6,7-6', {}, [2, 1], 32, null],
    ['tennis straight sets', 13, '2-0', keyed([6, 1], [6, 2]), [2, 0], 15, null],
    ['tennis sets won without set scores: no games total', 13, '2-0', {}, [2, 0], null, null],
  ] as const)('%s', (_name, sportId, ss, scores, win, total, half) => {
    expect(gameCount(sportId, ss, scores)).toEqual({
      win: { home: win[0], away: win[1] },
      total,
      half,
    });
  });

  it.each([
    [1, null],
    [1, ''],
    [1, '2:1'],
    [1, '1-0,2-0'],
    [13, 'ret.'],
  ])('sport %i: %j is no score', (sportId, ss) => {
    expect(gameCount(sportId, ss, {})).toBeNull();
  });
});

describe('over/under lines', () => {
  it.each([
    ['a fixed line stays', { kind: 'fixed', value: 2.5 }, [7, 8, 9], 2.5],
    [
      'an average line sits above the mean’s whole part',
      { kind: 'average', value: 160.5 },
      [201, 214, 190],
      201.5,
    ],
    ['tennis games of 3 and 4 sets', { kind: 'average', value: 22.5 }, [31, 40, 20, null], 30.5],
    ['no known total: the sport default', { kind: 'average', value: 44.5 }, [null], 44.5],
    ['no games: the sport default', { kind: 'average', value: 2.5 }, [], 2.5],
  ] as const)('%s', (_name, rule, totals, line) => {
    expect(overUnderLine(rule, totals)).toBe(line);
  });

  it.each([
    [3, 2.5, 'O'],
    [2, 2.5, 'U'],
    [null, 2.5, null],
  ] as const)('total %s against %d is %s', (total, line, expected) => {
    expect(overUnder(total, line)).toBe(expected);
  });
});
