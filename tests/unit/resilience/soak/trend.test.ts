import { describe, expect, it } from 'vitest';
import { leastSquares, trend } from '../../../resilience/soak/trend';

describe('soak memory trend', () => {
  it('fits the least-squares line through the samples', () => {
    const fit = leastSquares([
      { t: 0, value: 1 },
      { t: 1, value: 3 },
      { t: 2, value: 5 },
    ]);
    expect(fit.slope).toBeCloseTo(2);
    expect(fit.intercept).toBeCloseTo(1);
  });

  it('has no slope for a single time', () => {
    expect(leastSquares([{ t: 3, value: 1 }]).slope).toBeNaN();
    expect(
      leastSquares([
        { t: 3, value: 1 },
        { t: 3, value: 2 },
      ]).slope,
    ).toBeNaN();
  });

  it('projects only the samples after the warm-up over the whole soak', () => {
    // A climb during the warm-up, flat afterwards: no growth is projected.
    const samples = [
      { t: 0, value: 30 },
      { t: 10, value: 40 },
      ...[20, 30, 40, 50].map((t) => ({ t, value: 40 })),
    ];
    const flat = trend(samples, { warmupS: 20, soakS: 1800, baseline: 40 });
    expect(flat.fitted).toBe(4);
    expect(flat.projectedGrowth).toBeCloseTo(0);
  });

  it('states a steady leak as a share of the baseline', () => {
    // 0.1 MB a minute over 30 minutes is 3 MB: 7.5 % of a 40 MB baseline.
    const samples = [0, 60, 120, 180].map((t) => ({ t, value: 40 + t / 600 }));
    const leak = trend(samples, { warmupS: 0, soakS: 1800, baseline: 40 });
    expect(leak.slopePerMinute).toBeCloseTo(0.1);
    expect(leak.projectedGrowth).toBeCloseTo(3);
    expect(leak.projectedPercent).toBeCloseTo(7.5);
  });
});
