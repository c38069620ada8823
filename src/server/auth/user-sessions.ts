/**
 * @module auth/user-sessions
 * The one live session of each account in the `users` table: started at login, noted on each
 * call (the idle timeout counts from it), ended at logout or by a new password.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/**
 * The session columns' queries of `createUsersRepository`.
 * @example await userSessionQueries(db, Date.now).startSession(1, sid, '203.0.113.9');
 */
export function userSessionQueries(db: Kysely<DatabaseSchema>, now: () => number) {
  return {
    /** Makes `sid` the account's only live session (older tokens then get 418). */
    async startSession(id: number, sid: string, ip: string | null): Promise<void> {
      const at = now();
      await db
        .updateTable('users')
        .set({
          session_id: sid,
          session_seen_at: at,
          last_login_at: at,
          last_login_ip: ip,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Notes a call of the live session `sid` (the idle timeout counts from it). */
    async touchSession(id: number, sid: string, at: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ session_seen_at: at })
        .where('id', '=', id)
        .where('session_id', '=', sid)
        .execute();
    },

    /**
     * A new password hash; it ends the account's session, so every token issued before stops
     * working. `mustChange` marks a password an operator set (the user is asked for his own).
     */
    async setPassword(id: number, passwordHash: string, mustChange: boolean): Promise<void> {
      const at = now();
      await db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          password_changed_at: at,
          must_change_password: mustChange ? 1 : 0,
          session_id: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Ends the session `sid`, leaving a newer one (another device) alone. */
    async endSession(id: number, sid: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ session_id: null, updated_at: now() })
        .where('id', '=', id)
        .where('session_id', '=', sid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
