/**
 * The feed's clock as stored: the latest time of the updates whose rows are written, one row.
 * The simulator's world runs ahead of the wall clock at SIM_SPEED above 1; started again, it
 * resumes from here instead of going back to the wall clock and replaying finished matches.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_clock')
    // Always 1: one clock per database (one feed writes at a time).
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // Feed time, epoch milliseconds.
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_clock').execute();
}
