/**
 * @module inplay/details-view
 * What the per-sport list layouts read from a match's live details (spec §3 "Match details"):
 * tennis point score, baseball count and bases, volleyball first-to-5/7/10, and the first-to-N
 * and first-score columns that basketball and hockey timelines announce ("Race to N").
 */
import type { Side } from '../domain/match';
import type { DetailsPayload } from '../domain/socket-contract';

export type FirstTo = Partial<Record<number, Side>>;

/** Spec §9 "First-score thresholds". */
export function firstScoreThresholds(sportId: number): number[] {
  return [18, 91, 12, 151].includes(sportId) ? [5, 7, 10, 15, 20] : [1, 2, 3, 4, 5];
}

function sideOfTeam(team: string, home: string, away: string): Side | null {
  const t = team.trim().toLowerCase();
  if (t === home.trim().toLowerCase()) return 'home';
  if (t === away.trim().toLowerCase()) return 'away';
  return null;
}

const RACE = /(First Points|First Goal|Race to (\d+) (?:Points|Goals?))\s+-\s+(.+?)\s*$/i;

/**
 * The details the first paint needs (so the page HTML stays light): the list
 * layouts read the state, `sts` and the first-to events; only the panel's match shows stats.
 * The socket sends the full details once the island follows the match.
 * @example firstPaintDetails(details, '901') // events cut to `Race to …`/`First …` lines
 */
export function firstPaintDetails(details: DetailsPayload, isPanel: boolean): DetailsPayload {
  return {
    ...details,
    stats: isPanel ? details.stats : {},
    events: details.events.filter((e) => RACE.test(e.text)),
  };
}

/**
 * First-to-N from timeline texts such as `Q1 09:12 - Race to 5 Points - Team` and
 * `First Points - Team` (the first score is N = 1).
 * @example raceFromEvents([{ id: '1', text: 'Race to 5 Points - Home FC' }], 'Home FC', 'Away FC') // { 5: 'home' }
 */
export function raceFromEvents(
  events: readonly { text: string }[],
  home: string,
  away: string,
): FirstTo {
  const out: FirstTo = {};
  for (const e of events) {
    const m = RACE.exec(e.text);
    if (!m) continue;
    const n = m[2] ? Number(m[2]) : 1;
    const side = sideOfTeam(m[3]!, home, away);
    if (side && out[n] === undefined) out[n] = side;
  }
  return out;
}

/** Volleyball's first-to marks of the current set, from `sts.firstTo`. */
export function volleyballFirstTo(sts: Record<string, unknown> | undefined): FirstTo {
  const raw = sts?.firstTo;
  if (!raw || typeof raw !== 'object') return {};
  const out: FirstTo = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if ((v === 'home' || v === 'away') && /^\d+$/.test(k)) out[Number(k)] = v;
  }
  return out;
}

/** Tennis point score of the current game (`sts.points`, e.g. '30-15'). */
export function tennisPoint(sts: Record<string, unknown> | undefined): [string, string] | null {
  const p = sts?.points;
  if (typeof p !== 'string') return null;
  const m = /^\s*(\w+)\s*-\s*(\w+)\s*$/.exec(p);
  return m ? [m[1]!, m[2]!] : null;
}

export interface BaseballCount {
  bases: [boolean, boolean, boolean];
  balls: number;
  strikes: number;
  outs: number;
}

const clamp = (v: unknown, max: number) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.max(0, Math.min(max, Math.floor(n))) : 0;
};

/** Spec §4 "Bases: three flags give eight states" and §9 "4 balls, 3 strikes, 3 outs". */
export function baseballCount(sts: Record<string, unknown> | undefined): BaseballCount | null {
  const cur = sts?.cur;
  if (!cur || typeof cur !== 'object') return null;
  const c = cur as Record<string, unknown>;
  const flag = (v: unknown) => v === 1 || v === true || v === '1';
  return {
    bases: [flag(c.r1), flag(c.r2), flag(c.r3)],
    balls: clamp(c.b, 3),
    strikes: clamp(c.s, 2),
    outs: clamp(c.o, 2),
  };
}

/** First-to columns of a match for its sport's list table. */
export function firstToOf(
  sportId: number,
  details: DetailsPayload | undefined,
  home: string,
  away: string,
): FirstTo {
  if (!details) return {};
  if (sportId === 91) return volleyballFirstTo(details.sts);
  return raceFromEvents(details.events, home, away);
}
