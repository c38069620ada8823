/**
 * @module feed/simulator/catalogue/types
 * The reference data the simulator's world is built from: real competitions, teams and
 * bookmakers with names in English, Korean and Japanese, and generated squads.
 */
import type { SportId } from '../../../../lib/domain/sports';

export interface Names {
  en: string;
  kr: string;
  jp: string;
}

export interface CountryDef {
  /** ISO 3166-1 alpha-2, lower case (BetsAPI `cc`); `eu`/`wo` for continental/world events. */
  cc: string;
  names: Names;
}

/** How a league's season is laid out and ranked. */
export interface SeasonRules {
  /**
   * Each pair meets this many times per season: 2 = home and away; baseball reaches its real
   * game count this way (KBO: 10 teams, 16 meetings = 144 games).
   */
  meetings: number;
  /** Stops the season after this many rounds (e.g. a 36-team league phase of 8 rounds). */
  maxRounds?: number;
  /** Points for a win, draw, loss; overtime/shoot-out loss (ice hockey). */
  points: { win: number; draw: number; loss: number; overtimeLoss?: number };
  /** How the table is ordered. */
  ranking: 'points' | 'pct' | 'sets';
  /** Draws exist in this league's results (soccer, handball; ties after 11 innings in KBO, 12 in NPB). */
  draws: boolean;
  /** Matches a team plays per simulated day on average (1 for most; baseball series 1). */
  matchesPerTeamPerDay: number;
  /** Hours between two seasons (default 6; 0 for leagues that keep their sport live around the clock). */
  seasonBreakHours?: number;
  /** Random spread of kick-offs as a share of the gap between them (default 0.5). */
  kickoffJitter?: number;
}

export interface LeagueDef {
  id: number;
  sportId: SportId;
  cc: string;
  names: Names;
  /** League tab key of spec §2 (mlb, kbo, npb, nba, kbl, wkbl, vleague, nhl, khl) when it has one. */
  tab?: string;
  /** Engine format (see engines/engine.ts MatchSetup.format). */
  format: string;
  /** Shown under "major" games (spec status tab "watch major games"). */
  major: boolean;
  /** Round-robin league (table and top lists) or a knockout/tour event (tennis). */
  kind: 'league' | 'tournament';
  hasTable: boolean;
  hasTopList: boolean;
  rules: SeasonRules;
  /** Team ids taking part. */
  teamIds: number[];
  /** Season label, e.g. '2025/26' or '2026'. */
  seasonName: string;
}

export interface TeamDef {
  id: number;
  sportId: SportId;
  cc: string;
  names: Names;
  /** Three-letter code used in compact lists. */
  short: string;
  /** Primary and secondary kit colours as #rrggbb (spec `color`, `kit_color`). */
  color: string;
  kitColor: string;
  /** Strength on an Elo-like scale, 1500 average (engines turn it into scoring rates). */
  rating: number;
  stadium?: string;
  /** For tennis, the player this competitor is (players as competitors). */
  individual?: { birthdate: string; height: number; weight: number; hand: 'right' | 'left' };
}

export interface PlayerDef {
  id: number;
  teamId: number;
  names: Names;
  /** Nationality (cc). */
  cc: string;
  shirt: number;
  /** Position code of the sport (engines/engine.ts PlayerRef.position) and its display name. */
  position: string;
  positionName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  heightCm: number;
  weightKg: number;
  foot: 'right' | 'left' | 'both' | null;
  transfers: { teamName: Names; start: string; end: string | null; typeId: 1 | 8 }[];
}

export interface BookDef {
  id: number;
  names: Names;
  /** Payout of the book's prices in percent (about 90–98). */
  payout: number;
  /** Seconds the book's in-play prices trail the true price. */
  lagSeconds: number;
  /** Relative noise on each price (e.g. 0.01 = 1 %). */
  noise: number;
  /** Price step the book rounds to (0.01 or 0.05). */
  tick: number;
}

export interface Catalogue {
  countries: CountryDef[];
  leagues: LeagueDef[];
  teams: TeamDef[];
  books: BookDef[];
  /** The squad of a team, generated deterministically from the seed. */
  squad(teamId: number): PlayerDef[];
}
