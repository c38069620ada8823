// Invariants of the simulated world's calendar over simulated months (fixed seed): nobody plays
// two matches at once, soccer sides rest two days, each season has its format's match count,
// tennis draws halve round by round, and every sport has a match in play at every moment.
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../../src/server/feed/simulator/catalogue/index';
import type { LeagueDef } from '../../../../src/server/feed/simulator/catalogue/types';
import {
  fixturesBetween,
  matchDurationMs,
  seasonIndexAt,
  seasonPlan,
  type ScheduledMatch,
  type ScoreOf,
} from '../../../../src/server/feed/simulator/schedule';

const SEED = 'invariants';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const catalogue = createCatalogue(SEED);
const leagues = new Map(catalogue.leagues.map((l) => [l.id, l]));
/** The side listed first wins: the structure, not the sport, is under test. */
const homeWins: ScoreOf = () => [1, 0];

/** Months that see every kind of calendar: a baseball and tennis spring, a soccer winter. */
const MONTHS = [
  { name: 'March 2026', from: Date.UTC(2026, 2, 1), to: Date.UTC(2026, 3, 1) },
  { name: 'December 2026', from: Date.UTC(2026, 11, 1), to: Date.UTC(2027, 0, 1) },
];

function fixturesOfMonth(from: number, to: number): (ScheduledMatch & { league: LeagueDef })[] {
  return catalogue.leagues.flatMap((league) =>
    fixturesBetween(league, from, to, SEED, homeWins).map((m) => ({ ...m, league })),
  );
}

function byTeam<T extends ScheduledMatch>(matches: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const m of matches)
    for (const team of [m.homeId, m.awayId]) out.set(team, [...(out.get(team) ?? []), m]);
  for (const list of out.values()) list.sort((a, b) => a.kickoff - b.kickoff);
  return out;
}

describe.each(MONTHS)('the world in $name', ({ from, to }) => {
  const matches = fixturesOfMonth(from - 7 * DAY, to);
  const teams = byTeam(matches);

  it('has nobody in two matches at once, across leagues', () => {
    const clashes: string[] = [];
    for (const [team, list] of teams)
      for (let i = 1; i < list.length; i++) {
        const before = list[i - 1]!;
        if (list[i]!.kickoff - before.kickoff < matchDurationMs(before.league))
          clashes.push(`${team}: ${before.id} and ${list[i]!.id}`);
      }
    expect(clashes).toEqual([]);
  });

  it('gives soccer sides two days between matches (e-soccer aside)', () => {
    const short: string[] = [];
    for (const [team, list] of teams) {
      if (list[0]!.league.sportId !== 1 || list[0]!.league.virtual) continue;
      for (let i = 1; i < list.length; i++)
        if (list[i]!.kickoff - list[i - 1]!.kickoff < 2 * DAY)
          short.push(
            `${team}: ${new Date(list[i - 1]!.kickoff).toISOString()} → ${new Date(list[i]!.kickoff).toISOString()}`,
          );
    }
    expect(short).toEqual([]);
  });

  it('has a match in play in every sport at every moment', () => {
    const gaps: string[] = [];
    for (const sport of new Set(catalogue.leagues.map((l) => l.sportId))) {
      const spans = matches
        .filter((m) => m.league.sportId === sport)
        .map((m) => [m.kickoff, m.kickoff + matchDurationMs(m.league)] as const)
        .sort((a, b) => a[0] - b[0]);
      // Sweep the month: the latest end among the matches begun so far must lie ahead.
      let next = 0;
      let playedUntil = -Infinity;
      for (let t = from; t < to; t += 10 * 60_000) {
        while (next < spans.length && spans[next]![0] <= t)
          playedUntil = Math.max(playedUntil, spans[next++]![1]);
        if (playedUntil <= t) gaps.push(`${sport} at ${new Date(t).toISOString()}`);
      }
    }
    expect(gaps.slice(0, 5)).toEqual([]);
  });
});

/** Matches per team of a season of the league's format. */
function expectedGames(league: LeagueDef): number {
  const { rhythm } = league.calendar;
  if (rhythm.kind === 'series') return rhythm.games;
  const n = league.teamIds.length;
  const perCycle = n % 2 === 0 ? n - 1 : n - 1;
  const cycleRounds = n % 2 === 0 ? n - 1 : n;
  const rounds = Math.min(cycleRounds * league.rules.meetings, league.rules.maxRounds ?? Infinity);
  return n % 2 === 0 ? rounds : (rounds / cycleRounds) * perCycle;
}

const SEASON_LEAGUES = catalogue.leagues.filter(
  (l) => l.calendar.rhythm.kind !== 'nonstop' && l.calendar.rhythm.kind !== 'draw',
);

describe.each(SEASON_LEAGUES.map((l) => ({ id: l.id, name: l.names.en, league: l })))(
  'a 2025 season of $name',
  ({ league }) => {
    const plan = seasonPlan(league, 2025, SEED);

    it("gives every team its format's number of matches", () => {
      const counts = new Map<number, number>();
      for (const m of plan.matches)
        for (const team of [m.homeId, m.awayId]) counts.set(team, (counts.get(team) ?? 0) + 1);
      expect(new Set(counts.values())).toEqual(new Set([expectedGames(league)]));
      expect(counts.size).toBe(league.teamIds.length);
    });

    it('is played between its opening and closing days, outside its breaks', () => {
      const window = { from: plan.start, to: plan.end };
      expect(plan.matches.every((m) => m.kickoff >= window.from && m.kickoff < window.to)).toBe(
        true,
      );
      expect(plan.end - plan.start).toBeGreaterThan(100 * DAY);
    });

    it('is named like the real season', () => {
      const split = league.calendar.closes < league.calendar.opens;
      expect(plan.name).toBe(split ? '2025/26' : '2025');
    });
  },
);

describe('seasons in time', () => {
  it('names the season in play, or the last one in the off-season', () => {
    const kbo = leagues.get(202)!;
    const premier = leagues.get(101)!;
    expect(seasonIndexAt(kbo, Date.UTC(2026, 11, 7))).toBe(2026);
    expect(seasonIndexAt(kbo, Date.UTC(2027, 2, 1))).toBe(2026);
    expect(seasonIndexAt(premier, Date.UTC(2026, 11, 7))).toBe(2026);
    expect(seasonIndexAt(premier, Date.UTC(2026, 6, 1))).toBe(2025);
    expect(
      seasonPlan(leagues.get(111)!, seasonIndexAt(leagues.get(111)!, Date.UTC(2026, 11, 7)), SEED)
        .name,
    ).toBe('2026.12');
  });
});

describe.each(
  catalogue.leagues
    .filter((l) => l.calendar.rhythm.kind === 'draw')
    .map((l) => ({ name: l.names.en, league: l })),
)('the 2026 draw of $name', ({ league }) => {
  const plan = seasonPlan(league, 2026, SEED, homeWins);
  const rounds = [...new Set(plan.matches.map((m) => m.round))].sort((a, b) => a - b);
  const ofRound = (r: number) => plan.matches.filter((m) => m.round === r);

  const size = league.calendar.rhythm.kind === 'draw' ? league.calendar.rhythm.size : 0;
  /** The top seeds who start in the second round: a 96 draw's top 32 (byes in a 128 bracket). */
  const byes = new Set(league.teamIds.slice(0, 128 - size));

  it('is the real draw size and halves round by round down to a final', () => {
    const sizes = rounds.map((r) => ofRound(r).length);
    expect(size === 96 || size === 128, `${league.names.en}: ${size}`).toBe(true);
    expect(sizes).toEqual(size === 128 ? [64, 32, 16, 8, 4, 2, 1] : [32, 32, 16, 8, 4, 2, 1]);
    expect(new Set(ofRound(1).flatMap((m) => [m.homeId, m.awayId])).size).toBe(size - byes.size);
  });

  it('sends on the winners only (and the seeds with a bye), one match a day at most', () => {
    for (const r of rounds.slice(1)) {
      const winners = new Set(ofRound(r - 1).map((m) => m.homeId));
      if (r === 2) for (const seed of byes) winners.add(seed);
      const players = ofRound(r).flatMap((m) => [m.homeId, m.awayId]);
      expect(new Set(players)).toEqual(winners);
    }
    const days = new Set(plan.matches.map((m) => `${m.homeId}/${Math.floor(m.kickoff / DAY)}`));
    const awayDays = plan.matches.map((m) => `${m.awayId}/${Math.floor(m.kickoff / DAY)}`);
    expect(awayDays.some((d) => days.has(d))).toBe(false);
  });

  it('plans only the first round when nobody can say who won', () => {
    expect(seasonPlan(league, 2026, SEED).matches).toHaveLength(size === 128 ? 64 : 32);
  });
});
