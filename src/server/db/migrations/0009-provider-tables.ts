/**
 * League tables and top lists as the provider publishes them (BetsAPI's v3/league/table and
 * v1/league/toplist), one row per league, season and kind, kept whole as JSON: the league
 * pages show them while the season's own stored results are not complete.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_tables')
    .addColumn('league_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'bigint', (c) => c.notNull())
    // 'table' or 'toplist'.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // When the provider's answer was read, epoch milliseconds.
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_tables_pk', ['league_id', 'season_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_tables').execute();
}
