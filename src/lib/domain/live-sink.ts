/**
 * @module domain/live-sink
 * The boundary between the socket module and the live stores: what the socket delivers
 * (`LiveSink`) and what it follows (`LiveDemand`). The stores implement it and hand it to the
 * socket module when an island first listens, so neither imports the other's code.
 */
import type { ReadableAtom } from 'nanostores';
import type { LiveStatus } from './live-status';
import type { LiveSnapshot } from './live-rows';
import type { DetailsPayload, FrameEntry, ListFilter, SportsPayload } from './socket-contract';

/** How far the live data is: fetching a snapshot, or applying frames as they come. */
export interface LiveSyncState {
  status: 'idle' | 'syncing' | 'live';
  /** Seq of the list data held. */
  seq: number;
  /** Snapshots fetched after a gap or a reconnect since start. */
  resyncs: number;
}

/** Where the socket module delivers what it receives. */
export interface LiveSink {
  resetList(snapshot: LiveSnapshot): void;
  apply(entries: FrameEntry[]): void;
  resetDetails(bet365Id: string, details: DetailsPayload | null): void;
  dropDetails(bet365Id: string): void;
  sports(payload: SportsPayload): void;
  sync(state: Partial<LiveSyncState>): void;
  /** The server says whether the live data it pushes is current (`live:status`). */
  status(status: LiveStatus): void;
}

/** What the page asks of the live connection: where to deliver, which list and matches to follow. */
export interface LiveDemand {
  sink: LiveSink;
  /** The list the page follows (every sport, one sport id, or none). */
  listFilter: ReadableAtom<ListFilter>;
  /** The bet365 ids whose details the page follows, sorted. */
  followedMatches: ReadableAtom<string[]>;
}
