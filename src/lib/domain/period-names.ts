/**
 * @module period-names
 * Period names and score columns per sport (spec §4 "Period names", §9 "Period columns"):
 * basketball and American football quarters skip the half (key 3) and the total (key 7) and map
 * keys 4, 5, 6 down by one; volleyball and tennis sets 1-5; hockey periods 1-3, overtime and
 * shoot-out; baseball innings; e-sports maps; Overtime 1/2 become OT; nothing becomes 'game waiting'.
 */
import type { Scores } from './match';

export type PeriodKind =
  'quarter' | 'set' | 'period' | 'inning' | 'half' | 'map' | 'ot' | 'shootout' | 'waiting';

export interface PeriodName {
  kind: PeriodKind;
  /** 1-based number within the kind (0 for `ot`, `shootout` and `waiting`). */
  n: number;
}

const QUARTER_SPORTS = new Set([18, 12]);
const SET_SPORTS = new Set([91, 13]);

const ORDINAL = /^(\d+)(?:st|nd|rd|th)?\b/i;

/**
 * Names a feed period (a number or a text such as '2nd Quarter', 'Half Time', 'Overtime 1').
 * @example periodName(18, '3rd Quarter') // { kind: 'quarter', n: 3 }
 */
export function periodName(sportId: number, raw: string | number | null | undefined): PeriodName {
  if (raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0') {
    return { kind: 'waiting', n: 0 };
  }
  if (typeof raw === 'number' || /^\d+$/.test(String(raw).trim())) {
    return numbered(sportId, Number(raw));
  }
  const text = String(raw).trim();
  if (/overtime|^ot\b/i.test(text)) return { kind: 'ot', n: 0 };
  if (/shoot-?out|penalt/i.test(text)) return { kind: 'shootout', n: 0 };
  const lower = text.toLowerCase();
  if (QUARTER_SPORTS.has(sportId)) {
    if (lower.includes('half')) return { kind: 'quarter', n: 2 };
    // A pause belongs to the quarter it follows (spec: quarters and pauses map to 1-4).
    const m = ORDINAL.exec(text);
    if (m) return { kind: 'quarter', n: Math.min(4, Number(m[1])) };
    return { kind: 'waiting', n: 0 };
  }
  const m = ORDINAL.exec(text);
  if (!m) return { kind: 'waiting', n: 0 };
  return numbered(sportId, Number(m[1]));
}

function numbered(sportId: number, n: number): PeriodName {
  if (QUARTER_SPORTS.has(sportId)) {
    if (n >= 5) return { kind: 'ot', n: 0 };
    return { kind: 'quarter', n };
  }
  if (SET_SPORTS.has(sportId)) return { kind: 'set', n: Math.min(5, n) };
  if (sportId === 17) {
    if (n === 5) return { kind: 'shootout', n: 0 };
    return n >= 4 ? { kind: 'ot', n: 0 } : { kind: 'period', n };
  }
  if (sportId === 16) return { kind: 'inning', n };
  // E-sports count maps, not quarters (a League of Legends map once read "3쿼터").
  if (sportId === 151) return { kind: 'map', n };
  if (sportId === 1 || sportId === 78) return { kind: 'half', n: Math.min(2, n) };
  return { kind: 'quarter', n };
}

/**
 * Maps a basketball / American football score key to its quarter: 1, 2 stay; 3 (half) and 7
 * (total) are not quarters; 4, 5, 6 move down by one (6 is overtime, shown as 5).
 * @example quarterOfKey('5') // 4
 */
export function quarterOfKey(key: string): number | null {
  switch (key) {
    case '1':
    case '2':
      return Number(key);
    case '4':
    case '5':
    case '6':
      return Number(key) - 1;
    default:
      return null;
  }
}

/**
 * The current basketball quarter from the score keys: the highest of 1, 2, 4, 5, reduced by one
 * when above 3 (spec §4).
 * @example basketballPeriod({ '1': s, '2': s, '3': s, '4': s }) // 3
 */
export function basketballPeriod(scores: Scores): number {
  let top = 0;
  for (const key of ['1', '2', '4', '5']) if (scores[key]) top = Math.max(top, Number(key));
  return top > 3 ? top - 1 : top;
}

/** One period score column of a list table. */
export interface PeriodColumn {
  /** Score key in `scores`. */
  key: string;
  name: PeriodName;
}

/** Spec §9 "Period columns" with the sport's own names. */
export function periodColumns(sportId: number): PeriodColumn[] {
  const col = (key: string, kind: PeriodKind, n: number): PeriodColumn => ({
    key,
    name: { kind, n },
  });
  switch (sportId) {
    case 18:
    case 12:
      // Sport 18's list has no fifth quarter: four quarters and one overtime column.
      return [
        col('1', 'quarter', 1),
        col('2', 'quarter', 2),
        col('4', 'quarter', 3),
        col('5', 'quarter', 4),
        col('6', 'ot', 0),
      ];
    case 17:
      return [
        col('1', 'period', 1),
        col('2', 'period', 2),
        col('3', 'period', 3),
        col('4', 'ot', 0),
        col('5', 'shootout', 0),
      ];
    case 91:
    case 13:
      return [1, 2, 3, 4, 5].map((n) => col(String(n), 'set', n));
    case 16:
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => col(String(n), 'inning', n));
    default:
      return [col('1', 'half', 1), col('2', 'half', 2)];
  }
}

/**
 * Whether the hockey clock jumped enough to mean a new period (spec §4: more than 1000).
 * @example isHockeyPeriodChange(1190_000, 2_000) // true
 */
export function isHockeyPeriodChange(previous: number | null | undefined, next: number): boolean {
  if (previous === null || previous === undefined) return false;
  return Math.abs(next - previous) > 1000;
}
