/**
 * @module odds-details/history
 * The odds history (spec §2 "Odds history", §3 "Odds history row"): the main book's price
 * history as sections per odds type, titled per sport, newest first, with the search by time
 * or odds. Pure: the page renders it, the island filters it.
 */
import type { OddTypeId } from '../domain/odds';
import { matchesOddsSearch } from '../domain/odds-summary';

/** Spec §3 "Odds history row": T1 h/d/a, T2 h/hd/a, T3 o/hd/u; `ta` unix seconds. */
export interface HistoryPoint {
  ts: string | null;
  s: string | null;
  h?: number | '-';
  d?: number | '-';
  a?: number | '-';
  o?: number | '-';
  u?: number | '-';
  hd?: number | '-';
  ta: number;
}

export type HistorySeries = Record<'T1' | 'T2' | 'T3', HistoryPoint[]>;

/** One line of a history table: period, score, the three columns and when it was set. */
export interface HistoryLine {
  period: string | null;
  score: string | null;
  home: number | null;
  middle: number | null;
  away: number | null;
  /** Epoch ms. */
  at: number;
}

export interface HistorySection {
  oddType: OddTypeId;
  lines: HistoryLine[];
}

/** Spec §2: the period column is shown for every sport but volleyball and baseball. */
export function showsPeriod(sportId: number): boolean {
  return sportId !== 91 && sportId !== 16;
}

const num = (v: number | '-' | undefined) => (typeof v === 'number' ? v : null);

/** A series point as a table line: draw in the middle for 1X2, the line for types 2 and 3. */
export function historyLine(point: HistoryPoint, oddType: OddTypeId): HistoryLine {
  const home = oddType === 3 ? num(point.o) : num(point.h);
  const away = oddType === 3 ? num(point.u) : num(point.a);
  const middle = oddType === 1 ? num(point.d) : num(point.hd);
  return { period: point.ts, score: point.s, home, middle, away, at: point.ta * 1000 };
}

/** Sections for the types that have history, newest line first. */
export function historySections(series: HistorySeries): HistorySection[] {
  return ([1, 2, 3] as const)
    .map((oddType) => ({
      oddType,
      lines: series[`T${oddType}`].map((p) => historyLine(p, oddType)).sort((a, b) => b.at - a.at),
    }))
    .filter((section) => section.lines.length > 0);
}

export type HistorySearchBy = 'time' | 'odds';

/**
 * Spec §2 "Search by time or odds" over the sections: a section keeps its matching lines and
 * stays (empty) so its title still shows what was searched.
 */
export function searchHistory(
  sections: readonly HistorySection[],
  by: HistorySearchBy,
  q: string,
): HistorySection[] {
  if (q.trim() === '') return [...sections];
  return sections.map((section) => ({
    ...section,
    lines: section.lines.filter((line) =>
      matchesOddsSearch(
        {
          time_str: line.period,
          home: line.home,
          // In 1X2 the middle column is the draw; elsewhere it is the line.
          draw: section.oddType === 1 ? line.middle : null,
          away: line.away,
          middle: section.oddType === 1 ? null : line.middle,
          at: line.at,
        },
        by,
        q,
      ),
    ),
  }));
}
