/**
 * @module widgets/amount
 * The numeric amount input's rules (spec §5 "Amount input"): digits and a period only, commas
 * stripped and thousands separators put back, the first decimal point only, at most 2 decimals,
 * empty or zero is 0, a number comes out.
 */

export interface AmountReading {
  /** What the input shows: digits with thousands separators, a period and up to 2 decimals. */
  text: string;
  /** The number it stands for (0 when empty). */
  value: number;
}

/** Spec §5 and §9 "Odds": at most 2 decimals. */
export const AMOUNT_DECIMALS = 2;

/** Inserts a comma every three digits from the right of a run of digits. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Reads what the user typed into the amount input. A value above `max` is refused: the previous
 * text is kept, as if the key had not been accepted.
 * @example readAmount('12a34.5.67') // { text: '1,234.56', value: 1234.56 }
 * @example readAmount('') // { text: '', value: 0 }
 */
export function readAmount(
  raw: string,
  previous = '',
  max = Number.MAX_SAFE_INTEGER,
): AmountReading {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  // Later periods are dropped, not treated as a new decimal point ("1.2.3" is 1.23).
  const fraction =
    point === -1
      ? null
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, AMOUNT_DECIMALS);
  // One leading zero at most ("0.5" stays, "007" is 7).
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== null) whole = '0';
  const text = fraction === null ? group(whole) : `${group(whole)}.${fraction}`;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (value > max)
    return previous === raw ? { text: '', value: 0 } : readAmount(previous, previous, max);
  return { text, value };
}

/**
 * The text the input settles on when it loses focus: empty or zero becomes `0`, a dangling
 * period goes, the rest keeps its separators.
 * @example settleAmount('1,234.') // '1,234'
 * @example settleAmount('0.00') // '0'
 */
export function settleAmount(text: string): string {
  const { value } = readAmount(text);
  if (value === 0) return '0';
  return readAmount(text.replace(/\.$/, '')).text;
}

/**
 * An amount as pages print it: thousands separators and 2 decimals (spec §9 "Odds").
 * @example formatAmount(1234.5) // '1,234.50'
 */
export function formatAmount(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  const [whole = '0', fraction = '00'] = safe.toFixed(AMOUNT_DECIMALS).split('.');
  return `${whole.startsWith('-') ? '-' : ''}${group(whole.replace('-', ''))}.${fraction}`;
}
