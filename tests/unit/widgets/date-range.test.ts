import { describe, expect, it } from 'vitest';
import {
  RANGE_REVERSED,
  changeRange,
  rangeEdge,
  rangeLimits,
  rangeProblem,
} from '../../../src/lib/widgets/date-range';

const NOW = Date.UTC(2026, 10, 22);

describe('date range (spec §2 "Search bar", §5)', () => {
  it.each([
    [
      { from: '', to: '' },
      { min: '1946-01-01', max: '2031-12-31' },
      { min: '1946-01-01', max: '2031-12-31' },
    ],
    [
      { from: '2026-11-01', to: '' },
      { min: '1946-01-01', max: '2031-12-31' },
      { min: '2026-11-01', max: '2031-12-31' },
    ],
    [
      { from: '', to: '2026/11/22' },
      { min: '1946-01-01', max: '2026-11-22' },
      { min: '1946-01-01', max: '2031-12-31' },
    ],
    [
      { from: '2026-11-01', to: '2026-11-22' },
      { min: '1946-01-01', max: '2026-11-22' },
      { min: '2026-11-01', max: '2031-12-31' },
    ],
    [
      { from: 'junk', to: '2026-02-30' },
      { min: '1946-01-01', max: '2031-12-31' },
      { min: '1946-01-01', max: '2031-12-31' },
    ],
  ])('limits %j: from %j, to %j', (range, from, to) => {
    expect(rangeLimits(range, 'date', NOW)).toEqual({ from, to });
  });

  it.each([
    [{ from: '2026-11-23', to: '2026-11-22' }, RANGE_REVERSED],
    [{ from: '2026/11/23', to: '2026-11-22' }, RANGE_REVERSED],
    [{ from: '2026-11-22', to: '2026-11-22' }, null],
    [{ from: '2026-11-21', to: '2026-11-22' }, null],
    [{ from: '2026-11-23', to: '' }, null],
    [{ from: '', to: '2026-11-22' }, null],
  ])('judges %j as %j', (range, problem) => {
    expect(rangeProblem(range, 'date')).toBe(problem);
  });

  it('compares datetimes to the second', () => {
    expect(rangeProblem({ from: '2026-11-22T10:00:01', to: '2026-11-22T10:00' }, 'datetime')).toBe(
      RANGE_REVERSED,
    );
    expect(
      rangeProblem({ from: '2026-11-22T10:00', to: '2026-11-22T10:00:01' }, 'datetime'),
    ).toBeNull();
  });

  it('refuses a from date after the to date and keeps the range', () => {
    const range = { from: '2026-11-01', to: '2026-11-22' };
    expect(changeRange(range, 'from', '2026-11-23', 'date')).toEqual({
      range,
      problem: RANGE_REVERSED,
    });
    expect(changeRange(range, 'to', '2026-10-31', 'date')).toEqual({
      range,
      problem: RANGE_REVERSED,
    });
  });

  it.each([
    ['from', '2026-11-05', { from: '2026-11-05', to: '2026-11-22' }],
    ['to', '2026/11/30', { from: '2026-11-01', to: '2026-11-30' }],
    ['from', '', { from: '', to: '2026-11-22' }],
  ] as const)('accepts %s = %j', (end, value, range) => {
    expect(changeRange({ from: '2026-11-01', to: '2026-11-22' }, end, value, 'date')).toEqual({
      range,
      problem: null,
    });
  });

  it.each([
    ['to', '2026-11-22T18:30', { from: '', to: '2026-11-22T18:30:59' }],
    ['from', '2026-11-22T18:30', { from: '2026-11-22T18:30:00', to: '' }],
    ['to', '2026/11/22', { from: '', to: '2026-11-22T23:59:59' }],
  ] as const)('ends a datetime %s of %j at the spec’s second', (end, value, range) => {
    expect(changeRange({ from: '', to: '' }, end, value, 'datetime')).toEqual({
      range,
      problem: null,
    });
  });

  it.each([
    ['2026/11/22', 'from', '2026-11-22T00:00:00'],
    ['2026/11/22', 'to', '2026-11-22T23:59:59'],
    ['2026-11-22T18:30', 'to', '2026-11-22T18:30:59'],
    ['2026-11-22T18:30:12', 'to', '2026-11-22T18:30:59'],
    ['2026-11-22T18:30:12', 'from', '2026-11-22T18:30:12'],
    ['nonsense', 'to', ''],
  ] as const)('gives %j as a %s edge %j', (text, end, edge) => {
    expect(rangeEdge(text, end)).toBe(edge);
  });
});
