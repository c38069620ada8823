/**
 * @module feed/simulator/calendar/season-window
 * Where a league's season `index` lies in time and what it is called. A season of a league with
 * a calendar is a year (index 2025 opens in 2025: "2025/26" when it closes the next year, else
 * "2025"); a round-the-clock league's season is a calendar month (index year × 12 + month,
 * "2026.12"). Dates are the league's local days, at a fixed offset from UTC.
 */
import type { CalendarDef } from '../catalogue/types';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface SeasonWindow {
  index: number;
  /** Local midnight of the opening day, epoch ms. */
  opens: number;
  /** Local midnight after the closing day (exclusive), epoch ms. */
  closes: number;
  /** The season's name, e.g. '2025/26', '2026' or '2026.12'. */
  label: string;
}

/** Local midnight of `YYYY-MM-DD` at `utcOffset` hours, epoch ms. */
function localMidnight(year: number, mmdd: string, utcOffset: number): number {
  const [month, day] = mmdd.split('-').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day) - utcOffset * HOUR_MS;
}

function isNonstop(calendar: CalendarDef): boolean {
  return calendar.rhythm.kind === 'nonstop';
}

/**
 * The window and label of season `index`.
 * @example seasonWindow(calendarOf(101), 2025).label // '2025/26'
 */
export function seasonWindow(calendar: CalendarDef, index: number): SeasonWindow {
  if (isNonstop(calendar)) {
    const year = Math.floor(index / 12);
    const month = index % 12;
    return {
      index,
      opens: Date.UTC(year, month, 1),
      closes: Date.UTC(year, month + 1, 1),
      label: `${year}.${String(month + 1).padStart(2, '0')}`,
    };
  }
  const split = calendar.closes < calendar.opens;
  const closingYear = split ? index + 1 : index;
  return {
    index,
    opens: localMidnight(index, calendar.opens, calendar.utcOffset),
    closes: localMidnight(closingYear, calendar.closes, calendar.utcOffset) + DAY_MS,
    label: split ? `${index}/${String(closingYear % 100).padStart(2, '0')}` : String(index),
  };
}

/**
 * The season in play at `t`, or the last one before it in the off-season (a season lasts from
 * its opening day to the next one's).
 * @example seasonIndexAt(calendarOf(202), Date.UTC(2026, 11, 7)) // 2026 (KBO, off-season)
 */
export function seasonIndexAt(calendar: CalendarDef, t: number): number {
  const date = new Date(t);
  if (isNonstop(calendar)) return date.getUTCFullYear() * 12 + date.getUTCMonth();
  const year = new Date(t + calendar.utcOffset * HOUR_MS).getUTCFullYear();
  return t < localMidnight(year, calendar.opens, calendar.utcOffset) ? year - 1 : year;
}

/** The local 'MM-DD' of a local midnight. */
function monthDay(localMidnightMs: number, utcOffset: number): string {
  const date = new Date(localMidnightMs + utcOffset * HOUR_MS);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}-${dd}`;
}

/**
 * True when the local day starting at `localMidnightMs` is inside one of the calendar's breaks
 * (a break whose end is before its start runs over the new year).
 */
export function inBreak(calendar: CalendarDef, localMidnightMs: number): boolean {
  const day = monthDay(localMidnightMs, calendar.utcOffset);
  return (calendar.breaks ?? []).some(([from, to]) =>
    from <= to ? day >= from && day <= to : day >= from || day <= to,
  );
}

/**
 * Epoch ms of local time 'HH:MM' on the local day starting at `localMidnightMs`.
 * @example atLocalTime(day, '19:30')
 */
export function atLocalTime(localMidnightMs: number, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localMidnightMs + hours * HOUR_MS + minutes * 60_000;
}

/** The local weekday (0 Sunday … 6 Saturday) of a local midnight. */
export function localWeekday(localMidnightMs: number, utcOffset: number): number {
  return new Date(localMidnightMs + utcOffset * HOUR_MS).getUTCDay();
}
