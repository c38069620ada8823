/**
 * @module feed/simulator/match-setup
 * What a fixture is made of before it is played, all derived from the seed and its id: both
 * line-ups, the engine's set-up and starting state, the squads' local names, and the feed's
 * fixture record.
 */
import type { LocalNames } from '../../../lib/domain/event-names';
import type { TimeStatus } from '../../../lib/domain/sports';
import type { Fixture, LineupSide } from '../updates';
import type { Catalogue, LeagueDef, TeamDef } from './catalogue/types';
import type { MatchSetup } from './engines/engine';
import { ENGINES } from './engines/index';
import { createRng, type Rng } from './rng';
import type { ScheduledMatch } from './schedule';
import { lineupFor } from './world';

/** Both sides' line-ups, derived from the seed and the match id. */
export function lineupsOf(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
): { home: LineupSide; away: LineupSide } {
  return {
    home: lineupFor(league.sportId, catalogue.squad(match.homeId), `${seed}/${match.id}`, 'home'),
    away: lineupFor(league.sportId, catalogue.squad(match.awayId), `${seed}/${match.id}`, 'away'),
  };
}

/** The teams, line-ups and engine set-up of a fixture: all derived from the seed and its id. */
export function matchSetup(
  match: ScheduledMatch,
  league: LeagueDef,
  catalogue: Catalogue,
  seed: string,
): { home: TeamDef; lineup: { home: LineupSide; away: LineupSide }; setup: MatchSetup } {
  const home = catalogue.teams.find((t) => t.id === match.homeId);
  const away = catalogue.teams.find((t) => t.id === match.awayId);
  if (!home || !away)
    throw new Error(`Match ${match.id}: unknown team ${match.homeId} or ${match.awayId}`);
  const lineup = lineupsOf(match, league, catalogue, seed);
  const refs = (side: LineupSide) =>
    side.players.map((p) => ({
      id: p.playerId,
      name: p.name,
      position: positionCode(catalogue, p.playerId),
      shirt: p.shirt ?? 0,
    }));
  const setup: MatchSetup = {
    matchId: match.id,
    sportId: league.sportId,
    format: league.format,
    home: { teamId: home.id, name: home.names.en, rating: home.rating, players: refs(lineup.home) },
    away: { teamId: away.id, name: away.names.en, rating: away.rating, players: refs(lineup.away) },
    neutral: league.kind === 'tournament' || league.sportId === 13 || league.sportId === 151,
  };
  return { home, lineup, setup };
}

/** The Korean and Japanese names of both squads' players, by English name (event parameters). */
export function squadNames(match: ScheduledMatch, catalogue: Catalogue): LocalNames {
  const names = new Map<string, { kr: string; jp: string }>();
  for (const team of [match.homeId, match.awayId])
    for (const p of catalogue.squad(team))
      if (!names.has(p.names.en)) names.set(p.names.en, { kr: p.names.kr, jp: p.names.jp });
  return names;
}

/** The engine's state before kick-off and the random stream play continues from. */
export function initialState(setup: MatchSetup, seed: string) {
  const rng: Rng = createRng(`${seed}/match/${setup.matchId}`);
  return { rng, state: ENGINES[setup.sportId].init(setup, rng) };
}

/** The feed's fixture record of a match in the given status. */
export function fixtureRecord(
  match: ScheduledMatch,
  league: LeagueDef,
  stadium: string | null,
  status: TimeStatus,
): Fixture {
  return {
    id: match.id,
    bet365_id: match.bet365Id,
    sport_id: league.sportId,
    league_id: league.id,
    season_id: match.seasonId,
    round: match.round,
    home_id: match.homeId,
    away_id: match.awayId,
    time: Math.floor(match.kickoff / 1000),
    time_status: status,
    extra: { round: String(match.round), stadium },
  };
}

const positionCache = new WeakMap<Catalogue, Map<number, string>>();

function positionCode(catalogue: Catalogue, playerId: number): string {
  let map = positionCache.get(catalogue);
  if (!map) {
    map = new Map();
    positionCache.set(catalogue, map);
  }
  const cached = map.get(playerId);
  if (cached) return cached;
  const teamId = Math.floor(playerId / 100);
  for (const p of catalogue.squad(teamId)) map.set(p.id, p.position);
  return map.get(playerId) ?? '';
}
