/**
 * @module resilience/soak/trend
 * Whether memory sampled over a soak grows: the least-squares line through the samples, and
 * the growth it projects over the whole soak, next to the baseline it is judged against.
 */

export interface Sample {
  /** Seconds since the soak began. */
  t: number;
  value: number;
}

/**
 * Slope (value per second) and intercept of the least-squares line; NaN for fewer than two
 * distinct times.
 * @example leastSquares([{ t: 0, value: 1 }, { t: 2, value: 5 }]) // { slope: 2, intercept: 1 }
 */
export function leastSquares(samples: readonly Sample[]): { slope: number; intercept: number } {
  const n = samples.length;
  const meanT = samples.reduce((s, p) => s + p.t, 0) / n;
  const meanV = samples.reduce((s, p) => s + p.value, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of samples) {
    num += (p.t - meanT) * (p.value - meanV);
    den += (p.t - meanT) ** 2;
  }
  if (n < 2 || den === 0) return { slope: Number.NaN, intercept: Number.NaN };
  const slope = num / den;
  return { slope, intercept: meanV - slope * meanT };
}

export interface Trend {
  /** Samples the line was fitted to (those after the warm-up). */
  fitted: number;
  /** Value per minute. */
  slopePerMinute: number;
  /** slope × the soak's length: what the soak would have added if the line held. */
  projectedGrowth: number;
  /** projectedGrowth as a percentage of the baseline. */
  projectedPercent: number;
}

/**
 * The trend of the samples taken after `warmupS` seconds, projected over `soakS` seconds and
 * compared with `baseline`. A shrinking series projects a negative growth.
 * @example trend(samples, { warmupS: 60, soakS: 1800, baseline: 40 }).projectedPercent < 10
 */
export function trend(
  samples: readonly Sample[],
  options: { warmupS: number; soakS: number; baseline: number },
): Trend {
  const kept = samples.filter((s) => s.t >= options.warmupS);
  const { slope } = leastSquares(kept);
  const projectedGrowth = slope * options.soakS;
  return {
    fitted: kept.length,
    slopePerMinute: slope * 60,
    projectedGrowth,
    projectedPercent: (projectedGrowth / options.baseline) * 100,
  };
}
