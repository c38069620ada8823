/**
 * @module stores/live
 * Live data from the socket (spec §7.10): match rows (score, clock, status, URL),
 * main-book odds, every book's latest odds update, per-match details, sport counts, recent score and odds changes, and what the
 * page follows (its route's match, the head-to-head page's matches, the list's sport). The
 * socket module feeds these stores; islands read them and call the actions at the bottom.
 */
import { atom, batch, computed, map, onMount, readonlyType, type MapStore } from 'nanostores';
import type { OddsChange, ScoreChange } from '../domain/live-events';
import { CURRENT, type LiveStatus } from '../domain/live-status';
import {
  applyDetails,
  applyOdds,
  applyScore,
  applyUrl,
  type LiveRow,
  type LiveSnapshot,
} from '../domain/live-rows';
import type {
  DetailsPayload,
  FrameEntry,
  ListFilter,
  OddsPayload,
  SportsPayload,
} from '../domain/socket-contract';
import type { LiveDemand, LiveSink, LiveSyncState } from '../domain/live-sink';

export type { LiveSink, LiveSyncState } from '../domain/live-sink';

/** Key of one book's market of one match in `$bookOdds`. */
export function bookOddsKey(matchId: number, bookId: number, oddType: number): string {
  return `${matchId}:${bookId}:${oddType}`;
}

/** Recent changes kept for notifications and score-change entries (spec §4). */
const RECENT_LIMIT = 50;

export interface LiveStores extends LiveSink {
  $matches: MapStore<Partial<Record<string, LiveRow>>>;
  $odds: MapStore<Partial<Record<string, LiveRow['odds']>>>;
  /** Every book's latest odds update, keyed by `bookOddsKey` (a followed match's room carries all books). */
  $bookOdds: MapStore<Partial<Record<string, OddsPayload>>>;
  $details: MapStore<Partial<Record<string, DetailsPayload>>>;
  $sports: ReturnType<typeof atom<SportsPayload>>;
  $noBet365: ReturnType<typeof atom<number[]>>;
  $ended: ReturnType<typeof atom<number[]>>;
  $scoreChanges: ReturnType<typeof atom<ScoreChange[]>>;
  $oddsChanges: ReturnType<typeof atom<OddsChange[]>>;
  $sync: ReturnType<typeof atom<LiveSyncState>>;
  $status: ReturnType<typeof atom<LiveStatus>>;
  /** Epoch ms when the list data was last current (a snapshot or a frame applied); 0 before. */
  updatedAt(): number;
}

function recent<T>(list: T[], item: T): T[] {
  const next = [...list, item];
  return next.length > RECENT_LIMIT ? next.slice(-RECENT_LIMIT) : next;
}

/**
 * The entries a reader missed for the matches it shows that the snapshot names as finished:
 * each one's final score and status, then one end for them all.
 * @example missedEnds({ '7': row }, { ...snapshot, ended: [{ id: 7, sport_id: 1, time_status: 3, ss: '2-1' }] })
 */
export function missedEnds(
  shown: Partial<Record<string, LiveRow>>,
  snapshot: LiveSnapshot,
): FrameEntry[] {
  const { seq } = snapshot;
  const finals = (snapshot.ended ?? []).filter((f) => shown[f.id]);
  if (finals.length === 0) return [];
  return [
    ...finals.map(({ id, ss, time_status }): FrameEntry => [
      'inplay',
      { upcoming_id: id, seq, ss, time_status },
    ]),
    ['ended', { ids: finals.map((f) => f.id), seq }],
  ];
}

/** The stores a sink feeds. */
type Stores = Omit<LiveStores, keyof LiveSink | 'updatedAt'>;

function newStores(): Stores {
  return {
    $matches: map({}),
    $odds: map({}),
    $bookOdds: map({}),
    $details: map({}),
    $sports: atom<SportsPayload>({ seq: 0, sports: {} }),
    $noBet365: atom<number[]>([]),
    $ended: atom<number[]>([]),
    $scoreChanges: atom<ScoreChange[]>([]),
    $oddsChanges: atom<OddsChange[]>([]),
    $sync: atom<LiveSyncState>({ status: 'idle', seq: 0, resyncs: 0 }),
    $status: atom<LiveStatus>(CURRENT),
  };
}

function setRow({ $matches, $odds }: Stores, row: LiveRow | undefined) {
  if (!row) return;
  const key = String(row.id);
  $matches.setKey(key, row);
  if ($odds.get()[key] !== row.odds) $odds.setKey(key, row.odds);
}

/** What one frame entry does to the stores; `followed`: the matches whose details are kept. */
function applyEntry(s: Stores, followed: ReadonlySet<string>, [name, payload]: FrameEntry) {
  const { $matches, $bookOdds, $details } = s;
  switch (name) {
    case 'inplay': {
      const p = payload;
      setRow(s, applyScore($matches.get()[String(p.upcoming_id)], p));
      if (p.change) s.$scoreChanges.set(recent(s.$scoreChanges.get(), p.change));
      return;
    }
    case 'odds': {
      const p = payload;
      setRow(s, applyOdds($matches.get()[String(p.upcoming_id)], p));
      $bookOdds.setKey(bookOddsKey(p.upcoming_id, p.book_id, p.odd_type), p);
      if (p.change) s.$oddsChanges.set(recent(s.$oddsChanges.get(), p.change));
      return;
    }
    case 'ended': {
      // Spec §4: ended updates remove the match and record it.
      const ids = payload.ids;
      const gone = new Set(ids.map((id) => `${id}:`));
      for (const id of ids) {
        $matches.setKey(String(id), undefined);
        s.$odds.setKey(String(id), undefined);
      }
      for (const key of Object.keys($bookOdds.get()))
        if (gone.has(key.slice(0, key.indexOf(':') + 1))) $bookOdds.setKey(key, undefined);
      s.$ended.set([...s.$ended.get(), ...ids].slice(-RECENT_LIMIT));
      return;
    }
    case 'nobet365':
      s.$noBet365.set(payload.ids);
      return;
    case 'update': {
      const p = payload;
      setRow(s, applyUrl($matches.get()[String(p.id)], p));
      return;
    }
    default: {
      const p = payload;
      const bet365 = p.info.bet365id;
      // Details only for matches someone follows (a late frame after unsubscribing is dropped).
      if (!followed.has(bet365)) return;
      $details.setKey(bet365, applyDetails($details.get()[bet365], p));
    }
  }
}

/**
 * A set of live stores with the sink that feeds them (the page uses the shared set below;
 * tests make their own).
 * @example const s = createLiveStores(); s.resetList(snapshot); s.$matches.get()
 */
export function createLiveStores(): LiveStores {
  const stores = newStores();
  const { $matches, $odds, $details, $sports, $sync } = stores;
  // Matches whose details are followed (some have none yet).
  const followed = new Set<string>();
  // When the list data was last current (a snapshot or a frame), for the offline note.
  let updatedAt = 0;
  const applyOne = (entry: FrameEntry) => applyEntry(stores, followed, entry);

  return {
    ...stores,
    updatedAt: () => updatedAt,
    resetList(snapshot) {
      updatedAt = Date.now();
      // Shown matches that finished while this reader was not hearing the frames: their final
      // score, then their end, as the frames would have brought them (spec §4 ended updates).
      // One at a time: listeners see each final score before the row goes.
      for (const entry of missedEnds($matches.get(), snapshot)) applyOne(entry);
      batch(() => {
        const rows: Record<string, LiveRow> = {};
        const odds: Record<string, LiveRow['odds']> = {};
        for (const row of snapshot.matches) {
          rows[String(row.id)] = row;
          odds[String(row.id)] = row.odds;
        }
        $matches.set(rows);
        $odds.set(odds);
        stores.$noBet365.set(snapshot.nobet365);
        if (snapshot.seq >= $sports.get().seq)
          $sports.set({ seq: snapshot.seq, sports: snapshot.sports });
      });
    },
    apply(entries) {
      updatedAt = Date.now();
      // Spec §4 ended updates: a match ends on its final score even when the frame that carried
      // it was missed; listeners see that score before the batch's end removes the row.
      for (const [name, p] of entries)
        if (name === 'ended')
          for (const f of p.finals ?? [])
            // A match this reader does not show stays unshown (a score alone makes no row).
            if ($matches.get()[f.id]?.ss !== f.ss)
              applyOne(['inplay', { upcoming_id: f.id, seq: p.seq, ...f }]);
      batch(() => {
        for (const entry of entries) applyOne(entry);
      });
    },
    resetDetails(bet365Id, details) {
      followed.add(bet365Id);
      $details.setKey(bet365Id, details ?? undefined);
    },
    dropDetails(bet365Id) {
      followed.delete(bet365Id);
      $details.setKey(bet365Id, undefined);
    },
    sports(payload) {
      if (payload.seq >= $sports.get().seq) $sports.set(payload);
    },
    sync(state) {
      $sync.set({ ...$sync.get(), ...state });
    },
    status(status) {
      stores.$status.set(status);
    },
  };
}

// ---- the page's live stores ------------------------------------------------------------------

const shared = createLiveStores();
/** Sink of the page's stores, for the socket module only. */
export const liveSink: LiveSink = shared;

/** Live rows keyed by match id (upcoming_id). */
export const $liveMatches = readonlyType(shared.$matches);
/** Main-book odds keyed by match id, by odd type. */
export const $liveOdds = readonlyType(shared.$odds);
/** Every book's latest odds update (of followed matches and listed main-book odds), by `bookOddsKey`. */
export const $liveBookOdds = readonlyType(shared.$bookOdds);
/** Details of followed matches keyed by bet365 id. */
export const $liveDetails = readonlyType(shared.$details);
/** Ids of matches in play per sport id (onepick `sports`). */
export const $liveSports = readonlyType(shared.$sports);
/** In-play match counts per sport id, for the sports navigation badges. */
export const $sportCounts = computed(shared.$sports, (s) =>
  Object.fromEntries(Object.entries(s.sports).map(([id, ids]) => [id, ids.length])),
);
export const $noBet365 = readonlyType(shared.$noBet365);
export const $endedMatches = readonlyType(shared.$ended);
export const $scoreChanges = readonlyType(shared.$scoreChanges);
export const $oddsChanges = readonlyType(shared.$oddsChanges);
export const $liveSync = readonlyType(shared.$sync);
/** Whether the server's live data is current (a lost bus or feed makes it stale). */
export const $liveStatus = readonlyType(shared.$status);
/** Epoch ms when the page's live list was last current; 0 before the first snapshot. */
export const liveUpdatedAt = (): number => shared.updatedAt();

/** Matches whose details the page follows (bet365 ids): the route's, plus any watched. */
const $routeMatch = atom<string | null>(null);
const $watched = atom<Record<string, number>>({});
export const $followedMatches = computed([$routeMatch, $watched], (route, watched) => {
  const ids = new Set(Object.keys(watched));
  if (route) ids.add(route);
  return [...ids].sort();
});
/** The list the page follows: every sport, one sport id, or none (pages without a list). */
const $filter = atom<ListFilter>('all');
export const $listFilter = readonlyType($filter);

/**
 * Spec "Shell": when the route id changes, the socket subscriptions are re-initialised. Call
 * with the route's bet365 id (or null when the route has none).
 * @example followRoute('10150001')
 */
export function followRoute(bet365Id: string | null): void {
  $routeMatch.set(bet365Id && bet365Id !== 'upcoming' ? bet365Id : null);
}

/**
 * Follows a match's details until the returned function is called (the head-to-head page:
 * subscribe on entering, unsubscribe on leaving).
 * @example const release = watchMatch('10150001'); release();
 */
export function watchMatch(bet365Id: string): () => void {
  const watched = $watched.get();
  $watched.set({ ...watched, [bet365Id]: (watched[bet365Id] ?? 0) + 1 });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const now = { ...$watched.get() };
    const count = (now[bet365Id] ?? 1) - 1;
    if (count > 0) now[bet365Id] = count;
    else delete now[bet365Id];
    $watched.set(now);
  };
}

/** Chooses the list the page follows (choosing a sport filters by sport id, spec §2). */
export function followList(filter: ListFilter): void {
  $filter.set(filter);
}

/** Seeds the stores from server-rendered props before the socket has answered. */
export function seedLive(snapshot: LiveSnapshot): void {
  if ($liveSync.get().status === 'idle') shared.resetList(snapshot);
}

const demand: LiveDemand = {
  sink: liveSink,
  listFilter: $listFilter,
  followedMatches: $followedMatches,
};

// The socket module connects while any island listens to live data, and leaves when none does;
// only in a browser (a server render or a test may listen to the stores too).
for (const store of [
  shared.$matches,
  shared.$odds,
  shared.$bookOdds,
  shared.$details,
  shared.$sports,
]) {
  onMount(store, () => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    if (typeof window === 'undefined') return undefined;
    void import('../socket/live').then((m) => {
      if (!cancelled) stop = m.startLive(demand);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  });
}
