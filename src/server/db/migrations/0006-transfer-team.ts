/**
 * A transfer's club by its English name in a column of its own, indexed: team info lists the
 * club's spells by it (spec §2 "Team list and team info") with an index lookup instead of a
 * pattern match over every transfer's JSON names. Rows written before are filled from the JSON.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('transfers').addColumn('team', 'varchar(200)').execute();
  await sql`update transfers set team = ${
    sqlite ? sql`json_extract(team_name, '$.name')` : sql`(team_name::json ->> 'name')`
  }`.execute(db);
  await db.schema.createIndex('transfers_team').on('transfers').column('team').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transfers_team').execute();
  await db.schema.alterTable('transfers').dropColumn('team').execute();
}
