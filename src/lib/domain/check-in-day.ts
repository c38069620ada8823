/**
 * @module check-in-day
 * The daily check-in's day (spec §9 "Check-in date in Asia/Seoul") and its spec §3 and §7
 * shapes, and the check of the day a client claims.
 */
import { seoulDate } from './seoul-time';

/**
 * The check-in day of a moment: its calendar day in Asia/Seoul (spec §9 "Check-in date in
 * Asia/Seoul"), `YYYY-MM-DD`.
 * @example checkInDay(Date.UTC(2026, 0, 1, 15)) // '2026-01-02' (00:00 in Seoul)
 */
export function checkInDay(epochMs: number): string {
  return seoulDate(epochMs);
}

export interface CheckInEntry {
  /** Spec §3 "Check-in": MM-DD-YYYY. */
  checkin_date: string;
  claim: true;
  /** Spec §7: 'YYYY-MM-DD 00:00:00', the Seoul day. */
  date: string;
}

/**
 * A stored check-in day (`YYYY-MM-DD`) in the spec's shapes.
 * @example checkInEntry('2026-03-09') // { checkin_date: '03-09-2026', claim: true, date: '2026-03-09 00:00:00' }
 */
export function checkInEntry(day: string): CheckInEntry {
  const [y, m, d] = day.split('-');
  return { checkin_date: `${m}-${d}-${y}`, claim: true, date: `${day} 00:00:00` };
}

/**
 * Checks the `date` a client sends with its check-in ('YYYY-MM-DD 00:00:00', or a bare day)
 * against the server's Seoul day: a client with a wrong clock must not claim another day.
 * Returns an error message, or null when it names today.
 * @example checkInDateProblem('2026-03-09 00:00:00', '2026-03-09') // null
 */
export function checkInDateProblem(date: string, today: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?: 00:00:00)?$/.exec(date.trim());
  if (!m) return "Expected 'YYYY-MM-DD 00:00:00'.";
  if (m[1] !== today) return `Check-in is only for today in Seoul (${today}).`;
  return null;
}
