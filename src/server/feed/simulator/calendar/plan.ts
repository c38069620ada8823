/**
 * @module feed/simulator/calendar/plan
 * One season of a league as fixtures: the pairings (round robin, repeated per meeting, or a
 * tennis draw) laid on the dates its calendar gives, with stable ids. Pure: the same league,
 * season and seed give the same plan.
 */
import type { LeagueDef } from '../catalogue/types';
import { createRng, type Rng } from '../rng';
import { drawMatches } from './draw';
import { nonstopMatches } from './nonstop';
import { roundRobin } from './round-robin';
import { roundTimes } from './round-dates';
import { seasonWindow, type SeasonWindow } from './season-window';
import { splitPairings, splitRounds } from './split';
import type { Pairing, ScheduledMatch, ScoreOf, SeasonPlan } from './types';

/** Season ids leave room for month-numbered seasons (year × 12 + month) of every league. */
export function seasonId(leagueId: number, index: number): number {
  return leagueId * 1_000_000 + index;
}

export function matchId(season: number, index: number): number {
  return season * 10_000 + index;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Round-robin leagues: each round's pairs on its kick-off times; baseball pairs play a series.
 * A league that splits after its regular rounds has its split rounds' dates kept for them.
 */
function leaguePairings(league: LeagueDef, window: SeasonWindow, rng: Rng): Pairing[] {
  const cycle = roundRobin(shuffled(league.teamIds, rng));
  const { rhythm } = league.calendar;
  const rounds =
    rhythm.kind === 'series'
      ? Math.ceil(rhythm.games / 3)
      : Math.min(cycle.length * league.rules.meetings, league.rules.maxRounds ?? Infinity);
  const times = roundTimes(league.calendar, window, rounds + splitRounds(league));
  const out: Pairing[] = [];
  for (let round = 0; round < rounds; round++) {
    const swap = Math.floor(round / cycle.length) % 2 === 1;
    const pairs = shuffled(cycle[round % cycle.length]!, rng);
    const kickoffs = times[round]!;
    pairs.forEach(([a, b], j) => {
      const [homeId, awayId] = swap ? [b, a] : [a, b];
      if (rhythm.kind === 'series')
        for (const kickoff of kickoffs) out.push({ round: round + 1, homeId, awayId, kickoff });
      else out.push({ round: round + 1, homeId, awayId, kickoff: kickoffs[j % kickoffs.length]! });
    });
  }
  return out;
}

function scheduled(league: LeagueDef, season: number, p: Pairing, i: number): ScheduledMatch {
  const id = matchId(seasonId(league.id, season), i);
  return {
    id,
    bet365Id: String(100_000_000_000 + id),
    leagueId: league.id,
    seasonId: seasonId(league.id, season),
    seasonIndex: season,
    round: p.round,
    index: i,
    homeId: p.homeId,
    awayId: p.awayId,
    kickoff: p.kickoff,
  };
}

/** The draw's winner of a played match: more sets, else (a walkover) the better seed. */
function drawWinner(league: LeagueDef, match: ScheduledMatch, scoreOf: ScoreOf): number {
  const score = scoreOf(match);
  if (score && score[0] !== score[1]) return score[0] > score[1] ? match.homeId : match.awayId;
  const seeds = league.teamIds;
  return seeds.indexOf(match.homeId) <= seeds.indexOf(match.awayId) ? match.homeId : match.awayId;
}

function pairingsOf(
  league: LeagueDef,
  window: SeasonWindow,
  seed: string,
  rng: Rng,
  durationMs: number,
  scoreOf: ScoreOf | undefined,
): Pairing[] {
  const { rhythm } = league.calendar;
  if (rhythm.kind === 'nonstop') {
    // One order for every month: the months are parts of one endless sequence.
    const cycle = roundRobin(shuffled(league.teamIds, createRng(`${seed}/nonstop/${league.id}`)));
    const plan = nonstopMatches(cycle, window, durationMs, rhythm.perTeamPerDay);
    return plan.pairs.map(([homeId, awayId], i) => ({
      round: plan.rounds[i]!,
      homeId,
      awayId,
      kickoff: plan.kickoffs[i]!,
    }));
  }
  if (rhythm.kind === 'draw')
    return drawMatches(league.teamIds, window, rhythm, durationMs, rng, (i, match) =>
      scoreOf ? drawWinner(league, scheduled(league, window.index, match, i), scoreOf) : undefined,
    );
  const regular = leaguePairings(league, window, rng);
  if (!league.rules.split || !scoreOf) return regular;
  const played = regular.map((p, i) => scheduled(league, window.index, p, i));
  return [...regular, ...splitPairings(league, window, played, scoreOf)];
}

/**
 * The whole season `index` of a league: every fixture with its kick-off, in kick-off order.
 * @example buildSeasonPlan(premierLeague, 2025, 'demo', 6_600_000).matches.length // 380
 */
export function buildSeasonPlan(
  league: LeagueDef,
  index: number,
  seed: string,
  durationMs: number,
  scoreOf?: ScoreOf,
): SeasonPlan {
  const window = seasonWindow(league.calendar, index);
  const rng = createRng(`${seed}/season/${league.id}/${index}`);
  const pairings = pairingsOf(league, window, seed, rng, durationMs, scoreOf);
  if (pairings.length >= 10_000)
    throw new Error(`league ${league.id}: ${pairings.length} matches a season overflow match ids`);
  const matches = pairings.map((p, i) => scheduled(league, index, p, i));
  matches.sort((x, y) => x.kickoff - y.kickoff || x.index - y.index);
  const lastEnd = (matches.at(-1)?.kickoff ?? window.opens) + durationMs;
  return {
    id: seasonId(league.id, index),
    leagueId: league.id,
    index,
    name: window.label,
    start: window.opens,
    end: Math.max(window.closes, lastEnd),
    rounds: matches.reduce((most, m) => Math.max(most, m.round), 0),
    matches,
  };
}
