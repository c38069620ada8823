/**
 * @module feed/live-state
 * The in-memory state of matches the feed is working on (upcoming with odds, and in play):
 * what the REST snapshot and the socket layer read without touching the database.
 */
import type { Incident, MatchSnapshot } from '../../lib/domain/match';
import type { OddTypeId, Quote } from '../../lib/domain/odds';
import type { Fixture } from './updates';

export interface LiveOdds {
  bookId: number;
  oddType: OddTypeId;
  /** Opening price. */
  o: Quote;
  /** Current price. */
  n: Quote;
  suspended: boolean;
  createdAt: number;
  updatedAt: number;
  /** Last history timestamp written, to keep history keys unique. */
  lastHistoryAt: number;
}

export interface LiveMatch {
  fixture: Fixture;
  snapshot: MatchSnapshot | null;
  incidents: Incident[];
  url: string | null;
  /** A line-up has been published (kept so every later row write keeps `has_lineup`). */
  hasLineup: boolean;
  odds: Map<string, LiveOdds>;
  /** Timeline entries and incidents already queued for storage. */
  eventsStored: number;
  incidentsStored: number;
  endedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

const keys = new Map<number, string>();

/**
 * The key of a book's market in `LiveMatch.odds`. The same few hundred keys are shared by every
 * match held (a week's fixtures hold ~90,000 entries), so each is made once.
 * @example oddsKey(3, 1) // '3:1'
 */
export function oddsKey(bookId: number, oddType: number): string {
  if (!(oddType > 0 && oddType < 1000)) return `${bookId}:${oddType}`;
  const id = bookId * 1000 + oddType;
  let key = keys.get(id);
  if (key === undefined) {
    key = `${bookId}:${oddType}`;
    // Bounded all the same: book ids come from the feed, and a feed may bring many.
    if (keys.size >= 10_000) keys.clear();
    keys.set(id, key);
  }
  return key;
}

export interface LiveStateReader {
  get(matchId: number): LiveMatch | undefined;
  /** Matches in play now. */
  inPlay(): LiveMatch[];
  /** Every match held in memory (upcoming with odds, in play). */
  all(): LiveMatch[];
  /** The sequence number of the last published live event. */
  seq(): number;
}
