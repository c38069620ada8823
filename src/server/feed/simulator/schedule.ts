/**
 * @module feed/simulator/schedule
 * The simulated world's calendar as pure functions of the league, the seed and time: each
 * league plays its real seasons (calendar/: opening and closing days, weekend rounds, series,
 * draws, round-the-clock e-sports), so that tables, form and head-to-head read like the real
 * thing. Plans are memoised; the start-up back-fill drops them when done.
 */
import type { LeagueDef } from './catalogue/types';
import { buildSeasonPlan } from './calendar/plan';
import { seasonIndexAt as calendarSeasonAt, seasonWindow } from './calendar/season-window';
import type { ScheduledMatch, ScoreOf, SeasonPlan } from './calendar/types';
import { ENGINES } from './engines/index';

export { matchId, seasonId } from './calendar/plan';
export { roundRobin } from './calendar/round-robin';
export type { ScheduledMatch, ScoreOf, SeasonPlan } from './calendar/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function isNonstop(league: LeagueDef): boolean {
  return league.calendar.rhythm.kind === 'nonstop';
}

/** Typical wall duration of a match of the league. */
export function matchDurationMs(league: LeagueDef): number {
  return ENGINES[league.sportId].expectedDurationMs(league.format);
}

/**
 * The season in play at t, or the last one in the off-season.
 * @example seasonIndexAt(kbo, Date.UTC(2026, 11, 7)) // 2026
 */
export function seasonIndexAt(league: LeagueDef, t: number): number {
  return calendarSeasonAt(league.calendar, t);
}

/** Plans by league (a league object is one calendar), then by seed, season and draw knowledge. */
let planCache = new WeakMap<LeagueDef, Map<string, SeasonPlan>>();

/**
 * The whole season `index` of a league: every fixture with its kick-off. A tennis draw's later
 * rounds and a league's split rounds need `scoreOf`; without it the plan stops before them.
 * @example seasonPlan(premierLeague, 2025, 'demo').matches.length // 380
 */
export function seasonPlan(
  league: LeagueDef,
  index: number,
  seed: string,
  scoreOf?: ScoreOf,
): SeasonPlan {
  const key = `${seed}/${index}/${scoreOf ? 'played' : 'drawn'}`;
  let plans = planCache.get(league);
  const cached = plans?.get(key);
  if (cached) return cached;
  const plan = buildSeasonPlan(league, index, seed, matchDurationMs(league), scoreOf);
  if (!plans || plans.size > 20) planCache.set(league, (plans = new Map<string, SeasonPlan>()));
  plans.set(key, plan);
  return plan;
}

/**
 * Drops the memoised season plans. The start-up back-fill reads past seasons once; kept, they
 * are megabytes of fixtures that the live window, which needs only the current and next
 * seasons, never reads again.
 */
export function forgetSeasonPlans(): void {
  planCache = new WeakMap();
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
  scoreOf?: ScoreOf,
): ScheduledMatch[] {
  const first = seasonIndexAt(league, from);
  const last = seasonIndexAt(league, to);
  const out: ScheduledMatch[] = [];
  for (let index = first; index <= last; index++) {
    for (const m of seasonPlan(league, index, seed, scoreOf).matches) {
      if (m.kickoff >= from && m.kickoff < to) out.push(m);
    }
  }
  return out;
}

/** How far ahead upcoming fixtures are published: a week, or hours for round-the-clock leagues. */
export function upcomingHorizonMs(league: LeagueDef): number {
  return isNonstop(league) ? 6 * HOUR : 7 * DAY;
}

/**
 * How far back results are back-filled at start: round-the-clock leagues two days; the others
 * their season in play so far, or the whole last one in the off-season, and at least a
 * fortnight (the end of the last season when this one has just begun). Older seasons are not
 * back-filled here: they come after, compact (`earlierHistoryStart`).
 * @example historyStart(premierLeague, Date.UTC(2026, 11, 7)) // the 2026/27 opening day
 */
export function historyStart(league: LeagueDef, now: number): number {
  if (isNonstop(league)) return now - 2 * DAY;
  const current = seasonWindow(league.calendar, seasonIndexAt(league, now));
  return Math.min(current.opens, now - 14 * DAY);
}

/**
 * Where the earlier seasons' history begins: the opening day of the season `seasons` before the
 * one `historyStart` reaches into, so that the results of [this, historyStart) are whole seasons.
 * Null for round-the-clock leagues (their months are seasons, played many times a day) or when
 * no earlier season is asked for.
 * @example earlierHistoryStart(premierLeague, Date.UTC(2026, 11, 7), 1) // the 2025/26 opening day
 */
export function earlierHistoryStart(
  league: LeagueDef,
  now: number,
  seasons: number,
): number | null {
  if (isNonstop(league) || seasons < 1) return null;
  const reached = seasonIndexAt(league, historyStart(league, now));
  return seasonWindow(league.calendar, reached - seasons).opens;
}
