import { describe, expect, it } from 'vitest';
import { formatAmount, readAmount, settleAmount } from '../../../src/lib/widgets/amount';

describe('amount input (spec §5)', () => {
  it.each([
    ['', '', 0],
    ['0', '0', 0],
    ['1234', '1,234', 1234],
    ['1,234,567', '1,234,567', 1234567],
    ['12a34', '1,234', 1234],
    ['-5', '5', 5],
    ['1.2.3', '1.23', 1.23],
    ['1234.567', '1,234.56', 1234.56],
    ['.5', '0.5', 0.5],
    ['007', '7', 7],
    ['0.05', '0.05', 0.05],
    ['1e5', '15', 15],
    ['10.', '10.', 10],
    [' 9 9 ', '99', 99],
  ])('reads %j as %j (%d)', (raw, text, value) => {
    expect(readAmount(raw)).toEqual({ text, value });
  });

  it('refuses a key that would pass the maximum, keeping the previous text', () => {
    expect(readAmount('1,0000', '1,000', 5000)).toEqual({ text: '1,000', value: 1000 });
    expect(readAmount('5,000', '500', 5000)).toEqual({ text: '5,000', value: 5000 });
  });

  it.each([
    ['', '0'],
    ['0.00', '0'],
    ['0.', '0'],
    ['1,234.', '1,234'],
    ['1,234.5', '1,234.5'],
  ])('settles %j on %j when the input is left', (text, settled) => {
    expect(settleAmount(text)).toBe(settled);
  });

  it.each([
    [0, '0.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [Number.NaN, '0.00'],
  ])('prints %d as %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});
