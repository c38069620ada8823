import { describe, expect, it } from 'vitest';
import { wholeNumber } from '../../../src/server/api/whole-number';

describe('whole numbers in paths and queries', () => {
  it.each([
    ['1', 1],
    ['31', 31],
    ['9007199254740991', 9007199254740991],
    [42, 42],
  ])('reads %j as %i', (input, value) => {
    expect(wholeNumber().parse(input)).toBe(value);
  });

  it.each([
    '0x1F',
    ' 1 ',
    '1 ',
    '1e2',
    '1.0',
    '007',
    '+1',
    '1_000',
    '',
    'abc',
    '0',
    '-3',
    1.5,
    '9007199254740992',
  ])('refuses %j', (input) => {
    expect(wholeNumber().safeParse(input).success).toBe(false);
  });

  it('takes zero and negatives only when the range does', () => {
    expect(wholeNumber(0, 10).parse('0')).toBe(0);
    expect(wholeNumber(-5, 5).parse('-5')).toBe(-5);
    expect(wholeNumber(0, 10).safeParse('-0').success).toBe(false);
    expect(wholeNumber(0, 10).safeParse('11').success).toBe(false);
  });

  it('says what it expects', () => {
    const result = wholeNumber(1, 100).safeParse('0x1F');
    expect(result.error?.issues[0]?.message).toBe(
      'Expected a whole number from 1 to 100, in decimal digits',
    );
  });
});
