/**
 * @module feed/betsapi/jobs
 * The polling jobs: one per endpoint and subject (a sport's in-play list, a match's prices, a
 * league's table, …), their keys, and how often each is repeated. What a job does is in the
 * handlers; when and in which order jobs run is the scheduler's business.
 */
import type { SportId } from '../../../lib/domain/sports';
import type { Logger } from '../../logger';
import type { FeedUpdate } from '../updates';
import type { BetsApiClient, Failure } from './http-client';
import type { ReferenceCache } from './reference-cache';
import type { RejectedRow } from './schemas/common';
import type { Priority, ScheduledJob, Scheduler } from './scheduler';
import type { Track, Tracker } from './tracker';

export type Task =
  | { kind: 'inplay'; sportId: SportId }
  /** `day` 0 = today, 1 = tomorrow (UTC, as BetsAPI counts days). */
  | { kind: 'upcoming'; sportId: SportId; day: 0 | 1; page: number }
  /** `day` 0 = today, -1 = yesterday. */
  | { kind: 'ended'; sportId: SportId; day: 0 | -1; page: number }
  | { kind: 'view'; matchId: number }
  | { kind: 'odds'; matchId: number }
  | { kind: 'summary'; matchId: number }
  | { kind: 'lineup'; matchId: number }
  | { kind: 'history'; matchId: number }
  | { kind: 'table'; leagueId: number }
  | { kind: 'toplist'; leagueId: number }
  | { kind: 'squad'; teamId: number }
  | { kind: 'player'; playerId: number; teamId: number }
  | { kind: 'teams'; sportId: SportId; page: number };

export type TaskKind = Task['kind'];
export type Job = ScheduledJob<Task>;

/** One key per subject, so a subject is never queued twice. */
export function keyOf(task: Task): string {
  switch (task.kind) {
    case 'inplay':
      return `inplay:${task.sportId}`;
    case 'upcoming':
    case 'ended':
      return `${task.kind}:${task.sportId}:${task.day}:${task.page}`;
    case 'teams':
      return `teams:${task.sportId}`;
    case 'table':
    case 'toplist':
      return `${task.kind}:${task.leagueId}`;
    case 'squad':
      return `squad:${task.teamId}`;
    case 'player':
      return `player:${task.playerId}`;
    default:
      return `${task.kind}:${task.matchId}`;
  }
}

/** Milliseconds between repeats (and windows), chosen to fit 3,600 requests an hour. */
export interface Intervals {
  /** In-play list of a sport with matches in play / without. */
  inplayLive: number;
  inplayIdle: number;
  /** Full view (stats, timeline) of each live match. */
  view: number;
  /** Re-check of a live match that left the in-play list without a final status. */
  confirm: number;
  /** Bet365 price history of a live match, and every bookmaker's latest prices. */
  liveOdds: number;
  liveSummary: number;
  upcoming: number;
  ended: number;
  /** Pre-match prices, for matches kicking off within `preMatchHorizon`. */
  preMatchOdds: number;
  preMatchHorizon: number;
  /** Line-ups are read from this long before kick-off. */
  lineupBefore: number;
  table: number;
  toplist: number;
  squad: number;
  /** Between two pages of the team directory. */
  teamsPage: number;
  /** A not-started match this long past kick-off is looked up (postponed? cancelled?). */
  overdue: number;
}

export const DEFAULT_INTERVALS: Intervals = {
  inplayLive: 20_000,
  inplayIdle: 120_000,
  view: 30_000,
  confirm: 10_000,
  liveOdds: 60_000,
  liveSummary: 120_000,
  upcoming: 15 * 60_000,
  ended: 30 * 60_000,
  preMatchOdds: 30 * 60_000,
  preMatchHorizon: 12 * 3_600_000,
  lineupBefore: 90 * 60_000,
  table: 6 * 3_600_000,
  toplist: 12 * 3_600_000,
  squad: 24 * 3_600_000,
  teamsPage: 60_000,
  overdue: 3 * 3_600_000,
};

/** What every handler works with. */
export interface JobContext {
  client: BetsApiClient;
  tracker: Tracker;
  refs: ReferenceCache;
  scheduler: Scheduler<Task>;
  intervals: Intervals;
  /** Pages read per paged list and day. */
  maxPages: number;
  now: () => number;
  log: Logger;
  push(updates: FeedUpdate[]): void;
  /** Pushes the reference rows collected since the last push. */
  pushReference(): void;
  /** Repeats a job after `delayMs`. */
  again(job: Job, delayMs: number, priority?: Priority): void;
  /** Queues a job unless it is queued or was queued before (one-off and self-repeating jobs). */
  ensure(task: Task, priority: Priority, delayMs?: number): void;
  /** Handles a failed request: logs it, backs off and retries the job. */
  fail(job: Job, failure: Failure): void;
  /** Records a good answer (the provider is up). */
  ok(): void;
  /** Starts the jobs of a followed match (views and prices when live, pre-match otherwise). */
  follow(track: Track): void;
  /** Stops the jobs of a match that ended. */
  unfollow(matchId: number): void;
  /** Ids among `ids` already stored as finished. */
  finishedIds(ids: readonly number[]): Promise<Set<number>>;
  /** Teams the directory says have no squad (not asked for one). */
  noSquad: Set<number>;
  /**
   * Logs, once per event and field, the rows of an answer that could not be read (left out)
   * and the parts of read rows that could not (the rest of the row is kept).
   */
  noteRows(
    endpoint: string,
    parsed: {
      rejected: readonly RejectedRow[];
      rows: readonly { id: number; unread?: string[] }[];
    },
  ): void;
}

export type Handler = (job: Job, ctx: JobContext) => Promise<void>;

/**
 * A BetsAPI day parameter (YYYYMMDD, UTC) `offset` days from `now`.
 * @example dayParam(Date.UTC(2025, 0, 31, 23), 1) // '20250201'
 */
export function dayParam(now: number, offset: number): string {
  return new Date(now + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}
