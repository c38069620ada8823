import { describe, expect, it } from 'vitest';
import {
  baseballCount,
  firstScoreThresholds,
  raceFromEvents,
  tennisPoint,
  volleyballFirstTo,
} from '../../../src/lib/inplay/details-view';

describe('first-to columns from the timeline', () => {
  const ev = (text: string) => ({ text });
  it('reads basketball races and the first score', () => {
    expect(
      raceFromEvents(
        [
          ev('Q1 11:40 - First Points - Ibaraki Robots'),
          ev('Q1 10:02 - Race to 5 Points - Alvark Tokyo'),
          ev('Q1 09:12 - Race to 7 Points - Ibaraki Robots'),
          ev('Q1 08:00 - 3 Points - Alvark Tokyo'),
        ],
        'Ibaraki Robots',
        'Alvark Tokyo',
      ),
    ).toEqual({ 1: 'home', 5: 'away', 7: 'home' });
  });
  it('reads hockey goal races and keeps the first claim of a mark', () => {
    expect(
      raceFromEvents(
        [ev('05:10 - Race to 2 Goals - Dallas Stars'), ev('Race to 2 Goals - Colorado Avalanche')],
        'Dallas Stars',
        'Colorado Avalanche',
      ),
    ).toEqual({ 2: 'home' });
  });
  it('ignores teams it cannot place', () => {
    expect(raceFromEvents([ev('Race to 5 Points - Somebody')], 'A', 'B')).toEqual({});
  });
  it.each([
    [18, [5, 7, 10, 15, 20]],
    [91, [5, 7, 10, 15, 20]],
    [17, [1, 2, 3, 4, 5]],
    [1, [1, 2, 3, 4, 5]],
  ])('sport %s thresholds (spec §9)', (sport, marks) => {
    expect(firstScoreThresholds(sport)).toEqual(marks);
  });
});

describe('volleyball, tennis and baseball details', () => {
  it.each([
    [{ firstTo: { 5: 'away', 7: 'home', 10: null } }, { 5: 'away', 7: 'home' }],
    [{}, {}],
    [undefined, {}],
    [{ firstTo: { x: 'home', 5: 'nobody' } }, {}],
  ])('volleyball %j', (sts, marks) => {
    expect(volleyballFirstTo(sts as Record<string, unknown> | undefined)).toEqual(marks);
  });

  it.each([
    [{ points: '30-15' }, ['30', '15']],
    [{ points: 'A-40' }, ['A', '40']],
    [{ points: 3 }, null],
    [undefined, null],
  ])('tennis point %j', (sts, point) => {
    expect(tennisPoint(sts as Record<string, unknown> | undefined)).toEqual(point);
  });

  it.each([
    [
      { cur: { r1: 1, r2: 0, r3: 1, b: 3, s: 2, o: 1 } },
      { bases: [true, false, true], balls: 3, strikes: 2, outs: 1 },
    ],
    [
      { cur: { r1: true, r2: '1', r3: 0, b: 9, s: -1, o: 'x' } },
      { bases: [true, true, false], balls: 3, strikes: 0, outs: 0 },
    ],
    [{}, null],
  ])('baseball count %j', (sts, count) => {
    expect(baseballCount(sts)).toEqual(count);
  });
});
