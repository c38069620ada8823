/**
 * The implementations every shared repository suite runs against: in-memory (where one exists),
 * SQLite in a temporary folder, and PostgreSQL in a fresh schema. Each opened database is
 * migrated to the latest schema.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { createTestSchema } from './postgres';

export interface OpenedDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export async function openTestDatabase(kind: DatabaseKind): Promise<OpenedDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-db-'));
    const database = await openDatabase({ dataDir: dir });
    await migrateToLatest(database);
    return {
      database,
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await createTestSchema();
  const database = await openDatabase({ url: schema.url, dataDir: os.tmpdir(), pgPoolSize: 4 });
  await migrateToLatest(database);
  return {
    database,
    dispose: async () => {
      await database.close();
      await schema.drop();
    },
  };
}
