/**
 * The names catalogue: Korean and Japanese names of teams, leagues and
 * players that arrive in English only (BetsAPI, imports), matched on normalised English names
 * and aliases; and the names nobody has translated yet, listed for the operator.
 */
import { sql, SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serialKey = (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  const byKey = sqlite ? sql`without rowid` : sql``;
  const s = db.schema;

  await s
    .createTable('name_entries')
    .addColumn('id', 'integer', serialKey)
    // team, league or player.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('en', 'varchar(200)', (c) => c.notNull())
    // Null: not known in that language (the English name stands in).
    .addColumn('kor', 'varchar(200)')
    .addColumn('jp', 'varchar(200)')
    // Where the names come from: a seed list's file, or `operator` once edited.
    .addColumn('source', 'varchar(120)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await s
    .createTable('name_aliases')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    // The normalised spelling (name-key): one spelling means one entry per kind and sport.
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().references('name_entries.id').onDelete('cascade'),
    )
    .addColumn('alias', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('name_aliases_pk', ['kind', 'sport_id', 'key'])
    .modifyEnd(byKey)
    .execute();
  await s.createIndex('name_aliases_entry').on('name_aliases').column('entry_id').execute();

  await s
    .createTable('name_misses')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull())
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('name_misses_pk', ['kind', 'sport_id', 'key'])
    .modifyEnd(byKey)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('name_misses').execute();
  await db.schema.dropTable('name_aliases').execute();
  await db.schema.dropTable('name_entries').execute();
}
