/**
 * @module live-mirror/mirror-views
 * Read-only views of the mirror's state for snapshots and the spec's list events: listed rows,
 * ids per sport, matches without a bet365 id, finished matches kept.
 */
import { isListed, type EndedRow, type LiveRow } from '../live-rows';
import { isFinalStatus } from '../sports';
import type { MirrorState } from './mirror-state';

const byId = (a: LiveRow, b: LiveRow) => a.id - b.id;

/** Listed (in-play) rows, optionally of one sport, ordered by id. @example listedRows(state, 1) */
export function listedRows(state: MirrorState, sportId?: number): LiveRow[] {
  const out: LiveRow[] = [];
  for (const r of state.rows.values()) {
    if (isListed(r) && (sportId === undefined || r.sport_id === sportId)) out.push(r);
  }
  return out.sort(byId);
}

/** Ids of listed matches per sport id (spec onepick `sports`). */
export function listedBySport(state: MirrorState): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const r of [...state.rows.values()].sort(byId)) {
    if (isListed(r)) (out[String(r.sport_id)] ??= []).push(r.id);
  }
  return out;
}

/** Listed matches without a bet365 id, optionally of one sport (spec `nobet365`). */
export function listedWithoutBet365(state: MirrorState, sportId?: number): number[] {
  const out: number[] = [];
  for (const r of state.rows.values()) {
    if (isListed(r) && !r.bet365_id && (sportId === undefined || r.sport_id === sportId))
      out.push(r.id);
  }
  return out.sort((a, b) => a - b);
}

/** The finished matches kept, optionally of one sport, newest first. */
export function endedRows(state: MirrorState, sportId?: number): EndedRow[] {
  const out: EndedRow[] = [];
  for (let i = state.endedOrder.length - 1; i >= 0; i--) {
    const r = state.rows.get(state.endedOrder[i]!);
    if (!r || !isFinalStatus(r.time_status)) continue;
    if (sportId === undefined || r.sport_id === sportId)
      out.push({ id: r.id, sport_id: r.sport_id, time_status: r.time_status, ss: r.ss });
  }
  return out;
}
