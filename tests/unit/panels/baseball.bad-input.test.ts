import { describe, expect, it } from 'vitest';
import { advance, frameAt, INITIAL_ANIM, nextChange } from '../../../src/lib/panels/baseball';
import { fieldEvent, fieldView } from '../../../src/lib/panels/baseball-field';
import { endStats, inningTable, sideOrder } from '../../../src/lib/panels/baseball-innings';

/** Partial and malformed details: the spec's '^', strings, null, odd shapes. */
const CORPUS: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'r1=1'],
  ['a number', 7],
  ['an array', [1, 2, 3]],
  ['empty object', {}],
  ['cur null', { cur: null }],
  ['cur as caret', { cur: '^' }],
  ['cur with carets', { cur: { r1: '^', r2: '^', r3: '^', b: '^', s: '^', o: '^' } }],
  ['cur with strings', { cur: { r1: 'yes', r2: '', r3: 'no', b: 'two', s: '1.5', o: '-1' } }],
  ['cur partial', { cur: { r1: 1, b: 2 } }],
  ['cur out of range', { cur: { r1: 2, r2: -1, r3: 1, b: 9, s: 12, o: 99 } }],
  ['names not strings', { pitcher: 42, batter: { name: 'x' } }],
  ['names as caret', { pitcher: '^', batter: '   ' }],
  ['end as string', { end: 'pitches:88' }],
  [
    'end with strings',
    { end: { pitches: ['88', 'x'], hits: 'abc', walks: [null, 2], runs: ['^', '^'] } },
  ],
  ['end pairs too short', { end: { pitches: [88], hits: [] } }],
  ['end as objects', { end: { hits: { home: 3, away: '4' } } }],
];

const SCORES: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', '1-0'],
  ['keys with carets', { '1': { home: '^', away: '^' }, run: '^', hit: null }],
  ['inning as string', { '1': '1-0', '2': null }],
  ['negative and huge', { '1': { home: -1, away: 1e9 }, '99': { home: '1', away: '0' } }],
  ['word keys', { first: { home: '1', away: '0' }, '1.5': { home: '1', away: '1' } }],
];

describe('baseball panel bad input', () => {
  it.each(CORPUS)('field view never throws on %s', (_, sts) => {
    const v = fieldView(sts);
    for (const n of [v.balls, v.strikes, v.outs])
      expect(n === null || (n >= 0 && n <= 3)).toBe(true);
    expect(v.bases === null || v.bases.length === 3).toBe(true);
    expect(v.pitcher === null || typeof v.pitcher === 'string').toBe(true);
  });

  it('hides the bases unless all three flags are valid', () => {
    expect(fieldView({ cur: { r1: 1, b: 2 } }).bases).toBeNull();
    expect(fieldView({ cur: { r1: 2, r2: -1, r3: 1 } }).bases).toBeNull();
    expect(fieldView({ cur: { r1: 1, b: 2 } }).balls).toBe(2);
  });

  it('hides names that are not names', () => {
    expect(fieldView({ pitcher: '^', batter: '   ' })).toMatchObject({
      pitcher: null,
      batter: null,
    });
    expect(fieldView({ pitcher: 42 })).toMatchObject({ pitcher: null });
  });

  it.each(CORPUS)('game totals show only valid pairs for %s', (_, sts) => {
    for (const stat of endStats(sts, ['home', 'away']))
      for (const v of stat.values) expect(v).toMatch(/^\d+$/);
  });

  it('keeps the valid totals of a partly broken end object', () => {
    expect(
      endStats({ end: { hits: { home: 3, away: '4' }, walks: [null, 2] } }, ['home', 'away']),
    ).toEqual([{ key: 'hits', label: 'panel.baseball.end.hits', values: ['3', '4'] }]);
  });

  it.each(SCORES)('inning table never invents runs from %s', (_, scores) => {
    for (const sts of CORPUS.map(([, s]) => s)) {
      const t = inningTable({ scores, ss: '^', sts, stats: { errors: 'x' } }, ['home', 'away']);
      expect(t.innings).toHaveLength(9);
      for (const line of t.lines) {
        for (const cell of line.innings) expect(cell).toMatch(/^(\d+)?$/);
        expect(line.errors).toBeNull();
      }
    }
  });

  it('reads a league name of any shape', () => {
    expect(sideOrder('')).toEqual(['home', 'away']);
    expect(sideOrder('  MLB ')).toEqual(['away', 'home']);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['object', { code: 1 }],
    ['caret', '^'],
    ['float', '10001.5'],
    ['another sport', '10016'],
  ])('the event machine shows nothing for a state that is %s', (_, state) => {
    expect(fieldEvent(state)).toBeNull();
    let a = advance(INITIAL_ANIM, { state: null, lastEventId: null }, 0);
    a = advance(a, { state, lastEventId: 'x' }, 10);
    expect(frameAt(a, 10).event).toBeNull();
    expect(nextChange(a, 10)).toBeNull();
  });
});
