/**
 * @module db/migrate
 * Brings the schema up to date at start; a failed migration stops the server with its name.
 */
import { sql } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs pending migrations and returns the names applied in this run. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  // On PostgreSQL the migrator looks for its own tables in every schema unless told which one;
  // with several schemas in one database (one per tenant or test suite) it would find another
  // schema's lock table and never create its own.
  const migrationTableSchema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
          .rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${name} failed: ${(error as Error | undefined)?.message ?? ''}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
