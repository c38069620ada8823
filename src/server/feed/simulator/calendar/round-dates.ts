/**
 * @module feed/simulator/calendar/round-dates
 * The kick-off times of each round of a season, from its calendar's rhythm: weekend rounds
 * (with midweek rounds only when the weekends are too few), a round every few days, or baseball
 * series. A round's matches fill its kick-off times in order.
 */
import type { CalendarDef, KickoffSlot } from '../catalogue/types';
import { atLocalTime, DAY_MS, inBreak, localWeekday, type SeasonWindow } from './season-window';

/** Days of a round's week counted from Tuesday, so that Thursday-to-Monday rounds stay in one. */
function dayInWeek(weekday: number): number {
  return (weekday + 5) % 7;
}

/** The kick-offs of `slots` in the week starting on the Tuesday `weekStart`, or null when any falls outside play. */
function weekSlots(
  calendar: CalendarDef,
  window: SeasonWindow,
  weekStart: number,
  slots: readonly KickoffSlot[],
): number[] | null {
  const times: number[] = [];
  for (const slot of slots) {
    const day = weekStart + dayInWeek(slot.day) * DAY_MS;
    if (day < window.opens || day >= window.closes || inBreak(calendar, day)) return null;
    times.push(atLocalTime(day, slot.time));
  }
  return times;
}

/** `count` of `items`, spread evenly (the skipped ones are international or cup weeks). */
function spread<T>(items: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** The Tuesday on or before the opening day. */
function firstTuesday(calendar: CalendarDef, window: SeasonWindow): number {
  const weekday = localWeekday(window.opens, calendar.utcOffset);
  return window.opens - dayInWeek(weekday) * DAY_MS;
}

function weeklyRounds(
  calendar: CalendarDef,
  window: SeasonWindow,
  rounds: number,
  weekend: readonly KickoffSlot[],
  midweek: readonly KickoffSlot[] | undefined,
): number[][] {
  const weekends: number[][] = [];
  const midweeks: number[][] = [];
  for (let week = firstTuesday(calendar, window); week < window.closes; week += 7 * DAY_MS) {
    const main = weekSlots(calendar, window, week, weekend);
    if (main) weekends.push(main);
    const extra = midweek && weekSlots(calendar, window, week, midweek);
    if (extra) midweeks.push(extra);
  }
  if (weekends.length >= rounds) return spread(weekends, rounds);
  const missing = rounds - weekends.length;
  if (midweeks.length < missing)
    throw new Error(
      `calendar ${calendar.opens}–${calendar.closes} has no room for ${rounds} rounds`,
    );
  const all = [...weekends, ...spread(midweeks, missing)];
  return all.sort((a, b) => a[0]! - b[0]!);
}

function everyFewDays(
  calendar: CalendarDef,
  window: SeasonWindow,
  rounds: number,
  times: readonly string[],
): number[][] {
  const days: number[] = [];
  for (let day = window.opens; day < window.closes; day += DAY_MS)
    if (!inBreak(calendar, day)) days.push(day);
  if (days.length < rounds)
    throw new Error(
      `calendar ${calendar.opens}–${calendar.closes} has no room for ${rounds} rounds`,
    );
  return spread(days, rounds).map((day) => times.map((time) => atLocalTime(day, time)));
}

/**
 * Baseball: round k is a series of three on consecutive days, Tuesday–Thursday or
 * Friday–Sunday (Monday off); each of its times is one game of every series of the round.
 */
function seriesRounds(
  calendar: CalendarDef,
  window: SeasonWindow,
  rounds: number,
  rhythm: { games: number; weekdayTime: string; weekendTime: string },
): number[][] {
  const out: number[][] = [];
  let week = firstTuesday(calendar, window);
  for (let round = 0; out.length < rounds; round++) {
    const first = week + (round % 2) * 3 * DAY_MS;
    if (round % 2 === 1) week += 7 * DAY_MS;
    if (first < window.opens) continue;
    const games = Math.min(3, rhythm.games - out.length * 3);
    out.push(
      Array.from({ length: games }, (_, g) => {
        const day = first + g * DAY_MS;
        const weekend = localWeekday(day, calendar.utcOffset) % 6 === 0;
        return atLocalTime(day, weekend ? rhythm.weekendTime : rhythm.weekdayTime);
      }),
    );
  }
  return out;
}

/**
 * The kick-off times of each of `rounds` rounds of the season in `window`.
 * @example roundTimes(calendarOf(101), seasonWindow(calendarOf(101), 2025), 38)[0] // 10 Saturday and Sunday kick-offs
 */
export function roundTimes(
  calendar: CalendarDef,
  window: SeasonWindow,
  rounds: number,
): number[][] {
  const { rhythm } = calendar;
  switch (rhythm.kind) {
    case 'weekly':
      return weeklyRounds(calendar, window, rounds, rhythm.weekend, rhythm.midweek);
    case 'every':
      return everyFewDays(calendar, window, rounds, rhythm.times);
    case 'series':
      return seriesRounds(calendar, window, rounds, rhythm);
    default:
      throw new Error(`roundTimes: ${rhythm.kind} seasons have no fixed rounds`);
  }
}
