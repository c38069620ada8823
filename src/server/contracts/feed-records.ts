/**
 * @module contracts/feed-records
 * The records a feed delivers and the database stores: fixtures, reference data, prices and
 * finished matches. Plain JSON, so the stream can be recorded and replayed. They sit below both
 * the feed and the database layer, so the store can name them without importing the feed.
 */
import type { Incident, MatchSnapshot, Side } from '../../lib/domain/match';
import type { OddTypeId, Quote } from '../../lib/domain/odds';
import type { SportId, TimeStatus } from '../../lib/domain/sports';

export interface Fixture {
  id: number;
  bet365_id: string | null;
  sport_id: SportId;
  league_id: number;
  season_id: number | null;
  round: number | null;
  home_id: number;
  away_id: number;
  /** Kick-off, epoch seconds. */
  time: number;
  time_status: TimeStatus;
  /** Round, stadium, referee, table positions (BetsAPI `extra`). */
  extra: Record<string, unknown>;
}

export interface NamesRow {
  name: string;
  kor: string;
  jp: string;
}

/** Reference data: written before (or with) the matches that refer to it. */
export interface ReferenceData {
  countries?: ({ cc: string } & NamesRow)[];
  sports?: ({ id: number } & NamesRow)[];
  leagues?: ({
    id: number;
    sport_id: number;
    cc: string;
    tab: string | null;
    format: string;
    is_major: boolean;
    kind: string;
    has_table: boolean;
    has_toplist: boolean;
    rules: unknown;
  } & NamesRow)[];
  seasons?: {
    id: number;
    league_id: number;
    name: string;
    start_time: number;
    end_time: number;
    team_ids: number[];
  }[];
  teams?: ({
    id: number;
    sport_id: number;
    cc: string;
    short: string;
    color: string;
    kit_color: string;
    rating: number;
    stadium: string | null;
    image_id: string | null;
    individual: unknown;
  } & NamesRow)[];
  players?: ({
    id: number;
    team_id: number;
    cc: string;
    shirt: number | null;
    position: string;
    position_name: string;
    birthdate: string | null;
    height: number | null;
    weight: number | null;
    foot: string | null;
    transfers: { team_name: NamesRow; start: string; end: string | null; type_id: number }[];
  } & NamesRow)[];
  books?: ({ id: number; payout: number } & NamesRow)[];
  injuries?: {
    player_id: number;
    team_id: number;
    league_id: number;
    start: number;
    end: number | null;
    status_id: number;
    missing: boolean;
    doubtful: boolean;
    comment: string;
  }[];
  /** The provider's own tables and top lists (shown while the stored results are incomplete). */
  providerTables?: ProviderTableRecord[];
}

/** A standing as the provider counts it; `team_id` null for the few rows it gives no id. */
export interface ProviderStanding {
  position: number;
  team_id: number | null;
  team_name: string;
  win: number;
  draw: number;
  loss: number;
  goalsfor: number;
  goalsagainst: number;
  /** Null where the league ranks by percentage and the provider gives no points. */
  points: number | null;
  pct: number | null;
  /** The zone the row is in ("Champions League", "Relegation"), as the provider names it. */
  promotion: string | null;
  /** The group of a league played in groups. */
  groupname: string | null;
}

export interface ProviderTableBody {
  season_name: string;
  overall: ProviderStanding[];
  home: ProviderStanding[];
  away: ProviderStanding[];
}

/** A top-list row as the provider counts it; the counts a list does not carry are 0. */
export interface ProviderLeader {
  player_id: number;
  player_name: string;
  team_id: number | null;
  goals: number;
  goal_points: number;
  penalties: number;
  assists: number;
  matches: number;
  minutes_played: number;
  substituted_in: number;
  red_cards: number;
  yellowred_cards: number;
  yellow_cards: number;
}

export interface ProviderToplistBody {
  topgoals: ProviderLeader[];
  topassists: ProviderLeader[];
  topcards: ProviderLeader[];
}

/** The provider's table or top list of one league season, as read at `fetched_at` (epoch ms). */
export type ProviderTableRecord = { league_id: number; season_id: number; fetched_at: number } & (
  { kind: 'table'; body: ProviderTableBody } | { kind: 'toplist'; body: ProviderToplistBody }
);

export interface LineupEntry {
  playerId: number;
  name: string;
  shirt: number | null;
  pos: string;
  starting: boolean;
}

export interface LineupSide {
  formation: string | null;
  players: LineupEntry[];
}

/** A published price; `at` is when, `ss`/`time_str` the score and clock then (null pre-match). */
export interface OddsRecord {
  bookId: number;
  oddType: OddTypeId;
  quote: Quote;
  at: number;
  ss: string | null;
  time_str: string | null;
}

/** A whole finished match delivered at once (back-fill, imports). */
export interface CompletedMatch {
  fixture: Fixture;
  snapshot: MatchSnapshot;
  incidents: Incident[];
  odds: OddsRecord[];
  lineup?: { home: LineupSide; away: LineupSide };
  appearances?: { playerId: number; side: Side; starting: boolean; minutes: number }[];
  endedAt: number;
}

/**
 * Gives reference rows that arrive in English only their Korean and Japanese names before they
 * are stored (the names catalogue implements it; the ingest calls it).
 */
export interface ReferenceNames {
  translateReference(data: ReferenceData): Promise<ReferenceData>;
}
