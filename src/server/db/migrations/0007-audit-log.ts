/**
 * The operator's audit log: who changed what and when, with the value before and
 * after, for every administrator action (settings, accounts). Rows are only ever added.
 */
import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serialKey = (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', serialKey)
    .addColumn('at', 'bigint', (c) => c.notNull())
    // No foreign key: the log outlives a deleted account, and names it as it was.
    .addColumn('actor_id', 'integer')
    .addColumn('actor', 'varchar(40)', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('target', 'varchar(120)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
