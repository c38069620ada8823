/**
 * @module auth/user-data-repository
 * What a logged-in user keeps (spec §6): favourite matches, per-game settings, daily
 * check-ins, and the balance with the ledger of every change to it.
 */
import type { Kysely } from 'kysely';
import type { GameSettings } from '../../lib/domain/accounts';
import type { DatabaseSchema } from '../db/schema';
import { userBalanceQueries } from './user-balance';

export { BALANCE_TYPES, BalanceTooLowError, type BalanceType } from './user-balance';

export type UserDataRepository = ReturnType<typeof createUserDataRepository>;

export function createUserDataRepository(db: Kysely<DatabaseSchema>, now: () => number) {
  return {
    async listFavorites(userId: number) {
      return db
        .selectFrom('user_favorites')
        .select(['user_id', 'match_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('match_id', 'desc')
        .execute();
    },
    async isFavorite(userId: number, matchId: number): Promise<boolean> {
      const row = await db
        .selectFrom('user_favorites')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async setFavorite(userId: number, matchId: number, on: boolean): Promise<void> {
      if (on) {
        await db
          .insertInto('user_favorites')
          .values({ user_id: userId, match_id: matchId, created_at: now() })
          .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('user_favorites')
          .where('user_id', '=', userId)
          .where('match_id', '=', matchId)
          .execute();
      }
    },

    async getGameSettings(userId: number): Promise<GameSettings> {
      const row = await db
        .selectFrom('user_game_settings')
        .select('setting_json')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.setting_json) as GameSettings) : {};
    },
    async saveGameSettings(userId: number, settings: GameSettings): Promise<void> {
      const values = { setting_json: JSON.stringify(settings), updated_at: now() };
      await db
        .insertInto('user_game_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** Records a check-in for `day`; false when that day already has one. */
    async checkIn(userId: number, day: string): Promise<boolean> {
      const result = await db
        .insertInto('user_checkins')
        .values({ user_id: userId, day, created_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        // A conflict returns no row: that day already had its check-in.
        .returning('day')
        .executeTakeFirst();
      return result !== undefined;
    },
    /** Check-in days (YYYY-MM-DD) from `fromDay` to `toDay` inclusive, newest first. */
    async checkIns(userId: number, fromDay: string, toDay: string): Promise<string[]> {
      const rows = await db
        .selectFrom('user_checkins')
        .select('day')
        .where('user_id', '=', userId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .orderBy('day', 'desc')
        .execute();
      return rows.map((r) => r.day);
    },

    /** The balance and its ledger (user-balance.ts). */
    ...userBalanceQueries(db, now),
  };
}
