/**
 * @module live-mirror
 * Turns the ingest's live events into (1) the current live state of every match (what the
 * snapshot call returns) and (2) the spec's socket events as deltas: only what changed, scores
 * only for the periods that moved, timeline entries only when new. Pure: the server runs it on
 * every node, and a node that starts late seeds it from a stored copy.
 * The state, the event appliers and the views live in live-mirror/; this wires them together.
 */
import type { LiveEvent } from './live-events';
import type { EndedRow, LiveRow } from './live-rows';
import { applyEvent } from './live-mirror/apply-event';
import {
  createMirrorState,
  ENDED_KEPT,
  seedState,
  takeForgotten,
  type LiveSeed,
} from './live-mirror/mirror-state';
import {
  endedRows,
  listedBySport,
  listedRows,
  listedWithoutBet365,
} from './live-mirror/mirror-views';
import type { MirrorOutput } from './live-mirror/output';
import type { DetailsPayload } from './socket-contract';

// Callers import the mirror's types from here, not from its parts.
export { ENDED_KEPT, type LiveSeed, type MirrorOutput };

export interface LiveMirror {
  /** Seq of the last event applied. */
  seq(): number;
  /** Applies one event in seq order; returns the entries to send (none for stale events). */
  apply(event: LiveEvent): MirrorOutput[];
  /** Replaces the whole state. */
  seed(seed: LiveSeed): void;
  row(matchId: number): LiveRow | undefined;
  /** Current details of a match by bet365 id. */
  details(bet365Id: string): DetailsPayload | undefined;
  /** Listed (in-play) rows, optionally of one sport, ordered by id. */
  listed(sportId?: number): LiveRow[];
  /** Every row, listed or not (main-book odds of matches about to start are kept too). */
  rows(): LiveRow[];
  allDetails(): DetailsPayload[];
  /** Ids of listed matches per sport id (spec onepick `sports`). */
  sports(): Record<string, number[]>;
  /** Listed matches without a bet365 id, optionally of one sport (spec `nobet365`). */
  noBet365(sportId?: number): number[];
  /** Increments whenever the listed set (membership, not content) changes. */
  listVersion(): number;
  /** The finished matches kept (at most {@link ENDED_KEPT}), optionally of one sport, newest first. */
  ended(sportId?: number): EndedRow[];
  /** Ids of finished matches dropped from the kept ones since the last call (stored copies go too). */
  takeForgotten(): readonly number[];
}

/**
 * Creates an empty mirror.
 * @example const m = createLiveMirror(); m.apply(event); m.listed()
 */
export function createLiveMirror(): LiveMirror {
  const state = createMirrorState();
  return {
    seq: () => state.seq,
    apply: (event) => applyEvent(state, event),
    seed: (seed) => seedState(state, seed),
    row: (id) => state.rows.get(id),
    details: (bet365Id) => state.details.get(bet365Id),
    listed: (sportId) => listedRows(state, sportId),
    rows: () => [...state.rows.values()],
    allDetails: () => [...state.details.values()],
    sports: () => listedBySport(state),
    noBet365: (sportId) => listedWithoutBet365(state, sportId),
    listVersion: () => state.version,
    ended: (sportId) => endedRows(state, sportId),
    takeForgotten: () => takeForgotten(state),
  };
}
