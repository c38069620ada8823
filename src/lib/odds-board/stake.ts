/**
 * @module odds-board/stake
 * The stake split of a sure bet (issue "Odds comparison, live", item 6): the total typed in the
 * amount input (spec §5 "Amount input": digits and period only, commas stripped and thousands
 * separators put back, the first decimal point only, at most 2 decimals, empty or zero is 0,
 * a number comes out; capped here at `STAKE_MAX`), split over the legs by the domain's
 * `stakeSplit` so that every outcome pays the same.
 */
import { stakeSplit } from '../domain/sure-bets';

/** The largest total the input takes; more digits are not accepted. */
export const STAKE_MAX = 100_000_000;
/** The total the split starts from. */
export const DEFAULT_STAKE = 100;

export interface AmountInput {
  /** What the input shows: digits with thousands separators, a period and up to 2 decimals. */
  text: string;
  /** The number it stands for (0 when empty). */
  value: number;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Spec §5 amount input: keeps digits and the first period, at most 2 decimals, regroups the
 * thousands; a value above `max` keeps the previous text (`previous`), as if the key was refused.
 * @example readAmountInput('12a34.5.67') // { text: '1,234.56', value: 1234.56 }
 */
export function readAmountInput(raw: string, previous = '', max = STAKE_MAX): AmountInput {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  const fraction =
    point === -1
      ? null
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  // One leading zero at most ("0.5" stays, "007" is 7).
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== null) whole = '0';
  const text = fraction === null ? group(whole) : `${group(whole)}.${fraction}`;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (value > max) return readAmountInput(previous, '', max);
  return { text, value };
}

/**
 * An amount as the page prints it: thousands separators and 2 decimals.
 * @example formatAmount(1234.5) // '1,234.50'
 */
export function formatAmount(value: number): string {
  const [whole = '0', fraction = '00'] = value.toFixed(2).split('.');
  return `${group(whole)}.${fraction}`;
}

export interface StakeRow {
  /** Index of the leg (the sure bet's legs' order). */
  leg: number;
  price: number;
  stake: number;
  payout: number;
}

export interface StakePlan {
  rows: StakeRow[];
  total: number;
  /** The smallest payout minus the total: what is won whatever happens. */
  profit: number;
}

/**
 * The stake to place on each leg for a total, and what each pays back.
 * @example stakePlan(100, [2.2, 1.95]).rows.map((r) => r.stake) // [46.99, 53.01]
 */
export function stakePlan(total: number, prices: readonly number[]): StakePlan {
  const split = stakeSplit(total, prices);
  return {
    rows: prices.map((price, leg) => ({
      leg,
      price,
      stake: split.stakes[leg] ?? 0,
      payout: split.payouts[leg] ?? 0,
    })),
    total,
    profit: split.profit,
  };
}
