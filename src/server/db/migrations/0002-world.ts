/**
 * The sports world: catalogue (countries, sports, leagues, seasons, teams, players, books),
 * matches with their timeline and incidents, line-ups and appearances, odds (current and
 * history), point adjustments and injuries. Portable SQL: JSON as text, epoch times as bigint.
 */
import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

const DOUBLE = sql`double precision`;

/**
 * On SQLite, tables keyed by a composite primary key are stored clustered on that key
 * (WITHOUT ROWID): otherwise SQLite keeps the rows and a copy of the key in a second b-tree,
 * which nearly doubles the size of the odds history and the timelines, the tables
 * that grow with every match. PostgreSQL has no such option and needs none.
 */
function clustered(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return <T extends string, C extends string>(b: CreateTableBuilder<T, C>) =>
    sqlite ? b.modifyEnd(sql`without rowid`) : b;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  const byKey = clustered(db);
  await s
    .createTable('countries')
    .addColumn('cc', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kor', 'varchar(100)', (c) => c.notNull())
    .addColumn('jp', 'varchar(100)', (c) => c.notNull())
    .execute();
  await s
    .createTable('sports')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('kor', 'varchar(60)', (c) => c.notNull())
    .addColumn('jp', 'varchar(60)', (c) => c.notNull())
    .execute();
  await s
    .createTable('leagues')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('cc', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('kor', 'varchar(160)', (c) => c.notNull())
    .addColumn('jp', 'varchar(160)', (c) => c.notNull())
    .addColumn('tab', 'varchar(16)')
    .addColumn('format', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_major', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('has_table', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_toplist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .execute();
  await s.createIndex('leagues_sport').on('leagues').column('sport_id').execute();
  await s
    .createTable('seasons')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createIndex('seasons_league')
    .on('seasons')
    .columns(['league_id', 'start_time'])
    .execute();
  await s
    .createTable('teams')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('cc', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('kor', 'varchar(160)', (c) => c.notNull())
    .addColumn('jp', 'varchar(160)', (c) => c.notNull())
    .addColumn('short', 'varchar(16)', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('kit_color', 'varchar(16)', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('stadium', 'varchar(160)')
    .addColumn('image_id', 'varchar(40)')
    .addColumn('individual', 'text')
    .execute();
  await s.createIndex('teams_sport').on('teams').column('sport_id').execute();
  await s
    .createTable('season_teams')
    .addColumn('season_id', 'bigint', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_teams_pk', ['season_id', 'team_id'])
    .execute();
  await s
    .createTable('players')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('cc', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('kor', 'varchar(160)', (c) => c.notNull())
    .addColumn('jp', 'varchar(160)', (c) => c.notNull())
    .addColumn('shirt', 'integer')
    .addColumn('position', 'varchar(8)', (c) => c.notNull())
    .addColumn('position_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('birthdate', 'varchar(10)')
    .addColumn('height', 'integer')
    .addColumn('weight', 'integer')
    .addColumn('foot', 'varchar(8)')
    .addColumn('image_id', 'varchar(40)')
    .execute();
  await s.createIndex('players_team').on('players').column('team_id').execute();
  await s
    .createTable('transfers')
    .addColumn('player_id', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('start', 'varchar(10)', (c) => c.notNull())
    .addColumn('end', 'varchar(10)')
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transfers_pk', ['player_id', 'seq'])
    .$call(byKey)
    .execute();
  await s
    .createTable('books')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('kor', 'varchar(60)', (c) => c.notNull())
    .addColumn('jp', 'varchar(60)', (c) => c.notNull())
    .addColumn('payout', DOUBLE, (c) => c.notNull())
    .execute();

  await s
    .createTable('matches')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('bet365_id', 'varchar(32)')
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'bigint')
    .addColumn('round', 'integer')
    .addColumn('home_id', 'integer', (c) => c.notNull())
    .addColumn('away_id', 'integer', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('time_status', 'integer', (c) => c.notNull())
    .addColumn('ss', 'varchar(32)')
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('timer', 'text')
    .addColumn('stats', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('extra', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('has_lineup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await s.createIndex('matches_bet365').on('matches').column('bet365_id').unique().execute();
  await s
    .createIndex('matches_status_time')
    .on('matches')
    .columns(['time_status', 'time'])
    .execute();
  await s.createIndex('matches_sport_time').on('matches').columns(['sport_id', 'time']).execute();
  await s
    .createIndex('matches_league_season')
    .on('matches')
    .columns(['league_id', 'season_id'])
    .execute();
  await s.createIndex('matches_home').on('matches').columns(['home_id', 'time']).execute();
  await s.createIndex('matches_away').on('matches').columns(['away_id', 'time']).execute();
  await s.createIndex('matches_time').on('matches').column('time').execute();

  await s
    .createTable('match_events')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_events_pk', ['match_id', 'seq'])
    .$call(byKey)
    .execute();
  await s
    .createTable('match_incidents')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'bigint')
    .addColumn('assist_id', 'bigint')
    .addPrimaryKeyConstraint('match_incidents_pk', ['match_id', 'seq'])
    .$call(byKey)
    .execute();
  await s.createIndex('match_incidents_player').on('match_incidents').column('player_id').execute();
  await s
    .createTable('lineups')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('side', 'varchar(4)', (c) => c.notNull())
    .addColumn('formation', 'varchar(16)')
    .addColumn('players', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lineups_pk', ['match_id', 'side'])
    .execute();
  await s
    .createTable('appearances')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('starting', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('appearances_pk', ['match_id', 'player_id'])
    .$call(byKey)
    .execute();
  await s.createIndex('appearances_player').on('appearances').column('player_id').execute();

  await s
    .createTable('odds_current')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('odd_type', 'integer', (c) => c.notNull())
    .addColumn('o_home', DOUBLE)
    .addColumn('o_draw', DOUBLE)
    .addColumn('o_away', DOUBLE)
    .addColumn('o_middle', DOUBLE)
    .addColumn('n_home', DOUBLE)
    .addColumn('n_draw', DOUBLE)
    .addColumn('n_away', DOUBLE)
    .addColumn('n_middle', DOUBLE)
    .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('odds_current_pk', ['match_id', 'book_id', 'odd_type'])
    .$call(byKey)
    .execute();
  await s
    .createTable('odds_history')
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('odd_type', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('home', DOUBLE)
    .addColumn('draw', DOUBLE)
    .addColumn('away', DOUBLE)
    .addColumn('middle', DOUBLE)
    .addColumn('ss', 'varchar(32)')
    .addColumn('time_str', 'varchar(16)')
    .addPrimaryKeyConstraint('odds_history_pk', ['match_id', 'book_id', 'odd_type', 'at'])
    .$call(byKey)
    .execute();

  await s
    .createTable('point_adjustments')
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'bigint', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('point_adjustments_pk', ['season_id', 'team_id', 'reason'])
    .execute();
  await s
    .createTable('injuries')
    .addColumn('player_id', 'bigint', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('end', 'bigint')
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('missing', 'integer', (c) => c.notNull())
    .addColumn('doubtful', 'integer', (c) => c.notNull())
    .addColumn('comment', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('injuries_pk', ['player_id', 'start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'injuries',
    'point_adjustments',
    'odds_history',
    'odds_current',
    'appearances',
    'lineups',
    'match_incidents',
    'match_events',
    'matches',
    'books',
    'transfers',
    'players',
    'season_teams',
    'teams',
    'seasons',
    'leagues',
    'sports',
    'countries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
