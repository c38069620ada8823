/**
 * @module live-mirror/mirror-state
 * The mirror's state (rows, details, seq, list version, finished matches kept) and the
 * bookkeeping every event shares: setting a row, keeping a finished one, seeding, forgetting.
 * Plain functions over one state object, so each event's applier can be read on its own.
 */
import { isListed, type LiveRow } from '../live-rows';
import { isFinalStatus } from '../sports';
import type { DetailsPayload } from '../socket-contract';

/**
 * Finished matches the mirror keeps with their final score, newest last. A reader that missed a
 * match's end (a frame lost while the bus was down) learns the final score at its resync instead
 * of keeping the last one it saw; a hundred covers every match that ends within a long outage.
 */
export const ENDED_KEPT = 100;

/** The stored form of a mirror: enough for another node to continue from `seq`. */
export interface LiveSeed {
  seq: number;
  rows: LiveRow[];
  details: DetailsPayload[];
}

export interface MirrorState {
  rows: Map<number, LiveRow>;
  /** Details by bet365 id. */
  details: Map<string, DetailsPayload>;
  /** Seq of the last event applied. */
  seq: number;
  /** Increments whenever the listed set (membership, not content) changes. */
  version: number;
  /**
   * Finished matches, oldest first; a match that comes back to play keeps its place until it
   * would be dropped, and is then spared.
   */
  endedOrder: number[];
  /** Finished matches dropped from the kept ones and not yet taken. */
  forgotten: number[];
}

const NONE_FORGOTTEN: readonly number[] = Object.freeze([]);

/** @example const state = createMirrorState(); state.seq // 0 */
export function createMirrorState(): MirrorState {
  return { rows: new Map(), details: new Map(), seq: 0, version: 0, endedOrder: [], forgotten: [] };
}

/** Stores a row, counting a change of the listed set. */
export function setRow(state: MirrorState, next: LiveRow, before: LiveRow | undefined): void {
  state.rows.set(next.id, next);
  if (isListed(next) !== isListed(before)) state.version++;
}

/** Keeps a finished match as the newest, dropping the oldest beyond {@link ENDED_KEPT}. */
export function keepEnded(state: MirrorState, id: number): void {
  state.endedOrder = state.endedOrder.filter((kept) => kept !== id);
  state.endedOrder.push(id);
  while (state.endedOrder.length > ENDED_KEPT) {
    const oldest = state.endedOrder.shift()!;
    const row = state.rows.get(oldest);
    if (row && isFinalStatus(row.time_status)) {
      state.rows.delete(oldest);
      state.forgotten.push(oldest);
    }
  }
}

/** Replaces the whole state with a stored copy. */
export function seedState(state: MirrorState, seed: LiveSeed): void {
  state.rows.clear();
  state.details.clear();
  for (const r of seed.rows) state.rows.set(r.id, r);
  for (const d of seed.details) state.details.set(d.info.bet365id, d);
  // Oldest end first, as the events made them (a stored copy comes back in any order): the
  // next end must drop the match that finished first, not one that has just finished.
  state.endedOrder = seed.rows
    .filter((r) => isFinalStatus(r.time_status))
    .sort((a, b) => a.seq - b.seq)
    .map((r) => r.id);
  state.forgotten = [];
  state.seq = seed.seq;
  state.version++;
}

/** Ids of finished matches dropped since the last call. */
export function takeForgotten(state: MirrorState): readonly number[] {
  // Most events forget nothing: hand back the shared empty list then, not a new one.
  if (state.forgotten.length === 0) return NONE_FORGOTTEN;
  const out = state.forgotten;
  state.forgotten = [];
  return out;
}
