/**
 * @module panels/baseball-innings
 * The baseball panel's stats tab (spec §2 "Match detail panels" baseball; §3 `scores` with
 * `run`/`hit` and `sts.end`; §9 "Baseball 9 innings"): the inning table padded to nine innings
 * with R/H/E totals, the game totals of `sts.end`, and which side reads first (MLB away).
 */
import type { Side } from '../domain/match';
import { scoreSides } from '../domain/score';
import type { MessageKey } from '../i18n/messages';

/** Spec §9: a game has 9 innings; the table grows past them only for extra innings. */
export const REGULATION_INNINGS = 9;
/** No game goes this long; a key beyond it is malformed, not an inning. */
const MAX_INNINGS = 30;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

/** A run, hit or error count as sent ('3' or 3); anything else ('', '^', 'x', -1) is blank. */
function tally(v: unknown): string | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 && v < 1000 ? String(v) : null;
  if (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v)) return String(Number(v));
  return null;
}

/** One side of a `{home, away}` object or a `[home, away]` pair. */
function sideOf(v: unknown, side: Side): string | null {
  if (Array.isArray(v)) return tally(v[side === 'home' ? 0 : 1]);
  return isObject(v) ? tally(v[side]) : null;
}

/** MLB by any of its names: 'MLB', 'Major League Baseball', '메이저리그 (MLB)', 'MLB（メジャーリーグ）'. */
const MLB = /\bMLB\b|^\s*Major League Baseball\b/i;

/**
 * Spec §2: MLB leagues show the away team on the left (and first); other leagues the home team.
 * The row's league name may be in the page's language, so every name the row has is read.
 * @example sideOrder(['메이저리그 (MLB)', null]) // ['away', 'home']
 */
export function sideOrder(names: string | readonly (string | null | undefined)[]): [Side, Side] {
  const list = typeof names === 'string' ? [names] : names;
  return list.some((n) => typeof n === 'string' && MLB.test(n))
    ? ['away', 'home']
    : ['home', 'away'];
}

export interface InningLine {
  side: Side;
  /** Runs per inning, '' where the feed has none (a half not played). */
  innings: string[];
  runs: string | null;
  hits: string | null;
  errors: string | null;
}

export interface InningTable {
  /** Inning numbers, 1…9 and any extra innings the scores hold. */
  innings: number[];
  lines: [InningLine, InningLine];
}

/**
 * The inning table from the row's `scores` (keys '1'…'n', `run`, `hit`), falling back to
 * `sts.end` and `ss` for the totals, and the `errors` stat pair for E.
 * @example inningTable({ scores: { '1': { home: '1', away: '0' } }, ss: '1-0' }, ['home', 'away']).innings.length // 9
 */
export function inningTable(
  input: { scores: unknown; ss: unknown; sts?: unknown; stats?: unknown },
  order: [Side, Side],
): InningTable {
  const scores = isObject(input.scores) ? input.scores : {};
  const end = isObject(input.sts) && isObject(input.sts.end) ? input.sts.end : {};
  const stats = isObject(input.stats) ? input.stats : {};
  let last = REGULATION_INNINGS;
  for (const key of Object.keys(scores)) {
    const n = /^\d{1,2}$/.test(key) ? Number(key) : 0;
    const played = sideOf(scores[key], 'home') !== null || sideOf(scores[key], 'away') !== null;
    if (n > last && n <= MAX_INNINGS && played) last = n;
  }
  const innings = Array.from({ length: last }, (_, i) => i + 1);
  const line = (side: Side): InningLine => ({
    side,
    innings: innings.map((n) => sideOf(scores[String(n)], side) ?? ''),
    runs:
      sideOf(scores.run, side) ?? sideOf(end.runs, side) ?? scoreSides(input.ss)?.[side] ?? null,
    hits: sideOf(scores.hit, side) ?? sideOf(end.hits, side),
    errors: sideOf(stats.errors, side),
  });
  return { innings, lines: [line(order[0]), line(order[1])] };
}

/** Spec §3 `sts.end`, in the order the tab lists them. */
export const END_STATS = [
  ['pitches', 'panel.baseball.end.pitches'],
  ['balls', 'panel.baseball.end.balls'],
  ['strikes', 'panel.baseball.end.strikes'],
  ['walks', 'panel.baseball.end.walks'],
  ['hbp', 'panel.baseball.end.hbp'],
  ['hits', 'panel.baseball.end.hits'],
  ['singles', 'panel.baseball.end.singles'],
  ['double', 'panel.baseball.end.double'],
  ['triples', 'panel.baseball.end.triples'],
  ['homers', 'panel.baseball.end.homers'],
  ['runs', 'panel.baseball.end.runs'],
  ['batters', 'panel.baseball.end.batters'],
  ['leftOnBase', 'panel.baseball.end.leftOnBase'],
] as const satisfies readonly (readonly [string, MessageKey])[];

export interface EndStat {
  key: (typeof END_STATS)[number][0];
  label: MessageKey;
  /** The two values in the panel's side order. */
  values: [string, string];
}

/**
 * The game totals of `sts.end` both sides have a valid value for, in the panel's side order.
 * @example endStats({ end: { hits: [5, 3] } }, ['away', 'home'])[0].values // ['3', '5']
 */
export function endStats(sts: unknown, order: [Side, Side]): EndStat[] {
  const end = isObject(sts) && isObject(sts.end) ? sts.end : {};
  const out: EndStat[] = [];
  for (const [key, label] of END_STATS) {
    const a = sideOf(end[key], order[0]);
    const b = sideOf(end[key], order[1]);
    if (a !== null && b !== null) out.push({ key, label, values: [a, b] });
  }
  return out;
}
