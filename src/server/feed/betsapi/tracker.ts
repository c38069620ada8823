/**
 * @module feed/betsapi/tracker
 * The matches the provider follows (upcoming and in play) and how each new row moves them on:
 * first sight → reference + fixture; kick-off → status and live snapshots; a final status →
 * the last snapshot and `ended`. Every change becomes a feed update in the order the ingest
 * needs (reference before the fixture that names it); rows that change nothing produce none.
 */
import {
  isFinalStatus,
  TIME_STATUS,
  type SportId,
  type TimeStatus,
} from '../../../lib/domain/sports';
import type { CompletedMatch, FeedUpdate, Fixture, OddsRecord } from '../updates';
import { fixtureOf, snapshotOf, toTimeStatus } from './map-match';
import type { ReferenceCache } from './reference-cache';
import { judgeScore } from './score-guard';
import type { EventRow } from './schemas/events';
import { createTrackBook, type Track, type TrackBook } from './track-book';

export type { Track } from './track-book';

export interface Observation {
  track: Track | null;
  becameLive: boolean;
  ended: boolean;
}

/** Statuses during which a match has a live snapshot. */
const LIVE = new Set<TimeStatus>([
  TIME_STATUS.inPlay,
  TIME_STATUS.interrupted,
  TIME_STATUS.suspended,
]);

export interface Tracker {
  get(id: number): Track | undefined;
  all(): Track[];
  live(sportId?: SportId): Track[];
  hasEnded(id: number): boolean;
  /** Applies one event row (any endpoint); pushes the resulting updates to `out`. */
  observe(row: EventRow, sportId: SportId, out: FeedUpdate[]): Observation;
  /** A finished match never followed live, delivered whole (results, head-to-head). */
  completed(row: EventRow, sportId: SportId, out: FeedUpdate[]): boolean;
  /** Pushes the prices newer than those already handed out. */
  odds(track: Track, records: readonly OddsRecord[], out: FeedUpdate[]): number;
  /** Records a league's season so fixtures in its time span carry its id. */
  setSeason(
    leagueId: number,
    season: { id: number; start: number; end: number },
    out: FeedUpdate[],
  ): void;
  /** The id of the league's season running at `time` (epoch seconds), or null. */
  seasonAt(leagueId: number, time: number): number | null;
  /** Ends a match the provider lost (removed from BetsAPI without a final status). */
  drop(id: number, status: TimeStatus, out: FeedUpdate[]): void;
}

/**
 * @example
 * const tracker = createTracker({ refs, now: Date.now });
 * const out: FeedUpdate[] = [];
 * tracker.observe(row, 1, out); // a new match: reference rows, then its fixture
 */
export function createTracker(options: { refs: ReferenceCache; now: () => number }): Tracker {
  const book = createTrackBook(options);
  const { tracks, ended } = book;
  return {
    get: (id) => tracks.get(id),
    all: () => [...tracks.values()],
    live: (sportId) =>
      [...tracks.values()].filter(
        (t) => t.live && (sportId === undefined || t.sportId === sportId),
      ),
    hasEnded: (id) => ended.has(id),
    observe: (row, sportId, out) => observeRow(book, row, sportId, out),
    completed: (row, sportId, out) => completeRow(book, row, sportId, out),
    odds(track, records, out) {
      let pushed = 0;
      for (const record of records) {
        const key = `${record.bookId}:${record.oddType}`;
        if (record.at <= (track.lastOddsAt.get(key) ?? -Infinity)) continue;
        track.lastOddsAt.set(key, record.at);
        out.push({ type: 'odds', at: record.at, matchId: track.id, record });
        pushed++;
      }
      return pushed;
    },
    seasonAt: (leagueId, time) => book.seasonOf(leagueId, time),
    setSeason(leagueId, season, out) {
      book.addSeason(leagueId, season);
      const updates: FeedUpdate[] = [];
      for (const track of tracks.values()) {
        if (track.fixture.league_id !== leagueId || track.fixture.season_id !== null) continue;
        if (track.fixture.time < season.start || track.fixture.time > season.end) continue;
        track.fixture = { ...track.fixture, season_id: season.id };
        book.pushFixture(track.fixture, updates);
      }
      book.emit(out, updates);
    },
    drop(id, status, out) {
      const track = tracks.get(id);
      if (!track) return;
      const updates: FeedUpdate[] = [];
      book.finish(track, status, updates);
      book.emit(out, updates);
    },
  };
}

/** Applies one event row to the match it names (see `Tracker.observe`). */
function observeRow(
  book: TrackBook,
  row: EventRow,
  sportId: SportId,
  out: FeedUpdate[],
): Observation {
  const status = toTimeStatus(row.time_status);
  if (status === null || book.ended.has(row.id))
    return { track: null, becameLive: false, ended: false };
  let track = book.tracks.get(row.id);
  // A list that lags (upcoming still showing a match under way) must not undo kick-off.
  if (track?.live && status === TIME_STATUS.notStarted)
    return { track, becameLive: false, ended: false };
  const updates: FeedUpdate[] = [];
  book.remember(row, sportId);
  const final = isFinalStatus(status);
  // The ingest moves a fixture to its final status itself when it is told the match ended.
  const fixtureStatus = final ? (track?.fixture.time_status ?? TIME_STATUS.notStarted) : status;
  const fixture = fixtureOf(
    row,
    sportId,
    fixtureStatus,
    track?.fixture,
    book.seasonOf(row.league.id, row.time),
  );
  if (!track) {
    track = newTrack(row.id, sportId, fixture);
    book.tracks.set(row.id, track);
  }
  track.fixture = fixture;
  if (row.has_lineup !== null) track.hasLineup = row.has_lineup === 1;
  book.pushFixture(fixture, updates);
  const becameLive = !track.live && LIVE.has(status);
  if (!final) track.live = LIVE.has(status);
  if (LIVE.has(status)) track.missing = 0;
  if (LIVE.has(status) || (final && (track.live || row.ss)))
    moveSnapshot(book, track, row, sportId, status, updates);
  if (final) book.finish(track, status, updates);
  book.emit(out, updates);
  if (final) book.prune();
  return { track, becameLive, ended: final };
}

function newTrack(id: number, sportId: SportId, fixture: Fixture): Track {
  return {
    id,
    sportId,
    fixture,
    snapshot: null,
    live: false,
    hasLineup: false,
    lineupReads: 0,
    oddsSince: 0,
    lastOddsAt: new Map(),
    missing: 0,
    checkedAt: 0,
  };
}

/** Takes the row's snapshot when it says something new and the score guard admits it. */
function moveSnapshot(
  book: TrackBook,
  track: Track,
  row: EventRow,
  sportId: SportId,
  status: TimeStatus,
  updates: FeedUpdate[],
) {
  const snapshot = snapshotOf(row, sportId, status, track.snapshot);
  // An older answer with a lower score is held back whole: its clock and stats are old too.
  const verdict = isFinalStatus(status)
    ? { admit: true, claim: undefined }
    : judgeScore(track.snapshot?.ss ?? null, snapshot.ss, track.lowerClaim, book.now());
  track.lowerClaim = verdict.claim;
  if (verdict.admit && JSON.stringify(snapshot) !== JSON.stringify(track.snapshot)) {
    track.snapshot = snapshot;
    updates.push({ type: 'snapshot', at: book.now(), matchId: row.id, snapshot });
  }
}

/** Delivers a finished match never followed live (see `Tracker.completed`). */
function completeRow(book: TrackBook, row: EventRow, sportId: SportId, out: FeedUpdate[]) {
  const { now } = book;
  const status = toTimeStatus(row.time_status);
  if (
    status === null ||
    !isFinalStatus(status) ||
    book.tracks.has(row.id) ||
    book.ended.has(row.id)
  )
    return false;
  book.remember(row, sportId);
  const fixture = fixtureOf(
    row,
    sportId,
    status,
    undefined,
    book.seasonOf(row.league.id, row.time),
  );
  const match: CompletedMatch = {
    fixture,
    snapshot: snapshotOf(row, sportId, status, null),
    incidents: [],
    odds: [],
    // Kick-off plus a typical match length: BetsAPI does not say when a match ended.
    endedAt: Math.min(now(), row.time * 1000 + 2 * 3_600_000),
  };
  book.ended.set(row.id, now());
  book.emit(out, [{ type: 'completed', at: now(), matches: [match] }]);
  return true;
}
