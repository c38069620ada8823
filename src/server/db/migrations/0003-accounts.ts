/**
 * Accounts (spec §3 "User and settings", §6): users waiting for approval or approved, their
 * favourite matches, per-game settings, daily check-ins and the ledger behind their balance.
 * Portable SQL: JSON as text, epoch milliseconds as bigint, money as integer hundredths.
 */
import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // A generated key: SQLite's rowid alias, PostgreSQL's identity column.
  const serialKey = (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const s = db.schema;

  await s
    .createTable('users')
    .addColumn('id', 'integer', serialKey)
    // Lower case: usernames are case-insensitive.
    .addColumn('username', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('nickname', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Spec §3 status letters: w waiting, p pending, c confirmed, r rejected, b banned, d deleted.
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('w'))
    .addColumn('role', 'varchar(8)', (c) => c.notNull().defaultTo('user'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    // Spec §3: user.settings is a JSON string with a permissions object.
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{"permissions":{}}'))
    .addColumn('bet_limits', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('is_test_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'integer')
    // The one live session; a newer login replaces it and the older token gets 418.
    .addColumn('session_id', 'varchar(64)')
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'varchar(64)')
    .addColumn('status_changed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('users_status').on('users').columns(['status', 'id']).execute();

  const byKey = sqlite ? sql`without rowid` : sql``;
  await s
    .createTable('user_favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: finished matches may be pruned while the favourite is kept.
    .addColumn('match_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_favorites_pk', ['user_id', 'match_id'])
    .modifyEnd(byKey)
    .execute();
  await s
    .createTable('user_game_settings')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('setting_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createTable('user_checkins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The Seoul calendar day, YYYY-MM-DD; the key makes a second check-in that day impossible.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_checkins_pk', ['user_id', 'day'])
    .modifyEnd(byKey)
    .execute();
  await s
    .createTable('user_balance_log')
    .addColumn('id', 'integer', serialKey)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // Spec §3 commission types c cash, l lost, b bet; m for an operator's manual adjustment.
    .addColumn('type', 'varchar(1)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createIndex('user_balance_log_user')
    .on('user_balance_log')
    .columns(['user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_balance_log',
    'user_checkins',
    'user_game_settings',
    'user_favorites',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
