/**
 * @module result-details/statistics
 * The statistics of a finished match (spec §2 "Result details page", "Match detail panels"),
 * read from what the feed or an import stored: the score by period (baseball's inning table
 * padded to 9 innings with runs, hits and errors; sets, quarters, periods and maps as their
 * sports count them; half time and full time for the soccer family) and the named stats.
 */
import type { Scores, Stats } from '../domain/match';
import { periodColumns, type PeriodKind } from '../domain/period-names';
import { scoreSides } from '../domain/score';
import type { MessageKey } from '../i18n/messages';
import { statLines, type StatLine } from '../stats/catalogue';

export interface ScoreColumn {
  key: string;
  label: MessageKey;
  /** The period's number for labels such as `Q{{n}}`. */
  n: number;
  /** Totals (full time, runs, hits, errors) are set apart from the periods. */
  total: boolean;
}

export interface ScoreTable {
  columns: ScoreColumn[];
  home: string[];
  away: string[];
}

const PERIOD_LABEL: Record<Exclude<PeriodKind, 'waiting'>, MessageKey> = {
  quarter: 'inplay.period.quarter',
  set: 'inplay.period.set',
  period: 'inplay.period.period',
  inning: 'inplay.period.inning',
  half: 'inplay.period.half',
  map: 'inplay.period.map',
  ot: 'inplay.period.ot',
  shootout: 'inplay.period.shootout',
};

/** Spec §9: baseball's inning table always shows innings 1–9. */
export const BASEBALL_INNINGS = 9;

const SOCCER_FAMILY = new Set([1, 78]);

function side(scores: Scores, key: string, which: 'home' | 'away'): string {
  return scores[key]?.[which] ?? '';
}

/** The total cells when there is no final score: blank. */
const NO_FINAL = { home: '', away: '' } as const;

function baseballTable(scores: Scores, stats: Stats, ss: string | null): ScoreTable {
  const played = Object.keys(scores)
    .filter((k) => /^\d+$/.test(k))
    .map(Number);
  // Extra innings extend the table; a shortened game still shows 1–9.
  const innings = Math.max(BASEBALL_INNINGS, ...played);
  const columns: ScoreColumn[] = Array.from({ length: innings }, (_, i) => ({
    key: String(i + 1),
    label: PERIOD_LABEL.inning,
    n: i + 1,
    total: false,
  }));
  const { home: runsHome, away: runsAway } = scoreSides(ss) ?? NO_FINAL;
  const errors = stats.errors;
  const extra = [
    {
      key: 'run',
      label: 'stats.runs',
      home: scores.run?.home ?? runsHome,
      away: scores.run?.away ?? runsAway,
    },
    {
      key: 'hit',
      label: 'inplay.stats.hits',
      home: scores.hit?.home ?? '',
      away: scores.hit?.away ?? '',
    },
    {
      key: 'error',
      label: 'inplay.stats.errors',
      home: errors ? String(errors[0]) : '',
      away: errors ? String(errors[1]) : '',
    },
  ] as const;
  return {
    columns: [...columns, ...extra.map((e) => ({ key: e.key, label: e.label, n: 0, total: true }))],
    home: [...columns.map((c) => side(scores, c.key, 'home')), ...extra.map((e) => e.home)],
    away: [...columns.map((c) => side(scores, c.key, 'away')), ...extra.map((e) => e.away)],
  };
}

/** E-sports maps as the feed numbers them (spec §1: maps 1–n). */
function mapColumns(scores: Scores): ScoreColumn[] {
  return Object.keys(scores)
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => ({ key: String(n), label: 'stats.map', n, total: false }));
}

/**
 * The score table of a match; null when nothing was scored by period and there is no final.
 * @example scoreTable(1, { '1': { home: '1', away: '0' } }, {}, '2-1') // half time 1–0, full time 2–1
 */
export function scoreTable(
  sportId: number,
  scores: Scores,
  stats: Stats,
  ss: string | null,
): ScoreTable | null {
  if (sportId === 16) return baseballTable(scores, stats, ss);
  const { home, away } = scoreSides(ss) ?? NO_FINAL;
  const periods: ScoreColumn[] = SOCCER_FAMILY.has(sportId)
    ? [{ key: '1', label: 'stats.halfTime', n: 0, total: false }]
    : sportId === 151
      ? mapColumns(scores)
      : periodColumns(sportId)
          .filter((c) => c.name.kind !== 'waiting' && scores[c.key] !== undefined)
          .map((c) => ({
            key: c.key,
            label: PERIOD_LABEL[c.name.kind as Exclude<PeriodKind, 'waiting'>],
            n: c.name.n,
            total: false,
          }));
  const shown = periods.filter((c) => scores[c.key] !== undefined);
  if (shown.length === 0 && home === '') return null;
  const total: ScoreColumn = { key: 'total', label: 'stats.final', n: 0, total: true };
  return {
    columns: [...shown, total],
    home: [...shown.map((c) => side(scores, c.key, 'home')), home],
    away: [...shown.map((c) => side(scores, c.key, 'away')), away],
  };
}

export interface MatchStatistics {
  scores: ScoreTable | null;
  lines: StatLine[];
}

/**
 * Everything the statistics panel shows of a match.
 * @example matchStatistics({ sportId: 1, scores, stats, ss: '2-1' }).lines[0].key // 'shots'
 */
export function matchStatistics(match: {
  sportId: number;
  scores: Scores;
  stats: Stats;
  ss: string | null;
}): MatchStatistics {
  return {
    scores: scoreTable(match.sportId, match.scores, match.stats, match.ss),
    lines: statLines(match.sportId, match.stats),
  };
}
