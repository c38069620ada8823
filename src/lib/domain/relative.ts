/**
 * @module relative
 * Past games as the head-to-head and relative lists show them (spec §3 "Relative (past) game",
 * §2 "Head-to-head analysis page"): the result letter, over/under full time and at half time,
 * tallies of a list, and which sport a query's `sports` text means.
 */
import type { Scores } from './match';
import { parseScore } from './score';
import { SPORT_IDS, SPORT_NAMES, isSportId, type SportId } from './sports';

export const RELATIVE_TYPES = ['relative', 'home', 'away'] as const;
export type RelativeType = (typeof RELATIVE_TYPES)[number];

/** Spec §9: soccer over/under 2.5 full time and 0.5 at half time. */
export const SOCCER_TOTAL_LINE = 2.5;
export const SOCCER_HALF_LINE = 0.5;

export interface RelativeOutcome {
  score_home: number | null;
  score_away: number | null;
  /** H home won, A away won, D draw; null before a result. */
  win: 'H' | 'A' | 'D' | null;
  overunder: 'O' | 'U' | null;
  halfOverUnder: 'O' | 'U' | null;
}

/**
 * Result letter and over/under of a finished game (spec §4 "Over/under: total under 2.5 is U
 * else O; half U when the half total is below 0.5"). Soccer uses the spec's lines; other sports
 * use the game's own total line (the bookmaker's), and have no half-time over/under.
 * @example relativeOutcome({ sportId: 1, ss: '2-1', scores: { 1: { home: '0', away: '0' } } }).halfOverUnder // 'U'
 */
export function relativeOutcome(input: {
  sportId: number;
  ss: string | null;
  scores: Scores;
  /** The game's total line when known (non-soccer sports). */
  totalLine?: number | null;
}): RelativeOutcome {
  const score = parseScore(input.ss);
  if (!score) {
    return { score_home: null, score_away: null, win: null, overunder: null, halfOverUnder: null };
  }
  const { home, away } = score;
  const soccer = input.sportId === SPORT_IDS.soccer;
  const line = soccer ? SOCCER_TOTAL_LINE : (input.totalLine ?? null);
  const half = soccer ? input.scores['1'] : undefined;
  const halfTotal = half ? Number(half.home) + Number(half.away) : NaN;
  return {
    score_home: home,
    score_away: away,
    win: home > away ? 'H' : home < away ? 'A' : 'D',
    overunder: line === null ? null : home + away < line ? 'U' : 'O',
    halfOverUnder: Number.isFinite(halfTotal) ? (halfTotal < SOCCER_HALF_LINE ? 'U' : 'O') : null,
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
}

/**
 * Tallies a list of past games; `teamId` turns results into that team's wins, draws and losses.
 * @example tallyRelative([{ home_id: 1, away_id: 2, win: 'H', overunder: 'O', halfOverUnder: null }], 2).team // { id: 2, win: 0, draw: 0, loss: 1 }
 */
export function tallyRelative(
  games: readonly {
    home_id: number;
    away_id: number;
    win: RelativeOutcome['win'];
    overunder: RelativeOutcome['overunder'];
    halfOverUnder: RelativeOutcome['halfOverUnder'];
  }[],
  teamId?: number | null,
): RelativeTally {
  const out: RelativeTally = {
    total: games.length,
    win: { H: 0, D: 0, A: 0 },
    overunder: { O: 0, U: 0 },
    halfOverUnder: { O: 0, U: 0 },
    team: teamId ? { id: teamId, win: 0, draw: 0, loss: 0 } : null,
  };
  for (const g of games) {
    if (g.win) out.win[g.win]++;
    if (g.overunder) out.overunder[g.overunder]++;
    if (g.halfOverUnder) out.halfOverUnder[g.halfOverUnder]++;
    if (out.team && g.win) {
      const side = g.home_id === teamId ? 'H' : g.away_id === teamId ? 'A' : null;
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
