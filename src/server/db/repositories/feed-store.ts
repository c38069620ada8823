/**
 * @module db/repositories/feed-store
 * Where the ingest writes: reference data, match rows with their timelines, line-ups and odds,
 * in batches (one transaction each) so that a busy feed costs a few writes per second.
 * The batch, the statement chunking, the writes and the reads live in feed-store/; this puts
 * them behind the FeedStore interface.
 */
import type { Kysely } from 'kysely';
import type { ReferenceData } from '../../contracts/feed-records';
import type { DatabaseSchema, MatchesTable } from '../schema';
import { batchSize, emptyBatch, type FeedBatch } from './feed-store/batch';
import { finishedIds, inPlayMatches, storedFeedTime } from './feed-store/match-reads';
import { writeBatch } from './feed-store/match-writes';
import { compactOdds } from './feed-store/odds-compaction';
import { writeReference } from './feed-store/reference-writes';
import { chunks, lastPerKey, paced } from './feed-store/statement-chunks';

// Callers import these from here, not from the store's parts.
export { batchSize, chunks, emptyBatch, lastPerKey, paced, type FeedBatch };

export interface FeedStore {
  writeReference(data: ReferenceData): Promise<void>;
  /**
   * Writes the rows in one transaction. `feedTime`, the latest feed time the rows stand at, is
   * stored with them (never moved back), so a restarted simulator resumes from it.
   */
  writeBatch(batch: FeedBatch, feedTime?: number): Promise<void>;
  /** The latest feed time stored with a batch, or null before the first (epoch ms). */
  feedTime(): Promise<number | null>;
  /** Ids among `ids` whose matches are stored as finished (back-fill skips them). */
  finishedIds(ids: readonly number[]): Promise<Set<number>>;
  /** Thins a finished match's odds history to opening, closing and one price per interval. */
  compactOdds(matchId: number, intervalMs: number): Promise<number>;
  /** Matches stored as in play (to resume after a restart). */
  inPlay(): Promise<MatchesTable[]>;
}

/** @example const store = createSqlFeedStore(db); await store.writeBatch(batch, feedTime) */
export function createSqlFeedStore(db: Kysely<DatabaseSchema>): FeedStore {
  return {
    writeReference: (data) => writeReference(db, data),
    writeBatch: (batch, feedTime) => writeBatch(db, batch, feedTime),
    feedTime: () => storedFeedTime(db),
    finishedIds: (ids) => finishedIds(db, ids),
    compactOdds: (matchId, intervalMs) => compactOdds(db, matchId, intervalMs),
    inPlay: () => inPlayMatches(db),
  };
}
