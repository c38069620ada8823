/**
 * @module db/repositories/feed-store/match-reads
 * What the feed reads back from storage when it starts: where the feed time stood, which
 * matches are finished, which are in play.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema, MatchesTable } from '../../schema';
import { chunks } from './statement-chunks';

type Db = Kysely<DatabaseSchema>;

/** The latest feed time stored with a batch, or null before the first. @example await storedFeedTime(db) */
export async function storedFeedTime(db: Db): Promise<number | null> {
  const row = await db.selectFrom('feed_clock').select('at').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.at) : null;
}

/** Ids among `ids` whose matches are stored as finished. @example await finishedIds(db, [1, 2]) */
export async function finishedIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const part of chunks(ids, 500)) {
    const rows = await db
      .selectFrom('matches')
      .select('id')
      .where('id', 'in', part)
      .where('ended_at', 'is not', null)
      .execute();
    for (const r of rows) found.add(Number(r.id));
  }
  return found;
}

/** Matches stored as in play. @example await inPlayMatches(db) */
export async function inPlayMatches(db: Db): Promise<MatchesTable[]> {
  return db.selectFrom('matches').selectAll().where('time_status', '=', 1).execute();
}
