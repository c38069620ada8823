import { describe, expect, it } from 'vitest';
import { clockIn, dateTimeIn } from '../../../src/lib/results/local-time';

// 2026-03-08 06:30 UTC: New York moved to summer time at 07:00 UTC that day.
const BEFORE_DST = Date.UTC(2026, 2, 8, 6, 30) / 1000;
const AFTER_DST = Date.UTC(2026, 2, 8, 7, 30) / 1000;

describe('kick-off in the viewer zone (spec §9: Asia/Seoul by default)', () => {
  it.each([
    [BEFORE_DST, 'Asia/Seoul', '2026-03-08 15:30', '15:30'],
    [BEFORE_DST, 'America/New_York', '2026-03-08 01:30', '01:30'],
    [AFTER_DST, 'America/New_York', '2026-03-08 03:30', '03:30'],
    [AFTER_DST, 'Not/AZone', '2026-03-08 16:30', '16:30'],
  ])('%i in %s', (seconds, zone, dateTime, clock) => {
    expect(dateTimeIn(seconds, zone)).toBe(dateTime);
    expect(clockIn(seconds, zone)).toBe(clock);
  });
});
