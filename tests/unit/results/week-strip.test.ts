import { describe, expect, it } from 'vitest';
import { weekStrip } from '../../../src/lib/results/week-strip';

describe('week strip (spec §9: 3 dates with arrows)', () => {
  it.each([
    ['2026-11-26', '2026-11-25', ['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-27'],
    ['2026-03-01', '2026-02-28', ['2026-02-28', '2026-03-01', '2026-03-02'], '2026-03-02'],
    ['2028-02-29', '2028-02-28', ['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01'],
    ['2026-12-31', '2026-12-30', ['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01'],
  ])('around %s', (day, previous, days, next) => {
    const strip = weekStrip(day);
    expect(strip.previous).toBe(previous);
    expect(strip.days.map((d) => d.day)).toEqual(days);
    expect(strip.days.map((d) => d.active)).toEqual([false, true, false]);
    expect(strip.next).toBe(next);
  });
});
