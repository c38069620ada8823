/**
 * Sessions that time out and passwords an operator resets: when the account's session last made
 * a call (the idle timeout reads it), and whether the password was set by an operator, so that
 * the user is asked to choose his own at the next login.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Epoch milliseconds of the session's last authenticated call; null before any.
  await db.schema.alterTable('users').addColumn('session_seen_at', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('password_changed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('users').dropColumn('session_seen_at').execute();
}
