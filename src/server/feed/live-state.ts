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

export function oddsKey(bookId: number, oddType: number): string {
  return `${bookId}:${oddType}`;
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
