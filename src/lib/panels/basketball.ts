/**
 * @module panels/basketball
 * The basketball panel's view models (spec §2 "Basketball: header with logos, names, score,
 * leader highlighted; frame and stats shown only when details exist; tabs stats, summary; court
 * monitor"; §3 "Basketball stats: fouls, 2points, 3points, time_outs, free_throws,
 * free_throws_rate as [home, away]"; §4 basketball states and quarters). Pure: no React, no DOM;
 * every reader accepts whatever the socket sent, partial or malformed.
 */
import { gameStateText, splitGameState } from '../domain/game-states';
import type { Side, Stats } from '../domain/match';
import { periodColumns, type PeriodName } from '../domain/period-names';
import { parseScore } from '../domain/score';
import type { MessageKey } from '../i18n/messages';
import { point, type Point } from './hockey-basketball-input';

export { safeEvents, safeStats, type Point } from './hockey-basketball-input';

/** Basketball game states (game-states.ts, sport 18) as the panel's translation key suffixes. */
const BASKETBALL_STATES = {
  'in Possession': 'inPossession',
  'Time Out': 'timeOut',
  Foul: 'foul',
  'Free Throw': 'freeThrow',
  'Free Throw Scored': 'freeThrowScored',
  'Free Throw Missed': 'freeThrowMissed',
  'Score 2 points': 'score2',
  'Shot missed': 'shotMissed',
  'Score 3 points': 'score3',
  '3 Shot missed': 'shot3Missed',
  Rebound: 'rebound',
  Turnover: 'turnover',
  'End Of Quarter': 'endOfQuarter',
} as const;
export type BasketballStateKey = (typeof BASKETBALL_STATES)[keyof typeof BASKETBALL_STATES];

/** How the monitor draws a state: the ball at a basket, a pulse, a pause of play. */
export type CourtMark = 'play' | 'score' | 'miss' | 'freeThrow' | 'stop';

const MARKS: Record<BasketballStateKey, CourtMark> = {
  inPossession: 'play',
  rebound: 'play',
  turnover: 'play',
  score2: 'score',
  score3: 'score',
  freeThrowScored: 'score',
  shotMissed: 'miss',
  shot3Missed: 'miss',
  freeThrowMissed: 'miss',
  freeThrow: 'freeThrow',
  timeOut: 'stop',
  foul: 'stop',
  endOfQuarter: 'stop',
};

export interface CourtView {
  /** Ball as fractions of the 400x180 court; null hides it (spec §4). */
  ball: Point | null;
  /** The side in possession or named by the state (`Home Team …`), else `sts.possession`. */
  side: Side | null;
  state: BasketballStateKey | null;
  mark: CourtMark | null;
}

/**
 * The court monitor's frame from the live details (any shape).
 * @example courtView({ info: { state: '20006', ball_pos: '0.9,0.5' }, sts: {} }).state // 'score2'
 */
export function courtView(details: unknown): CourtView {
  const d = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  const info = d.info && typeof d.info === 'object' ? (d.info as Record<string, unknown>) : {};
  const sts = d.sts && typeof d.sts === 'object' ? (d.sts as Record<string, unknown>) : {};
  const code = info.state;
  const text =
    typeof code === 'string' || typeof code === 'number' ? gameStateText(18, code) : null;
  const split = text ? splitGameState(text) : null;
  const state = split
    ? ((BASKETBALL_STATES as Record<string, BasketballStateKey>)[split.text] ?? null)
    : null;
  const possession = sts.possession === 'home' || sts.possession === 'away' ? sts.possession : null;
  return {
    ball: point(info.ball_pos),
    side: (state ? split?.side : null) ?? possession,
    state,
    mark: state ? MARKS[state] : null,
  };
}

/**
 * The side ahead in a score text `home-away` (spec §2 "leader highlighted"); null when level or
 * unreadable.
 * @example leaderOf('88-91') // 'away'
 */
export function leaderOf(ss: unknown): Side | null {
  const score = parseScore(ss);
  if (!score || score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}

export interface QuarterCell {
  key: string;
  name: PeriodName;
  home: number;
  away: number;
}

/**
 * The quarters played so far from the row's per-period scores (spec §4: keys 1, 2, 4, 5 are
 * quarters 1-4, 6 overtime; 3 the half and 7 the total are not shown). A key without two whole
 * numbers is left out.
 * @example quarterCells({ '1': { home: '20', away: '18' } })[0] // { key: '1', home: 20, away: 18, … }
 */
export function quarterCells(scores: unknown): QuarterCell[] {
  if (!scores || typeof scores !== 'object') return [];
  const all = scores as Record<string, unknown>;
  const cells: QuarterCell[] = [];
  for (const { key, name } of periodColumns(18)) {
    const s = all[key];
    if (!s || typeof s !== 'object') continue;
    const { home, away } = s as Record<string, unknown>;
    const [h, a] = [home, away].map((v) => (v === '' || v === null ? NaN : Number(v)));
    if (Number.isInteger(h) && Number.isInteger(a)) cells.push({ key, name, home: h!, away: a! });
  }
  return cells;
}

export interface BasketballStatRow {
  key: string;
  label: MessageKey;
  home: number;
  away: number;
  /** A rate in percent (free throws rate), drawn as two bars of their own, not as a share. */
  percent: boolean;
  /** Home's share of the bar, 0-100 (50 when both are 0). */
  homeShare: number;
}

/** Spec §3's basketball stats, in the panel's order. */
const ROWS: readonly { key: string; label: MessageKey; percent?: true }[] = [
  { key: '2points', label: 'inplay.stats.twoPoints' },
  { key: '3points', label: 'inplay.stats.threePoints' },
  { key: 'free_throws', label: 'inplay.stats.freeThrows' },
  { key: 'free_throws_rate', label: 'stats.freeThrowRate', percent: true },
  { key: 'fouls', label: 'inplay.stats.fouls' },
  { key: 'time_outs', label: 'stats.timeOuts' },
];

/**
 * The stats tab's rows from sanitised stats (see `safeStats`): only the stats the match holds.
 * A rate outside 0-100 is not a rate and is dropped.
 * @example basketballStatRows({ fouls: [3, 5] }) // [{ key: 'fouls', home: 3, away: 5, homeShare: 37.5, … }]
 */
export function basketballStatRows(stats: Stats): BasketballStatRow[] {
  const rows: BasketballStatRow[] = [];
  for (const { key, label, percent } of ROWS) {
    const pair = stats[key];
    if (!pair) continue;
    const [home, away] = pair;
    if (home < 0 || away < 0 || (percent && (home > 100 || away > 100))) continue;
    const total = home + away;
    rows.push({
      key,
      label,
      home,
      away,
      percent: percent === true,
      homeShare: total > 0 ? Math.round((home / total) * 1000) / 10 : 50,
    });
  }
  return rows;
}

/**
 * Spec §2 "frame and stats shown only when details exist": details arrived and hold a state,
 * a ball or a stat of the panel.
 */
export function hasBasketballDetails(details: unknown, stats: Stats): boolean {
  if (!details || typeof details !== 'object') return false;
  const view = courtView(details);
  return view.ball !== null || view.state !== null || basketballStatRows(stats).length > 0;
}
