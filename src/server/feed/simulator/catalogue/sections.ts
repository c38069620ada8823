/**
 * @module feed/simulator/catalogue/sections
 * All static catalogue data in one place: every sport's leagues and teams, in a stable order
 * (a club's first league is its domestic one; the Champions League comes after them).
 */
import { AMERICAN_FOOTBALL } from './american-football';
import { BASEBALL } from './baseball';
import { ASIA_BASKETBALL } from './basketball-asia';
import { EUROPE_BASKETBALL } from './basketball-europe';
import { NBA_SECTION } from './basketball-nba';
import type { CatalogueSection } from './define';
import { eLeaguesOf } from './e-leagues';
import { ESPORTS } from './esports';
import { HANDBALL } from './handball';
import { HOCKEY } from './hockey';
import { ASIA_SOCCER } from './soccer-asia';
import { ENGLAND } from './soccer-england';
import { EUROPE_SOCCER } from './soccer-europe';
import { GERMANY } from './soccer-germany';
import { ITALY } from './soccer-italy';
import { SPAIN } from './soccer-spain';
import { TENNIS } from './tennis';
import type { LeagueDef, TeamDef } from './types';
import { VIRTUAL } from './virtual';
import { VOLLEYBALL } from './volleyball';

const REAL_AND_VIRTUAL: readonly CatalogueSection[] = [
  ENGLAND,
  SPAIN,
  GERMANY,
  ITALY,
  ASIA_SOCCER,
  EUROPE_SOCCER,
  BASEBALL,
  NBA_SECTION,
  ASIA_BASKETBALL,
  EUROPE_BASKETBALL,
  VOLLEYBALL,
  HOCKEY,
  HANDBALL,
  TENNIS,
  AMERICAN_FOOTBALL,
  ESPORTS,
  VIRTUAL,
];

const SECTIONS: readonly CatalogueSection[] = [...REAL_AND_VIRTUAL, eLeaguesOf(REAL_AND_VIRTUAL)];

export const ALL_LEAGUES: readonly LeagueDef[] = SECTIONS.flatMap((s) => s.leagues);
export const ALL_TEAMS: readonly TeamDef[] = SECTIONS.flatMap((s) => s.teams);

/** Leagues played on a console, whose competitors are "club (gamer)" without real careers. */
export function isVirtualLeague(league: LeagueDef): boolean {
  return league.virtual === true;
}
