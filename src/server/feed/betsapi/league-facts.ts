/**
 * @module feed/betsapi/league-facts
 * What BetsAPI does not say about a league but the product needs: its league tab (spec §2
 * "league tabs: mlb, kbo, npb, nba, kbl, wkbl, vleague, nhl, khl"), whether it counts as a
 * major game (spec status tab "watch major games"), its season rules, and season ids.
 */
import type { SportId } from '../../../lib/domain/sports';
import {
  handballRules,
  hockeyRules,
  pctRules,
  soccerRules,
  tennisRules,
  volleyballRules,
} from '../simulator/catalogue/rules';
import type { SeasonRules } from '../simulator/catalogue/types';

/** League names as BetsAPI writes them, per sport, with their tab. */
const TABS: readonly [SportId, RegExp, string][] = [
  [16, /^(usa )?mlb$/i, 'mlb'],
  [16, /\bkbo\b/i, 'kbo'],
  [16, /\bnpb\b/i, 'npb'],
  [18, /^(usa )?nba$/i, 'nba'],
  [18, /\bwkbl\b/i, 'wkbl'],
  [18, /\bkbl\b/i, 'kbl'],
  [91, /^korea v-?league/i, 'vleague'],
  [17, /^(usa )?nhl$/i, 'nhl'],
  [17, /^(russia )?khl$/i, 'khl'],
];

/** The big European and Asian soccer competitions, by BetsAPI's names. */
const MAJOR_SOCCER =
  /^(england premier league|spain primera liga|italy serie a|germany bundesliga i|france ligue 1|uefa champions league|uefa europa league|korea k league 1|japan j-league)$/i;

/**
 * The league tab of a league, or null.
 * @example leagueTab('Korea KBO', 16) // 'kbo'
 */
export function leagueTab(name: string, sportId: SportId): string | null {
  for (const [sport, pattern, tab] of TABS) if (sport === sportId && pattern.test(name)) return tab;
  return null;
}

/** @example isMajorLeague('England Premier League', 1) // true */
export function isMajorLeague(name: string, sportId: SportId): boolean {
  return leagueTab(name, sportId) !== null || (sportId === 1 && MAJOR_SOCCER.test(name.trim()));
}

/** Season rules of a sport's usual league (points, ranking, draws) for computed tables. */
export function rulesFor(sportId: SportId): SeasonRules {
  switch (sportId) {
    case 1:
      return soccerRules({ meetings: 2 });
    case 17:
      return hockeyRules({ meetings: 2 });
    case 91:
      return volleyballRules({ meetings: 2 });
    case 78:
      return handballRules({ meetings: 2 });
    case 13:
      return tennisRules();
    default:
      // Baseball keeps ties (KBO, NPB); the other percentage sports have none.
      return pctRules({ meetings: 2 }, sportId === 16);
  }
}

/**
 * A stable id for a league's season: BetsAPI gives seasons no id, so it is derived from the
 * league and the day the season starts (two seasons of one league never start the same day).
 * @example seasonIdOf(94, 1533859200) // 9417753
 */
export function seasonIdOf(leagueId: number, startTime: number): number {
  return leagueId * 100_000 + (Math.floor(startTime / 86_400) % 100_000);
}
