/**
 * @module relative
 * Past games as the head-to-head and relative lists show them (spec §3 "Relative (past) game",
 * §2 "Head-to-head analysis page"): the last-N and year choices, the result letter, over/under
 * full time and at half time in each sport's units (`sport-tally`), tallies of a list, and which
 * sport a query's `sports` text means.
 */
import type { Scores } from './match';
import { seoulYear } from './seoul-time';
import {
  gameCount,
  overUnder,
  overUnderLine,
  sportTallyRule,
  type GameCount,
  type TallyUnit,
} from './sport-tally';
import { SPORT_IDS, SPORT_NAMES, isSportId, type SportId } from './sports';

export const RELATIVE_TYPES = ['relative', 'home', 'away'] as const;
export type RelativeType = (typeof RELATIVE_TYPES)[number];

/**
 * Spec §2 "Head-to-head analysis page": the last 5, 10 (default) or 20 meetings, or all of them,
 * across seasons.
 */
export const LAST_CHOICES = ['5', '10', '20', 'all'] as const;
export type LastChoice = (typeof LAST_CHOICES)[number];
export const DEFAULT_LAST: LastChoice = '10';

/** True when a text is one of the last-N choices. */
export function isLastChoice(text: unknown): text is LastChoice {
  return typeof text === 'string' && (LAST_CHOICES as readonly string[]).includes(text);
}

/** Spec §9: the most rows a table shows for `all` (its tallies still count every game). */
export const LAST_ALL_ROWS = 200;

/**
 * The rows a last-N choice shows.
 * @example [lastRows('5'), lastRows('all')] // [5, 200]
 */
export function lastRows(last: LastChoice): number {
  return last === 'all' ? LAST_ALL_ROWS : Number(last);
}

/**
 * The games a last-N choice tallies: the N shown, or every one for `all`.
 * @example [lastTallied('20'), lastTallied('all')] // [20, Infinity]
 */
export function lastTallied(last: LastChoice): number {
  return last === 'all' ? Infinity : Number(last);
}

/** Spec §9: the year filter offers 10 years. */
export const YEARS = 10;

/**
 * Spec §9: the year filter's choices, the current Seoul year and the 9 before it, newest first.
 * @example yearChoices(Date.UTC(2026, 5, 1)) // [2026, 2025, …, 2017]
 */
export function yearChoices(nowMs: number): number[] {
  const current = seoulYear(nowMs);
  return Array.from({ length: YEARS }, (_, i) => current - i);
}

export interface RelativeOutcome {
  score_home: number | null;
  score_away: number | null;
  /** H home won, A away won, D draw (only where the sport has draws); null before a result. */
  win: 'H' | 'A' | 'D' | null;
  overunder: 'O' | 'U' | null;
  halfOverUnder: 'O' | 'U' | null;
}

/** The over/under lines a list's games are measured against (one sport's). */
export interface RelativeLines {
  line: number;
  /** Null where the sport has no halves. */
  halfLine: number | null;
}

/** A sport's lines before any game is known (the rule's values). */
export function defaultLines(sportId: number): RelativeLines {
  const rule = sportTallyRule(sportId);
  return { line: rule.line.value, halfLine: rule.half?.line.value ?? null };
}

/**
 * The lines of a list of games per sport (spec §4 "Finished-game outcome"): each sport's fixed
 * line, or the one near its games' average total.
 * @example listLines([{ sportId: 18, count: { win, total: 201, half: 99 } }]).get(18) // { line: 201.5, halfLine: 99.5 }
 */
export function listLines(
  games: readonly { sportId: number; count: GameCount | null }[],
): Map<number, RelativeLines> {
  const bySport = new Map<number, (GameCount | null)[]>();
  for (const g of games) bySport.set(g.sportId, [...(bySport.get(g.sportId) ?? []), g.count]);
  const lines = new Map<number, RelativeLines>();
  for (const [sportId, counts] of bySport) {
    const rule = sportTallyRule(sportId);
    const known = counts.filter((c): c is GameCount => c !== null);
    lines.set(sportId, {
      line: overUnderLine(
        rule.line,
        known.map((c) => c.total),
      ),
      halfLine: rule.half
        ? overUnderLine(
            rule.half.line,
            known.map((c) => c.half),
          )
        : null,
    });
  }
  return lines;
}

/**
 * Result letter and over/under of a finished game (spec §4 "Finished-game outcome"), counted in
 * the sport's units (`sport-tally`): tennis wins by sets and totals games, volleyball totals
 * sets; a level score is a draw only where the sport has draws. `lines` default to the sport's
 * (soccer 2.5 and 0.5 at half time).
 * @example relativeOutcome({ sportId: 1, ss: '2-1', scores: { 1: { home: '0', away: '0' } } }).halfOverUnder // 'U'
 */
export function relativeOutcome(input: {
  sportId: number;
  ss: string | null;
  scores: Scores;
  lines?: RelativeLines | undefined;
}): RelativeOutcome {
  const count = gameCount(input.sportId, input.ss, input.scores);
  if (!count) {
    return { score_home: null, score_away: null, win: null, overunder: null, halfOverUnder: null };
  }
  const { home, away } = count.win;
  const lines = input.lines ?? defaultLines(input.sportId);
  const level = sportTallyRule(input.sportId).draws ? 'D' : null;
  return {
    score_home: home,
    score_away: away,
    win: home > away ? 'H' : home < away ? 'A' : level,
    overunder: overUnder(count.total, lines.line),
    halfOverUnder: lines.halfLine === null ? null : overUnder(count.half, lines.halfLine),
  };
}

export interface RelativeTally {
  total: number;
  /** Home wins, draws and away wins as the games were played. */
  win: { H: number; D: number; A: number };
  overunder: { O: number; U: number };
  halfOverUnder: { O: number; U: number };
  /** Results from one team's point of view (null when no team is given). */
  team: { id: number; win: number; draw: number; loss: number } | null;
  /** The games' sport when they are all one sport's (then the units and lines below are it). */
  sportId: number | null;
  /** What the over/under totals, and the line it is measured against. */
  unit: TallyUnit | null;
  line: number | null;
  /** The half-time line; null where the sport has no halves. */
  halfLine: number | null;
  /** Whether a level result counts as a draw in the sport (false: no draws column). */
  draws: boolean;
}

/** A finished game as the tallies read it. */
export interface TallyGame {
  sport_id: number;
  home_id: number;
  away_id: number;
  ss: string | null;
  scores: Scores;
}

/**
 * The lines and each game's outcome of a list: the one place a list's rows and tallies agree.
 * @example outcomesOf([{ sport_id: 1, home_id: 1, away_id: 2, ss: '2-1', scores: {} }]).outcomes[0].win // 'H'
 */
export function outcomesOf<G extends TallyGame>(games: readonly G[]) {
  const lines = listLines(
    games.map((g) => ({ sportId: g.sport_id, count: gameCount(g.sport_id, g.ss, g.scores) })),
  );
  const outcomes = games.map((g) => ({
    game: g,
    ...relativeOutcome({
      sportId: g.sport_id,
      ss: g.ss,
      scores: g.scores,
      lines: lines.get(g.sport_id),
    }),
  }));
  return { lines, outcomes };
}

/**
 * Tallies a list of finished games in their sport's units; `teamId` turns results into that
 * team's wins, draws and losses.
 * @example tallyRelative([{ sport_id: 1, home_id: 1, away_id: 2, ss: '0-1', scores: {} }], 2).team // { id: 2, win: 1, draw: 0, loss: 0 }
 */
export function tallyRelative(games: readonly TallyGame[], teamId?: number | null): RelativeTally {
  const { lines, outcomes } = outcomesOf(games);
  const sports = [...lines.keys()];
  const sportId = sports.length === 1 ? sports[0]! : null;
  const rule = sportId === null ? null : sportTallyRule(sportId);
  const out: RelativeTally = {
    total: games.length,
    win: { H: 0, D: 0, A: 0 },
    overunder: { O: 0, U: 0 },
    halfOverUnder: { O: 0, U: 0 },
    team: teamId ? { id: teamId, win: 0, draw: 0, loss: 0 } : null,
    sportId,
    unit: rule?.totalUnit ?? null,
    line: sportId === null ? null : lines.get(sportId)!.line,
    halfLine: sportId === null ? null : lines.get(sportId)!.halfLine,
    draws: rule?.draws ?? true,
  };
  for (const g of outcomes) {
    if (g.win) out.win[g.win]++;
    if (g.overunder) out.overunder[g.overunder]++;
    if (g.halfOverUnder) out.halfOverUnder[g.halfOverUnder]++;
    if (out.team && g.win) {
      const side = g.game.home_id === teamId ? 'H' : g.game.away_id === teamId ? 'A' : null;
      if (side === null) continue;
      if (g.win === 'D') out.team.draw++;
      else if (g.win === side) out.team.win++;
      else out.team.loss++;
    }
  }
  return out;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The sport a query names: an id (`17`), a key (`iceHockey`), an English name in any case or
 * spacing (`Ice Hockey`, `ice-hockey`), or the app's short forms (`hockey`: spec §2 "Ice Hockey
 * becomes Hockey"; `football` for American football; `esports`). Null when none.
 * @example sportIdOf('hockey') // 17
 */
export function sportIdOf(text: string | number): SportId | null {
  if (typeof text === 'number') return isSportId(text) ? text : null;
  const t = squash(text);
  if (/^\d+$/.test(t)) return isSportId(Number(t)) ? (Number(t) as SportId) : null;
  const aliases: Record<string, SportId> = {
    hockey: SPORT_IDS.iceHockey,
    football: SPORT_IDS.americanFootball,
  };
  if (aliases[t]) return aliases[t];
  for (const [key, id] of Object.entries(SPORT_IDS) as [keyof typeof SPORT_IDS, SportId][]) {
    if (squash(key) === t || squash(SPORT_NAMES[id].en) === t) return id;
  }
  return null;
}
