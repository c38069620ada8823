/**
 * The odds graph's drawing (spec §2.9): stepped lines that hold a price until the next one,
 * break while suspended and hold the last price to the axis's end; every point where the
 * labelled price axis puts its price; time ticks and score marks where the time axis puts them.
 */
import { describe, expect, it } from 'vitest';
import { graphLayout, linePath, MARGIN } from '../../../../src/lib/domain/odds-graph/layout';

const MIN = 60_000;

describe('line paths', () => {
  const x = (at: number) => at;
  const y = (price: number) => price * 10;
  it.each([
    [
      'a price held, then changed',
      [
        [0, 2],
        [10, 3],
      ],
      20,
      'M0 20L10 20L10 30L20 30',
    ],
    ['a single price held to the end', [[5, 2]], 20, 'M5 20L20 20'],
    [
      'a suspension breaks the line',
      [
        [0, 2],
        [10, null],
        [15, 3],
      ],
      20,
      'M0 20L10 20M15 30L20 30',
    ],
    [
      'suspended at the end: nothing is held',
      [
        [0, 2],
        [10, null],
      ],
      20,
      'M0 20L10 20',
    ],
    ['suspended throughout: no line', [[0, null]], 20, ''],
  ] as const)('%s', (_, points, endX, d) => {
    expect(linePath(points, x, y, endX)).toBe(d);
  });
});

/** The coordinate pairs of a path, in order. */
function pairs(d: string): [number, number][] {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('graph layout', () => {
  const start = Date.UTC(2026, 10, 27, 12);
  const end = start + 8 * MIN;
  const layout = graphLayout({
    series: [
      {
        key: 'home',
        points: [
          [start, 1.95],
          [start + 3 * MIN, 2.0],
        ],
      },
      {
        key: 'draw',
        points: [
          [start, 3.4],
          [start + 3 * MIN, 3.5],
        ],
      },
      {
        key: 'away',
        points: [
          [start, 2.65],
          [start + 3 * MIN, 2.7],
        ],
      },
    ],
    marks: [
      { at: start + 5 * MIN, label: '1-0' },
      { at: end + MIN, label: 'after the end' },
    ],
    start,
    end,
    lang: 'en',
    zone: 'UTC',
    width: 640,
    height: 240,
  });
  const { plot } = layout;
  /** The price at a height, read back from the labelled ticks (the first and last). */
  const priceAt = (y: number) => {
    const top = layout.prices[layout.prices.length - 1]!;
    const bottom = layout.prices[0]!;
    return bottom.value + ((bottom.y - y) / (bottom.y - top.y)) * (top.value - bottom.value);
  };

  it('labels nice prices evenly spaced from the bottom of the plot to its top', () => {
    expect(layout.prices.map((p) => p.label)).toEqual(['1.5', '2.0', '2.5', '3.0', '3.5', '4.0']);
    expect(layout.prices[0]!.y).toBe(plot.bottom);
    expect(layout.prices[layout.prices.length - 1]!.y).toBe(plot.top);
    const gaps = layout.prices.slice(1).map((p, i) => layout.prices[i]!.y - p.y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 0);
  });

  it.each([
    ['home', 1.95, 2.0],
    ['draw', 3.4, 3.5],
    ['away', 2.65, 2.7],
  ])('%s starts at %f and ends at %f on the labelled scale', (key, first, last) => {
    const points = pairs(layout.lines.find((l) => l.key === key)!.d);
    expect(points[0]![0]).toBe(plot.left);
    expect(priceAt(points[0]![1])).toBeCloseTo(first, 2);
    expect(points[points.length - 1]![0]).toBe(plot.right);
    expect(priceAt(points[points.length - 1]![1])).toBeCloseTo(last, 2);
  });

  it('puts minute ticks on an eight-minute span, within the plot', () => {
    expect(layout.times.map((t) => t.time)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((m) => `12:0${m}`),
    );
    expect(layout.times[0]!.date).toBe('Nov 27');
    expect(layout.times[0]!.x).toBe(plot.left);
    expect(layout.times[layout.times.length - 1]!.x).toBe(plot.right);
  });

  it('marks the score changes within the span only', () => {
    expect(layout.marks).toEqual([
      { at: start + 5 * MIN, label: '1-0', x: plot.left + (5 / 8) * (plot.right - plot.left) },
    ]);
  });

  it('keeps the margins for the labels', () => {
    expect(plot).toEqual({
      left: MARGIN.left,
      top: MARGIN.top,
      right: 640 - MARGIN.right,
      bottom: 240 - MARGIN.bottom,
    });
  });
});
