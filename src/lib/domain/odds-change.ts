/**
 * @module odds-change
 * Odds display rules of spec §4 "Odds tabs": the arrow comparing new with opening odds, the
 * 2-decimal format where 0.00 shows 0, and when a changed price earns the change highlight.
 */

/** A price as lists carry it: a number, numeric text, '-' or nothing. */
export type PriceValue = number | string | null | undefined;

export type OddsArrow = 'up' | 'down' | 'none' | 'dash';

/** Default time the change highlight stays (spec §4: configurable, default 2 s). */
export const ODDS_HIGHLIGHT_MS = 2_000;

/** The number behind a price, or null when it is '-', empty or not numeric. */
export function priceNumber(value: PriceValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '' || !/^-?(?:\d+|\d*\.\d+)$/.test(text)) return null;
  return Number(text);
}

/**
 * Spec §4: up (green) when new is above old, down (red) when lower, none when equal, dash when
 * either side is not numeric.
 * @example oddsArrow(1.8, 2.1) // 'up'
 */
export function oddsArrow(previous: PriceValue, next: PriceValue): OddsArrow {
  const a = priceNumber(previous);
  const b = priceNumber(next);
  if (a === null || b === null) return 'dash';
  if (b > a) return 'up';
  if (b < a) return 'down';
  return 'none';
}

/**
 * Two decimals with thousands separators (spec §9 "Odds"); 0.00 shows 0 and a non-numeric price
 * shows '-' (spec §4).
 * @example formatOdds(1.5) // '1.50'
 */
export function formatOdds(value: PriceValue): string {
  const n = priceNumber(value);
  if (n === null) return '-';
  if (n === 0) return '0';
  const fixed = n.toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * Whether a change from `previous` to `next` shows the change indicator (spec §4: compared on
 * the new price `n`; not when the previous was '-', undefined or 0).
 * @example shouldHighlight(1.9, 2.05) // true
 */
export function shouldHighlight(previous: PriceValue, next: PriceValue): boolean {
  const a = priceNumber(previous);
  const b = priceNumber(next);
  if (a === null || a === 0 || b === null) return false;
  return a !== b;
}

/**
 * The highlight delay to use: a positive configured value in ms, else the default.
 * @example highlightDelay(undefined) // 2000
 */
export function highlightDelay(configuredMs: number | null | undefined): number {
  return typeof configuredMs === 'number' && Number.isFinite(configuredMs) && configuredMs > 0
    ? configuredMs
    : ODDS_HIGHLIGHT_MS;
}
