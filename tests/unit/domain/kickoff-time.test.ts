import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  localParts,
  normaliseSeasonName,
  parseClock,
  parseMatchDate,
  seasonOfFirstMatch,
  zonedEpochSeconds,
} from '../../../src/lib/domain/kickoff-time';

describe('match dates', () => {
  it.each([
    ['11/08/2023', { year: 2023, month: 8, day: 11 }],
    ['11/08/23', { year: 2023, month: 8, day: 11 }],
    ['13/08/16', { year: 2016, month: 8, day: 13 }],
    ['1/8/23', { year: 2023, month: 8, day: 1 }],
    ['19/05/96', { year: 1996, month: 5, day: 19 }],
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['25.12.2023', { year: 2023, month: 12, day: 25 }],
    ['2025-03-22', { year: 2025, month: 3, day: 22 }],
    ['2025/10/04', { year: 2025, month: 10, day: 4 }],
    [' 2025-3-9 ', { year: 2025, month: 3, day: 9 }],
  ])('reads %j', (text, date) => {
    expect(parseMatchDate(text)).toEqual(date);
  });

  it.each([
    ['29/02/2023', 'no 29 February in 2023'],
    ['31/04/2024', 'April has 30 days'],
    ['13/13/23', 'month 13'],
    ['00/08/23', 'day 0'],
    ['08/2023', 'no day'],
    ['2023-08-11T20:00', 'a timestamp, not a date'],
    ['11/08/023', 'three-digit year'],
    ['', 'empty'],
    ['tomorrow', 'words'],
  ])('refuses %j (%s)', (text) => {
    expect(parseMatchDate(text)).toBeNull();
  });
});

describe('kick-off clocks', () => {
  it.each([
    ['20:00', { hour: 20, minute: 0 }],
    ['7:30', { hour: 7, minute: 30 }],
    ['12.30', { hour: 12, minute: 30 }],
    ['18:30:59', { hour: 18, minute: 30 }],
    ['00:00', { hour: 0, minute: 0 }],
  ])('reads %j', (text, clock) => {
    expect(parseClock(text)).toEqual(clock);
  });

  it.each(['24:00', '12:60', '7', '7pm', '12:3', ''])('refuses %j', (text) => {
    expect(parseClock(text)).toBeNull();
  });
});

describe('wall-clock time in a zone to UTC', () => {
  const iso = (date: [number, number, number], clock: [number, number], zone: string): string => {
    const [year, month, day] = date;
    const [hour, minute] = clock;
    return new Date(
      zonedEpochSeconds({ year, month, day }, { hour, minute }, zone) * 1000,
    ).toISOString();
  };

  it.each([
    ['London winter (GMT)', [2023, 12, 26], [15, 0], 'Europe/London', '2023-12-26T15:00:00.000Z'],
    ['London summer (BST)', [2023, 8, 11], [20, 0], 'Europe/London', '2023-08-11T19:00:00.000Z'],
    [
      'London, afternoon of the day clocks go forward',
      [2024, 3, 31],
      [14, 0],
      'Europe/London',
      '2024-03-31T13:00:00.000Z',
    ],
    [
      'London, a time skipped when clocks go forward moves forward with them',
      [2024, 3, 31],
      [1, 30],
      'Europe/London',
      '2024-03-31T01:30:00.000Z',
    ],
    [
      'London, the repeated hour when clocks go back is its first occurrence',
      [2024, 10, 27],
      [1, 30],
      'Europe/London',
      '2024-10-27T00:30:00.000Z',
    ],
    [
      'London, noon after clocks went back',
      [2024, 10, 27],
      [12, 0],
      'Europe/London',
      '2024-10-27T12:00:00.000Z',
    ],
    ['Seoul (no summer time)', [2025, 3, 22], [14, 0], 'Asia/Seoul', '2025-03-22T05:00:00.000Z'],
    ['Seoul across midnight UTC', [2025, 7, 1], [6, 30], 'Asia/Seoul', '2025-06-30T21:30:00.000Z'],
    ['New York summer', [2024, 7, 4], [19, 5], 'America/New_York', '2024-07-04T23:05:00.000Z'],
    ['UTC', [2024, 2, 29], [23, 59], 'UTC', '2024-02-29T23:59:00.000Z'],
  ] as const)('%s', (_name, date, clock, zone, expected) => {
    expect(iso([...date], [...clock], zone)).toBe(expected);
  });

  it('round-trips through localParts', () => {
    const t = zonedEpochSeconds(
      { year: 2023, month: 8, day: 12 },
      { hour: 12, minute: 30 },
      'Europe/London',
    );
    expect(localParts(t * 1000, 'Europe/London')).toMatchObject({
      year: 2023,
      month: 8,
      day: 12,
      hour: 12,
      minute: 30,
      weekday: 6,
    });
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Seoul')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('season names', () => {
  it.each([
    ['2023/24', '2023/24'],
    ['2023-24', '2023/24'],
    ['2023/2024', '2023/24'],
    ['2023 - 2024', '2023/24'],
    ['1999/00', '1999/00'],
    ['2025', '2025'],
    ['2023/25', null],
    ['24/25', null],
    ['season 2025', null],
  ])('%j → %j', (text, name) => {
    expect(normaliseSeasonName(text)).toBe(name);
  });

  it.each([
    [{ year: 2023, month: 8, day: 11 }, '2023/24'],
    [{ year: 2020, month: 9, day: 12 }, '2020/21'],
    [{ year: 2021, month: 1, day: 2 }, '2020/21'],
    [{ year: 1999, month: 8, day: 7 }, '1999/00'],
  ])('a file starting %j is season %s', (date, name) => {
    expect(seasonOfFirstMatch(date)).toBe(name);
  });
});
