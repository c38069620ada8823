/**
 * @module feed/betsapi/tracker
 * The matches the provider follows (upcoming and in play) and how each new row moves them on:
 * first sight → reference + fixture; kick-off → status and live snapshots; a final status →
 * the last snapshot and `ended`. Every change becomes a feed update in the order the ingest
 * needs (reference before the fixture that names it); rows that change nothing produce none.
 */
import type { MatchSnapshot } from '../../../lib/domain/match';
import {
  isFinalStatus,
  TIME_STATUS,
  type SportId,
  type TimeStatus,
} from '../../../lib/domain/sports';
import type { CompletedMatch, FeedUpdate, Fixture, OddsRecord } from '../updates';
import { fixtureOf, snapshotOf, toTimeStatus } from './map-match';
import type { ReferenceCache } from './reference-cache';
import { judgeScore, type LowerClaim } from './score-guard';
import type { EventRow } from './schemas/events';

export interface Track {
  id: number;
  sportId: SportId;
  fixture: Fixture;
  snapshot: MatchSnapshot | null;
  live: boolean;
  hasLineup: boolean;
  /** Line-ups read: 0 none, 1 before kick-off, 2 after it. */
  lineupReads: number;
  /** `since_time` for the next price-history read, epoch seconds. */
  oddsSince: number;
  /** Latest price time handed out per `book:oddType`, epoch ms. */
  lastOddsAt: Map<string, number>;
  /** Views that did not find the match live since it left the in-play list. */
  missing: number;
  /** When a not-started match past its kick-off was last looked up, epoch ms. */
  checkedAt: number;
  /** A lower score the provider keeps sending, not shown until confirmed (score-guard). */
  lowerClaim?: LowerClaim;
}

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

/** How long a finished id is remembered, so a lagging list cannot bring it back. */
const ENDED_MEMORY_MS = 12 * 3_600_000;

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

export function createTracker(options: { refs: ReferenceCache; now: () => number }): Tracker {
  const { refs, now } = options;
  const tracks = new Map<number, Track>();
  const ended = new Map<number, number>();
  const seasons = new Map<number, { id: number; start: number; end: number }[]>();
  const sentFixture = new Map<number, string>();

  function seasonOf(leagueId: number, time: number): number | null {
    return seasons.get(leagueId)?.find((s) => time >= s.start && time <= s.end)?.id ?? null;
  }

  /** References first: the ingest names teams and leagues in its events from them. */
  function emit(out: FeedUpdate[], updates: FeedUpdate[]) {
    const data = refs.take();
    if (data) out.push({ type: 'reference', at: now(), data });
    out.push(...updates);
  }

  function pushFixture(fixture: Fixture, updates: FeedUpdate[]) {
    const signature = JSON.stringify(fixture);
    if (sentFixture.get(fixture.id) === signature) return;
    sentFixture.set(fixture.id, signature);
    updates.push({ type: 'fixture', at: now(), fixture });
  }

  function remember(row: EventRow, sportId: SportId) {
    refs.league(row.league, sportId);
    const stadium = typeof row.extra?.stadium === 'string' ? row.extra.stadium : null;
    refs.team(row.home, sportId, stadium);
    refs.team(row.away, sportId);
  }

  function finish(track: Track, status: TimeStatus, updates: FeedUpdate[]) {
    updates.push({ type: 'ended', at: now(), matchId: track.id, status });
    tracks.delete(track.id);
    sentFixture.delete(track.id);
    ended.set(track.id, now());
  }

  function prune() {
    const t = now();
    for (const [id, at] of ended) if (t - at > ENDED_MEMORY_MS) ended.delete(id);
  }

  return {
    get: (id) => tracks.get(id),
    all: () => [...tracks.values()],
    live: (sportId) =>
      [...tracks.values()].filter(
        (t) => t.live && (sportId === undefined || t.sportId === sportId),
      ),
    hasEnded: (id) => ended.has(id),

    observe(row, sportId, out) {
      const status = toTimeStatus(row.time_status);
      if (status === null || ended.has(row.id))
        return { track: null, becameLive: false, ended: false };
      let track = tracks.get(row.id);
      // A list that lags (upcoming still showing a match under way) must not undo kick-off.
      if (track?.live && status === TIME_STATUS.notStarted)
        return { track, becameLive: false, ended: false };
      const updates: FeedUpdate[] = [];
      remember(row, sportId);
      const final = isFinalStatus(status);
      // The ingest moves a fixture to its final status itself when it is told the match ended.
      const fixtureStatus = final ? (track?.fixture.time_status ?? TIME_STATUS.notStarted) : status;
      const fixture = fixtureOf(
        row,
        sportId,
        fixtureStatus,
        track?.fixture,
        seasonOf(row.league.id, row.time),
      );
      if (!track) {
        track = {
          id: row.id,
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
        tracks.set(row.id, track);
      }
      track.fixture = fixture;
      if (row.has_lineup !== null) track.hasLineup = row.has_lineup === 1;
      pushFixture(fixture, updates);
      const becameLive = !track.live && LIVE.has(status);
      if (!final) track.live = LIVE.has(status);
      if (LIVE.has(status)) track.missing = 0;
      if (LIVE.has(status) || (final && (track.live || row.ss))) {
        const snapshot = snapshotOf(row, sportId, status, track.snapshot);
        // An older answer with a lower score is held back whole: its clock and stats are old too.
        const verdict = final
          ? { admit: true, claim: undefined }
          : judgeScore(track.snapshot?.ss ?? null, snapshot.ss, track.lowerClaim, now());
        track.lowerClaim = verdict.claim;
        if (verdict.admit && JSON.stringify(snapshot) !== JSON.stringify(track.snapshot)) {
          track.snapshot = snapshot;
          updates.push({ type: 'snapshot', at: now(), matchId: row.id, snapshot });
        }
      }
      if (final) finish(track, status, updates);
      emit(out, updates);
      if (final) prune();
      return { track, becameLive, ended: final };
    },

    completed(row, sportId, out) {
      const status = toTimeStatus(row.time_status);
      if (status === null || !isFinalStatus(status) || tracks.has(row.id) || ended.has(row.id))
        return false;
      remember(row, sportId);
      const fixture = fixtureOf(row, sportId, status, undefined, seasonOf(row.league.id, row.time));
      const match: CompletedMatch = {
        fixture,
        snapshot: snapshotOf(row, sportId, status, null),
        incidents: [],
        odds: [],
        // Kick-off plus a typical match length: BetsAPI does not say when a match ended.
        endedAt: Math.min(now(), row.time * 1000 + 2 * 3_600_000),
      };
      ended.set(row.id, now());
      emit(out, [{ type: 'completed', at: now(), matches: [match] }]);
      return true;
    },

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

    seasonAt: seasonOf,

    setSeason(leagueId, season, out) {
      const list = (seasons.get(leagueId) ?? []).filter((s) => s.id !== season.id);
      seasons.set(leagueId, [...list, season]);
      const updates: FeedUpdate[] = [];
      for (const track of tracks.values()) {
        if (track.fixture.league_id !== leagueId || track.fixture.season_id !== null) continue;
        if (track.fixture.time < season.start || track.fixture.time > season.end) continue;
        track.fixture = { ...track.fixture, season_id: season.id };
        pushFixture(track.fixture, updates);
      }
      emit(out, updates);
    },

    drop(id, status, out) {
      const track = tracks.get(id);
      if (!track) return;
      const updates: FeedUpdate[] = [];
      finish(track, status, updates);
      emit(out, updates);
    },
  };
}
