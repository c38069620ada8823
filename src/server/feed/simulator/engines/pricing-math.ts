/**
 * @module feed/simulator/engines/pricing-math
 * Probability helpers engines use to price their markets: Poisson scoring (goal sports),
 * normal approximations (points sports) and main-line selection (the line nearest 50/50).
 */

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return 0.5 * (1 + sign * y);
}

/** Poisson probabilities P(0..max) for mean lambda; the tail beyond max is folded into max. */
export function poissonDistribution(lambda: number, max: number): number[] {
  const out: number[] = [];
  const mean = Math.max(lambda, 0);
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    if (k > 0) p *= mean / k;
    out.push(p);
  }
  // The tail is summed term by term, not taken as 1 − sum: that difference is rounding noise
  // (~1e-16) when the tail is tiny, and a decided match's long shots are priced from such tails.
  let tail = 0;
  for (let k = max + 1; k < max + 1000; k++) {
    p *= mean / k;
    tail += p;
    if (p <= tail * 1e-17 || p === 0) break;
  }
  out[max] = (out[max] ?? 0) + tail;
  return out;
}

/**
 * Final-outcome distribution of a goal sport from the current score and the expected goals
 * still to come for each side (independent Poisson). Returns P(margin = m) and P(total = t) as
 * maps, where margin is home − away.
 */
export function goalOutcome(
  current: { home: number; away: number },
  remaining: { home: number; away: number },
  maxGoals = 15,
): {
  margin: Map<number, number>;
  total: Map<number, number>;
  home: number;
  draw: number;
  away: number;
} {
  const ph = poissonDistribution(remaining.home, maxGoals);
  const pa = poissonDistribution(remaining.away, maxGoals);
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i <= maxGoals; i++) {
    for (let j = 0; j <= maxGoals; j++) {
      const p = ph[i]! * pa[j]!;
      const m = current.home + i - (current.away + j);
      const t = current.home + i + current.away + j;
      margin.set(m, (margin.get(m) ?? 0) + p);
      total.set(t, (total.get(t) ?? 0) + p);
      if (m > 0) home += p;
      else if (m < 0) away += p;
      else draw += p;
    }
  }
  return { margin, total, home, draw, away };
}

/** P(value + line > 0) and P(value + line < 0) over a discrete distribution of values. */
export function coverProbabilities(
  distribution: Map<number, number>,
  line: number,
): { over: number; under: number } {
  let over = 0;
  let under = 0;
  for (const [value, p] of distribution) {
    if (value + line > 0) over += p;
    else if (value + line < 0) under += p;
  }
  const decided = over + under;
  // A whole line can push (value + line = 0): stakes are returned, so price the decided part.
  return decided > 0 ? { over: over / decided, under: under / decided } : { over: 0.5, under: 0.5 };
}

/**
 * The candidate line whose probability is nearest one half (how bookmakers pick a main line).
 * @example mainLine([-0.5, -1.5], (l) => l === -0.5 ? 0.62 : 0.41) // -1.5
 */
export function mainLine(
  candidates: readonly number[],
  probability: (line: number) => number,
): number {
  let best = candidates[0] ?? 0;
  let bestDistance = Infinity;
  for (const line of candidates) {
    const distance = Math.abs(probability(line) - 0.5);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = line;
    }
  }
  return best;
}

/** Half-point lines from `from` to `to` (inclusive), e.g. halfLines(-2, 2) → [-1.5, -0.5, 0.5, 1.5]. */
export function halfLines(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(from) + 0.5; v < to; v += 1) out.push(v);
  return out;
}

/** Logistic win probability from an Elo-like rating difference (400 points = 10:1). */
export function eloWinProbability(ratingDiff: number): number {
  return 1 / (1 + 10 ** (-ratingDiff / 400));
}

/** Clamps a probability away from 0 and 1 so odds stay finite. */
export function clampProbability(p: number, floor = 0.005): number {
  return Math.min(1 - floor, Math.max(floor, p));
}
