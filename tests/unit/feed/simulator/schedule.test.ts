import { describe, expect, it } from 'vitest';
import { calendarOf } from '../../../../src/server/feed/simulator/catalogue/calendars';
import type { LeagueDef } from '../../../../src/server/feed/simulator/catalogue/types';
import {
  fixturesBetween,
  historyStart,
  roundRobin,
  seasonIndexAt,
  seasonPlan,
  upcomingHorizonMs,
} from '../../../../src/server/feed/simulator/schedule';

const DAY = 86_400_000;

function league(overrides: Partial<LeagueDef> = {}): LeagueDef {
  return {
    id: 7,
    sportId: 1,
    cc: 'gb',
    names: { en: 'Test League', kr: '테스트 리그', jp: 'テストリーグ' },
    format: 'standard',
    major: true,
    kind: 'league',
    hasTable: true,
    hasTopList: true,
    rules: { meetings: 2, points: { win: 3, draw: 1, loss: 0 }, ranking: 'points', draws: true },
    teamIds: Array.from({ length: 20 }, (_, i) => 100 + i),
    // The Premier League's calendar: weekend rounds from mid-August to late May.
    calendar: calendarOf(101),
    ...overrides,
  };
}

describe('round robin', () => {
  it.each([4, 5, 10, 20])('with %i teams every pair meets exactly once', (n) => {
    const ids = Array.from({ length: n }, (_, i) => i + 1);
    const rounds = roundRobin(ids);
    const seen = new Set<string>();
    for (const round of rounds) {
      const playing = round.flat();
      expect(new Set(playing).size, 'nobody plays twice in a round').toBe(playing.length);
      for (const [a, b] of round) seen.add([a, b].sort((x, y) => x - y).join('-'));
    }
    expect(seen.size).toBe((n * (n - 1)) / 2);
  });
});

describe('a season', () => {
  const plan = seasonPlan(league(), 2025, 'seed-a');

  it('has every pair meet home and away', () => {
    expect(plan.matches).toHaveLength(380);
    const pairs = new Map<string, number>();
    for (const m of plan.matches)
      pairs.set(`${m.homeId}-${m.awayId}`, (pairs.get(`${m.homeId}-${m.awayId}`) ?? 0) + 1);
    expect(pairs.size).toBe(380);
  });

  it('kicks off in order between the opening and closing days, on whole minutes', () => {
    for (let i = 1; i < plan.matches.length; i++) {
      expect(plan.matches[i]!.kickoff).toBeGreaterThanOrEqual(plan.matches[i - 1]!.kickoff);
    }
    expect(new Date(plan.matches[0]!.kickoff).toISOString()).toMatch(/^2025-08-1[56]T/);
    expect(new Date(plan.matches.at(-1)!.kickoff).toISOString()).toMatch(/^2026-05-/);
    expect(plan.matches.every((m) => m.kickoff % 60_000 === 0)).toBe(true);
    expect(plan.name).toBe('2025/26');
  });

  it('plays on Saturdays and Sundays, in midweek only when the weekends run out', () => {
    const days = plan.matches.map((m) => new Date(m.kickoff).getUTCDay());
    expect(days.filter((d) => d === 6 || d === 0).length / days.length).toBeGreaterThan(0.9);
  });

  it('gives each team at least two days between matches', () => {
    const last = new Map<number, number>();
    for (const m of plan.matches) {
      for (const team of [m.homeId, m.awayId]) {
        const previous = last.get(team);
        if (previous !== undefined) expect(m.kickoff - previous).toBeGreaterThanOrEqual(2 * DAY);
        last.set(team, m.kickoff);
      }
    }
  });

  it('has unique match and bet365 ids', () => {
    expect(new Set(plan.matches.map((m) => m.id)).size).toBe(plan.matches.length);
    expect(new Set(plan.matches.map((m) => m.bet365Id)).size).toBe(plan.matches.length);
  });

  it('is the same for the same seed and different for another', () => {
    expect(seasonPlan(league(), 2025, 'seed-a').matches.slice(0, 5)).toEqual(
      plan.matches.slice(0, 5),
    );
    expect(seasonPlan(league(), 2025, 'seed-b').matches.slice(0, 5)).not.toEqual(
      plan.matches.slice(0, 5),
    );
  });

  it('stops after maxRounds (league phases)', () => {
    const phase = seasonPlan(
      league({ rules: { ...league().rules, meetings: 1, maxRounds: 8 } }),
      2025,
      'x',
    );
    expect(phase.rounds).toBe(8);
    expect(phase.matches).toHaveLength(80);
  });
});

describe('the calendar over time', () => {
  it('finds fixtures of consecutive seasons inside a window', () => {
    const l = league({ calendar: { ...calendarOf(101), opens: '08-01', closes: '07-20' } });
    const boundary = Date.UTC(2026, 7, 1);
    const fixtures = fixturesBetween(l, boundary - 30 * DAY, boundary + 30 * DAY, 's');
    expect(new Set(fixtures.map((f) => f.seasonIndex))).toEqual(new Set([2025, 2026]));
    expect(
      fixtures.every((f) => f.kickoff >= boundary - 30 * DAY && f.kickoff < boundary + 30 * DAY),
    ).toBe(true);
    expect(seasonIndexAt(l, boundary + 1)).toBe(2026);
    expect(seasonIndexAt(l, boundary - 1)).toBe(2025);
  });

  it('plays a round a weekend: ten matches a Saturday and Sunday in season, none in July', () => {
    const saturday = Date.UTC(2026, 10, 21);
    expect(fixturesBetween(league(), saturday, saturday + 2 * DAY, 's')).toHaveLength(10);
    expect(fixturesBetween(league(), Date.UTC(2026, 6, 1), Date.UTC(2026, 7, 1), 's')).toHaveLength(
      0,
    );
  });

  it('runs short e-sports formats around the clock in monthly seasons with a short horizon', () => {
    const e = league({
      format: 'esoccer-8',
      teamIds: [1, 2, 3, 4, 5, 6, 7, 8],
      calendar: calendarOf(111),
      virtual: true,
    });
    const now = Date.UTC(2026, 10, 22, 3);
    expect(fixturesBetween(e, now - 3_600_000, now, 's').length).toBeGreaterThanOrEqual(4);
    expect(upcomingHorizonMs(e)).toBeLessThan(upcomingHorizonMs(league()));
    expect(now - historyStart(e, now)).toBe(2 * DAY);
    expect(seasonPlan(e, seasonIndexAt(e, now), 's').name).toBe('2026.11');
  });

  it('back-fills the season so far, and a fortnight when it has just begun', () => {
    const midSeason = Date.UTC(2026, 11, 7);
    const justBegun = Date.UTC(2026, 7, 20);
    expect(new Date(historyStart(league(), midSeason)).toISOString().slice(0, 10)).toBe(
      '2026-08-15',
    );
    expect(justBegun - historyStart(league(), justBegun)).toBe(14 * DAY);
  });
});
