/**
 * @module format/dates
 * The one importer of dayjs (STYLE: one module per third-party runtime dependency): dayjs with
 * its utc, timezone and strict-parsing plugins, the service's zone (Asia/Seoul) as the default
 * and the viewer's zone read from the browser.
 * @see https://day.js.org/docs/en/timezone/timezone
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { localParts } from '../domain/kickoff-time';
import { SERVICE_TIME_ZONE } from '../domain/constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.tz.setDefault(SERVICE_TIME_ZONE);

export { dayjs };
export type { Dayjs } from 'dayjs';

/** Zone names already checked: building a formatter to ask costs more than a page's rows. */
const checkedZones = new Map<string, boolean>();
const MAX_CHECKED_ZONES = 500;

/** Whether the runtime knows this IANA zone name (a bad name would make dayjs throw). */
export function isKnownZone(zone: string): boolean {
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    ok = true;
  } catch {
    ok = false;
  }
  // Names come from visitors' browsers: the memo stays bounded whatever they send.
  if (checkedZones.size < MAX_CHECKED_ZONES) checkedZones.set(zone, ok);
  return ok;
}

/**
 * The viewer's IANA zone, or the service zone when the runtime does not say (old browsers,
 * Node without ICU data).
 * @example viewerTimeZone() // 'Europe/London' in a browser in London
 */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownZone(zone) ? zone : SERVICE_TIME_ZONE;
}

/**
 * An instant written in a zone's wall-clock time. Offsets come from the runtime's time-zone
 * data at that instant, so summer time applies on the right dates.
 * @example formatInZone(Date.UTC(2026, 6, 1, 12), 'HH:mm', 'Europe/London') // '13:00'
 */
export function formatInZone(epochMs: number, pattern: string, zone = SERVICE_TIME_ZONE): string {
  const target = isKnownZone(zone) ? zone : SERVICE_TIME_ZONE;
  // The wall-clock fields written as UTC ones: dayjs's own `.tz()` builds a new Intl formatter
  // on every call (measured: 5 ms of a league page's injuries). Offset tokens (Z) would read
  // +00:00, and no caller writes them.
  return dayjs.utc(epochMs + zoneOffsetMs(epochMs, target)).format(pattern);
}

/**
 * How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (summer time
 * included), read through the kickoff rules' cached formatter per zone; the zone must be known.
 * @example zoneOffsetMs(Date.UTC(2026, 6, 1), 'Europe/London') // 3_600_000
 */
export function zoneOffsetMs(epochMs: number, zone: string): number {
  const p = localParts(epochMs, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  // Both sides to the whole second: the formatter drops milliseconds.
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * Strictly parses wall-clock text in a pattern as a time in a zone; null when the text is not
 * that pattern or not a real date (`2026/02/30`).
 * @example parseInZone('2026/11/22', 'YYYY/MM/DD') // Date.UTC(2026, 10, 21, 15)
 */
export function parseInZone(
  text: string,
  pattern: string,
  zone = SERVICE_TIME_ZONE,
): number | null {
  // Strict parsing as UTC fields: parsing in the runtime's own zone could move a wall time that
  // falls in that zone's summer-time gap, which has nothing to do with the target zone.
  const wall = dayjs.utc(text, pattern, true);
  if (!wall.isValid()) return null;
  const target = isKnownZone(zone) ? zone : SERVICE_TIME_ZONE;
  return dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:ss'), target).valueOf();
}
