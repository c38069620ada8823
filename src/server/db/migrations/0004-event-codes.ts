/**
 * Event codes (spec §3 "Event": code catalogues per sport): each timeline entry
 * keeps the feed's English text and adds its catalogue code and parameters (JSON as text), so
 * pages can render it in the viewer's language. Both are null for texts the catalogue does not
 * know, and for entries stored before this migration.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_events').addColumn('code', 'integer').execute();
  await db.schema.alterTable('match_events').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_events').dropColumn('params').execute();
  await db.schema.alterTable('match_events').dropColumn('code').execute();
}
