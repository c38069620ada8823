/**
 * @module auth/user-balance
 * A user's balance (hundredths) and the ledger of every change to it, with the reason and the
 * spec §3 commission type of each.
 */
import type { Kysely } from 'kysely';
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

/**
 * The balance queries of `createUserDataRepository`.
 * @example await userBalanceQueries(db, Date.now).adjustBalance(1, 500, 'm', 'welcome bonus');
 */
export function userBalanceQueries(db: Kysely<DatabaseSchema>, now: () => number) {
  return {
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
