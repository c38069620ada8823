/**
 * The odds graph's time axis (spec §2.9): its span (the first price to the match's end, or to
 * now while not over), the tick step for the span, ticks on round wall-clock times of the
 * viewer's zone (summer time included) and labels in the page's language.
 */
import { describe, expect, it } from 'vitest';
import {
  timeLabels,
  timeSpan,
  timeStep,
  timeTicks,
} from '../../../../src/lib/domain/odds-graph/time-axis';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('time span', () => {
  const first = Date.UTC(2026, 10, 20, 12);
  const last = first + 7 * DAY;
  it.each([
    ['a finished match ends at its end', { over: true, endedAt: last + 2 * HOUR }, last + 2 * HOUR],
    [
      'a finished match without an end time ends at its last price',
      { over: true, endedAt: null },
      last,
    ],
    ['a match under way runs to now', { over: false, endedAt: null }, last + 5 * DAY],
    ['an end before the last price gives way to it', { over: true, endedAt: last - HOUR }, last],
  ])('%s', (_, clock, end) => {
    expect(timeSpan(first, last, { ...clock, now: last + 5 * DAY })).toEqual({ start: first, end });
  });

  it('a single price still gets a minute of axis', () => {
    expect(timeSpan(first, first, { over: true, endedAt: null, now: 0 })).toEqual({
      start: first,
      end: first + MIN,
    });
  });
});

describe('tick step', () => {
  it.each([
    ['an eight-minute match', 8 * MIN, 6, 2 * MIN],
    ['an eight-minute match on a wide graph', 8 * MIN, 8, MIN],
    ['a ninety-minute match', 110 * MIN, 6, 30 * MIN],
    ['a pre-match evening', 6 * HOUR, 6, HOUR],
    ['a day of prices', 26 * HOUR, 6, 6 * HOUR],
    ['a week of pre-match prices', 7 * DAY + 2 * HOUR, 6, 2 * DAY],
    ['a week on a wide graph', 7 * DAY + 2 * HOUR, 10, DAY],
    ['a season', 200 * DAY, 6, 28 * DAY],
  ])('%s', (_, span, maxTicks, step) => {
    expect(timeStep(span, maxTicks)).toBe(step);
  });
});

describe('ticks', () => {
  it.each([
    {
      name: 'minutes of an e-soccer match, the partial first minute skipped',
      start: Date.UTC(2026, 10, 27, 12, 0, 30),
      end: Date.UTC(2026, 10, 27, 12, 8, 10),
      step: 2 * MIN,
      zone: 'UTC',
      want: [2, 4, 6, 8].map((m) => Date.UTC(2026, 10, 27, 12, m)),
    },
    {
      name: 'hours on the viewer’s wall clock in a half-hour zone',
      start: Date.UTC(2026, 10, 27, 0, 0),
      end: Date.UTC(2026, 10, 27, 3, 0),
      step: HOUR,
      zone: 'Asia/Kolkata',
      // 05:30 local: the round hours are 06:00, 07:00, 08:00 (00:30, 01:30, 02:30 UTC).
      want: [0, 1, 2].map((h) => Date.UTC(2026, 10, 27, h, 30)),
    },
    {
      name: 'Seoul midnights for steps of days',
      start: Date.UTC(2026, 10, 20, 3),
      end: Date.UTC(2026, 10, 23, 3),
      step: DAY,
      zone: 'Asia/Seoul',
      want: [20, 21, 22].map((d) => Date.UTC(2026, 10, d, 15)),
    },
    {
      name: 'London hours across the clocks going back, the repeated hour once',
      start: Date.UTC(2026, 9, 24, 23, 30),
      end: Date.UTC(2026, 9, 25, 2, 30),
      step: HOUR,
      zone: 'Europe/London',
      // 01:00 BST (00:00 UTC), 01:00 GMT is the same wall time again, 02:00 GMT, 03:00 GMT.
      want: [0, 2].map((h) => Date.UTC(2026, 9, 25, h)),
    },
    {
      name: 'London hours across the clocks going forward, the skipped hour once',
      start: Date.UTC(2026, 2, 29, 0),
      end: Date.UTC(2026, 2, 29, 3),
      step: HOUR,
      zone: 'Europe/London',
      // 00:00 GMT, then 02:00 BST (01:00 GMT skipped), 03:00 BST, 04:00 BST.
      want: [0, 1, 2, 3].map((h) => Date.UTC(2026, 2, 29, h)),
    },
  ])('$name', ({ start, end, step, zone, want }) => {
    expect(timeTicks(start, end, step, zone)).toEqual(want);
  });

  it('an unknown zone reads as Seoul', () => {
    const start = Date.UTC(2026, 10, 20, 3);
    const end = start + 2 * DAY;
    expect(timeTicks(start, end, DAY, 'Mars/Olympus')).toEqual(
      timeTicks(start, end, DAY, 'Asia/Seoul'),
    );
  });
});

describe('labels', () => {
  const evening = [21, 22, 23, 24, 25].map((h) => Date.UTC(2026, 10, 27, h - 9));
  it.each([
    [
      'kr',
      ['21:00', '22:00', '23:00', '00:00', '01:00'],
      ['11월 27일', null, null, '11월 28일', null],
    ],
    ['en', ['21:00', '22:00', '23:00', '00:00', '01:00'], ['Nov 27', null, null, 'Nov 28', null]],
    [
      'jp',
      ['21:00', '22:00', '23:00', '00:00', '01:00'],
      ['11月27日', null, null, '11月28日', null],
    ],
  ] as const)(
    '%s: clocks, and the date at the start and where a day begins',
    (lang, times, dates) => {
      const labels = timeLabels(evening, HOUR, lang, 'Asia/Seoul');
      expect(labels.map((l) => l.time)).toEqual(times);
      expect(labels.map((l) => l.date)).toEqual(dates);
    },
  );

  it('reads the ticks in the viewer’s zone', () => {
    const labels = timeLabels(evening, HOUR, 'en', 'Europe/London');
    expect(labels.map((l) => l.time)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(labels.map((l) => l.date)).toEqual(['Nov 27', null, null, null, null]);
  });

  it.each([
    ['kr', ['11월 20일', '11월 22일']],
    ['en', ['Nov 20', 'Nov 22']],
    ['jp', ['11月20日', '11月22日']],
  ] as const)('%s: steps of days show the date alone', (lang, dates) => {
    const days = [20, 22].map((d) => Date.UTC(2026, 10, d, 15) - DAY);
    const labels = timeLabels(days, 2 * DAY, lang, 'Asia/Seoul');
    expect(labels.map((l) => l.time)).toEqual([null, null]);
    expect(labels.map((l) => l.date)).toEqual(dates);
  });
});
