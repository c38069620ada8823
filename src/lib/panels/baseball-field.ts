/**
 * @module panels/baseball-field
 * What the baseball field frame shows (spec §3 "Match details" baseball `sts.cur` and the
 * pitcher and batter; §4 "Baseball events"; §9 "4 balls, 3 strikes, 3 outs"), read defensively
 * from the live details: a field the feed did not send, or sent malformed, is null and hidden.
 */
import { gameStateText, splitGameState } from '../domain/game-states';
import type { Side } from '../domain/match';

export interface FieldView {
  /** First, second, third base occupied (spec §4: three flags give eight states). */
  bases: [boolean, boolean, boolean] | null;
  balls: number | null;
  strikes: number | null;
  outs: number | null;
  pitcher: string | null;
  batter: string | null;
}

/**
 * Lights per count (spec §9): the fourth ball walks, the third strike and the third out end
 * the at-bat or the half, so the lights show what can stand before that: 3, 2 and 2.
 */
export const COUNT_LIGHTS = { balls: 3, strikes: 2, outs: 2 } as const;

/** The limits of spec §9; a count above its limit is not a baseball count and is hidden. */
const COUNT_LIMITS = { balls: 4, strikes: 3, outs: 3 } as const;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

function flag(v: unknown): boolean | null {
  if (v === 1 || v === true || v === '1') return true;
  if (v === 0 || v === false || v === '0') return false;
  return null;
}

/** A count from a number or a digit string; a count at its limit lights every light. */
function count(v: unknown, which: keyof typeof COUNT_LIGHTS): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > COUNT_LIMITS[which]) return null;
  return Math.min(n, COUNT_LIGHTS[which]);
}

/** A player's name as sent; '^', blanks and non-strings are no name. */
function playerName(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const name = v.trim();
  return name === '' || name === '^' || name.length > 80 ? null : name;
}

/**
 * The field of the live details' `sts`: bases (all three flags or none), count and names.
 * @example fieldView({ cur: { r1: 1, r2: 0, r3: 0, b: 2, s: 1, o: 0 } }).bases // [true, false, false]
 */
export function fieldView(sts: unknown): FieldView {
  const s = isObject(sts) ? sts : {};
  const cur = isObject(s.cur) ? s.cur : {};
  const flags = [flag(cur.r1), flag(cur.r2), flag(cur.r3)];
  const bases = flags.every((f) => f !== null) ? (flags as [boolean, boolean, boolean]) : null;
  return {
    bases,
    balls: count(cur.b, 'balls'),
    strikes: count(cur.s, 'strikes'),
    outs: count(cur.o, 'outs'),
    pitcher: playerName(s.pitcher),
    batter: playerName(s.batter),
  };
}

/** The events the field frame shows (spec §4 "Baseball events", plus the catalogue's other plays). */
export const FIELD_EVENTS = {
  'In play': 'inPlay',
  Ball: 'ball',
  Strike: 'strike',
  'Foul Ball': 'foulBall',
  Out: 'out',
  Strikeout: 'strikeout',
  Singles: 'single',
  Double: 'double',
  Triple: 'triple',
  'Home Run': 'homeRun',
  Walk: 'walk',
  'Rain Delay': 'rainDelay',
  'Run Scored': 'runScored',
  'End of Half Innings': 'endOfHalf',
  'Hit By Pitch': 'hitByPitch',
} as const;

export type FieldEventKind = (typeof FIELD_EVENTS)[keyof typeof FIELD_EVENTS];

export interface FieldEvent {
  kind: FieldEventKind;
  /** The batting side the state names, null for neutral states (rain, end of a half). */
  side: Side | null;
}

/**
 * The event a baseball game state code stands for (spec §4 game state codes; sport 16), or null
 * for states with no event to show (Batter Up) and codes that are not baseball's.
 * @example fieldEvent('20001') // { kind: 'ball', side: 'away' }
 */
export function fieldEvent(state: unknown): FieldEvent | null {
  if (typeof state !== 'string' && typeof state !== 'number') return null;
  const text = gameStateText(16, String(state).trim() || null);
  if (!text) return null;
  const split = splitGameState(text);
  const kind = (FIELD_EVENTS as Record<string, FieldEventKind | undefined>)[split.text];
  return kind ? { kind, side: split.side } : null;
}
