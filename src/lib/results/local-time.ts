/**
 * @module results/local-time
 * Kick-off clocks in the viewer's time zone (spec §9: Asia/Seoul by default). The server renders
 * Seoul time; the page's script re-reads each kick-off in the browser's zone, daylight saving
 * included, because the shared page cache cannot vary by visitor.
 */
import { isTimeZone, localParts } from '../domain/kickoff-time';

export const SEOUL_ZONE = 'Asia/Seoul';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `HH:mm` of an instant in a zone; an unknown zone falls back to Seoul rather than failing.
 * @example clockIn(1_700_000_000, 'Asia/Seoul') // '07:13'
 */
export function clockIn(epochSeconds: number, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : SEOUL_ZONE;
  const p = localParts(epochSeconds * 1000, zone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * `YYYY-MM-DD HH:mm` of an instant in a zone (the result details header's match date).
 * @example dateTimeIn(1_700_000_000, 'Asia/Seoul') // '2023-11-15 07:13'
 */
export function dateTimeIn(epochSeconds: number, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : SEOUL_ZONE;
  const p = localParts(epochSeconds * 1000, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}
