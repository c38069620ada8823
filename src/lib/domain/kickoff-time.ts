/**
 * @module kickoff-time
 * Dates and kick-off times as results files write them (football-data.co.uk `dd/mm/yy` and
 * `dd/mm/yyyy` in UK local time, ISO `yyyy-mm-dd` with a local `HH:mm` elsewhere), turned into
 * the epoch seconds the database stores (UTC). Wall-clock times are interpreted in an IANA
 * time zone, so summer time is applied on the right dates.
 */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface LocalClock {
  hour: number;
  minute: number;
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YMD = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const CLOCK = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/;

/**
 * Two-digit years: football-data.co.uk files start in 1993, so 70–99 are the 1900s and
 * 00–69 the 2000s.
 */
function fullYear(text: string): number {
  const n = Number(text);
  if (text.length === 4) return n;
  return n >= 70 ? 1900 + n : 2000 + n;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/**
 * A calendar date from `dd/mm/yy`, `dd/mm/yyyy` (also with `.` or `-`), or `yyyy-mm-dd`
 * (also with `/` or `.`); null when the text is not a real date.
 * @example parseMatchDate('11/08/23') // { year: 2023, month: 8, day: 11 }
 * @example parseMatchDate('2025-03-22') // { year: 2025, month: 3, day: 22 }
 */
export function parseMatchDate(text: string): LocalDate | null {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const ymd = YMD.exec(value);
  const dmy = ymd ? null : DMY.exec(value);
  if (ymd) {
    year = Number(ymd[1]);
    month = Number(ymd[2]);
    day = Number(ymd[3]);
  } else if (dmy) {
    day = Number(dmy[1]);
    month = Number(dmy[2]);
    year = fullYear(dmy[3]!);
  } else {
    return null;
  }
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/**
 * A wall-clock time `HH:mm` (or `H:mm`, `HH.mm`, `HH:mm:ss`, seconds dropped); null when not a
 * time of day.
 * @example parseClock('19:45') // { hour: 19, minute: 45 }
 */
export function parseClock(text: string): LocalClock | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Local calendar fields of an instant in a zone; `weekday` 0 = Sunday. */
export function localParts(
  epochMs: number,
  timeZone: string,
): LocalDate & LocalClock & { second: number; weekday: number } {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes the zone is ahead of UTC at an instant (London in summer: 60). */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/**
 * The instant (epoch seconds) of a wall-clock time in a zone. A time that happens twice (the
 * hour repeated when clocks go back) is its first occurrence; a time skipped when clocks go
 * forward is moved forward by the jump, as a clock on the wall would show it.
 * @example zonedEpochSeconds({ year: 2023, month: 8, day: 11 }, { hour: 20, minute: 0 }, 'Europe/London') // 1691780400 (19:00 UTC)
 */
export function zonedEpochSeconds(date: LocalDate, clock: LocalClock, timeZone: string): number {
  const naive = Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute);
  // Offsets half a day either side cover any transition near this wall time.
  const before = offsetMinutes(naive - 12 * 3_600_000, timeZone);
  const after = offsetMinutes(naive + 12 * 3_600_000, timeZone);
  const valid = [before, after]
    .map((offset) => naive - offset * 60_000)
    .filter((t, i) => offsetMinutes(t, timeZone) === [before, after][i]);
  const instant = valid.length > 0 ? Math.min(...valid) : naive - before * 60_000;
  return Math.floor(instant / 1000);
}

/**
 * Season label of a European-style season from its first match: July onwards starts a new
 * season (`2023/24`), earlier months belong to the one that started the previous year.
 * @example seasonOfFirstMatch({ year: 2023, month: 8, day: 11 }) // '2023/24'
 */
export function seasonOfFirstMatch(date: LocalDate): string {
  const start = date.month >= 7 ? date.year : date.year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A season name in the form the database keeps: `2023/24` for split years (from `2023/24`,
 * `2023-24`, `2023/2024`, `2023-2024`) and `2025` for calendar years; null when neither.
 * @example normaliseSeasonName('2023-2024') // '2023/24'
 */
export function normaliseSeasonName(text: string): string | null {
  const value = text.trim();
  if (/^\d{4}$/.test(value)) return value;
  const m = /^(\d{4})\s*[/-]\s*(\d{2}|\d{4})$/.exec(value);
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2]!.length === 4 ? Number(m[2]) : Math.floor(start / 100) * 100 + Number(m[2]);
  const endYear = end < start ? end + 100 : end;
  if (endYear !== start + 1) return null;
  return `${start}/${String(endYear % 100).padStart(2, '0')}`;
}
