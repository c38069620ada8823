/**
 * The sure bets' stake split (spec §2.19) and its amount input
 * (spec §5 "Amount input"): digits and the first period, 2 decimals, thousands separators,
 * empty or zero is 0, nothing above the maximum.
 */
import { describe, expect, it } from 'vitest';
import {
  STAKE_MAX,
  formatAmount,
  readAmountInput,
  stakePlan,
} from '../../../src/lib/odds-board/stake';

describe('amount input', () => {
  it.each([
    ['', '', 0],
    ['0', '0', 0],
    ['100', '100', 100],
    ['1234567', '1,234,567', 1234567],
    ['1,234,567', '1,234,567', 1234567],
    ['12,34', '1,234', 1234],
    ['1234.5', '1,234.5', 1234.5],
    ['1234.567', '1,234.56', 1234.56],
    ['1.2.3', '1.23', 1.23],
    ['12.', '12.', 12],
    ['.5', '0.5', 0.5],
    ['007', '7', 7],
    ['0.05', '0.05', 0.05],
    ['12a3b', '123', 123],
    ['-50', '50', 50],
    ['1e5', '15', 15],
    ['abc', '', 0],
  ])('%j shows %j and means %d', (raw, text, value) => {
    expect(readAmountInput(raw)).toEqual({ text, value });
  });

  it('refuses a value above the maximum, keeping what was shown', () => {
    expect(readAmountInput(String(STAKE_MAX))).toEqual({ text: '100,000,000', value: STAKE_MAX });
    expect(readAmountInput('1000000000', '100,000,000')).toEqual({
      text: '100,000,000',
      value: STAKE_MAX,
    });
    expect(readAmountInput('999', '400', 500)).toEqual({ text: '400', value: 400 });
  });
});

describe('amount format', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
  ])('%d prints as %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe('stake plan', () => {
  /** stake_i = total × (1/p_i) / Σ 1/p_j, the cents summing to the total. */
  it.each([
    [100, [2.2, 1.95]],
    [100, [1.64, 2.8]],
    [1000, [2.5, 3.6, 3.9]],
    [33.33, [2.05, 2.05]],
    [1, [3.1, 3.2, 3.3]],
  ])('splits %d over %j so that every leg pays alike', (total, prices) => {
    const plan = stakePlan(total, prices);
    const sum = prices.reduce((s, p) => s + 1 / p, 0);
    const cents = plan.rows.reduce((s, r) => s + Math.round(r.stake * 100), 0);
    expect(cents).toBe(Math.round(total * 100));
    for (const [i, row] of plan.rows.entries()) {
      expect(row.leg).toBe(i);
      expect(row.price).toBe(prices[i]);
      expect(Math.abs(row.stake - (total * (1 / prices[i]!)) / sum)).toBeLessThanOrEqual(0.01);
      // Stake × price in whole cents, half a cent up (1 × 0.35 × 3.1 = 1.085 pays 1.09).
      const cents = Math.round(row.stake * 100) * Math.round(prices[i]! * 1000);
      expect(Math.round(row.payout * 100)).toBe(Math.round(cents / 1000));
    }
    const payouts = plan.rows.map((r) => r.payout);
    // Payouts differ by at most one cent times the highest price.
    expect(Math.max(...payouts) - Math.min(...payouts)).toBeLessThanOrEqual(
      0.01 * Math.max(...prices) + 1e-9,
    );
    expect(plan.profit).toBeCloseTo(Math.min(...payouts) - total, 2);
  });

  it('gives nothing to place for a zero total', () => {
    expect(stakePlan(0, [2.1, 2.1]).rows.map((r) => r.stake)).toEqual([0, 0]);
  });
});
