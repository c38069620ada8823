/**
 * @module db/schema
 * Table types for Kysely. Each migration that changes a table updates its interface here.
 * JSON is stored as text and times as epoch bigints, so the same SQL runs on SQLite and
 * PostgreSQL. Booleans are integers 0/1 for the same reason.
 */
import type { Generated } from 'kysely';

export interface SettingsTable {
  key: string;
  /** JSON text of the value. */
  value: string;
  /** Epoch milliseconds. */
  updated_at: number;
}

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

export interface BooksTable {
  id: number;
  name: string;
  kor: string;
  jp: string;
  payout: number;
}

export interface MatchesTable {
  id: number;
  bet365_id: string | null;
  sport_id: number;
  league_id: number;
  season_id: number | null;
  round: number | null;
  home_id: number;
  away_id: number;
  /** Kick-off, epoch seconds. */
  time: number;
  time_status: number;
  ss: string | null;
  /** JSON of Scores. */
  scores: string;
  /** JSON of Timer, or null. */
  timer: string | null;
  /** JSON of Stats. */
  stats: string;
  /** JSON of LiveDetails, or null. */
  details: string | null;
  /** JSON of extra facts (round, stadium, referee, positions). */
  extra: string;
  url: string | null;
  has_lineup: number;
  source: string;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export interface MatchEventsTable {
  match_id: number;
  /** Position in the match's timeline (0-based). */
  seq: number;
  /** The feed's own event id. */
  event_id: string;
  text: string;
  /** Catalogue code (lib/domain/event-codes), null for texts it does not know (migration 0004). */
  code?: number | null;
  /** JSON object of the code's parameters, or null. */
  params?: string | null;
}

export interface MatchIncidentsTable {
  match_id: number;
  seq: number;
  kind: string;
  side: string;
  team_id: number;
  minute: number;
  player_id: number | null;
  assist_id: number | null;
}

export interface LineupsTable {
  match_id: number;
  side: string;
  formation: string | null;
  /** JSON of [{shirtnumber, pos, player: {id, name}, starting}]. */
  players: string;
}

export interface AppearancesTable {
  match_id: number;
  player_id: number;
  team_id: number;
  starting: number;
  minutes: number;
}

export interface OddsCurrentTable {
  match_id: number;
  book_id: number;
  odd_type: number;
  o_home: number | null;
  o_draw: number | null;
  o_away: number | null;
  o_middle: number | null;
  n_home: number | null;
  n_draw: number | null;
  n_away: number | null;
  n_middle: number | null;
  suspended: number;
  created_at: number;
  updated_at: number;
}

export interface OddsHistoryTable {
  match_id: number;
  book_id: number;
  odd_type: number;
  /** When the price was published, epoch ms (unique per match, book and odd type). */
  at: number;
  home: number | null;
  draw: number | null;
  away: number | null;
  middle: number | null;
  /** Score when the price was published, null before kick-off. */
  ss: string | null;
  /** Match clock label when the price was published (e.g. "67"), null before kick-off. */
  time_str: string | null;
}

export interface PointAdjustmentsTable {
  league_id: number;
  season_id: number;
  team_id: number;
  points: number;
  reason: string;
  created_at: number;
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

/** Migration 0009: the provider's own league tables and top lists (JSON body). */
export interface ProviderTablesTable {
  league_id: number;
  season_id: number;
  kind: 'table' | 'toplist';
  body: string;
  fetched_at: number;
}

/** Migration 0010: the latest feed time stored, one row (id 1), epoch ms. */
export interface FeedClockTable {
  id: number;
  at: number;
}

/** Migration 0003: accounts (spec §3 "User and settings", §6). */
export interface UsersTable {
  id: Generated<number>;
  /** Lower case. */
  username: string;
  nickname: string;
  /** argon2id, PHC string. */
  password_hash: string;
  /** Spec §3 status letter: w, p, c, r, b, d. */
  status: string;
  role: string;
  /** Hundredths (balance 12.34 is 1234). */
  balance: Generated<number>;
  level: Generated<number>;
  /** JSON text with a permissions object. */
  settings: Generated<string>;
  /** JSON text. */
  bet_limits: Generated<string>;
  is_test_user: Generated<number>;
  referral_code: string;
  referrer_id: number | null;
  session_id: string | null;
  /** Epoch ms of the live session's last authenticated call (the idle timeout reads it). */
  session_seen_at: number | null;
  /** 1 after an operator's reset: the next login asks for a password of the user's own. */
  must_change_password: Generated<number>;
  password_changed_at: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  status_changed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface UserFavoritesTable {
  user_id: number;
  match_id: number;
  created_at: number;
}

export interface UserGameSettingsTable {
  user_id: number;
  /** JSON of GameSettings keyed by game id. */
  setting_json: string;
  updated_at: number;
}

export interface UserCheckinsTable {
  user_id: number;
  /** Seoul calendar day, YYYY-MM-DD. */
  day: string;
  created_at: number;
}

export interface UserBalanceLogTable {
  id: Generated<number>;
  user_id: number;
  /** Hundredths, signed. */
  amount: number;
  /** c cash, l lost, b bet, m manual. */
  type: string;
  reason: string;
  created_at: number;
}

/** A names-catalogue entry (migration 0005): one team, league or player's names. */
export interface NameEntriesTable {
  id: Generated<number>;
  kind: string;
  sport_id: number;
  en: string;
  kor: string | null;
  jp: string | null;
  source: string;
  updated_at: number;
}

/** A spelling of an entry's English name, compared by its normalised key. */
export interface NameAliasesTable {
  kind: string;
  sport_id: number;
  key: string;
  entry_id: number;
  alias: string;
}

/** A name that arrived with no catalogue entry: listed for the operator to translate. */
export interface NameMissesTable {
  kind: string;
  sport_id: number;
  key: string;
  name: string;
  seen: number;
  first_seen: number;
  last_seen: number;
}

/** Migration 0007: every administrator action. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Epoch milliseconds. */
  at: number;
  actor_id: number | null;
  /** The administrator's username when the action was taken. */
  actor: string;
  /** `<area>.<verb>`: `settings.update`, `user.ban`. */
  action: string;
  /** What was acted on: a setting key, `user:12`. */
  target: string;
  /** JSON text of the value before and after; null where there was none. */
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

/** Migration 0008: the operator's marquee, banners and popups (spec §3). */
export interface NoticesTable {
  id: Generated<number>;
  kind: string;
  title: string;
  /** Cleaned rich text (plain text for a marquee). */
  body: string;
  lang: string | null;
  /** 1 shown, 0 switched off. */
  status: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface DatabaseSchema {
  settings: SettingsTable;
  countries: CountriesTable;
  sports: SportsTable;
  leagues: LeaguesTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  season_teams: SeasonTeamsTable;
  players: PlayersTable;
  transfers: TransfersTable;
  books: BooksTable;
  matches: MatchesTable;
  match_events: MatchEventsTable;
  match_incidents: MatchIncidentsTable;
  lineups: LineupsTable;
  appearances: AppearancesTable;
  odds_current: OddsCurrentTable;
  odds_history: OddsHistoryTable;
  point_adjustments: PointAdjustmentsTable;
  injuries: InjuriesTable;
  users: UsersTable;
  user_favorites: UserFavoritesTable;
  user_game_settings: UserGameSettingsTable;
  user_checkins: UserCheckinsTable;
  user_balance_log: UserBalanceLogTable;
  name_entries: NameEntriesTable;
  name_aliases: NameAliasesTable;
  name_misses: NameMissesTable;
  audit_log: AuditLogTable;
  notices: NoticesTable;
  provider_tables: ProviderTablesTable;
  feed_clock: FeedClockTable;
}
