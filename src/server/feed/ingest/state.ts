/**
 * @module feed/ingest/state
 * What the ingest holds between updates: the live matches, the names events are told with, the
 * rows waiting for the next write and the event sequence. One object shared by the appliers and
 * the writer, so an update costs no allocation beyond the rows and events it makes.
 */
import type { UnsequencedLiveEvent } from '../../../lib/domain/live-events';
import { TIME_STATUS } from '../../../lib/domain/sports';
import type { ReferenceNames } from '../../contracts/feed-records';
import { emptyBatch, type FeedBatch, type FeedStore } from '../../db/repositories/feed-store';
import type { Logger } from '../../logger';
import type { Bus } from '../bus';
import type { LiveMatch, LiveStateReader } from '../live-state';
import type { ReferenceData } from '../updates';

/** The ingest's options with their defaults filled in. */
export interface IngestSettings {
  store: FeedStore;
  bus: Bus;
  log: Logger;
  /** Wall clock for storage timestamps. */
  now: () => number;
  /** A match whose only change is its clock is rewritten at most this often. */
  clockWriteIntervalMs: number;
  /** Odds history of a finished match keeps one price per this interval. */
  compactIntervalMs: number;
  /** Gives English-only reference rows their Korean and Japanese names before storing. */
  names: ReferenceNames | undefined;
}

export interface IngestState extends IngestSettings {
  readonly matches: Map<number, LiveMatch>;
  readonly teamNames: Map<number, string>;
  readonly leagueNames: Map<number, string>;
  /** Updates applied since start, by type. */
  readonly counts: Record<string, number>;
  /** The last published event's number. */
  seq: number;
  /**
   * The latest feed time (`at`) of the updates applied, stored with the rows they made: the
   * simulator's clock runs ahead of the wall clock and resumes from it after a restart.
   */
  feedTime: number | undefined;
  /** Rows for the next write; the writer swaps in an empty one when it takes them. */
  batch: FeedBatch;
  references: ReferenceData[];
  /**
   * Matches whose row is to be rewritten: at the next flush ('now'), or once the clock write
   * interval has passed since the last write ('clock').
   */
  readonly dirty: Map<number, 'now' | 'clock'>;
  readonly lastWritten: Map<number, number>;
  /** Ended matches whose odds history is thinned at the next flush. */
  readonly toCompact: Set<number>;
  /** Ended matches dropped from memory once their last row is written. */
  readonly toForget: Set<number>;
}

export function createIngestState(settings: IngestSettings): IngestState {
  return {
    store: settings.store,
    bus: settings.bus,
    log: settings.log,
    now: settings.now,
    clockWriteIntervalMs: settings.clockWriteIntervalMs,
    compactIntervalMs: settings.compactIntervalMs,
    names: settings.names,
    matches: new Map(),
    teamNames: new Map(),
    leagueNames: new Map(),
    counts: {},
    // Monotonic across restarts: a client that reconnects after one sees a jump and resyncs.
    seq: settings.now() * 100,
    feedTime: undefined,
    batch: emptyBatch(),
    references: [],
    dirty: new Map(),
    lastWritten: new Map(),
    toCompact: new Set(),
    toForget: new Set(),
  };
}

export function publish(state: IngestState, event: UnsequencedLiveEvent): void {
  state.bus.publish({ ...event, seq: ++state.seq });
}

/** A league as events name it: the feed's name, or its id until the reference arrives. */
export function leagueName(state: IngestState, leagueId: number): string {
  return state.leagueNames.get(leagueId) ?? String(leagueId);
}

/** A team as events name it: the feed's name, or its id until the reference arrives. */
export function teamName(state: IngestState, teamId: number): string {
  return state.teamNames.get(teamId) ?? String(teamId);
}

export function liveStateReader(state: IngestState): LiveStateReader {
  const { matches } = state;
  return {
    get: (id) => matches.get(id),
    inPlay: () =>
      [...matches.values()].filter(
        (m) => m.fixture.time_status === TIME_STATUS.inPlay && !m.endedAt,
      ),
    all: () => [...matches.values()],
    seq: () => state.seq,
  };
}
