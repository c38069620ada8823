/**
 * @module domain/odds-graph/time-axis
 * The odds graph's time axis (spec §2.3, §2.9): it runs from the first price drawn to the
 * match's end (to now while the match is still to come or under way), with ticks at round
 * wall-clock times of the viewer's zone, minutes apart for a short span and hours or days apart
 * for a long one, labelled in the page's language through Intl.
 */
import { HTML_LANG, type Language } from '../languages';
import { isTimeZone, localParts } from '../kickoff-time';
import { SERVICE_TIME_ZONE } from '../constants';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Tick intervals, shortest first: each divides a day, or is a whole number of days. */
export const TIME_STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  28 * DAY,
] as const;

/** The shortest span drawn: a single price still gets a minute of axis. */
export const MIN_SPAN_MS = MINUTE;

/** What the graph knows of the match's course, to end its time axis. */
export interface MatchClock {
  /** The match is over (ended, abandoned): the axis ends at its end. */
  over: boolean;
  /** When it ended, epoch ms, if known. */
  endedAt: number | null;
  /** The viewer's present, epoch ms: the end while the match is to come or under way. */
  now: number;
}

/**
 * The axis's span: from the first price to the match's end, or to now while it is not over;
 * never before the last price, never shorter than a minute.
 * @example timeSpan(1000, 5000, { over: true, endedAt: 9000, now: 99_000 }) // { start: 1000, end: 61_000 }
 */
export function timeSpan(
  firstAt: number,
  lastAt: number,
  clock: MatchClock,
): { start: number; end: number } {
  const close = clock.over ? (clock.endedAt ?? lastAt) : clock.now;
  const end = Math.max(lastAt, close, firstAt + MIN_SPAN_MS);
  return { start: firstAt, end };
}

/**
 * The shortest interval that puts at most `maxTicks` ticks on the span.
 * @example timeStep(8 * 60_000, 6) // 120_000 (two minutes)
 */
export function timeStep(spanMs: number, maxTicks: number): number {
  const most = Math.max(1, maxTicks);
  return TIME_STEPS.find((step) => spanMs / step <= most) ?? TIME_STEPS[TIME_STEPS.length - 1]!;
}

/** A zone the runtime knows, else the service's. */
export function knownZone(zone: string): string {
  return isTimeZone(zone) ? zone : SERVICE_TIME_ZONE;
}

/** The wall clock of an instant in a zone, as if it were UTC (midnight is a multiple of a day). */
function wallOf(epochMs: number, zone: string): number {
  const p = localParts(epochMs, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** How far the zone's clock is ahead of UTC at an instant, ms. */
function offsetAt(epochMs: number, zone: string): number {
  return wallOf(epochMs, zone) - Math.floor(epochMs / MINUTE) * MINUTE;
}

/**
 * The instant a wall clock (as UTC) shows in a zone: the first of two when clocks go back, moved
 * on by the jump when they go forward past it. (kickoff-time's `zonedEpochSeconds` does the same;
 * it is not imported so that the results pages' clock script stays small.)
 */
function instantOf(wall: number, zone: string): number {
  // Offsets half a day either side cover any transition near this wall time.
  const candidates = [
    wall - offsetAt(wall - 12 * HOUR, zone),
    wall - offsetAt(wall + 12 * HOUR, zone),
  ];
  const valid = candidates.filter((at) => wallOf(at, zone) === wall);
  return valid.length > 0 ? Math.min(...valid) : candidates[0]!;
}

/**
 * Tick instants within [start, end] at multiples of `step` on the zone's wall clock (midnights
 * for steps of days), oldest first; a wall time skipped or repeated by summer time counts once.
 * @example timeTicks(Date.UTC(2026, 0, 1, 12, 0, 30), Date.UTC(2026, 0, 1, 12, 8), 120_000, 'UTC') // 12:02, 12:04, 12:06, 12:08
 */
export function timeTicks(start: number, end: number, step: number, zone: string): number[] {
  const tz = knownZone(zone);
  const ticks: number[] = [];
  let wall = Math.ceil(wallOf(start, tz) / step) * step;
  // A partial minute at the start: its wall clock reads the minute before.
  if (instantOf(wall, tz) < start) wall += step;
  for (let guard = 0; guard < 1000; guard++, wall += step) {
    const at = instantOf(wall, tz);
    if (at > end) break;
    if (at >= start && at > (ticks[ticks.length - 1] ?? -Infinity)) ticks.push(at);
  }
  return ticks;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'time' | 'date', lang: Language, zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${lang} ${zone}`;
  let f = formatters.get(key);
  if (!f) {
    const fields: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : { month: 'short', day: 'numeric' };
    f = new Intl.DateTimeFormat(HTML_LANG[lang], { ...fields, timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

/** A time tick's label: the clock (none for steps of days) and the date where it is needed. */
export interface TimeLabel {
  at: number;
  time: string | null;
  date: string | null;
}

/**
 * Labels for the ticks: steps of days show the date alone; shorter steps show the clock, and the
 * date under the first tick and under each tick that starts a new day.
 * @example timeLabels([Date.UTC(2026, 10, 27, 12)], 3_600_000, 'en', 'UTC') // [{ at, time: '12:00', date: 'Nov 27' }]
 */
export function timeLabels(
  ticks: readonly number[],
  step: number,
  lang: Language,
  zone: string,
): TimeLabel[] {
  const tz = knownZone(zone);
  const dates = formatter('date', lang, tz);
  const times = formatter('time', lang, tz);
  let lastDay = '';
  return ticks.map((at) => {
    const date = dates.format(at);
    const newDay = date !== lastDay;
    lastDay = date;
    if (step >= DAY) return { at, time: null, date };
    return { at, time: times.format(at), date: newDay ? date : null };
  });
}
