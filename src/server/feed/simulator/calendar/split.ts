/**
 * @module feed/simulator/calendar/split
 * A league that splits after its regular rounds (K League 1: 33 rounds, then the top six play
 * Final A for the title and Asian places and the bottom six Final B against relegation, five
 * rounds each): the halves come from the table after the regular rounds, ranked by the league's
 * own rule, and each plays a single round robin on the season's remaining round dates. Pure:
 * the results come from `scoreOf`.
 */
import { computeStandings } from '../../../../lib/domain/standings';
import type { LeagueDef } from '../catalogue/types';
import { roundRobin } from './round-robin';
import { roundTimes } from './round-dates';
import type { SeasonWindow } from './season-window';
import type { Pairing, ScheduledMatch, ScoreOf } from './types';

/**
 * Rounds after the split: each half of the table plays the others of its half once.
 * @example splitRounds(kLeague1) // 5
 */
export function splitRounds(league: LeagueDef): number {
  if (!league.rules.split) return 0;
  const half = Math.ceil(league.teamIds.length / 2);
  return half % 2 === 0 ? half - 1 : half;
}

/**
 * The table's order after the regular rounds, by the league's points and ranking rule; a match
 * never played (postponed, cancelled) counts for no one, as in the stored table.
 */
function regularOrder(
  league: LeagueDef,
  regular: readonly ScheduledMatch[],
  scoreOf: ScoreOf,
): number[] {
  const results = [];
  for (const m of regular) {
    const score = scoreOf(m);
    if (!score) continue;
    results.push({
      homeId: m.homeId,
      awayId: m.awayId,
      homeScore: score[0],
      awayScore: score[1],
      time: Math.floor(m.kickoff / 1000),
    });
  }
  const rules = { points: league.rules.points, ranking: league.rules.ranking };
  return computeStandings(results, rules, { teamIds: league.teamIds }).overall.map((r) => r.teamId);
}

/**
 * The split rounds of a season whose regular rounds are `regular` (in pairing order): the upper
 * half's and the lower half's round robins side by side, on the dates after the regular rounds.
 * The side that played fewer home games in the season so far is at home.
 * @example splitPairings(kLeague1, window, regular, scoreOf).length // 30
 */
export function splitPairings(
  league: LeagueDef,
  window: SeasonWindow,
  regular: readonly ScheduledMatch[],
  scoreOf: ScoreOf,
): Pairing[] {
  const extra = splitRounds(league);
  if (extra === 0 || regular.length === 0) return [];
  const last = regular.reduce((most, m) => Math.max(most, m.round), 0);
  const times = roundTimes(league.calendar, window, last + extra).slice(last);
  const order = regularOrder(league, regular, scoreOf);
  const half = Math.ceil(order.length / 2);
  const groups = [order.slice(0, half), order.slice(half)];
  const homeGames = new Map<number, number>();
  for (const m of regular) homeGames.set(m.homeId, (homeGames.get(m.homeId) ?? 0) + 1);
  const out: Pairing[] = [];
  const cycles = groups.map((group) => roundRobin(group));
  for (let r = 0; r < extra; r++) {
    const pairs = cycles.flatMap((cycle) => cycle[r] ?? []);
    pairs.forEach(([a, b], j) => {
      const aHome = (homeGames.get(a) ?? 0) <= (homeGames.get(b) ?? 0);
      const [homeId, awayId] = aHome ? [a, b] : [b, a];
      homeGames.set(homeId, (homeGames.get(homeId) ?? 0) + 1);
      out.push({ round: last + r + 1, homeId, awayId, kickoff: times[r]![j % times[r]!.length]! });
    });
  }
  return out;
}
