/**
 * @module db/repositories/feed-store/odds-compaction
 * Thinning a finished match's odds history: its opening and closing prices stay, and at most
 * one price per interval between them, so old matches cost a bounded number of rows.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema';
import { chunks } from './statement-chunks';

interface PriceKey {
  book_id: number;
  odd_type: number;
  at: number;
}

/**
 * The prices to drop from rows ordered by book, type and time.
 * @example pricesToDrop([{ book_id: 1, odd_type: 1, at: 0 }, …], 60_000)
 */
export function pricesToDrop(rows: readonly PriceKey[], intervalMs: number): PriceKey[] {
  const drop: PriceKey[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (
      j < rows.length &&
      rows[j]!.book_id === rows[i]!.book_id &&
      rows[j]!.odd_type === rows[i]!.odd_type
    )
      j++;
    // Keep the first and last price of each market and at most one per interval between.
    let lastKept = Number(rows[i]!.at);
    for (let k = i + 1; k < j - 1; k++) {
      const at = Number(rows[k]!.at);
      if (at - lastKept < intervalMs) drop.push(rows[k]!);
      else lastKept = at;
    }
    i = j;
  }
  return drop;
}

/** Thins a match's odds history; returns how many prices went. @example await compactOdds(db, 42, 60_000) */
export async function compactOdds(
  db: Kysely<DatabaseSchema>,
  matchId: number,
  intervalMs: number,
): Promise<number> {
  const rows = await db
    .selectFrom('odds_history')
    .select(['book_id', 'odd_type', 'at'])
    .where('match_id', '=', matchId)
    .orderBy('book_id')
    .orderBy('odd_type')
    .orderBy('at')
    .execute();
  const drop = pricesToDrop(rows, intervalMs);
  await db.transaction().execute(async (tx) => {
    for (const part of chunks(drop, 100)) {
      await tx
        .deleteFrom('odds_history')
        .where('match_id', '=', matchId)
        .where((eb) =>
          eb.or(
            part.map((r) =>
              eb.and([
                eb('book_id', '=', r.book_id),
                eb('odd_type', '=', r.odd_type),
                eb('at', '=', r.at),
              ]),
            ),
          ),
        )
        .execute();
    }
  });
  return drop.length;
}
