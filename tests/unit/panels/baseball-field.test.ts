import { describe, expect, it } from 'vitest';
import { fieldEvent, fieldView } from '../../../src/lib/panels/baseball-field';
import { endStats, inningTable, sideOrder } from '../../../src/lib/panels/baseball-innings';

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

describe('baseball inning table (spec §2, §9 nine innings)', () => {
  const scores = {
    '1': { home: '0', away: '1' },
    '2': { home: '2', away: '0' },
    '3': { home: '', away: '0' },
    run: { home: '2', away: '1' },
    hit: { home: '5', away: '3' },
  };

  it('reads MLB away first and other leagues home first', () => {
    expect(sideOrder('MLB')).toEqual(['away', 'home']);
    expect(sideOrder('Major League Baseball')).toEqual(['away', 'home']);
    expect(sideOrder('KBO League')).toEqual(['home', 'away']);
    expect(sideOrder('NPB')).toEqual(['home', 'away']);
    // The row's league name can be the page language's.
    expect(sideOrder(['메이저리그 (MLB)', null])).toEqual(['away', 'home']);
    expect(sideOrder(['MLB（メジャーリーグ）'])).toEqual(['away', 'home']);
    expect(sideOrder(['KBO 리그', 'KBO League', undefined])).toEqual(['home', 'away']);
    expect(sideOrder(['AMLBX'])).toEqual(['home', 'away']);
  });

  it('pads to nine innings and totals R/H/E', () => {
    const t = inningTable({ scores, ss: '2-1', stats: { errors: [1, 0] } }, ['away', 'home']);
    expect(t.innings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(t.lines[0]).toEqual({
      side: 'away',
      innings: ['1', '0', '0', '', '', '', '', '', ''],
      runs: '1',
      hits: '3',
      errors: '0',
    });
    expect(t.lines[1]).toMatchObject({ side: 'home', runs: '2', hits: '5', errors: '1' });
    expect(t.lines[1].innings.slice(0, 3)).toEqual(['0', '2', '']);
  });

  it('grows for extra innings', () => {
    const t = inningTable({ scores: { ...scores, '11': { home: '1', away: '0' } }, ss: null }, [
      'home',
      'away',
    ]);
    expect(t.innings).toHaveLength(11);
    expect(t.lines[0].innings[10]).toBe('1');
  });

  it('falls back to sts.end and ss for the totals', () => {
    const t = inningTable({ scores: {}, ss: '4-3', sts: { end: { hits: [7, 6] } } }, [
      'home',
      'away',
    ]);
    expect(t.lines.map((l) => [l.runs, l.hits, l.errors])).toEqual([
      ['4', '7', null],
      ['3', '6', null],
    ]);
  });

  it('lists the game totals in side order', () => {
    const end = endStats({ end: { pitches: [88, 95], double: [2, 0], runs: [3, 5] } }, [
      'away',
      'home',
    ]);
    expect(end.map((s) => [s.key, s.values])).toEqual([
      ['pitches', ['95', '88']],
      ['double', ['0', '2']],
      ['runs', ['5', '3']],
    ]);
  });
});
