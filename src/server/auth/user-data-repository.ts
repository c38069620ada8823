/**
 * @module auth/user-data-repository
 * What a logged-in user keeps (spec §6): favourite matches, per-game settings, daily
 * check-ins, and the balance with the ledger of every change to it.
 */
import type { Kysely } from 'kysely';
import type { GameSettings } from '../../lib/domain/accounts';
import type { DatabaseSchema } from '../db/schema';

/** Spec §3 commission types c cash, l lost, b bet, and m for an operator's manual change. */
export const BALANCE_TYPES = ['c', 'l', 'b', 'm'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

export class BalanceTooLowError extends Error {
  constructor(readonly balance: number) {
    super('The balance cannot go below zero');
    this.name = 'BalanceTooLowError';
  }
}

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

    async balance(userId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select('balance')
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },
    /**
     * Changes a balance by `amount` hundredths and records why, in one transaction; refuses
     * (BalanceTooLowError) a change that would take it below zero.
     */
    async adjustBalance(
      userId: number,
      amount: number,
      type: BalanceType,
      reason: string,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        // One conditional update, so concurrent changes cannot overdraw or lose each other.
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now() }))
          .where('id', '=', userId)
          .where((eb) => eb(eb('balance', '+', amount), '>=', 0))
          .executeTakeFirst();
        const row = await trx
          .selectFrom('users')
          .select('balance')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(updated.numUpdatedRows) === 0) throw new BalanceTooLowError(Number(row.balance));
        await trx
          .insertInto('user_balance_log')
          .values({ user_id: userId, amount, type, reason, created_at: now() })
          .execute();
        return Number(row.balance);
      });
    },
    /** Sum of a user's ledger entries of one type, in hundredths. */
    async balanceTotal(userId: number, type: BalanceType): Promise<number> {
      const row = await db
        .selectFrom('user_balance_log')
        .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}
