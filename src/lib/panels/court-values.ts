/**
 * @module panels/court-values
 * Guarded readers of the live details that the volleyball, handball and tennis panels share
 * (spec §3 "Match details", §4 "Ball position"): each takes whatever the
 * feed sent and returns a valid value or null, never throwing, so a panel shows what is valid
 * and hides the rest.
 */
import { gameStateText, splitGameState } from '../domain/game-states';
import type { MatchEvent, Scores, Side, Stats } from '../domain/match';
import { isSportId } from '../domain/sports';

/** A point on a 400x180 court as fractions of its width and height. */
export interface CourtPoint {
  x: number;
  y: number;
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number from a number or a numeric string; null otherwise. */
export function finite(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Spec §4: the ball is a fraction pair `x,y`; null, '^' or empty hides it. Values a little
 * outside 0–1 are clamped (a ball just over a line); anything else hides the ball.
 * @example ballPoint('0.25,0.5') // { x: 0.25, y: 0.5 }
 */
export function ballPoint(raw: unknown): CourtPoint | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.split(',');
  if (parts.length !== 2) return null;
  const [x, y] = parts.map(finite);
  if (x == null || y == null) return null;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(x), y: clamp(y) };
}

/**
 * A `[home, away]` pair of non-negative numbers (the feed may send numeric strings).
 * @example statPair(['3', 4]) // [3, 4]
 */
export function statPair(raw: unknown): [number, number] | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const h = finite(raw[0]);
  const a = finite(raw[1]);
  return h != null && a != null && h >= 0 && a >= 0 ? [h, a] : null;
}

/** 'home' or 'away', else null. */
export function sideOf(raw: unknown): Side | null {
  return raw === 'home' || raw === 'away' ? raw : null;
}

/** The other side. */
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * The game state of the details as its base name and the side it belongs to (spec §4 "names
 * containing Home or Away set team in possession").
 * @example gameState(91, '10001') // { side: 'home', name: 'Single Serve' }
 */
export function gameState(
  sportId: number,
  code: unknown,
): { side: Side | null; name: string } | null {
  if (!isSportId(sportId) || (typeof code !== 'string' && typeof code !== 'number')) return null;
  const text = gameStateText(sportId, code);
  if (!text) return null;
  const split = splitGameState(text);
  return { side: split.side, name: split.text };
}

/** Only the stats that are `[number, number]` pairs (strings, nulls and odd shapes dropped). */
export function cleanStats(raw: unknown): Stats {
  const out: Stats = {};
  if (!isObject(raw)) return out;
  for (const [key, value] of Object.entries(raw)) {
    const pair = statPair(value);
    if (pair) out[key] = pair;
  }
  return out;
}

/** A period's score for one side as a whole number, or null when missing or malformed. */
export function periodPoints(scores: unknown, period: number, side: Side): number | null {
  if (!isObject(scores)) return null;
  const cell = (scores as Scores)[String(period)];
  if (!isObject(cell)) return null;
  const n = finite(cell[side]);
  return n != null && n >= 0 ? Math.floor(n) : null;
}

/** The parts of a details payload the panels read, each an object even when the feed sent none. */
export interface DetailsParts {
  info: Loose;
  sts: Loose;
  stats: Stats;
}

/** Splits a details payload that may be missing or malformed into guarded parts. */
export function detailsParts(details: unknown): DetailsParts {
  const d = isObject(details) ? details : {};
  return {
    info: isObject(d.info) ? d.info : {},
    sts: isObject(d.sts) ? d.sts : {},
    stats: cleanStats(d.stats),
  };
}

/** The first of several places a pair may come in (e.g. `sts.longestStreak`, `stats.longest_streak`). */
export function firstPair(...candidates: unknown[]): [number, number] | null {
  for (const c of candidates) {
    const pair = statPair(c);
    if (pair) return pair;
  }
  return null;
}

/**
 * The timeline entries that have a text (the summary tab's input): a missing or malformed
 * `events` gives an empty list.
 */
export function eventsOf(details: unknown): MatchEvent[] {
  const events = isObject(details) ? details.events : undefined;
  if (!Array.isArray(events)) return [];
  // The entries themselves are kept (their code and parameters render them in the viewer's
  // language); only the id is made a string.
  return events
    .filter(
      (e): e is MatchEvent =>
        isObject(e) &&
        typeof e.text === 'string' &&
        (typeof e.id === 'string' || typeof e.id === 'number'),
    )
    .map((e) => (typeof e.id === 'string' ? e : { ...e, id: String(e.id) }));
}
