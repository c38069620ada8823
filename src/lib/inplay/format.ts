/**
 * @module inplay/format
 * Dates and times of the in-play lists (spec §9: `YYYY년MM월DD일(ddd)` in lists, `MM-DD-YYYY`
 * for groups, kick-off `HH:mm`, all in Seoul time as the rows carry them).
 */
import type { Language } from '../domain/languages';

/** `HH:mm` of a Seoul `YYYY-MM-DD HH:mm:ss`. */
export function kickoffClock(playTime: string): string {
  return playTime.slice(11, 16);
}

/** Day of the week of a `YYYY-MM-DD` (0 Sunday). */
export function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

/**
 * A list date in the page language; `weekdayName` is the translated short day name or null.
 * @example listDate('2026-11-23', 'kr', '월') // '2026년11월23일(월)'
 */
export function listDate(day: string, lang: Language, weekdayName: string | null): string {
  const [y, m, d] = day.split('-');
  const suffix = weekdayName ? `(${weekdayName})` : '';
  if (lang === 'kr') return `${y}년${m}월${d}일${suffix}`;
  if (lang === 'jp') return `${y}年${m}月${d}日${suffix}`;
  return `${y}-${m}-${d}${weekdayName ? ` (${weekdayName})` : ''}`;
}

/** Spec §9 "MM-DD-YYYY for groups". */
export function groupDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}
