/**
 * The odds movement chart itself (spec §2.9), ApexCharts through
 * `react-apexcharts`: loaded only by `MovementChart` with a dynamic import, so it is a chunk of
 * its own that no page's first load carries. Only the line chart, legend and annotations are
 * pulled in (ApexCharts' core build), not every chart type.
 */
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import 'apexcharts/features/legend';
import Chart from 'react-apexcharts/core';
import { useMemo } from 'react';
import { asSeoulWallClock } from '../../lib/domain/seoul-time';
import type { ChartOutcome, MovementChart } from '../../lib/odds-details/chart';

export interface OddsChartProps {
  chart: MovementChart;
  /** Each outcome's name in the page language. */
  names: Record<ChartOutcome, string>;
  /** The accessible name of the drawing. */
  label: string;
}

/** Theme colours from the page's custom properties, so the chart follows light and dark. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function chartOptions(chart: MovementChart, label: string): ApexOptions {
  const text = themeColour('--text', '#1b2330');
  const muted = themeColour('--text-muted', '#5b6678');
  const palette: Record<ChartOutcome, string> = {
    home: themeColour('--home', '#d32f2f'),
    over: themeColour('--home', '#d32f2f'),
    draw: themeColour('--accent', '#0a66d8'),
    away: themeColour('--away', '#111111'),
    under: themeColour('--away', '#111111'),
  };
  return {
    chart: {
      id: 'odds-movement',
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
      foreColor: muted,
      fontFamily: 'inherit',
      accessibility: { enabled: true, description: label },
    },
    colors: chart.lines.map((line) => palette[line.outcome]),
    stroke: { curve: 'stepline', width: 2 },
    markers: { size: 0 },
    legend: { position: 'top', horizontalAlign: 'left', labels: { colors: text } },
    // Times are shifted to Seoul and drawn as UTC: the service's clock whatever the viewer's.
    xaxis: {
      type: 'datetime',
      labels: {
        datetimeUTC: true,
        datetimeFormatter: { year: 'yyyy', month: 'MM/dd', day: 'MM/dd', hour: 'HH:mm' },
      },
    },
    // Prices are ratios: on a log scale a move from 1.50 to 1.40 shows as plainly as one from
    // 15 to 14, and a long shot does not flatten the favourite's line.
    yaxis: {
      logarithmic: true,
      // Every price is above 1: starting there puts the decade ticks on 1, 10 and 100.
      min: 1,
      labels: { formatter: (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '') },
    },
    tooltip: { x: { format: 'HH:mm:ss' }, theme: 'light' },
    annotations: {
      xaxis: chart.scores.map((mark) => ({
        x: asSeoulWallClock(mark.at),
        borderColor: themeColour('--live', '#e3262f'),
        strokeDashArray: 3,
        label: {
          text: mark.score,
          orientation: 'horizontal',
          style: { color: '#fff', background: themeColour('--live', '#e3262f') },
        },
      })),
    },
  };
}

export default function OddsChart({ chart, names, label }: OddsChartProps) {
  const options = useMemo(() => chartOptions(chart, label), [chart, label]);
  const series = useMemo(
    () =>
      chart.lines.map((line) => ({
        name: names[line.outcome],
        data: line.points.map(([at, price]) => [asSeoulWallClock(at), price]),
      })),
    [chart, names],
  );
  return <Chart type="line" height={260} options={options} series={series} />;
}
