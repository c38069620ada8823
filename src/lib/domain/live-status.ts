/**
 * @module live-status
 * Whether what a node pushes of live play is current (spec §4.18): a node whose
 * bus to the other nodes is down, or whose feed cannot reach its provider, keeps serving the
 * last state it holds, and its pages must say the scores may be old, and since when.
 */

/** How a feed stands: the provider answers (`running`), fails (`stale`), not yet, or no more. */
export type FeedState = 'starting' | 'running' | 'stale' | 'stopped';

/** The feed's state as the node running it reports it, with when it entered that state. */
export interface FeedReport {
  state: FeedState;
  /** Epoch ms since the feed has been in this state. */
  since: number;
}

/** Pushed to every live page of a node (`live:status`) when it changes, and on connecting while stale. */
export interface LiveStatus {
  stale: boolean;
  /** What holds the data back: the bus between nodes, or the feed. Null while current. */
  reason: 'bus' | 'feed' | null;
  /** Epoch ms since the data may be old; null while current. */
  since: number | null;
}

export const CURRENT: LiveStatus = { stale: false, reason: null, since: null };

export interface StatusInputs {
  /** Epoch ms since this node's bus has been down; null while it is up (or in process). */
  busDownSince: number | null;
  /**
   * The feed's report: this node's own feed, or the one the feeding node shares on the bus.
   * Null when no node reports one (the feeding node stopped or never started).
   */
  feed: FeedReport | null;
  /** Epoch ms when the node began looking (stands in for `since` when nothing reports). */
  watchingSince: number;
}

/**
 * The node's live status. A lost bus is named first: it also hides the feed's reports.
 * @example liveStatusOf({ busDownSince: null, feed: { state: 'stale', since: 5 }, watchingSince: 0 }) // { stale: true, reason: 'feed', since: 5 }
 */
export function liveStatusOf(inputs: StatusInputs): LiveStatus {
  if (inputs.busDownSince !== null)
    return { stale: true, reason: 'bus', since: inputs.busDownSince };
  if (inputs.feed === null) return { stale: true, reason: 'feed', since: inputs.watchingSince };
  if (inputs.feed.state === 'stale' || inputs.feed.state === 'stopped')
    return { stale: true, reason: 'feed', since: inputs.feed.since };
  return CURRENT;
}

export function sameStatus(a: LiveStatus, b: LiveStatus): boolean {
  return a.stale === b.stale && a.reason === b.reason && a.since === b.since;
}

/**
 * Reads a pushed status, refusing anything else (a payload is never trusted as typed). Kept
 * short: it ships on every live page.
 * @example readLiveStatus({ stale: true, reason: 'bus', since: 1 }) // { stale: true, reason: 'bus', since: 1 }
 */
export function readLiveStatus(value: unknown): LiveStatus | null {
  const v = value as Partial<LiveStatus> | null;
  if (v?.stale === false) return CURRENT;
  return v?.stale === true &&
    (v.reason === 'bus' || v.reason === 'feed') &&
    typeof v.since === 'number' &&
    v.since > 0
    ? { stale: true, reason: v.reason, since: v.since }
    : null;
}
