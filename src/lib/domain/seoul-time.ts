/**
 * @module domain/seoul-time
 * Korea time (Asia/Seoul), the service's clock (spec §5, §9): an instant as Seoul wall-clock
 * text, Seoul calendar days and their bounds, and Seoul wall-clock text read back as an instant.
 * Every function takes and returns epoch milliseconds; a caller holding epoch seconds converts at
 * the call (`seoulDate(s * 1000)`).
 *
 * Plain offset arithmetic, not Intl: Korea has kept UTC+09:00 all year, without daylight saving,
 * since 1988, so adding nine hours gives the IANA zone's wall clock for every instant the product
 * holds, and costs an addition where an Intl formatter costs microseconds a call (these run per
 * row of long lists). Only instants before 1988 (summer time in 1987–88) would read an hour off.
 * Times shown in the viewer's own zone (any IANA zone, with summer time) are format/dates's.
 */

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The offset as ISO 8601 writes it. */
const SEOUL_UTC_OFFSET = '+09:00';

/** How much of the time of day a text shows. */
export type ClockPrecision = 'second' | 'minute';

/** `YYYY-MM-DDTHH:mm:ss.sssZ` with Seoul's wall-clock fields; null for a non-finite instant. */
function wall(epochMs: number): string | null {
  return Number.isFinite(epochMs) ? new Date(epochMs + SEOUL_OFFSET_MS).toISOString() : null;
}

/**
 * The instant as Seoul wall time `YYYY-MM-DD HH:mm:ss` (spec §3 `play_time`), or `HH:mm` at
 * minute precision; `'-'` for an instant that is not a finite number (an unknown time).
 * @example seoulDateTime(Date.UTC(2026, 0, 1, 15, 5)) // '2026-01-02 00:05:00'
 * @example seoulDateTime(Date.UTC(2026, 0, 1, 15, 5), 'minute') // '2026-01-02 00:05'
 */
export function seoulDateTime(epochMs: number, precision: ClockPrecision = 'second'): string {
  const text = wall(epochMs);
  return text === null ? '-' : text.slice(0, precision === 'second' ? 19 : 16).replace('T', ' ');
}

/**
 * The Seoul calendar day of the instant, `YYYY-MM-DD`; `'-'` for a non-finite instant.
 * @example seoulDate(Date.UTC(2026, 10, 21, 15)) // '2026-11-22'
 */
export function seoulDate(epochMs: number): string {
  return wall(epochMs)?.slice(0, 10) ?? '-';
}

/**
 * Seoul's clock at the instant, `HH:mm:ss`, or `HH:mm` at minute precision; `'-'` for a
 * non-finite instant.
 * @example seoulTime(Date.UTC(2026, 0, 1, 12, 5, 9), 'minute') // '21:05'
 */
export function seoulTime(epochMs: number, precision: ClockPrecision = 'second'): string {
  return wall(epochMs)?.slice(11, precision === 'second' ? 19 : 16) ?? '-';
}

/**
 * The Seoul calendar year of the instant.
 * @example seoulYear(Date.UTC(2026, 11, 31, 15)) // 2027
 */
export function seoulYear(epochMs: number): number {
  return Number(seoulDate(epochMs).slice(0, 4));
}

/**
 * Start (00:00:00) of the Seoul calendar day containing the instant, epoch ms.
 * @example seoulDayStart(Date.UTC(2026, 10, 21, 16)) // Date.UTC(2026, 10, 21, 15)
 */
export function seoulDayStart(epochMs: number): number {
  return Math.floor((epochMs + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
}

/**
 * The Seoul day of the instant as the spec writes a day's range (spec §5, §9 "Result day").
 * @example seoulDayRange(Date.UTC(2026, 10, 21, 16)) // { date_from: '2026-11-22 00:00:00', date_to: '2026-11-22 23:59:59' }
 */
export function seoulDayRange(epochMs: number): { date_from: string; date_to: string } {
  const day = seoulDate(epochMs);
  return { date_from: `${day} 00:00:00`, date_to: `${day} 23:59:59` };
}

/**
 * The instant at which Seoul's wall clock reads the given fields (month 1–12; out-of-range
 * fields roll over as `Date.UTC`'s do).
 * @example seoulInstant(2026, 1, 1) // Date.UTC(2025, 11, 31, 15)
 */
export function seoulInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - SEOUL_OFFSET_MS;
}

const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses `YYYY-MM-DD[ HH:mm[:ss]]` (also `/` or `.` between date parts) as Seoul time; `end`
 * makes a bare date mean its last second. Returns null for anything else or impossible dates.
 * @example parseSeoulDateTime('2026-11-22 00:00:00') // Date.UTC(2026, 10, 21, 15)
 */
export function parseSeoulDateTime(text: string, end = false): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const hasTime = h !== undefined;
  const hour = hasTime ? Number(h) : end ? 23 : 0;
  const minute = hasTime ? Number(mi) : end ? 59 : 0;
  const second = s !== undefined ? Number(s) : hasTime ? 0 : end ? 59 : 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  // Date.UTC rolls 30 February over into March: a date that moved was not a real one.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return seoulInstant(year, month, day, hour, minute, second);
}

/**
 * The UTC time of day (ms after UTC midnight) at which Seoul's clock reads `HH:mm`, for finding
 * kick-offs at a Seoul clock time in stored epoch times; null when the text is not a clock time.
 * @example seoulClockInUtc('09:30') // 1_800_000 (00:30 UTC)
 */
export function seoulClockInUtc(clock: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  if (hour > 23 || minute > 59) return null;
  // Seoul's morning before 09:00 is the previous UTC day's evening.
  return ((hour * 60 + minute) * 60_000 - SEOUL_OFFSET_MS + DAY_MS) % DAY_MS;
}

/**
 * The instant shifted so that its UTC fields read Seoul's wall clock: for a chart library that
 * draws times in UTC, so its axis shows the service's clock whatever the viewer's zone.
 * @example new Date(asSeoulWallClock(Date.UTC(2026, 0, 1, 12))).getUTCHours() // 21
 */
export function asSeoulWallClock(epochMs: number): number {
  return epochMs + SEOUL_OFFSET_MS;
}

/**
 * Seoul wall-clock text `YYYY-MM-DD HH:mm[:ss]` as an ISO 8601 date-time with its offset, for a
 * `<time datetime>` attribute.
 * @example seoulIso('2026-11-22 19:30:00') // '2026-11-22T19:30:00+09:00'
 */
export function seoulIso(wallText: string): string {
  return `${wallText.replace(' ', 'T')}${SEOUL_UTC_OFFSET}`;
}
