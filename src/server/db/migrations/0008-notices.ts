/**
 * The operator's notices (spec §3: marquee, banners and popups): rich text cleaned
 * when saved, a status, and a deletion that can be undone (deleted_at).
 */
import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serialKey = (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', serialKey)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // Null: every language.
    .addColumn('lang', 'varchar(2)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('notices_deleted')
    .on('notices')
    .columns(['deleted_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notices').execute();
}
