import { describe, expect, it } from 'vitest';
import { dayjs, formatInZone, zoneOffsetMs } from '../../../src/lib/format/dates';

const H = 3_600_000;

describe('wall-clock time in a zone', () => {
  it.each([
    ['Seoul, no summer time', Date.UTC(2026, 0, 15, 12), 'Asia/Seoul', 9 * H],
    ['London in winter', Date.UTC(2026, 0, 15, 12), 'Europe/London', 0],
    ['London in summer', Date.UTC(2026, 6, 1, 12), 'Europe/London', H],
    [
      'London a second before the clocks go forward',
      Date.UTC(2026, 2, 29, 0, 59, 59),
      'Europe/London',
      0,
    ],
    ['London as they go forward', Date.UTC(2026, 2, 29, 1), 'Europe/London', H],
    ['New York in summer', Date.UTC(2026, 6, 1, 3, 30, 0, 500), 'America/New_York', -4 * H],
    ['Kolkata, half an hour', Date.UTC(2026, 3, 1), 'Asia/Kolkata', 5.5 * H],
    ['Kathmandu, three quarters', Date.UTC(2026, 3, 1), 'Asia/Kathmandu', 5.75 * H],
    ['before 1970', Date.UTC(1965, 4, 3, 7, 15), 'Asia/Tokyo', 9 * H],
  ])('%s', (_what, at, zone, offset) => {
    expect(zoneOffsetMs(at, zone)).toBe(offset);
  });

  it('writes what dayjs with its time-zone plugin writes, over a year of instants and zones', () => {
    const zones = ['Asia/Seoul', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
    for (const zone of zones) {
      for (
        let at = Date.UTC(2026, 0, 1);
        at < Date.UTC(2027, 0, 1);
        at += 7 * 3_600_000 + 123_457
      ) {
        expect(formatInZone(at, 'YYYY-MM-DD HH:mm:ss', zone)).toBe(
          dayjs(at).tz(zone).format('YYYY-MM-DD HH:mm:ss'),
        );
      }
    }
  });

  it('falls back to the service zone for a zone the runtime does not know', () => {
    expect(formatInZone(Date.UTC(2026, 0, 1, 20), 'YYYY-MM-DD HH:mm', 'Mars/Olympus')).toBe(
      '2026-01-02 05:00',
    );
  });
});
