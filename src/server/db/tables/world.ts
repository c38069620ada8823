/**
 * @module db/tables/world
 * The sporting world the feed and imports describe: countries, sports, leagues and their seasons,
 * teams, players and their transfers and injuries, bookmakers, and league tables (points taken
 * off, the provider's own tables).
 */

export interface CountriesTable {
  cc: string;
  name: string;
  kor: string;
  jp: string;
}

export interface SportsTable {
  id: number;
  name: string;
  kor: string;
  jp: string;
}

export interface LeaguesTable {
  id: number;
  sport_id: number;
  cc: string;
  name: string;
  kor: string;
  jp: string;
  tab: string | null;
  format: string;
  is_major: number;
  kind: string;
  has_table: number;
  has_toplist: number;
  /** JSON of SeasonRules. */
  rules: string;
  /** Who created the row: simulator, betsapi or import. */
  source: string;
}

export interface SeasonsTable {
  id: number;
  league_id: number;
  name: string;
  /** Epoch seconds. */
  start_time: number;
  end_time: number;
}

export interface TeamsTable {
  id: number;
  sport_id: number;
  cc: string;
  name: string;
  kor: string;
  jp: string;
  short: string;
  color: string;
  kit_color: string;
  rating: number;
  stadium: string | null;
  image_id: string | null;
  /** JSON of the individual competitor's facts (tennis), or null. */
  individual: string | null;
}

export interface SeasonTeamsTable {
  season_id: number;
  team_id: number;
}

export interface PlayersTable {
  id: number;
  team_id: number;
  cc: string;
  name: string;
  kor: string;
  jp: string;
  shirt: number | null;
  position: string;
  position_name: string;
  birthdate: string | null;
  height: number | null;
  weight: number | null;
  foot: string | null;
  image_id: string | null;
}

export interface TransfersTable {
  player_id: number;
  seq: number;
  /** JSON of {en, kr, jp}. */
  team_name: string;
  /** The club's English name (migration 0006), what team info looks spells up by. */
  team: string | null;
  start: string;
  end: string | null;
  type_id: number;
}

export interface InjuriesTable {
  player_id: number;
  team_id: number;
  league_id: number;
  start: number;
  end: number | null;
  status_id: number;
  missing: number;
  doubtful: number;
  comment: string;
}

export interface BooksTable {
  id: number;
  name: string;
  kor: string;
  jp: string;
  payout: number;
}

export interface PointAdjustmentsTable {
  league_id: number;
  season_id: number;
  team_id: number;
  points: number;
  reason: string;
  created_at: number;
}

/** Migration 0009: the provider's own league tables and top lists (JSON body). */
export interface ProviderTablesTable {
  league_id: number;
  season_id: number;
  kind: 'table' | 'toplist';
  body: string;
  fetched_at: number;
}
