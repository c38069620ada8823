/**
 * @module feed/simulator/catalogue
 * The catalogue of real competitions the simulator's world is built from: leagues, teams,
 * bookmakers and countries are static data; squads are generated from the seed on first use
 * and cached per team.
 */
import { BOOKS } from './books';
import { COUNTRIES } from './countries';
import { ALL_LEAGUES, ALL_TEAMS, isVirtualLeague } from './sections';
import { mixForTeam } from './squad-mix';
import { generateSquad } from './squads';
import type { Catalogue, LeagueDef, PlayerDef, TeamDef } from './types';

export { resolveTeamAlias, TEAM_ALIASES } from './aliases';

interface TeamIndex {
  teams: Map<number, TeamDef>;
  /** A team's first league in catalogue order (its domestic one). */
  homeLeague: Map<number, LeagueDef>;
  /** Teams of each league, and of each sport outside e-sports leagues (for careers). */
  leagueTeams: Map<number, TeamDef[]>;
  sportTeams: Map<number, TeamDef[]>;
}

function buildIndex(): TeamIndex {
  const teams = new Map(ALL_TEAMS.map((team) => [team.id, team]));
  const homeLeague = new Map<number, LeagueDef>();
  const leagueTeams = new Map<number, TeamDef[]>();
  const virtualOnly = new Set(ALL_TEAMS.map((team) => team.id));
  for (const league of ALL_LEAGUES) {
    const members = league.teamIds.flatMap((id) => teams.get(id) ?? []);
    leagueTeams.set(league.id, members);
    for (const team of members) {
      if (!homeLeague.has(team.id)) homeLeague.set(team.id, league);
      if (!isVirtualLeague(league)) virtualOnly.delete(team.id);
    }
  }
  const sportTeams = new Map<number, TeamDef[]>();
  for (const team of ALL_TEAMS) {
    if (virtualOnly.has(team.id)) continue;
    sportTeams.set(team.sportId, [...(sportTeams.get(team.sportId) ?? []), team]);
  }
  return { teams, homeLeague, leagueTeams, sportTeams };
}

/**
 * The world's reference data for a seed. Cheap: static arrays plus a lazy squad cache.
 * @example const catalogue = createCatalogue('world-1'); catalogue.squad(1001).length // 25
 */
export function createCatalogue(seed: string): Catalogue {
  let index: TeamIndex | undefined;
  const squads = new Map<number, PlayerDef[]>();

  const squad = (teamId: number): PlayerDef[] => {
    const cached = squads.get(teamId);
    if (cached) return cached;
    index ??= buildIndex();
    const team = index.teams.get(teamId);
    if (!team) return [];
    const league = index.homeLeague.get(teamId);
    const others = (list: readonly TeamDef[] | undefined) =>
      (list ?? []).filter((other) => other.id !== teamId);
    const own = league && !isVirtualLeague(league) ? index.leagueTeams.get(league.id) : [];
    const players = generateSquad({
      seed,
      team,
      mix: mixForTeam(team, league?.id),
      domestic: others(own),
      abroad: others(index.sportTeams.get(team.sportId)),
    });
    squads.set(teamId, players);
    return players;
  };

  return {
    countries: [...COUNTRIES],
    leagues: [...ALL_LEAGUES],
    teams: [...ALL_TEAMS],
    books: [...BOOKS],
    squad,
  };
}
