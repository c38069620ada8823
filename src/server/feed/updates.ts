/**
 * @module feed/updates
 * The normalized update stream every provider emits (simulator, BetsAPI, replay) and the
 * ingest consumes. Records are plain JSON so the stream can be recorded and replayed.
 */
import type { FeedState } from '../../lib/domain/live-status';
import type { Incident, MatchSnapshot, Side } from '../../lib/domain/match';
import type { TimeStatus } from '../../lib/domain/sports';
import type {
  CompletedMatch,
  Fixture,
  LineupSide,
  OddsRecord,
  ReferenceData,
} from '../contracts/feed-records';

export type {
  CompletedMatch,
  Fixture,
  LineupEntry,
  LineupSide,
  NamesRow,
  OddsRecord,
  ReferenceData,
} from '../contracts/feed-records';

export type FeedUpdate =
  | { type: 'reference'; at: number; data: ReferenceData }
  | { type: 'fixture'; at: number; fixture: Fixture }
  | {
      type: 'snapshot';
      at: number;
      matchId: number;
      snapshot: MatchSnapshot;
      incidents?: Incident[];
    }
  | { type: 'odds'; at: number; matchId: number; record: OddsRecord }
  | { type: 'status'; at: number; matchId: number; status: TimeStatus }
  | { type: 'ended'; at: number; matchId: number; status: TimeStatus }
  | { type: 'url'; at: number; matchId: number; url: string | null }
  | { type: 'lineup'; at: number; matchId: number; lineup: { home: LineupSide; away: LineupSide } }
  | {
      type: 'appearances';
      at: number;
      matchId: number;
      rows: { playerId: number; side: Side; starting: boolean; minutes: number }[];
    }
  | { type: 'completed'; at: number; matches: CompletedMatch[] };

/** Where a provider delivers its updates. */
export interface FeedSink {
  push(updates: FeedUpdate[]): void;
}

/** Declared with the live status the pages are told (lib/domain/live-status). */
export type FeedStatus = FeedState;

/** A source of sports data: the simulator, BetsAPI or a recording. */
export interface FeedProvider {
  readonly name: 'simulator' | 'betsapi' | 'replay';
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
  status(): FeedStatus;
  /** Why the status is `stale` (the provider's latest failure, endpoint first), else null. */
  statusReason?(): string | null;
  /** Providers that fill in past results at start resolve this, with the count, when done. */
  backfillDone?(): Promise<number>;
}
