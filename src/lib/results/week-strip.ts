/**
 * @module results/week-strip
 * The results list's strip of 3 dates with previous and next arrows (spec §2 "Upcoming /
 * results list", §9 "Day strip 3 dates"): the chosen day in the middle, every date a link.
 */
import { addDays, dayStrip } from '../domain/inplay-filters';

export interface StripDay {
  day: string;
  /** The day being shown (a range counts as shown when it starts there). */
  active: boolean;
}

export interface WeekStrip {
  previous: string;
  days: StripDay[];
  next: string;
}

/**
 * The strip around the first day of the shown range; the arrows move it by one day.
 * @example weekStrip('2026-03-01').days.map((d) => d.day) // ['2026-02-28', '2026-03-01', '2026-03-02']
 */
export function weekStrip(day: string): WeekStrip {
  return {
    previous: addDays(day, -1),
    days: dayStrip(day).map((d) => ({ day: d, active: d === day })),
    next: addDays(day, 1),
  };
}
