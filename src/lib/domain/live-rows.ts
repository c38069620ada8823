/**
 * @module live-rows
 * The live state of a match as the socket contract carries it (score, clock, status, main-book
 * odds, URL, details) and the pure functions that apply one spec event to it. The server's
 * mirror and the browser's stores apply events with these same functions, so both sides agree.
 */
import type { Scores, Timer } from './match';
import type { OddTypeId } from './odds';
import type {
  DetailsPayload,
  OddsPayload,
  PricePair,
  ScorePayload,
  UrlPayload,
} from './socket-contract';
import { TIME_STATUS, type SportId, type TimeStatus } from './sports';

/** The book whose prices list rows show (the spec's "bet365" columns). */
export const MAIN_BOOK_ID = 1;

/** One odd type of the main book. */
export interface LiveQuote {
  home: PricePair;
  draw: PricePair | null;
  away: PricePair;
  middle: { o: number | null; n: number | null };
}

/** What changes live about one match; the REST list row supplies everything else. */
export interface LiveRow {
  id: number;
  bet365_id: string | null;
  sport_id: SportId;
  time_status: TimeStatus;
  ss: string | null;
  scores: Scores;
  timer: Timer | null;
  url: string | null;
  /** Main-book prices by odd type (1 winner, 2 handicap, 3 over/under). */
  odds: Partial<Record<`${OddTypeId}`, LiveQuote>>;
  /** Seq of the last event that changed this row. */
  seq: number;
}

/** The snapshot call's `data` (spec §4.18, §7.10): the listed rows at `seq`. */
export interface LiveSnapshot {
  seq: number;
  /** The sport the rows are limited to, or null for every sport. */
  sport: number | null;
  matches: LiveRow[];
  /** Ids of listed matches per sport id. */
  sports: Record<string, number[]>;
  /** Listed matches without a bet365 id. */
  nobet365: number[];
  /**
   * Matches that finished lately, newest first, with their final score: a reader whose list
   * still shows one of them missed its end and records it as ended with this score.
   */
  ended?: EndedRow[];
}

/** A finished match as a snapshot names it. */
export interface EndedRow {
  id: number;
  sport_id: number;
  time_status: TimeStatus;
  ss: string | null;
}

/** Statuses a match list shows as live (spec §4 "Live": status 1; interrupted and suspended stay listed). */
const LISTED: readonly TimeStatus[] = [
  TIME_STATUS.inPlay,
  TIME_STATUS.interrupted,
  TIME_STATUS.suspended,
];

/** True when the row belongs in live lists and counts. */
export function isListed(row: Pick<LiveRow, 'time_status'> | undefined): boolean {
  return row !== undefined && LISTED.includes(row.time_status);
}

/** A row for a match the reader has not seen yet. */
export function emptyRow(id: number, sportId: SportId, bet365Id: string | null): LiveRow {
  return {
    id,
    bet365_id: bet365Id,
    sport_id: sportId,
    time_status: TIME_STATUS.notStarted,
    ss: null,
    scores: {},
    timer: null,
    url: null,
    odds: {},
    seq: 0,
  };
}

/**
 * Applies a score delta. Returns a new row (never mutates), or undefined when the reader has no
 * row and the payload cannot create one (it lacks `sport_id`).
 * @example applyScore(row, { upcoming_id: 1, seq: 9, ss: '1-0' }).ss // '1-0'
 */
export function applyScore(row: LiveRow | undefined, p: ScorePayload): LiveRow | undefined {
  const base =
    row ??
    (p.sport_id === undefined
      ? undefined
      : emptyRow(p.upcoming_id, p.sport_id, p.bet365_id ?? null));
  if (!base) return undefined;
  return {
    ...base,
    bet365_id: p.bet365_id !== undefined ? p.bet365_id : base.bet365_id,
    time_status: p.time_status ?? base.time_status,
    ss: p.ss !== undefined ? p.ss : base.ss,
    scores: p.scores ? { ...base.scores, ...p.scores } : base.scores,
    timer: p.timer !== undefined ? p.timer : base.timer,
    seq: Math.max(base.seq, p.seq),
  };
}

/** Applies main-book prices; other books leave the row as it is. */
export function applyOdds(row: LiveRow | undefined, p: OddsPayload): LiveRow | undefined {
  if (!row || p.book_id !== MAIN_BOOK_ID) return row;
  const quote: LiveQuote = { home: p.home, draw: p.draw, away: p.away, middle: p.middle };
  return {
    ...row,
    odds: { ...row.odds, [String(p.odd_type)]: quote },
    seq: Math.max(row.seq, p.seq),
  };
}

/** Applies a URL update (spec §7 `update`). */
export function applyUrl(row: LiveRow | undefined, p: UrlPayload): LiveRow | undefined {
  if (!row) return row;
  return {
    ...row,
    url: p.url,
    bet365_id: p.bet365_id ?? row.bet365_id,
    seq: Math.max(row.seq, p.seq),
  };
}

/**
 * Applies a details frame entry to the accumulated details: fields replaced, timeline entries
 * appended (entries already held, by id, are not repeated).
 */
export function applyDetails(
  current: DetailsPayload | undefined,
  p: DetailsPayload,
): DetailsPayload {
  if (!current) return { ...p, events: [...p.events] };
  const known = new Set(current.events.map((e) => e.id));
  return {
    seq: Math.max(current.seq, p.seq),
    info: p.info,
    sts: p.sts,
    stats: p.stats,
    events: [...current.events, ...p.events.filter((e) => !known.has(e.id))],
  };
}
