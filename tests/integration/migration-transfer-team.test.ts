/**
 * Migration 0006 on SQLite and PostgreSQL: transfers stored before it get their club's English
 * name in the new `team` column (read from the JSON names), so team info finds their spells.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations/index';
import { createTestSchema } from './helpers/postgres';

async function openAt(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-mig-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = await createTestSchema('mig');
  const database = await openDatabase({ url: schema.url, dataDir: os.tmpdir(), pgPoolSize: 2 });
  return { database, dispose: () => schema.drop() };
}

async function migrateTo(database: Database, name: string) {
  const migrationTableSchema =
    database.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error as Error;
}

describe.each(['sqlite', 'postgres'] as const)('migration 0006 on %s', (kind) => {
  it('fills the club name of transfers stored before it', async () => {
    const { database, dispose } = await openAt(kind);
    try {
      await migrateTo(database, '0005-names');
      await sql`insert into transfers (player_id, seq, team_name, start, "end", type_id)
        values (1, 0, ${JSON.stringify({ name: 'Nott\'m "Forest"', kor: '노팅엄', jp: 'ノッティンガム' })}, '2020-07-01', null, 1)`.execute(
        database.db,
      );
      expect(await migrateToLatest(database)).toContain('0006-transfer-team');
      const rows = await database.db.selectFrom('transfers').select(['team']).execute();
      expect(rows).toEqual([{ team: 'Nott\'m "Forest"' }]);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
