import { describe, expect, it } from 'vitest';
import { ageOn, localWord, measure } from '../../../src/lib/people/profile';

// 2026-11-27 00:30 in Seoul is still 2026-11-26 in UTC.
const NOW = Date.UTC(2026, 10, 26, 15, 30);

describe('a person’s age and measures', () => {
  it.each([
    ['1992-07-08', 34],
    ['1992-11-27', 34],
    ['1992-11-28', 33],
    ['2026-11-27', 0],
    ['', null],
    [null, null],
    ['1992-13-01', null],
    ['27/11/1992', null],
    ['2030-01-01', null],
  ])('%s → %s', (birthdate, age) => {
    expect(ageOn(birthdate, NOW)).toBe(age);
  });

  it.each([
    [181, 'cm', '181 cm'],
    [75, 'kg', '75 kg'],
    [null, 'cm', '-'],
    [0, 'kg', '-'],
    [Number.NaN, 'cm', '-'],
  ] as const)('%s %s', (value, unit, text) => {
    expect(measure(value, unit)).toBe(text);
  });
});

describe('words the feed gives in English', () => {
  const t = ((key: string) =>
    ({ 'p.foot.right': '오른발', 'p.pos.centre-back': '센터백' })[key] ?? key) as Parameters<
    typeof localWord
  >[0];
  it.each([
    ['p.foot', 'right', '오른발'],
    ['p.foot', 'Right ', '오른발'],
    ['p.pos', 'Centre Back', '센터백'],
    ['p.pos', 'Sweeper', 'Sweeper'],
    ['p.pos', null, null],
  ] as const)('%s %s → %s', (prefix, word, text) => {
    expect(localWord(t, prefix, word)).toBe(text);
  });
});
