/**
 * @module socket-contract
 * The socket.io contract of spec §7 "Socket": namespaces, event names and payloads, declared
 * once and imported by both the server and the browser.
 */
import type { OddsChange, ScoreChange } from './live-events';
import type { LiveDetails, MatchEvent, Scores, Stats, Timer } from './match';
import type { LiveStatus } from './live-status';
import type { Notice } from './notices';
import type { OddTypeId, Price } from './odds';
import type { SportId, TimeStatus } from './sports';

/** Namespaces of spec §7 (root is `/`). The admin upcoming namespace is `admin-upcoming`. */
export const SOCKET_NAMESPACES = [
  '/',
  'transfers',
  'points',
  'user',
  'settings',
  'onepick',
  'is-live',
  'matches',
  'match-games',
  'matches-inplay',
  'matchgames-inplay',
  'inplay-zone',
  'inplay',
  'games',
  'powerball',
  'bets-inplay',
  'goalserve',
  'admin-upcoming',
] as const;
export type SocketNamespace = (typeof SOCKET_NAMESPACES)[number];

/** The path a namespace is served on. */
export function namespacePath(ns: SocketNamespace): string {
  return ns === '/' ? '/' : `/${ns}`;
}

/** Server events named by the spec keep the spec's names; our own events are `entity:verb`. */
export const SOCKET_EVENTS = {
  score: 'inplay',
  odds: 'odds',
  ended: 'ended',
  noBet365: 'nobet365',
  urlUpdate: 'update',
  sports: 'sports',
  /** Prefix of per-match detail events: `bet365-{id}`. */
  detailsPrefix: 'bet365-',
  /** One frame per room and window carrying the spec events above (see {@link LiveFrame}). */
  batch: 'live:batch',
  matchSubscribe: 'match:subscribe',
  matchUnsubscribe: 'match:unsubscribe',
  listSubscribe: 'list:subscribe',
  /** An operator saved a setting (settings namespace): its key and whole new value. */
  settingsUpdate: 'settings:update',
} as const;

/** Spec §4 real-time events of the settings namespace for the operator's notices. */
export const NOTICE_EVENTS = {
  create: 'popup-create',
  update: 'popup-status-update',
  delete: 'popup-status-delete',
  restore: 'popup-status-restore',
} as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[keyof typeof NOTICE_EVENTS];

/** The namespace that carries the operator's changes to every open page. */
export const SETTINGS_NAMESPACE = 'settings' satisfies SocketNamespace;

/** A saved setting as pushed to open pages; the value is the key's whole stored value. */
export interface SettingsUpdate {
  key: string;
  value: unknown;
}

/** The namespace that carries match lists and per-match rooms; `onepick` carries sport counts. */
export const LIVE_NAMESPACE = 'inplay' satisfies SocketNamespace;
export const SPORTS_NAMESPACE = 'onepick' satisfies SocketNamespace;

/** Name of the per-match details event for a bet365 id. */
export function detailsEvent(bet365Id: string): `bet365-${string}` {
  return `${SOCKET_EVENTS.detailsPrefix}${bet365Id}`;
}

/**
 * Payloads may arrive as JSON strings (spec §7); this turns either form into a value and
 * reports malformed text as `undefined` rather than throwing inside a socket handler.
 * @example parseSocketPayload('{"a":1}') // { a: 1 }
 */
export function parseSocketPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/** A price pair as the spec carries it: `o` opening, `n` now. */
export interface PricePair {
  o: Price;
  n: Price;
}

/**
 * Spec §3 "Score update carries upcoming_id, ss, scores, timer". Sent as a delta: a field is
 * present only when it changed since the match's previous update, and `scores` holds only the
 * periods that changed; the first update of a match carries every field.
 */
export interface ScorePayload {
  upcoming_id: number;
  seq: number;
  sport_id?: SportId;
  bet365_id?: string | null;
  time_status?: TimeStatus;
  ss?: string | null;
  scores?: Scores;
  timer?: Timer | null;
  /** Spec §3 "score change", present when a side scored (notifications, score-change entries). */
  change?: ScoreChange;
}

/** Spec §3 "odds update carries upcoming_id, home, away, draw, middle", for one book and type. */
export interface OddsPayload {
  upcoming_id: number;
  seq: number;
  book_id: number;
  odd_type: OddTypeId;
  home: PricePair;
  draw: PricePair | null;
  away: PricePair;
  middle: { o: number | null; n: number | null };
  /** Spec §3 "odds change" (winner market only). */
  change?: OddsChange;
}

/** A finished match's last score and status, as its `ended` entry states them. */
export interface EndedFinal {
  id: number;
  time_status: TimeStatus;
  ss: string | null;
}

/** Spec §7 `ended (ids)`. */
export interface EndedPayload {
  ids: number[];
  seq: number;
  /**
   * The final score of each id the sender knew (an addition to the spec's ids): a reader that
   * did not get the match's last score, whatever the reason, still ends it on its final one.
   */
  finals?: EndedFinal[];
}

/** Spec §7 `nobet365`: the matches in play (in the room's scope) that have no bet365 id. */
export interface NoBet365Payload {
  ids: number[];
  seq: number;
}

/** Spec §7 `update (game_id, id, bet365_id, url)`; `game_id` is the sport id. */
export interface UrlPayload {
  game_id: SportId;
  id: number;
  bet365_id: string | null;
  url: string | null;
  seq: number;
}

/** Spec §3 "Match details" `info` as far as it changes live. */
export interface DetailsInfo {
  bet365id: string;
  upcoming_id: number;
  sport_id: SportId;
  state: string | null;
  ball_pos: string | null;
  period: number;
  serve: LiveDetails['serve'];
}

/**
 * Spec §7 `bet365-{id}` (details with `info.bet365id`). Live frames carry only the timeline
 * entries added since the previous one in `events`; a subscription's answer carries them all.
 */
export interface DetailsPayload {
  seq: number;
  info: DetailsInfo;
  sts: Record<string, unknown>;
  stats: Stats;
  events: MatchEvent[];
}

/** Spec §7 onepick `sports`: the ids of the matches in play, per sport id. */
export interface SportsPayload {
  seq: number;
  sports: Record<string, number[]>;
}

/** One spec event inside a frame: `[event name, payload]`. */
export type FrameEntry =
  | ['inplay', ScorePayload]
  | ['odds', OddsPayload]
  | ['ended', EndedPayload]
  | ['nobet365', NoBet365Payload]
  | ['update', UrlPayload]
  | [`bet365-${string}`, DetailsPayload];

/**
 * What a room receives once per window. `ch` names the room; the frame brings its reader from
 * the state at `after` to the state at `seq` (every event of that room in between is inside, the
 * same match's updates merged). A reader whose last seq is below `after` has missed a frame and
 * re-fetches the snapshot.
 */
export interface LiveFrame {
  ch: string;
  after: number;
  seq: number;
  ev: FrameEntry[];
}

/** Limits of the live push (spec §7.10, §9.10). */
export const LIVE_LIMITS = {
  /** Updates are merged per match and sent as one frame per room at most this often. */
  windowMs: 50,
  /** The window grows up to this while sending a frame takes long (see realtime/fanout). */
  maxWindowMs: 200,
  /** Client events (subscribe, unsubscribe) a socket may send: a burst, then a steady rate. */
  clientEventBurst: 20,
  clientEventsPerSecond: 5,
  /** A socket that keeps sending after this many refusals is disconnected. */
  refusalsBeforeDisconnect: 50,
  /** Match rooms one socket may be in at once. */
  maxMatchSubscriptions: 20,
  /** Longest a snapshot call waits for this node to reach the `min_seq` the caller needs. */
  snapshotWaitMs: 2_000,
} as const;

/** Rooms of the live namespace. */
export const LIVE_ROOMS = {
  all: 'list:all',
  sport: (sportId: number) => `list:sport:${sportId}`,
  match: (bet365Id: string) => `match:${bet365Id}`,
} as const;

/** Which list a connection follows: every sport, one sport, or none (detail-only pages). */
export type ListFilter = number | 'all' | 'none';

/** Acknowledgement of a client event: `{ data }` or `{ error }` (400-style, naming the field). */
export type Ack<T> =
  | { data: T }
  | {
      error: { code: string; message: string; details?: { field: string; message: string }[] };
    };

export interface MatchSubscribed {
  /** The room's channel name as frames carry it in `ch`. */
  ch: string;
  /** Current details (all timeline entries so far) or null when the match has none yet. */
  details: DetailsPayload | null;
  seq: number;
}

export interface ListSubscribed {
  ch: string | null;
  seq: number;
}

/** Events the server sends (socket.io typing, shared by server and client). */
export interface ServerToClientEvents {
  'live:batch': (frame: LiveFrame) => void;
  'live:status': (status: LiveStatus) => void;
  sports: (payload: SportsPayload) => void;
  'settings:update': (update: SettingsUpdate) => void;
  'popup-create': (notice: Notice) => void;
  'popup-status-update': (notice: Notice) => void;
  'popup-status-delete': (notice: Notice) => void;
  'popup-status-restore': (notice: Notice) => void;
}

/** Between the nodes of a scaled-out deployment (the Redis adapter's server-side events). */
export interface InterServerEvents {
  /** A setting changed on another node: forget the settings this node keeps in memory. */
  'settings:forget': (key: string) => void;
}

/**
 * Events a client sends, each answered through its acknowledgement. Payloads may be JSON
 * strings too; the server validates them on arrival (and tolerates a missing acknowledgement).
 */
export interface ClientToServerEvents {
  'match:subscribe': (bet365Id: string, ack: (answer: Ack<MatchSubscribed>) => void) => void;
  'match:unsubscribe': (bet365Id: string, ack: (answer: Ack<{ ch: string }>) => void) => void;
  'list:subscribe': (
    filter: { sport: ListFilter },
    ack: (answer: Ack<ListSubscribed>) => void,
  ) => void;
}
