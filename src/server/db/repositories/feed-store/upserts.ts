/**
 * @module db/repositories/feed-store/upserts
 * The two generic writes most tables take: keep the first row (history, timelines) or the
 * last one (reference data), a paced chunk at a time.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../schema';
import { lastPerKey, paced } from './statement-chunks';

export type Tx = Transaction<DatabaseSchema> | Kysely<DatabaseSchema>;

/** Inserts rows, keeping any already there. @example await insertIgnore(tx, 'odds_history', rows) */
export async function insertIgnore<T extends keyof DatabaseSchema>(
  tx: Tx,
  table: T,
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  for await (const part of paced(rows)) {
    // Re-delivered rows (restart, replay, a second import) are already there: keep the first.
    await tx
      .insertInto(table)
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Inserts rows or replaces every other column of the row with the same `key`.
 * @example await upsertByKey(tx, 'books', ['id'], [{ id: 1, name: 'Bet365', … }])
 */
export async function upsertByKey<T extends keyof DatabaseSchema>(
  tx: Tx,
  table: T,
  key: string[],
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).filter((c) => !key.includes(c));
  const unique = lastPerKey(rows, (r) =>
    key.map((k) => String((r as Record<string, unknown>)[k])).join(':'),
  );
  for await (const part of paced(unique)) {
    await tx
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet(
            (eb) =>
              Object.fromEntries(
                columns.map((c) => [c, eb.ref(`excluded.${c}` as never)]),
              ) as never,
          ),
      )
      .execute();
  }
}
