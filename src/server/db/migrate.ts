/**
 * @module db/migrate
 * Brings the schema up to date at start; a failed migration stops the server with its name.
 */
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs pending migrations and returns the names applied in this run. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider });
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
