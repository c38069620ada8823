/**
 * @module domain/odds-graph/price-axis
 * The odds graph's price axis (spec §2.3, §2.9): a linear scale over the prices drawn, padded a
 * little, whose ends and tick labels are "nice" values (1, 2, 2.5 or 5 times a power of ten
 * apart), so every label sits exactly where the scale puts its price.
 */

/** A price axis: the scale's ends, the step between ticks and the ticks themselves. */
export interface PriceAxis {
  min: number;
  max: number;
  step: number;
  /** Tick values, lowest first, all within [min, max]. */
  ticks: number[];
  /** Decimals a tick label needs to tell the ticks apart (0.25 → 2, 0.5 → 1, 5 → 0). */
  decimals: number;
}

/** Tick counts the axis aims at, fewest first; a nice step may add one or two. */
const TARGET_TICKS = [4, 5, 6] as const;
/** Padding above and below the prices drawn, as a share of their range. */
const PAD_SHARE = 0.08;
/** Least padding, as a share of the price (a flat line still gets room around it). */
const PAD_MIN_SHARE = 0.02;
/** Decimal odds are never below 1: the axis does not run under it. */
const FLOOR = 1;
const NICE = [1, 2, 2.5, 5, 10] as const;

/** Prices are quoted to the hundredth: no step is finer, nor needs a third decimal. */
const MAX_DECIMALS = 2;

/**
 * The smallest nice step (1, 2, 2.5 or 5 × 10^k) at least `raw` whose multiples need at most two
 * decimals (0.025 is passed over for 0.05), and at least 0.01.
 * @example niceStep(0.37) // 0.5
 */
export function niceStep(raw: number): number {
  const wanted = Math.max(raw, 10 ** -MAX_DECIMALS);
  const power = 10 ** Math.floor(Math.log10(wanted));
  for (const scale of [power, power * 10]) {
    for (const mantissa of NICE) {
      const step = round(mantissa * scale, 12);
      if (step >= wanted * (1 - 1e-9) && stepDecimals(step) <= MAX_DECIMALS) return step;
    }
  }
  return round(10 * power, 12);
}

/**
 * Decimals a step's multiples need: 2.5 × 10^k one more than its power.
 * @example stepDecimals(0.25) // 2
 */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 6; d++) if (Math.abs(round(step * 10 ** d, 6) % 1) < 1e-9) return d;
  return 6;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** The axis over [from, to] whose step aims at `target` ticks. */
function axisFor(from: number, to: number, target: number): PriceAxis {
  const step = niceStep((to - from) / (target - 1));
  const decimals = stepDecimals(step);
  const min = Math.max(FLOOR, round(Math.floor(from / step) * step, decimals));
  const max = round(Math.ceil(to / step) * step, decimals);
  const ticks: number[] = [];
  for (let i = Math.ceil(min / step - 1e-9); i * step <= max + 1e-9; i++) {
    ticks.push(round(i * step, decimals));
  }
  // Below the first multiple of a step over 1, the floor itself is labelled.
  if (ticks[0] !== min) ticks.unshift(min);
  return { min, max, step, ticks, decimals: Math.max(decimals, stepDecimals(min)) };
}

/**
 * The axis for a set of prices (nulls and non-finite values ignored); an empty set gets the
 * axis of even money. Of the axes aiming at four to six ticks, the tightest around the prices
 * is kept, so little of the height is left empty; on a tie, the one nearest five ticks.
 * @example priceAxis([1.95, 2.0, 2.65, 2.7, 3.4]).ticks // [1.5, 2, 2.5, 3, 3.5, 4]
 */
export function priceAxis(prices: readonly (number | null)[]): PriceAxis {
  const drawn = prices.filter((p): p is number => p !== null && Number.isFinite(p));
  const low = drawn.length > 0 ? Math.min(...drawn) : 2;
  const high = drawn.length > 0 ? Math.max(...drawn) : 2;
  const pad = Math.max((high - low) * PAD_SHARE, high * PAD_MIN_SHARE);
  const from = Math.max(FLOOR, low - pad);
  const to = high + pad;
  const fits = TARGET_TICKS.map((target) => axisFor(from, to, target));
  const misfit = (axis: PriceAxis) => axis.max - axis.min + Math.abs(axis.ticks.length - 5) * 1e-6;
  return fits.reduce((best, axis) => (misfit(axis) < misfit(best) ? axis : best));
}

/**
 * Where a price sits between the axis's ends: 0 at `max` (the top), 1 at `min`.
 * @example priceShare({ min: 1.5, max: 4 } as PriceAxis, 2) // 0.8
 */
export function priceShare(axis: Pick<PriceAxis, 'min' | 'max'>, price: number): number {
  return (axis.max - price) / (axis.max - axis.min);
}

/**
 * A tick's label: the price with the axis's decimals.
 * @example priceLabel({ decimals: 1 } as PriceAxis, 2) // '2.0'
 */
export function priceLabel(axis: Pick<PriceAxis, 'decimals'>, price: number): string {
  return price.toFixed(axis.decimals);
}
