/**
 * The odds graph's price axis (spec §2.9): nice ticks chosen from the prices' range with a
 * little padding, never below 1, labels with the decimals the step needs, and a linear share.
 */
import { describe, expect, it } from 'vitest';
import {
  niceStep,
  priceAxis,
  priceLabel,
  priceShare,
  stepDecimals,
} from '../../../../src/lib/domain/odds-graph/price-axis';

describe('nice steps', () => {
  it.each([
    [0.37, 0.5],
    [0.5, 0.5],
    [0.21, 0.25],
    [0.011, 0.02],
    [0.021, 0.05],
    [0.0076, 0.01],
    [0.001, 0.01],
    [1.2, 2],
    [2.1, 2.5],
    [3.7, 5],
    [6, 10],
    [13, 20],
  ])('%f rounds up to %f', (raw, step) => {
    expect(niceStep(raw)).toBe(step);
  });

  it.each([
    [5, 0],
    [2.5, 1],
    [0.5, 1],
    [0.25, 2],
    [0.05, 2],
    [0.01, 2],
  ])('a step of %f needs %i decimals', (step, decimals) => {
    expect(stepDecimals(step)).toBe(decimals);
  });
});

describe('price axis', () => {
  it.each([
    {
      name: 'home 1.95–2.00, draw 3.40, away 2.65–2.70',
      prices: [1.95, 2.0, 3.4, 2.65, 2.7],
      min: 1.5,
      max: 4,
      ticks: [1.5, 2, 2.5, 3, 3.5, 4],
      labels: ['1.5', '2.0', '2.5', '3.0', '3.5', '4.0'],
    },
    {
      name: 'a two-way market near even money',
      prices: [1.85, 1.9, 1.95, 2.0],
      min: 1.8,
      max: 2.05,
      ticks: [1.8, 1.85, 1.9, 1.95, 2, 2.05],
      labels: ['1.80', '1.85', '1.90', '1.95', '2.00', '2.05'],
    },
    {
      name: 'a flat line still gets room around it, in steps no finer than two decimals',
      prices: [2.5, 2.5],
      min: 2.45,
      max: 2.55,
      ticks: [2.45, 2.5, 2.55],
      labels: ['2.45', '2.50', '2.55'],
    },
    {
      name: 'a favourite and a long shot: the tightest nice axis, not one with room to spare',
      prices: [1.75, 3.1, 5.8],
      min: 1,
      max: 7,
      ticks: [1, 2, 3, 4, 5, 6, 7],
      labels: ['1', '2', '3', '4', '5', '6', '7'],
    },
    {
      name: 'a long shot: the axis stops at 1 and labels it',
      prices: [1.1, 15],
      min: 1,
      max: 20,
      ticks: [1, 5, 10, 15, 20],
      labels: ['1', '5', '10', '15', '20'],
    },
  ])('$name', ({ prices, min, max, ticks, labels }) => {
    const axis = priceAxis(prices);
    expect([axis.min, axis.max]).toEqual([min, max]);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.ticks.map((t) => priceLabel(axis, t))).toEqual(labels);
    // Every price drawn lies inside the axis, with room above and below.
    expect(Math.min(...prices)).toBeGreaterThan(axis.min);
    expect(Math.max(...prices)).toBeLessThan(axis.max);
  });

  it('ignores suspensions and an empty history gets the axis of even money', () => {
    expect(priceAxis([null, 2.5, null]).ticks).toEqual(priceAxis([2.5]).ticks);
    const empty = priceAxis([]);
    expect(empty.min).toBeLessThan(2);
    expect(empty.max).toBeGreaterThan(2);
  });

  it.each([
    [4, 0],
    [1.5, 1],
    [2, 0.8],
    [2.75, 0.5],
  ])('a price of %f sits %f of the way down', (price, share) => {
    expect(priceShare({ min: 1.5, max: 4 }, price)).toBeCloseTo(share, 10);
  });
});
