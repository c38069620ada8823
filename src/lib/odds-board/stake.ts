/**
 * @module odds-board/stake
 * The stake split of a sure bet (spec §2.19): the total typed in the
 * amount input (spec §5 "Amount input": digits and period only, commas stripped and thousands
 * separators put back, the first decimal point only, at most 2 decimals, empty or zero is 0,
 * a number comes out; capped here at `STAKE_MAX`), split over the legs by the domain's
 * `stakeSplit` so that every outcome pays the same.
 */
import { stakeSplit } from '../domain/sure-bets';
import { formatAmount, readAmount, type AmountReading } from '../widgets/amount';

/** The largest total the input takes; more digits are not accepted. */
export const STAKE_MAX = 100_000_000;
/** The total the split starts from. */
export const DEFAULT_STAKE = 100;

/** What the stake input shows and the number it stands for (the shared amount input's rules). */
export type AmountInput = AmountReading;

/**
 * Spec §5 amount input capped at `STAKE_MAX` (lib/widgets/amount holds the rules).
 * @example readAmountInput('12a34.5.67') // { text: '1,234.56', value: 1234.56 }
 */
export function readAmountInput(raw: string, previous = '', max = STAKE_MAX): AmountInput {
  return readAmount(raw, previous, max);
}

export { formatAmount };

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
