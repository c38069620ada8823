/**
 * @module domain/odds-graph/layout
 * The odds graph's drawing (spec §2.3, §2.9) as numbers: where the price and time ticks sit, each
 * outcome's stepped line (a price holds until the next one; a suspension breaks the line) and
 * the score changes, in the coordinates of an SVG of the given size. Pure: the island only draws
 * what this returns, so the server and the browser draw the same graph from the same input.
 */
import type { Language } from '../languages';
import { priceAxis, priceLabel, priceShare, type PriceAxis } from './price-axis';
import { timeLabels, timeStep, timeTicks, type TimeLabel } from './time-axis';

/** A point of a line: epoch ms and the price then, null while suspended. */
export type GraphPoint = readonly [number, number | null];

export interface GraphSeries<K extends string> {
  key: K;
  /** Oldest first. */
  points: readonly GraphPoint[];
}

export interface GraphInput<K extends string> {
  series: readonly GraphSeries<K>[];
  /** Moments marked on the time axis (score changes) and their labels. */
  marks: readonly { at: number; label: string }[];
  /** The time axis's span, epoch ms. */
  start: number;
  end: number;
  lang: Language;
  /** The IANA zone the time labels are read in. */
  zone: string;
  width: number;
  height: number;
}

/** The plot's box inside the SVG: room left for price labels, below for time labels. */
export interface PlotBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface GraphLayout<K extends string> {
  plot: PlotBox;
  axis: PriceAxis;
  prices: { value: number; label: string; y: number }[];
  times: (TimeLabel & { x: number })[];
  /** `d` of the SVG path: `M x y` starts a run, `L x y` continues it. */
  lines: { key: K; d: string }[];
  marks: { at: number; label: string; x: number }[];
}

export const MARGIN = { left: 44, top: 10, right: 12, bottom: 34 } as const;
/** Room a time label needs, px: the axis keeps at most one tick per this much width. */
const TICK_ROOM = 64;

const fixed = (n: number) => Math.round(n * 10) / 10;

/**
 * One line's path: from each price a step along to the next point's time, then up or down to
 * its price; a null ends the run where the suspension starts, and the last price holds to the
 * axis's end.
 * @example linePath([[0, 2], [10, 3]], (t) => t, (p) => p, 20) // 'M0 2L10 2L10 3L20 3'
 */
export function linePath(
  points: readonly GraphPoint[],
  x: (at: number) => number,
  y: (price: number) => number,
  endX: number,
): string {
  let d = '';
  let held: number | null = null;
  for (const [at, price] of points) {
    const px = fixed(x(at));
    if (held !== null) d += `L${px} ${fixed(y(held))}`;
    if (price !== null) d += `${held === null ? 'M' : 'L'}${px} ${fixed(y(price))}`;
    held = price;
  }
  if (held !== null) d += `L${fixed(endX)} ${fixed(y(held))}`;
  return d;
}

/**
 * The whole drawing.
 * @example graphLayout({ series, marks: [], start, end, lang: 'kr', zone: 'Asia/Seoul', width: 640, height: 260 })
 */
export function graphLayout<K extends string>(input: GraphInput<K>): GraphLayout<K> {
  const plot: PlotBox = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: Math.max(MARGIN.left + 1, input.width - MARGIN.right),
    bottom: Math.max(MARGIN.top + 1, input.height - MARGIN.bottom),
  };
  const axis = priceAxis(input.series.flatMap((s) => s.points.map((p) => p[1])));
  const span = Math.max(1, input.end - input.start);
  const x = (at: number) => plot.left + ((at - input.start) / span) * (plot.right - plot.left);
  const y = (price: number) => plot.top + priceShare(axis, price) * (plot.bottom - plot.top);
  const step = timeStep(span, Math.floor((plot.right - plot.left) / TICK_ROOM));
  const ticks = timeTicks(input.start, input.end, step, input.zone);
  return {
    plot,
    axis,
    prices: axis.ticks.map((value) => ({
      value,
      label: priceLabel(axis, value),
      y: fixed(y(value)),
    })),
    times: timeLabels(ticks, step, input.lang, input.zone).map((label) => ({
      ...label,
      x: fixed(x(label.at)),
    })),
    lines: input.series.map((s) => ({ key: s.key, d: linePath(s.points, x, y, x(input.end)) })),
    marks: input.marks
      .filter((m) => m.at >= input.start && m.at <= input.end)
      .map((m) => ({ ...m, x: fixed(x(m.at)) })),
  };
}
