/**
 * @module inplay/live-adapter
 * The in-play screen's one door to the live push: it follows the list of the view's sport and
 * the matches whose details the screen shows, through the live stores (src/lib/stores/live.ts,
 * fed by the one socket module), and turns their changes into calls on the screen's handlers:
 * rows that changed, matches that ended, score and odds changes, details, and sport counts.
 */
import type { OddsChange, ScoreChange } from '../domain/live-events';
import type { LiveRow } from '../domain/live-rows';
import type { DetailsPayload } from '../domain/socket-contract';
import {
  $endedMatches,
  $liveDetails,
  $liveMatches,
  $liveSync,
  $oddsChanges,
  $scoreChanges,
  $sportCounts,
  followList,
  followRoute,
  watchMatch,
} from '../stores/live';

export interface LiveHandlers {
  /** Live rows that changed since the last call (every row after a snapshot). */
  onRows(rows: LiveRow[]): void;
  onEnded(ids: number[]): void;
  /** A fresh snapshot holds exactly these listed matches (after connecting or a missed frame). */
  onSynced(listed: ReadonlySet<number>): void;
  onScoreChange(change: ScoreChange): void;
  onOddsChange(change: OddsChange): void;
  onDetails(bet365: string, details: DetailsPayload): void;
  /** In-play counts per sport id. */
  onCounts(counts: Record<string, number>): void;
}

export interface LiveLink {
  /** Follow the list of one sport, or of every sport. */
  follow(sport: number | undefined): void;
  /** The match rooms to be in: the first is the route's match. */
  watch(bet365Ids: readonly string[]): void;
  stop(): void;
}

/** Items of `next` that `previous` did not hold (the recent-change lists only grow at the end). */
function added<T>(previous: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(previous);
  return next.filter((item) => !seen.has(item));
}

/**
 * Connects the handlers to the live stores.
 * @example const link = connectLive(handlers, 18); link.watch(['602000050468']); link.stop();
 */
export function connectLive(handlers: LiveHandlers, initialSport: number | undefined): LiveLink {
  const stops: (() => void)[] = [];
  const released = new Map<string, () => void>();
  let rows: Partial<Record<string, LiveRow>> = {};
  let details: Partial<Record<string, DetailsPayload>> = {};
  let scores: readonly ScoreChange[] = $scoreChanges.get();
  let odds: readonly OddsChange[] = $oddsChanges.get();
  const endedSeen = new Set<number>($endedMatches.get());
  let synced = $liveSync.get();

  followList(initialSport ?? 'all');

  stops.push(
    $liveMatches.subscribe((next) => {
      const changed: LiveRow[] = [];
      for (const [key, row] of Object.entries(next)) {
        if (row && rows[key] !== row) changed.push(row);
      }
      rows = next;
      if (changed.length > 0) handlers.onRows(changed);
    }),
    $endedMatches.subscribe((ids) => {
      const fresh = ids.filter((id) => !endedSeen.has(id));
      for (const id of fresh) endedSeen.add(id);
      if (fresh.length > 0) handlers.onEnded(fresh);
    }),
    $liveSync.subscribe((state) => {
      const before = synced;
      synced = state;
      const fresh =
        state.status === 'live' && (before.status !== 'live' || before.resyncs !== state.resyncs);
      if (fresh) {
        const listed = new Set<number>();
        for (const row of Object.values($liveMatches.get())) if (row) listed.add(row.id);
        handlers.onSynced(listed);
      }
    }),
    $scoreChanges.listen((next) => {
      for (const change of added(scores, next)) handlers.onScoreChange(change);
      scores = next;
    }),
    $oddsChanges.listen((next) => {
      for (const change of added(odds, next)) handlers.onOddsChange(change);
      odds = next;
    }),
    $liveDetails.subscribe((next) => {
      for (const [bet365, d] of Object.entries(next)) {
        if (d && details[bet365] !== d) handlers.onDetails(bet365, d);
      }
      details = next;
    }),
    $sportCounts.subscribe((counts) => {
      if (Object.keys(counts).length > 0) handlers.onCounts(counts);
    }),
  );

  return {
    follow(sport) {
      followList(sport ?? 'all');
    },
    watch(ids) {
      const [route = null, ...others] = ids;
      followRoute(route);
      for (const [id, release] of released) {
        if (!others.includes(id)) {
          release();
          released.delete(id);
        }
      }
      for (const id of others) if (!released.has(id)) released.set(id, watchMatch(id));
    },
    stop() {
      for (const stop of stops) stop();
      for (const release of released.values()) release();
      released.clear();
      followRoute(null);
    },
  };
}
