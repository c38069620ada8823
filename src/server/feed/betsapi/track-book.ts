/**
 * @module feed/betsapi/track-book
 * What the tracker remembers: the matches it follows, the ids it saw finish (so a lagging list
 * cannot bring them back), each league's seasons and the last fixture handed out per match,
 * with the small steps every tracker operation shares.
 */
import type { MatchSnapshot } from '../../../lib/domain/match';
import type { SportId, TimeStatus } from '../../../lib/domain/sports';
import type { FeedUpdate, Fixture } from '../updates';
import type { ReferenceCache } from './reference-cache';
import type { LowerClaim } from './score-guard';
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

export interface Season {
  id: number;
  /** Epoch seconds. */
  start: number;
  end: number;
}

/** How long a finished id is remembered, so a lagging list cannot bring it back. */
const ENDED_MEMORY_MS = 12 * 3_600_000;

export interface TrackBook {
  readonly tracks: Map<number, Track>;
  /** Finished ids and when they finished, epoch ms. */
  readonly ended: Map<number, number>;
  readonly now: () => number;
  /** The id of the league's season running at `time` (epoch seconds), or null. */
  seasonOf(leagueId: number, time: number): number | null;
  /** Records a league's season (replacing one with the same id). */
  addSeason(leagueId: number, season: Season): void;
  /** Pushes `updates` to `out`, preceded by the reference rows they name. */
  emit(out: FeedUpdate[], updates: FeedUpdate[]): void;
  /** Adds a fixture update unless the same fixture was handed out last. */
  pushFixture(fixture: Fixture, updates: FeedUpdate[]): void;
  /** Collects the league and teams a row names. */
  remember(row: EventRow, sportId: SportId): void;
  /** Ends a followed match. */
  finish(track: Track, status: TimeStatus, updates: FeedUpdate[]): void;
  /** Forgets finished ids old enough that no list still shows them. */
  prune(): void;
}

/**
 * @example
 * const book = createTrackBook({ refs, now: Date.now });
 * book.seasonOf(8, 1_700_000_000); // null until a season of league 8 is added
 */
export function createTrackBook(options: { refs: ReferenceCache; now: () => number }): TrackBook {
  const { refs, now } = options;
  const tracks = new Map<number, Track>();
  const ended = new Map<number, number>();
  const seasons = new Map<number, Season[]>();
  const sentFixture = new Map<number, string>();

  return {
    tracks,
    ended,
    now,
    seasonOf(leagueId, time) {
      return seasons.get(leagueId)?.find((s) => time >= s.start && time <= s.end)?.id ?? null;
    },
    addSeason(leagueId, season) {
      const list = (seasons.get(leagueId) ?? []).filter((s) => s.id !== season.id);
      seasons.set(leagueId, [...list, season]);
    },
    // References first: the ingest names teams and leagues in its events from them.
    emit(out, updates) {
      const data = refs.take();
      if (data) out.push({ type: 'reference', at: now(), data });
      out.push(...updates);
    },
    pushFixture(fixture, updates) {
      const signature = JSON.stringify(fixture);
      if (sentFixture.get(fixture.id) === signature) return;
      sentFixture.set(fixture.id, signature);
      updates.push({ type: 'fixture', at: now(), fixture });
    },
    remember(row, sportId) {
      refs.league(row.league, sportId);
      const stadium = typeof row.extra?.stadium === 'string' ? row.extra.stadium : null;
      refs.team(row.home, sportId, stadium);
      refs.team(row.away, sportId);
    },
    finish(track, status, updates) {
      updates.push({ type: 'ended', at: now(), matchId: track.id, status });
      tracks.delete(track.id);
      sentFixture.delete(track.id);
      ended.set(track.id, now());
    },
    prune() {
      const t = now();
      for (const [id, at] of ended) if (t - at > ENDED_MEMORY_MS) ended.delete(id);
    },
  };
}
