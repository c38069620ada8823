/**
 * @module panels/hockey-basketball-input
 * Readers of the live details the rink and the court share (spec §3 "Match details", §4 "Ball
 * position: fraction pair… null, '^' or empty hides the ball"). The socket's payload is typed
 * but comes from a provider: each reader accepts any shape and keeps only what is valid, so a
 * panel never throws and never shows a number that was not sent.
 */
import { minuteOf } from '../domain/event-parse';
import type { MatchEvent, Stats } from '../domain/match';

/** A position as fractions of the drawing, each within 0..1. */
export interface Point {
  x: number;
  y: number;
}

/**
 * `ball_pos` as a point: `"x,y"` fractions (or a `[x, y]` pair); null, `'^'`, empty, out of
 * range or anything else is no point.
 * @example point('0.250,0.600') // { x: 0.25, y: 0.6 }
 */
export function point(raw: unknown): Point | null {
  let parts: unknown[];
  if (typeof raw === 'string') parts = raw.split(',');
  else if (Array.isArray(raw)) parts = raw;
  else return null;
  if (parts.length !== 2) return null;
  const [x, y] = parts.map((p) =>
    typeof p === 'number' || (typeof p === 'string' && p.trim() !== '') ? Number(p) : NaN,
  ) as [number, number];
  const inside = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
  return inside(x) && inside(y) ? { x, y } : null;
}

/**
 * The `[home, away]` pairs of a stats record that are two finite numbers (numbers sent as
 * strings count: the feed sends `"12"`); anything else is dropped.
 * @example safeStats({ fouls: ['3', 4], shots: 'x' }) // { fouls: [3, 4] }
 */
export function safeStats(raw: unknown): Stats {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Stats = {};
  for (const [key, pair] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [h, a] = pair.map((v) =>
      typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : NaN,
    ) as [number, number];
    if (Number.isFinite(h) && Number.isFinite(a)) out[key] = [h, a];
  }
  return out;
}

/** Timeline entries with a string id and text; anything else is skipped. */
export function safeEvents(raw: unknown): MatchEvent[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (e): e is MatchEvent =>
      !!e &&
      typeof e === 'object' &&
      typeof (e as MatchEvent).id === 'string' &&
      typeof (e as MatchEvent).text === 'string',
  );
}

/** The clock minute a text starts with (`07:41 - …`, `Q2 04:11 - …`), or null. */
export function clockMinute(text: string): number | null {
  return /^\s*(?:(?:Q\d|OT)\s+)?\d{1,2}:\d{2}\b/.test(text) ? minuteOf(text) : null;
}
