import { describe, expect, it } from 'vitest';
import { formatInZone, parseInZone, viewerTimeZone } from '../../../src/lib/format/dates';
import {
  pickerTextAt,
  toNativeValue,
  toPickerText,
  yearBounds,
  type PickerMode,
} from '../../../src/lib/widgets/date-format';

describe('picker formats (spec §5)', () => {
  it.each<[string, PickerMode, string]>([
    ['2026/11/22', 'date', '2026-11-22'],
    ['2026-11-22', 'date', '2026-11-22'],
    ['2026.11.22', 'date', '2026-11-22'],
    ['2026/02/30', 'date', ''],
    ['2026/13/01', 'date', ''],
    ['22/11/2026', 'date', ''],
    ['', 'date', ''],
    ['2026/11/22 09:05:07', 'datetime', '2026-11-22T09:05:07'],
    ['2026-11-22T09:05', 'datetime', '2026-11-22T09:05:00'],
    ['2026-11-22 24:00:00', 'datetime', ''],
    ['09:05', 'time', '09:05'],
    ['9:5', 'time', ''],
    ['2026-11', 'month', '2026-11'],
    ['2026/11', 'month', '2026-11'],
  ])('reads %j in %s mode as native %j', (text, mode, native) => {
    expect(toNativeValue(text, mode)).toBe(native);
  });

  it.each<[string, PickerMode, string]>([
    ['2026-11-22', 'date', '2026/11/22'],
    ['2026-11-22T09:05', 'datetime', '2026/11/22 09:05:00'],
    ['2026-11-22T09:05:07', 'datetime', '2026/11/22 09:05:07'],
    ['23:59', 'time', '23:59'],
    ['2026-11', 'month', '2026-11'],
    ['not a date', 'date', ''],
  ])('writes native %j in %s mode as %j', (native, mode, text) => {
    expect(toPickerText(native, mode)).toBe(text);
  });

  it.each<[PickerMode, { min: string; max: string }]>([
    ['date', { min: '1946-01-01', max: '2031-12-31' }],
    ['month', { min: '1946-01', max: '2031-12' }],
    ['datetime', { min: '1946-01-01T00:00:00', max: '2031-12-31T23:59:59' }],
    ['time', { min: '00:00', max: '23:59' }],
  ])('limits %s pickers to the current year -80 to +5', (mode, bounds) => {
    expect(yearBounds(mode, Date.UTC(2026, 5, 1))).toEqual(bounds);
  });

  it('takes the current year in Seoul (already 2027 there on 31 December 16:00 UTC)', () => {
    expect(yearBounds('date', Date.UTC(2026, 11, 31, 16)).max).toBe('2032-12-31');
    expect(yearBounds('date', Date.UTC(2026, 11, 31, 16), 'Europe/London').max).toBe('2031-12-31');
  });
});

describe('instants in the viewer’s zone across summer time', () => {
  it.each([
    // New York springs forward on 8 March 2026 at 02:00 (EST -5 to EDT -4).
    [Date.UTC(2026, 2, 8, 6, 59), 'America/New_York', '2026/03/08 01:59:00'],
    [Date.UTC(2026, 2, 8, 7, 0), 'America/New_York', '2026/03/08 03:00:00'],
    // London falls back on 25 October 2026 at 02:00 (BST +1 to GMT 0).
    [Date.UTC(2026, 9, 25, 0, 30), 'Europe/London', '2026/10/25 01:30:00'],
    [Date.UTC(2026, 9, 25, 1, 30), 'Europe/London', '2026/10/25 01:30:00'],
    [Date.UTC(2026, 9, 25, 2, 30), 'Europe/London', '2026/10/25 02:30:00'],
    // Seoul keeps +9 all year.
    [Date.UTC(2026, 6, 1, 15), 'Asia/Seoul', '2026/07/02 00:00:00'],
  ])('shows %d in %s as %j', (epoch, zone, text) => {
    expect(pickerTextAt(epoch, 'datetime', zone)).toBe(text);
  });

  it('falls back to Seoul for a zone the runtime does not know', () => {
    expect(formatInZone(Date.UTC(2026, 0, 1, 15), 'YYYY/MM/DD HH:mm', 'Mars/Olympus')).toBe(
      '2026/01/02 00:00',
    );
  });

  it.each([
    ['2026/11/22 00:00', 'YYYY/MM/DD HH:mm', 'Asia/Seoul', Date.UTC(2026, 10, 21, 15)],
    ['2026/07/01 12:00', 'YYYY/MM/DD HH:mm', 'Europe/London', Date.UTC(2026, 6, 1, 11)],
    ['2026/01/01 12:00', 'YYYY/MM/DD HH:mm', 'Europe/London', Date.UTC(2026, 0, 1, 12)],
    ['2026/02/30 12:00', 'YYYY/MM/DD HH:mm', 'Asia/Seoul', null],
  ])('parses %j as wall time in %s', (text, pattern, zone, epoch) => {
    expect(parseInZone(text, pattern, zone)).toBe(epoch);
  });

  it('names a zone the runtime knows for the viewer', () => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: viewerTimeZone() })).not.toThrow();
  });
});
