import { describe, expect, it } from 'vitest';
import { WORLD_FLAG, countryFlag, countryName } from '../../../src/lib/domain/country-flag';

describe('league country flags and names', () => {
  it.each([
    ['kr', '\u{1F1F0}\u{1F1F7}'],
    ['gb', '\u{1F1EC}\u{1F1E7}'],
    ['US', '\u{1F1FA}\u{1F1F8}'],
    [' jp ', '\u{1F1EF}\u{1F1F5}'],
    ['eu', '\u{1F1EA}\u{1F1FA}'],
    ['wo', WORLD_FLAG],
    ['xx', null],
    ['kor', null],
    ['k', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('flags %j as %j', (cc, flag) => {
    expect(countryFlag(cc)).toBe(flag);
  });

  it.each([
    ['kr', 'kr', '대한민국'],
    ['kr', 'en', 'South Korea'],
    ['kr', 'jp', '韓国'],
    ['gb', 'en', 'United Kingdom'],
    ['wo', 'en', null],
    ['xx', 'en', null],
    [null, 'kr', null],
  ] as const)('names %j in %s as %j', (cc, lang, name) => {
    expect(countryName(cc, lang)).toBe(name);
  });
});
