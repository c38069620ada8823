import { describe, expect, it } from 'vitest';
import {
  asSeoulWallClock,
  parseSeoulDateTime,
  seoulClockInUtc,
  seoulDate,
  seoulDateTime,
  seoulDayRange,
  seoulDayStart,
  seoulInstant,
  seoulIso,
  seoulTime,
  seoulYear,
} from '../../../src/lib/domain/seoul-time';

const t = (iso: string) => Date.parse(iso);

describe('an instant in Seoul time', () => {
  it.each([
    // [instant (UTC), date time, date, time]
    ['2026-01-01T15:05:00Z', '2026-01-02 00:05:00', '2026-01-02', '00:05:00'],
    ['2026-06-30T03:30:00Z', '2026-06-30 12:30:00', '2026-06-30', '12:30:00'],
    ['2026-11-21T14:59:59Z', '2026-11-21 23:59:59', '2026-11-21', '23:59:59'],
    ['2026-11-21T15:00:00Z', '2026-11-22 00:00:00', '2026-11-22', '00:00:00'],
    ['2026-12-31T16:00:00Z', '2027-01-01 01:00:00', '2027-01-01', '01:00:00'],
    ['2024-02-28T15:00:00Z', '2024-02-29 00:00:00', '2024-02-29', '00:00:00'],
    ['1970-01-01T00:00:00Z', '1970-01-01 09:00:00', '1970-01-01', '09:00:00'],
    ['2026-03-05T12:34:56.789Z', '2026-03-05 21:34:56', '2026-03-05', '21:34:56'],
  ])('%s reads %s', (iso, dateTime, date, time) => {
    const ms = t(iso);
    expect(seoulDateTime(ms)).toBe(dateTime);
    expect(seoulDateTime(ms, 'minute')).toBe(dateTime.slice(0, 16));
    expect(seoulDate(ms)).toBe(date);
    expect(seoulTime(ms)).toBe(time);
    expect(seoulTime(ms, 'minute')).toBe(time.slice(0, 5));
    expect(seoulYear(ms)).toBe(Number(date.slice(0, 4)));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('shows %s, not a time, as "-"', (ms) => {
    expect(seoulDateTime(ms)).toBe('-');
    expect(seoulDate(ms)).toBe('-');
    expect(seoulTime(ms, 'minute')).toBe('-');
  });

  // The fixed +09:00 is the IANA zone's offset for every instant since 1988 (no summer time).
  it.each([
    '1988-10-09T00:00:00Z',
    '2000-01-01T00:00:00Z',
    '2016-07-01T12:00:00Z',
    '2026-03-29T01:30:00Z',
    '2026-10-25T01:30:00Z',
    '2040-12-31T23:59:59Z',
  ])('agrees with the Asia/Seoul zone at %s', (iso) => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(seoulDateTime(t(iso))).toBe(zone.format(t(iso)));
  });
});

describe('Seoul days (spec §5, §9)', () => {
  it.each([
    ['2026-11-21T14:59:59Z', '2026-11-21'],
    ['2026-11-21T15:00:00Z', '2026-11-22'],
    ['2026-11-22T14:59:59.999Z', '2026-11-22'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
  ])('%s is in Seoul day %s, which starts at its 00:00', (iso, day) => {
    expect(seoulDate(t(iso))).toBe(day);
    expect(seoulDayStart(t(iso))).toBe(t(`${day}T00:00:00+09:00`));
  });

  it('writes the day as the spec writes a range', () => {
    expect(seoulDayRange(t('2026-11-21T16:00:00Z'))).toEqual({
      date_from: '2026-11-22 00:00:00',
      date_to: '2026-11-22 23:59:59',
    });
  });

  it.each([
    [2026, 1, 1, 0, 0, 0, '2026-01-01T00:00:00+09:00'],
    [2027, 1, 1, 0, 0, 0, '2027-01-01T00:00:00+09:00'],
    [2026, 11, 22, 19, 30, 5, '2026-11-22T19:30:05+09:00'],
    // Out-of-range fields roll over as Date.UTC's do.
    [2026, 13, 1, 0, 0, 0, '2027-01-01T00:00:00+09:00'],
  ] as const)('wall clock %i-%i-%i %i:%i:%i is the instant %s', (y, mo, d, h, mi, sec, iso) => {
    expect(seoulInstant(y, mo, d, h, mi, sec)).toBe(t(iso));
  });

  it('defaults the time of day to midnight', () => {
    expect(seoulInstant(2026, 1, 1)).toBe(t('2026-01-01T00:00:00+09:00'));
  });
});

describe('Seoul wall-clock text read back', () => {
  it.each([
    ['2026-11-22 00:00:00', false, '2026-11-22T00:00:00+09:00'],
    ['2026-11-22', false, '2026-11-22T00:00:00+09:00'],
    ['2026-11-22', true, '2026-11-22T23:59:59+09:00'],
    ['2026-11-22 13:05', true, '2026-11-22T13:05:00+09:00'],
    ['2026/11/22 13:05', false, '2026-11-22T13:05:00+09:00'],
    ['2026.1.2', false, '2026-01-02T00:00:00+09:00'],
    ['2026-11-22T08:00:30', false, '2026-11-22T08:00:30+09:00'],
    [' 2024-02-29 ', false, '2024-02-29T00:00:00+09:00'],
  ] as const)('parses %j (end %j) as %s', (text, end, iso) => {
    expect(parseSeoulDateTime(text, end)).toBe(t(iso));
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '22-11-2026',
    'today',
    '2026-11-22 24:00:00',
    '2026-11-22 12:60',
    '',
  ])('refuses %j', (text) => {
    expect(parseSeoulDateTime(text)).toBeNull();
  });

  it.each([
    ['09:00', 0],
    ['09:30', 30 * 60_000],
    ['9:30', 30 * 60_000],
    ['00:00', 15 * 3_600_000],
    ['08:59', (23 * 60 + 59) * 60_000],
    ['23:59', (14 * 60 + 59) * 60_000],
    ['24:00', null],
    ['12:60', null],
    ['1230', null],
    ['', null],
  ] as const)('clock %j is %j ms after UTC midnight', (clock, ms) => {
    expect(seoulClockInUtc(clock)).toBe(ms);
  });
});

describe('Seoul time for charts and <time> elements', () => {
  it('shifts an instant so its UTC fields read the Seoul clock', () => {
    const shifted = new Date(asSeoulWallClock(t('2026-01-01T12:00:00Z')));
    expect([shifted.getUTCDate(), shifted.getUTCHours()]).toEqual([1, 21]);
  });

  it.each([
    ['2026-11-22 19:30:00', '2026-11-22T19:30:00+09:00'],
    ['2026-11-22 19:30', '2026-11-22T19:30+09:00'],
  ])('writes %j as %j', (text, iso) => {
    expect(seoulIso(text)).toBe(iso);
    expect(Date.parse(seoulIso(text))).toBe(t(iso));
  });
});
