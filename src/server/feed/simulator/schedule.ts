/**
 * @module feed/simulator/schedule
 * The simulated world's calendar as pure functions of the league, the seed and time: seasons
 * follow each other, each a round robin whose matches kick off at a steady cadence through the
 * day, so that at any wall-clock moment every league has matches live, upcoming and finished.
 * Seasons are compressed (a team plays about once a day) so that tables and histories grow
 * visibly while the app runs.
 */
import type { LeagueDef } from './catalogue/types';
import { createRng } from './rng';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Pause between two seasons of a league. */
const SEASON_BREAK_MS = 6 * HOUR;
/** Fixed origin of every league's calendar. */
const EPOCH_MS = Date.UTC(2026, 0, 1);

export interface ScheduledMatch {
  id: number;
  bet365Id: string;
  leagueId: number;
  seasonId: number;
  seasonIndex: number;
  round: number;
  /** Position of the match in its season (0-based). */
  index: number;
  homeId: number;
  awayId: number;
  /** Kick-off, epoch ms. */
  kickoff: number;
}

export interface SeasonPlan {
  id: number;
  leagueId: number;
  index: number;
  name: string;
  start: number;
  end: number;
  rounds: number;
  matches: ScheduledMatch[];
}

export interface LeagueCadence {
  /** Matches per round (teams / 2, rounded down). */
  perRound: number;
  rounds: number;
  /** Gap between consecutive kick-offs. */
  gapMs: number;
  /** Season length including the break. */
  periodMs: number;
  /** Where season 0 of this league starts. */
  originMs: number;
}

function seasonBreakMs(league: LeagueDef): number {
  return league.rules.seasonBreakHours === undefined
    ? SEASON_BREAK_MS
    : league.rules.seasonBreakHours * HOUR;
}

/**
 * Paces a sport's anchor league so that the sport always has a match in play: kick-offs at
 * least `concurrent` times per match duration, no break between seasons, little jitter.
 * @example paceForCoverage(lck, 2 * 3_600_000).rules.matchesPerTeamPerDay // 3
 */
export function paceForCoverage(league: LeagueDef, durationMs: number, concurrent = 2): LeagueDef {
  const perRound = Math.max(1, Math.floor(league.teamIds.length / 2));
  const perDayNeeded = Math.ceil((concurrent * DAY) / durationMs);
  const perTeam = Math.max(league.rules.matchesPerTeamPerDay, perDayNeeded / perRound);
  return {
    ...league,
    rules: {
      ...league.rules,
      matchesPerTeamPerDay: perTeam,
      seasonBreakHours: 0,
      kickoffJitter: 0.1,
    },
  };
}

/** Minimum matches per team per day for short e-sports formats, which run around the clock. */
function matchesPerTeamPerDay(league: LeagueDef): number {
  if (league.format.startsWith('esoccer')) return Math.max(league.rules.matchesPerTeamPerDay, 24);
  if (league.format.startsWith('ebasketball'))
    return Math.max(league.rules.matchesPerTeamPerDay, 16);
  return league.rules.matchesPerTeamPerDay;
}

/** Round-robin pairings by the circle method; odd team counts get a bye. */
export function roundRobin(teamIds: readonly number[]): [number, number][][] {
  const teams: (number | null)[] = [...teamIds];
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      // Alternate home sides so nobody plays every match at home.
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    teams.splice(1, 0, teams.pop()!);
  }
  return rounds;
}

export function leagueCadence(league: LeagueDef, seed: string): LeagueCadence {
  const teams = league.teamIds.length;
  const perRound = Math.floor(teams / 2);
  const cycle = teams % 2 === 0 ? teams - 1 : teams;
  const rounds = Math.min(cycle * league.rules.meetings, league.rules.maxRounds ?? Infinity);
  const perDay = Math.max(1, perRound * matchesPerTeamPerDay(league));
  const gapMs = Math.round(DAY / perDay);
  const seasonMs = rounds * perRound * gapMs;
  const periodMs = seasonMs + seasonBreakMs(league);
  // Each league starts its calendar at its own offset, so leagues are at different stages.
  const offset = Math.floor(createRng(`${seed}/calendar/${league.id}`).next() * periodMs);
  return { perRound, rounds, gapMs, periodMs, originMs: EPOCH_MS - offset };
}

export function seasonId(leagueId: number, index: number): number {
  return leagueId * 100_000 + index;
}

export function matchId(season: number, index: number): number {
  return season * 10_000 + index;
}

/** The season index in play (or about to start) at time t. */
export function seasonIndexAt(cadence: LeagueCadence, t: number): number {
  return Math.max(0, Math.floor((t - cadence.originMs) / cadence.periodMs));
}

function seasonName(start: number, index: number, seasonLabel: string): string {
  const date = new Date(start);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${seasonLabel} · ${date.getUTCFullYear()}.${month} #${index}`;
}

const planCache = new Map<string, SeasonPlan>();

/**
 * The whole season `index` of a league: every fixture with its kick-off.
 * @example seasonPlan(league, 3, 'demo').matches.length // 380 for a 20-team double round robin
 */
export function seasonPlan(league: LeagueDef, index: number, seed: string): SeasonPlan {
  const key = `${seed}/${league.id}/${index}`;
  const cached = planCache.get(key);
  if (cached) return cached;
  const cadence = leagueCadence(league, seed);
  const start = cadence.originMs + index * cadence.periodMs;
  const id = seasonId(league.id, index);
  const rng = createRng(`${seed}/season/${league.id}/${index}`);
  // Shuffle team order per season so fixtures differ between seasons.
  const order = [...league.teamIds];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cycle = roundRobin(order);
  const matches: ScheduledMatch[] = [];
  for (let round = 0; round < cadence.rounds; round++) {
    const meeting = Math.floor(round / cycle.length);
    const pairs = cycle[round % cycle.length]!;
    for (const [a, b] of pairs) {
      const index2 = matches.length;
      const [homeId, awayId] = meeting % 2 === 0 ? [a, b] : [b, a];
      const jitter = Math.round(
        (rng.next() - 0.5) * cadence.gapMs * (league.rules.kickoffJitter ?? 0.5),
      );
      // Round kick-offs to the minute, as fixtures are announced.
      const kickoff = Math.round((start + index2 * cadence.gapMs + jitter) / 60_000) * 60_000;
      const mid = matchId(id, index2);
      matches.push({
        id: mid,
        bet365Id: String(100_000_000_000 + mid),
        leagueId: league.id,
        seasonId: id,
        seasonIndex: index,
        round: round + 1,
        index: index2,
        homeId,
        awayId,
        kickoff,
      });
    }
  }
  matches.sort((x, y) => x.kickoff - y.kickoff || x.index - y.index);
  const end = start + cadence.periodMs - seasonBreakMs(league);
  const plan: SeasonPlan = {
    id,
    leagueId: league.id,
    index,
    name: seasonName(start, index, league.seasonName),
    start,
    end,
    rounds: cadence.rounds,
    matches,
  };
  if (planCache.size > 500) planCache.clear();
  planCache.set(key, plan);
  return plan;
}

/**
 * Drops the memoised season plans. The start-up back-fill reads past seasons once; kept, they
 * are megabytes of fixtures that the live window, which needs only the current and next
 * seasons, never reads again.
 */
export function forgetSeasonPlans(): void {
  planCache.clear();
}

/**
 * Every fixture of a league kicking off in [from, to), across seasons, in kick-off order.
 * @example fixturesBetween(league, Date.now() - 3_600_000, Date.now(), 'demo')
 */
export function fixturesBetween(
  league: LeagueDef,
  from: number,
  to: number,
  seed: string,
): ScheduledMatch[] {
  const cadence = leagueCadence(league, seed);
  const first = seasonIndexAt(cadence, from);
  const last = seasonIndexAt(cadence, to);
  const out: ScheduledMatch[] = [];
  for (let index = first; index <= last; index++) {
    for (const m of seasonPlan(league, index, seed).matches) {
      if (m.kickoff >= from && m.kickoff < to) out.push(m);
    }
  }
  return out;
}

/** How far ahead upcoming fixtures are published: a week, or hours for round-the-clock e-sports. */
export function upcomingHorizonMs(league: LeagueDef): number {
  return league.format.startsWith('esoccer') || league.format.startsWith('ebasketball')
    ? 6 * HOUR
    : 7 * DAY;
}

/** How far back results are back-filled at start: the season so far and at least 14 days. */
export function historyStart(league: LeagueDef, now: number, seed: string): number {
  if (league.format.startsWith('esoccer') || league.format.startsWith('ebasketball'))
    return now - 2 * DAY;
  const cadence = leagueCadence(league, seed);
  const seasonStart = cadence.originMs + seasonIndexAt(cadence, now) * cadence.periodMs;
  return Math.min(seasonStart, now - 14 * DAY);
}
