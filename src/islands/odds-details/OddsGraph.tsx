/**
 * The odds movement graph itself (spec §2.3, §2.9): a small SVG drawn from the pure layout of
 * `lib/domain/odds-graph`, rendered on the server. The server and the hydrating render read the
 * times in the service's zone at the page's render time and at the default width; right after
 * hydration the browser redraws in the viewer's zone, at the present and at the box's width.
 * The box keeps its height throughout, so nothing below it moves.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SERVICE_TIME_ZONE } from '../../lib/domain/constants';
import type { Language } from '../../lib/domain/languages';
import { graphLayout, type GraphLayout } from '../../lib/domain/odds-graph/layout';
import { knownZone, timeSpan } from '../../lib/domain/odds-graph/time-axis';
import type { ChartOutcome, MovementChart } from '../../lib/odds-details/chart';
import { useHydrated } from '../common/client-store';

/** The match's course as the server knew it when it rendered the page. */
export interface GraphClock {
  over: boolean;
  endedAt: number | null;
  renderedAt: number;
}

export interface OddsGraphProps {
  chart: MovementChart;
  names: Record<ChartOutcome, string>;
  /** The accessible name of the drawing. */
  label: string;
  lang: Language;
  clock: GraphClock;
}

export const GRAPH_HEIGHT = 240;
/** The width drawn before the box is measured (the server's render). */
const DEFAULT_WIDTH = 640;

/** The box's width once measured, following resizes. */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The zone and present the graph reads times in: the server's until hydrated. */
function useViewerClock(renderedAt: number) {
  const hydrated = useHydrated();
  const [viewer] = useState(() => ({
    zone: knownZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? SERVICE_TIME_ZONE),
    now: Date.now(),
  }));
  return hydrated ? viewer : { zone: SERVICE_TIME_ZONE, now: renderedAt };
}

type Layout = GraphLayout<ChartOutcome>;

/** The price axis: a grid line and a label per tick. */
function PriceTicks({ layout }: { layout: Layout }) {
  const { plot } = layout;
  return (
    <g className="odds-graph__prices">
      {layout.prices.map((tick) => (
        <g key={tick.value} data-price-tick={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
          <text x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The time axis: a mark and a label (the clock, the date under it where needed) per tick. */
function TimeTicks({ layout }: { layout: Layout }) {
  const { plot } = layout;
  return (
    <g className="odds-graph__times">
      <line
        className="odds-graph__axis"
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
      />
      {layout.times.map((tick) => (
        <g key={tick.at} data-time-tick={tick.at}>
          <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} />
          <text x={tick.x} y={plot.bottom + 16} textAnchor="middle">
            {tick.time ?? tick.date}
            {tick.time !== null && tick.date !== null && (
              <tspan x={tick.x} dy={13}>
                {tick.date}
              </tspan>
            )}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The score changes: a dashed line and the new score. */
function ScoreMarks({ layout }: { layout: Layout }) {
  const { plot } = layout;
  return layout.marks.map((mark) => (
    <g key={`${mark.at} ${mark.label}`} className="odds-graph__mark" data-score-mark>
      <line x1={mark.x} x2={mark.x} y1={plot.top} y2={plot.bottom} />
      <text x={mark.x + 3} y={plot.top + 9}>
        {mark.label}
      </text>
    </g>
  ));
}

export function OddsGraph({ chart, names, label, lang, clock }: OddsGraphProps) {
  const { ref, width } = useBoxWidth();
  const { zone, now } = useViewerClock(clock.renderedAt);
  const span = useMemo(() => {
    const times = chart.lines.flatMap((line) => line.points.map((p) => p[0]));
    const first = times.length > 0 ? Math.min(...times) : now;
    const last = times.length > 0 ? Math.max(...times) : now;
    return timeSpan(first, last, { over: clock.over, endedAt: clock.endedAt, now });
  }, [chart, clock, now]);
  const layout = useMemo(
    () =>
      graphLayout({
        series: chart.lines.map((line) => ({ key: line.outcome, points: line.points })),
        marks: chart.scores.map((mark) => ({ at: mark.at, label: mark.score })),
        ...span,
        lang,
        zone,
        width,
        height: GRAPH_HEIGHT,
      }),
    [chart, span, lang, zone, width],
  );

  return (
    <div className="odds-graph" ref={ref}>
      <ul className="odds-graph__legend">
        {chart.lines.map((line) => (
          <li key={line.outcome} data-legend={line.outcome}>
            <span className={`odds-graph__swatch odds-graph--${line.outcome}`} aria-hidden="true" />
            {names[line.outcome]}
          </li>
        ))}
      </ul>
      <svg
        className="odds-graph__svg"
        viewBox={`0 0 ${width} ${GRAPH_HEIGHT}`}
        width="100%"
        height={GRAPH_HEIGHT}
        role="img"
        aria-label={label}
        data-odds-graph
        data-time-start={span.start}
        data-time-end={span.end}
        data-zone={zone}
      >
        <PriceTicks layout={layout} />
        <TimeTicks layout={layout} />
        <ScoreMarks layout={layout} />
        {layout.lines.map((line) => (
          <path
            key={line.key}
            className={`odds-graph__line odds-graph--${line.key}`}
            data-line={line.key}
            d={line.d}
          />
        ))}
      </svg>
    </div>
  );
}
