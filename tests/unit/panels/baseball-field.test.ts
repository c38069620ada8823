import { describe, expect, it } from 'vitest';
import { fieldEvent, fieldView } from '../../../src/lib/panels/baseball-field';

describe('baseball field view (spec §3 sts.cur, §4 eight base states, §9 counts)', () => {
  it.each<[number, number, number, [boolean, boolean, boolean]]>([
    [0, 0, 0, [false, false, false]],
    [1, 0, 0, [true, false, false]],
    [0, 1, 0, [false, true, false]],
    [0, 0, 1, [false, false, true]],
    [1, 1, 0, [true, true, false]],
    [1, 0, 1, [true, false, true]],
    [0, 1, 1, [false, true, true]],
    [1, 1, 1, [true, true, true]],
  ])('r1=%i r2=%i r3=%i → %j', (r1, r2, r3, bases) => {
    expect(fieldView({ cur: { r1, r2, r3 } }).bases).toEqual(bases);
  });

  it.each<[unknown, number | null]>([
    [0, 0],
    [2, 2],
    ['1', 1],
    [3, 2],
    [4, null],
    [-1, null],
    [1.5, null],
    ['^', null],
    [null, null],
  ])('outs %j light %j', (o, lights) => {
    expect(fieldView({ cur: { o } }).outs).toBe(lights);
  });

  it('reads the count and the names the simulator sends', () => {
    expect(
      fieldView({
        cur: { r1: 0, r2: 1, r3: 0, b: 3, s: 2, o: 1 },
        pitcher: 'Kim Kwang-hyun',
        batter: ' Lee Jung-hoo ',
      }),
    ).toEqual({
      bases: [false, true, false],
      balls: 3,
      strikes: 2,
      outs: 1,
      pitcher: 'Kim Kwang-hyun',
      batter: 'Lee Jung-hoo',
    });
  });
});

describe('baseball events from game state codes', () => {
  it.each<[unknown, unknown]>([
    ['10000', { kind: 'inPlay', side: 'home' }],
    ['20001', { kind: 'ball', side: 'away' }],
    [10005, { kind: 'strikeout', side: 'home' }],
    ['1013', { kind: 'endOfHalf', side: null }],
    ['1011', { kind: 'rainDelay', side: null }],
    ['20015', null], // Batter Up: no event to show
    ['99999', null],
    ['^', null],
    ['', null],
    [null, null],
  ])('%j → %j', (state, event) => {
    expect(fieldEvent(state)).toEqual(event);
  });
});
