/**
 * @module odds
 * Odds markets and prices (spec §3 "Odds detail row", "Odds history row"): each bookmaker
 * quotes three odd types per match: 1 winner (1X2 or money line), 2 handicap, 3 over/under.
 */

export const ODD_TYPES = { winner: 1, handicap: 2, total: 3 } as const;
export type OddTypeId = (typeof ODD_TYPES)[keyof typeof ODD_TYPES];

/**
 * A price as the feed carries it: decimal odds, or '-' while suspended.
 * Spec: "each o old, n new, or '-'".
 */
export type Price = number | '-';

/** The outcomes a market can be settled on (over/under ride on home/away, spec §3). */
export const OUTCOMES = ['home', 'draw', 'away'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/**
 * One bookmaker's quote of one odd type. For handicap `middle` is the home line (e.g. -1.5);
 * for totals `middle` is the line and `home`/`away` are over/under; `draw` only for 3-way winners.
 */
export interface Quote {
  home: Price;
  draw: Price | null;
  away: Price;
  middle: number | null;
}

/** True (margin-free) probabilities of the three markets at one moment. */
export interface MarketProbabilities {
  winner: { home: number; draw: number | null; away: number };
  /** Home line (negative = home gives points) with the probability each side covers it. */
  handicap: { line: number; home: number; away: number } | null;
  total: { line: number; over: number; under: number } | null;
}

/**
 * Payout (refund rate) of a quote in percent: 100 / Σ(1/odds), over home, away and draw when
 * there is one (spec §5: draw excluded for odd types 2 and 3).
 * @example payoutPercent({ home: 8, draw: 5.5, away: 1.33, middle: null }, 1) // ≈ 94.46
 */
export function payoutPercent(quote: Quote, oddType: OddTypeId): number | null {
  const legs = [
    quote.home,
    quote.away,
    ...(oddType === 1 && quote.draw !== null ? [quote.draw] : []),
  ];
  if (legs.some((p) => p === '-' || !(p > 0))) return null;
  const overround = (legs as number[]).reduce((sum, p) => sum + 1 / p, 0);
  return 100 / overround;
}
