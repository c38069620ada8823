/**
 * @module sport-tally
 * What a finished game counts for in each sport's head-to-head tallies (spec §4 "Finished-game
 * outcome", §9 "Sport figures"): the unit its over/under totals (goals, points, runs, sets,
 * games, maps), the unit that decides the winner (tennis and volleyball by sets, e-sports by
 * maps), whether the sport has draws, its over/under line (a fixed line, or one near the listed
 * games' average where the totals differ too much between leagues for one line), and whether
 * it has halves (then a half-time over/under too). Pure: one table, read by the list rows and
 * tallies alike.
 */
import type { Scores } from './match';
import { parsePeriodScores, type ScorePair } from './score';
import { SPORT_IDS, type SportId } from './sports';

export type TallyUnit = 'goals' | 'points' | 'runs' | 'sets' | 'games' | 'maps';

/** An over/under line: always `value`, or near the listed games' average (`value` until one). */
export type LineRule = { kind: 'fixed'; value: number } | { kind: 'average'; value: number };

export interface SportTallyRule {
  /** What the over/under adds up. */
  totalUnit: TallyUnit;
  /** What decides the winner (the score the list shows). */
  winUnit: TallyUnit;
  /** False where a level result cannot stand (overtime, shoot-outs, deciding sets). */
  draws: boolean;
  line: LineRule;
  /** The first-half score key and its line; null where the sport has no halves. */
  half: { key: string; line: LineRule } | null;
}

const fixed = (value: number): LineRule => ({ kind: 'fixed', value });
const average = (value: number): LineRule => ({ kind: 'average', value });

/**
 * Spec §9: the per-sport tally table. Soccer keeps its spec lines (2.5, half 0.5); basketball,
 * American football, handball and tennis games take a line near the games' own average (NBA
 * and e-basketball totals are a hundred points apart); e-sports maps too (best of 3 or 5).
 */
export const SPORT_TALLY: Record<SportId, SportTallyRule> = {
  [SPORT_IDS.soccer]: {
    totalUnit: 'goals',
    winUnit: 'goals',
    draws: true,
    line: fixed(2.5),
    half: { key: '1', line: fixed(0.5) },
  },
  [SPORT_IDS.basketball]: {
    totalUnit: 'points',
    winUnit: 'points',
    draws: false,
    line: average(160.5),
    half: { key: '3', line: average(80.5) },
  },
  [SPORT_IDS.baseball]: {
    totalUnit: 'runs',
    winUnit: 'runs',
    // KBO and NPB games may end tied after the last extra inning.
    draws: true,
    line: fixed(8.5),
    half: null,
  },
  [SPORT_IDS.iceHockey]: {
    totalUnit: 'goals',
    winUnit: 'goals',
    // The final score counts overtime and the shoot-out's deciding goal.
    draws: false,
    line: fixed(5.5),
    half: null,
  },
  [SPORT_IDS.volleyball]: {
    totalUnit: 'sets',
    winUnit: 'sets',
    draws: false,
    line: fixed(3.5),
    half: null,
  },
  [SPORT_IDS.handball]: {
    totalUnit: 'goals',
    winUnit: 'goals',
    draws: true,
    line: average(54.5),
    half: { key: '1', line: average(27.5) },
  },
  [SPORT_IDS.tennis]: {
    totalUnit: 'games',
    winUnit: 'sets',
    draws: false,
    line: average(22.5),
    half: null,
  },
  [SPORT_IDS.americanFootball]: {
    totalUnit: 'points',
    winUnit: 'points',
    // NFL regular-season games may end tied after overtime.
    draws: true,
    line: average(44.5),
    half: { key: '3', line: average(22.5) },
  },
  [SPORT_IDS.esports]: {
    totalUnit: 'maps',
    winUnit: 'maps',
    draws: false,
    line: average(2.5),
    half: null,
  },
};

/** The rule of a sport id; soccer's for an id outside spec §1 (never in practice). */
export function sportTallyRule(sportId: number): SportTallyRule {
  return SPORT_TALLY[sportId as SportId] ?? SPORT_TALLY[SPORT_IDS.soccer];
}

/** What one finished game adds to its sport's tallies. */
export interface GameCount {
  /** The result in the win unit (sets won in tennis), home first. */
  win: ScorePair;
  /** The over/under total in the sport's unit; null when the score does not say. */
  total: number | null;
  /** The first-half total where the sport has halves and the game has the half's score. */
  half: number | null;
}

const SET_KEYS = ['1', '2', '3', '4', '5'];
/** A sets (or maps) score: nobody wins more than 3 sets; anything larger is a set's games. */
const MAX_SETS_WON = 3;

function pairOf(p: { home: string; away: string } | undefined): ScorePair | null {
  if (!p) return null;
  const home = Number(p.home);
  const away = Number(p.away);
  return Number.isFinite(home) && Number.isFinite(away) ? { home, away } : null;
}

/** Per-set scores in order: the `ss` set list when it is one, else the score keys 1-5. */
function setList(periods: ScorePair[] | null, scores: Scores): ScorePair[] {
  if (periods && periods.length > 1) return periods;
  return SET_KEYS.map((k) => pairOf(scores[k])).filter((p): p is ScorePair => p !== null);
}

/** Sets (maps) won from per-set scores: the side with more in a set took it. */
function setsWon(sets: readonly ScorePair[]): ScorePair {
  return {
    home: sets.filter((s) => s.home > s.away).length,
    away: sets.filter((s) => s.away > s.home).length,
  };
}

const sum = (pairs: readonly ScorePair[]) => pairs.reduce((n, p) => n + p.home + p.away, 0);

/**
 * Sports decided by sets or maps. The feed writes either the sets won (`2-1`) with each set's
 * games or points under the score keys, or the set list itself (`6-4,3-6,7-6`): both read the
 * same. Tennis totals games; volleyball and e-sports total sets and maps played.
 */
function bySets(sportId: number, periods: ScorePair[], scores: Scores): GameCount {
  const first = periods[0]!;
  const wonForm = periods.length === 1 && Math.max(first.home, first.away) <= MAX_SETS_WON;
  const sets = wonForm ? setList(null, scores) : periods;
  const win = wonForm ? first : setsWon(sets);
  if (sportId !== SPORT_IDS.tennis) return { win, total: win.home + win.away, half: null };
  return { win, total: sets.length > 0 ? sum(sets) : null, half: null };
}

/**
 * What a finished game counts for; null when its score is no score. The half-time total only
 * where the sport has halves.
 * @example gameCount(13, '2-1', { 1: s(6, 4), 2: s(3, 6), 3: s(7, 5) }) // { win: { home: 2, away: 1 }, total: 31, half: null }
 */
export function gameCount(sportId: number, ss: string | null, scores: Scores): GameCount | null {
  const periods = parsePeriodScores(ss);
  if (!periods || periods.length === 0) return null;
  const rule = sportTallyRule(sportId);
  if (rule.winUnit === 'sets' || rule.winUnit === 'maps') return bySets(sportId, periods, scores);
  if (periods.length > 1) return null;
  const win = periods[0]!;
  const halfPair = rule.half ? pairOf(scores[rule.half.key]) : null;
  return { win, total: win.home + win.away, half: halfPair ? halfPair.home + halfPair.away : null };
}

/**
 * The over/under line of a list of games: the fixed line, or the half point just above the
 * whole part of the totals' average (never a push), the rule's value while none is known.
 * @example overUnderLine({ kind: 'average', value: 160.5 }, [201, 214, 190]) // 201.5
 */
export function overUnderLine(rule: LineRule, totals: readonly (number | null)[]): number {
  if (rule.kind === 'fixed') return rule.value;
  const known = totals.filter((t): t is number => t !== null);
  if (known.length === 0) return rule.value;
  return Math.floor(known.reduce((n, t) => n + t, 0) / known.length) + 0.5;
}

/** O when the total is above the line, U below; null without a total. */
export function overUnder(total: number | null, line: number): 'O' | 'U' | null {
  return total === null ? null : total > line ? 'O' : 'U';
}
