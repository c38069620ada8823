import { describe, expect, it } from 'vitest';
import type { LeagueDef } from '../../../../src/server/feed/simulator/catalogue/types';
import {
  fixturesBetween,
  historyStart,
  leagueCadence,
  paceForCoverage,
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
    rules: {
      meetings: 2,
      points: { win: 3, draw: 1, loss: 0 },
      ranking: 'points',
      draws: true,
      matchesPerTeamPerDay: 1,
    },
    teamIds: Array.from({ length: 20 }, (_, i) => 100 + i),
    seasonName: '2025/26',
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
  const plan = seasonPlan(league(), 3, 'seed-a');

  it('has every pair meet home and away', () => {
    expect(plan.matches).toHaveLength(380);
    const pairs = new Map<string, number>();
    for (const m of plan.matches)
      pairs.set(`${m.homeId}-${m.awayId}`, (pairs.get(`${m.homeId}-${m.awayId}`) ?? 0) + 1);
    expect(pairs.size).toBe(380);
  });

  it('kicks off in order inside the season window, on whole minutes', () => {
    for (let i = 1; i < plan.matches.length; i++) {
      expect(plan.matches[i]!.kickoff).toBeGreaterThanOrEqual(plan.matches[i - 1]!.kickoff);
    }
    expect(plan.matches[0]!.kickoff).toBeGreaterThanOrEqual(plan.start - DAY);
    expect(plan.matches.at(-1)!.kickoff).toBeLessThanOrEqual(plan.end);
    expect(plan.matches.every((m) => m.kickoff % 60_000 === 0)).toBe(true);
  });

  it('gives each team at least half a day between matches', () => {
    const last = new Map<number, number>();
    for (const m of plan.matches) {
      for (const team of [m.homeId, m.awayId]) {
        const previous = last.get(team);
        if (previous !== undefined) expect(m.kickoff - previous).toBeGreaterThan(DAY / 2);
        last.set(team, m.kickoff);
      }
    }
  });

  it('has unique match and bet365 ids', () => {
    expect(new Set(plan.matches.map((m) => m.id)).size).toBe(plan.matches.length);
    expect(new Set(plan.matches.map((m) => m.bet365Id)).size).toBe(plan.matches.length);
  });

  it('is the same for the same seed and different for another', () => {
    expect(seasonPlan(league(), 3, 'seed-a').matches.slice(0, 5)).toEqual(plan.matches.slice(0, 5));
    expect(seasonPlan(league(), 3, 'seed-b').matches.slice(0, 5)).not.toEqual(
      plan.matches.slice(0, 5),
    );
  });

  it('stops after maxRounds (league phases)', () => {
    const phase = seasonPlan(
      league({ rules: { ...league().rules, meetings: 1, maxRounds: 8 } }),
      0,
      'x',
    );
    expect(phase.rounds).toBe(8);
    expect(phase.matches).toHaveLength(80);
  });
});

describe('the calendar over time', () => {
  it('finds fixtures of consecutive seasons inside a window', () => {
    const l = league();
    const cadence = leagueCadence(l, 's');
    const boundary = cadence.originMs + 5 * cadence.periodMs;
    const fixtures = fixturesBetween(l, boundary - 3 * DAY, boundary + 3 * DAY, 's');
    expect(new Set(fixtures.map((f) => f.seasonIndex))).toEqual(new Set([4, 5]));
    expect(
      fixtures.every((f) => f.kickoff >= boundary - 3 * DAY && f.kickoff < boundary + 3 * DAY),
    ).toBe(true);
    expect(seasonIndexAt(cadence, boundary + 1)).toBe(5);
  });

  it('keeps under one live match of a 20-team league at a time on average', () => {
    // 10 matches a day → a kick-off every 144 min; a match lasts about 110 min of wall time.
    const start = Date.UTC(2026, 10, 1);
    let live = 0;
    const samples = 300;
    for (let i = 0; i < samples; i++) {
      const t = start + i * 37 * 60_000;
      live += fixturesBetween(league(), t - 110 * 60_000, t, 's').length;
    }
    expect(live / samples).toBeGreaterThan(0.55);
    expect(live / samples).toBeLessThan(1.0);
    const day = fixturesBetween(league(), start, start + DAY, 's');
    expect(day.length).toBeGreaterThanOrEqual(8);
    expect(day.length).toBeLessThanOrEqual(11);
  });

  it('runs short e-sports formats around the clock with a short horizon', () => {
    const e = league({ format: 'esoccer-8', teamIds: [1, 2, 3, 4, 5, 6, 7, 8] });
    const now = Date.UTC(2026, 10, 22, 3);
    expect(fixturesBetween(e, now - 3_600_000, now, 's').length).toBeGreaterThanOrEqual(4);
    expect(upcomingHorizonMs(e)).toBeLessThan(upcomingHorizonMs(league()));
    expect(now - historyStart(e, now, 's')).toBe(2 * DAY);
  });

  it('paces an anchor league so a match is always under way, across season boundaries', () => {
    const duration = 2 * 3_600_000;
    const small = paceForCoverage(league({ teamIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }), duration);
    const start = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 2000; i++) {
      const t = start + i * 17 * 60_000;
      // Even a match lasting only 65 % of the typical duration overlaps the next kick-off.
      const live = fixturesBetween(small, t - 0.65 * duration, t + 1, 's');
      expect(live.length, new Date(t).toISOString()).toBeGreaterThan(0);
    }
  });

  it('back-fills at least 14 days of results', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(now - historyStart(league(), now, 's')).toBeGreaterThanOrEqual(14 * DAY);
  });
});
