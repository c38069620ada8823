/**
 * @module db/schema
 * Table types for Kysely, by topic in ./tables/. Each migration that changes a table updates its
 * interface there.
 * JSON is stored as text and times as epoch bigints, so the same SQL runs on SQLite and
 * PostgreSQL. Booleans are integers 0/1 for the same reason.
 */
import type {
  UsersTable,
  UserFavoritesTable,
  UserGameSettingsTable,
  UserCheckinsTable,
  UserBalanceLogTable,
} from './tables/accounts';
import type {
  MatchesTable,
  MatchEventsTable,
  MatchIncidentsTable,
  LineupsTable,
  AppearancesTable,
  OddsCurrentTable,
  OddsHistoryTable,
  FeedClockTable,
} from './tables/matches';
import type {
  SettingsTable,
  NameEntriesTable,
  NameAliasesTable,
  NameMissesTable,
  AuditLogTable,
  NoticesTable,
} from './tables/operator';
import type {
  CountriesTable,
  SportsTable,
  LeaguesTable,
  SeasonsTable,
  TeamsTable,
  SeasonTeamsTable,
  PlayersTable,
  TransfersTable,
  InjuriesTable,
  BooksTable,
  PointAdjustmentsTable,
  ProviderTablesTable,
} from './tables/world';

export type * from './tables/accounts';
export type * from './tables/matches';
export type * from './tables/operator';
export type * from './tables/world';

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
