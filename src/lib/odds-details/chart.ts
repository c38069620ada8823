/**
 * @module odds-details/chart
 * The odds movement chart (spec §2.9): one book's prices of one
 * market over time, a line per priced outcome, with the moments the score changed marked on the
 * time axis. Pure: the graph (lib/domain/odds-graph) lays out what this returns.
 */
import type { OddTypeId } from '../domain/odds';
import type { HistoryLine, HistorySection } from './history';

/** The priced outcomes a market's chart draws; the handicap or total line is not a price. */
export type ChartOutcome = 'home' | 'draw' | 'away' | 'over' | 'under';

/** A point of a line: epoch ms and the price then, null while suspended (a gap). */
export type ChartPoint = [number, number | null];

export interface ChartLine {
  outcome: ChartOutcome;
  points: ChartPoint[];
}

/** A score change: when it happened and the score it became. */
export interface ScoreMark {
  at: number;
  score: string;
}

export interface MovementChart {
  oddType: OddTypeId;
  lines: ChartLine[];
  scores: ScoreMark[];
}

/** Most points a line keeps: beyond this the chart thins the history by time. */
export const MAX_CHART_POINTS = 400;

function outcomesOf(oddType: OddTypeId): { outcome: ChartOutcome; pick: keyof HistoryLine }[] {
  if (oddType === 1) {
    return [
      { outcome: 'home', pick: 'home' },
      { outcome: 'draw', pick: 'middle' },
      { outcome: 'away', pick: 'away' },
    ];
  }
  return oddType === 2
    ? [
        { outcome: 'home', pick: 'home' },
        { outcome: 'away', pick: 'away' },
      ]
    : [
        { outcome: 'over', pick: 'home' },
        { outcome: 'under', pick: 'away' },
      ];
}

/**
 * Keeps at most `max` lines, the last one of each equal slice of time, so a long match still
 * shows its whole course; a price holds until changed, so the last in a slice is what stood.
 */
export function thinByTime(lines: readonly HistoryLine[], max: number): HistoryLine[] {
  if (lines.length <= max) return [...lines];
  const first = lines[0]!.at;
  const span = lines[lines.length - 1]!.at - first || 1;
  // Slices 0 … max-2 plus the first line: never more than `max`, the last line always kept.
  const sliceOf = (at: number) => Math.min(max - 2, Math.floor(((at - first) / span) * (max - 1)));
  const kept: HistoryLine[] = [lines[0]!];
  for (let i = 1; i < lines.length; i++) {
    const next = lines[i + 1];
    if (!next || sliceOf(next.at) !== sliceOf(lines[i]!.at)) kept.push(lines[i]!);
  }
  return kept;
}

/** Where the score changed, oldest first; the score the history starts with is not a change. */
export function scoreMarks(oldestFirst: readonly HistoryLine[]): ScoreMark[] {
  const marks: ScoreMark[] = [];
  let last: string | null = null;
  for (const line of oldestFirst) {
    if (!line.score) continue;
    if (last !== null && line.score !== last) marks.push({ at: line.at, score: line.score });
    last = line.score;
  }
  return marks;
}

/** What the chart spans: since the market opened, or since kick-off (the in-play lines). */
export type ChartSpan = 'opening' | 'inPlay';

/** Whether the history has in-play lines (a score), so that "since kick-off" means something. */
export function hasInPlay(section: HistorySection): boolean {
  return section.lines.some((line) => line.score !== null);
}

/**
 * The lines a span draws, oldest first. Since kick-off starts with the price that stood at
 * kick-off (the last pre-match line, moved to just before the first in-play one), so the first
 * in-play move shows as a step, not as the line's start.
 */
export function spanLines(oldestFirst: readonly HistoryLine[], span: ChartSpan): HistoryLine[] {
  const first = oldestFirst.findIndex((line) => line.score !== null);
  if (span === 'opening' || first <= 0) return [...oldestFirst];
  const standing = oldestFirst[first - 1]!;
  const start = oldestFirst[first]!.at - 1;
  return [{ ...standing, at: start }, ...oldestFirst.slice(first)];
}

/**
 * The chart of one history section (which is newest first, as the table shows it).
 * @example movementChart({ oddType: 1, lines }).lines.map((l) => l.outcome) // home, draw, away
 */
export function movementChart(
  section: HistorySection,
  span: ChartSpan = 'opening',
  max = MAX_CHART_POINTS,
): MovementChart {
  const oldestFirst = spanLines(
    [...section.lines].sort((a, b) => a.at - b.at),
    span,
  );
  const drawn = thinByTime(oldestFirst, max);
  return {
    oddType: section.oddType,
    lines: outcomesOf(section.oddType).map(({ outcome, pick }) => ({
      outcome,
      points: drawn.map((line): ChartPoint => [line.at, line[pick] as number | null]),
    })),
    // Marks come from every line, not the thinned ones: a goal is never dropped.
    scores: scoreMarks(oldestFirst),
  };
}
