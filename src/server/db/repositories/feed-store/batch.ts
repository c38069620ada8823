/**
 * @module db/repositories/feed-store/batch
 * A batch of the ingest's rows, written in one transaction.
 */
import type {
  AppearancesTable,
  LineupsTable,
  MatchEventsTable,
  MatchesTable,
  MatchIncidentsTable,
  OddsCurrentTable,
  OddsHistoryTable,
} from '../../schema';

export interface FeedBatch {
  matches: MatchesTable[];
  events: MatchEventsTable[];
  incidents: MatchIncidentsTable[];
  oddsCurrent: OddsCurrentTable[];
  oddsHistory: OddsHistoryTable[];
  lineups: LineupsTable[];
  appearances: AppearancesTable[];
}

/** @example const batch = emptyBatch(); batch.matches.push(row) */
export function emptyBatch(): FeedBatch {
  return {
    matches: [],
    events: [],
    incidents: [],
    oddsCurrent: [],
    oddsHistory: [],
    lineups: [],
    appearances: [],
  };
}

/** Rows in the batch, of every table. @example batchSize(emptyBatch()) // 0 */
export function batchSize(batch: FeedBatch): number {
  let n = 0;
  for (const rows of Object.values(batch) as unknown[][]) n += rows.length;
  return n;
}
