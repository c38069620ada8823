/**
 * @module feed/betsapi/notation
 * Prices and lines in every notation BetsAPI passes on from its bookmakers, read into the
 * product's decimal price and line. Three outcomes are kept apart, because they mean different
 * things on screen and in the log: a price; "not quoted" (nothing there: not an error, not
 * logged); and unreadable (something there that is no price: logged and left out).
 *
 * Prices: decimal ("2.050", 2.05), evens ("EVS", "evens"), fractional ("5/2" → 3.5), American
 * ("+150" → 2.5, "-200" → 1.5) and "-" for a suspended price. Lines: "-0.50", "+1.5", "PK", and
 * split (quarter) lines written with a comma ("0.0,-0.5", "2.5,3.0"), a slash ("2.5/3") or a
 * hyphen ("0-0.5", "-0.5-1"), each the mid-point of its two halves.
 */
import type { Price } from '../../../lib/domain/odds';

/** Nothing quoted: missing, null, an empty string, or a zero the book writes for none. */
export const NOT_QUOTED = 'not-quoted';
/** Something is there, but it is no price or line. */
export const UNREADABLE = 'unreadable';

export type Read<T> = T | typeof NOT_QUOTED | typeof UNREADABLE;

type Raw = string | number | null | undefined;

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;
const FRACTION = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/;
const EVENS = /^(evs|evens|even|ev)$/i;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

function isBlank(raw: Raw): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/** A decimal price over 1, else unreadable. */
function decimal(value: number): Read<Price> {
  return Number.isFinite(value) && value > 1 ? round3(value) : UNREADABLE;
}

/**
 * A price as the product keeps it (decimal, 3 places), '-' while suspended.
 * @example [readPrice('2.050'), readPrice('EVS'), readPrice('5/2'), readPrice('-'), readPrice('')] // [2.05, 2, 3.5, '-', 'not-quoted']
 */
export function readPrice(raw: Raw): Read<Price> {
  if (isBlank(raw)) return NOT_QUOTED;
  if (typeof raw === 'number') return raw === 0 ? NOT_QUOTED : decimal(raw);
  const text = String(raw).trim();
  if (text === '-') return '-';
  if (EVENS.test(text)) return 2;
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [num, den] = [Number(fraction[1]), Number(fraction[2])];
    return den > 0 && num > 0 ? round3(1 + num / den) : UNREADABLE;
  }
  if (!DECIMAL.test(text)) return UNREADABLE;
  const value = Number(text);
  if (value === 0) return NOT_QUOTED;
  // A sign and three digits is an American price; decimal prices carry no sign.
  if (/^[-+]\d{3,}(\.0+)?$/.test(text))
    return value > 0 ? round3(1 + value / 100) : round3(1 + 100 / -value);
  if (/^[-+]/.test(text)) return UNREADABLE;
  return decimal(value);
}

const PICK = /^(pk|pick|pick'em)$/i;
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** Two halves of a split line are 0.5 apart and on one side of zero. */
function splitLine(a: number, b: number): number | null {
  if (Math.abs(Math.abs(a - b) - 0.5) > 1e-9) return null;
  if ((a > 0 && b < 0) || (a < 0 && b > 0)) return null;
  return Math.round(((a + b) / 2) * 100) / 100 || 0;
}

/** "a/b" or "a-b": the second half has no sign of its own and takes the first's. */
function sharedSign(first: string, second: string): number | null {
  const a = Number(first);
  const b = Number(second) * (first.trim().startsWith('-') ? -1 : 1);
  return splitLine(a, b);
}

/**
 * A handicap or total line, quarter lines as the mid-point of their halves.
 *
 * A hyphen is both a minus and a separator: "0-0.5" is read as the halves 0 and -0.5 (-0.25),
 * "-0.5-1" as -0.5 and -1 (-0.75); only when those are not two halves 0.5 apart on one side of
 * zero ("2.5-3") is the hyphen a separator (2.75).
 * @example [readLine('-0.50'), readLine('2.5,3.0'), readLine('0-0.5'), readLine('2.5/3'), readLine('PK')] // [-0.5, 2.75, -0.25, 2.75, 0]
 */
export function readLine(raw: Raw): Read<number> {
  if (isBlank(raw)) return NOT_QUOTED;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw || 0 : UNREADABLE;
  const text = String(raw).trim().replace(/\s+/g, '');
  // A suspended market may hide its line too: nothing to show at any line.
  if (text === '-') return NOT_QUOTED;
  if (PICK.test(text)) return 0;
  if (NUMBER.test(text)) return Math.round(Number(text) * 100) / 100 || 0;
  const comma = text.split(',');
  if (comma.length === 2 && comma.every((p) => NUMBER.test(p)))
    return splitLine(Number(comma[0]), Number(comma[1])) ?? UNREADABLE;
  const slash = /^([-+]?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(text);
  if (slash) return sharedSign(slash[1]!, slash[2]!) ?? UNREADABLE;
  const hyphen = /^([-+]?\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text);
  if (hyphen) {
    const literal = splitLine(Number(hyphen[1]), -Number(hyphen[2]));
    return literal ?? sharedSign(hyphen[1]!, hyphen[2]!) ?? UNREADABLE;
  }
  return UNREADABLE;
}
