/**
 * @module feed/betsapi/job-context
 * What handlers work with, and the provider's policies behind it: which jobs a followed match
 * gets (views and prices while live; pre-match prices, history and line-ups before), and how a
 * failed request is retried (back-off while BetsAPI is down, a pause at the rate limit, a
 * longer one when the plan lacks an endpoint).
 */
import type { Logger } from '../../logger';
import type { FeedUpdate } from '../updates';
import { isProviderDown, type BetsApiClient, type Failure } from './http-client';
import { keyOf, type Intervals, type Job, type JobContext, type Task, type TaskKind } from './jobs';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { createOnce, createThrottle } from '../../log-once';
import type { ProviderHealth } from './provider-health';
import type { RateLimiter } from './rate-limiter';
import type { ReferenceCache } from './reference-cache';
import { PRIORITY, type Priority, type Scheduler } from './scheduler';
import type { Track, Tracker } from './tracker';

/** Endpoint permission refusals (e.g. line-ups need BetsAPI's soccer add-on) pause that job kind. */
const DENIED_PAUSE_MS = 6 * 3_600_000;
/** A refused token is tried again this often. */
const TOKEN_RETRY_MS = 5 * 60_000;
/** One-off jobs given up after this many bad answers. */
const ONE_OFF_ATTEMPTS = 3;
const ONE_OFF: readonly TaskKind[] = ['lineup', 'history', 'player'];
/**
 * The live lists and views: the scores on screen. An answer of theirs that cannot be read
 * leaves those scores as old as no answer at all, so it counts as the provider failing.
 */
const LIVE_KINDS: readonly TaskKind[] = ['inplay', 'view'];

export interface ContextDeps {
  client: BetsApiClient;
  tracker: Tracker;
  refs: ReferenceCache;
  scheduler: Scheduler<Task>;
  intervals: Intervals;
  maxPages: number;
  now: () => number;
  log: Logger;
  limiter: RateLimiter;
  health: ProviderHealth;
  push: (updates: FeedUpdate[]) => void;
  finishedIds: (ids: readonly number[]) => Promise<Set<number>>;
}

/**
 * The context handed to every handler, and when a job kind may run again after a refusal.
 * @example const { ctx } = createJobContext(deps); ctx.follow(track);
 */
export function createJobContext(deps: ContextDeps): {
  ctx: JobContext;
  deniedUntil: (kind: TaskKind) => number | undefined;
} {
  const { scheduler, intervals, now, log, limiter, health, refs } = deps;
  const retries = new Map<string, number>();
  const ensured = new Set<string>();
  const denied = new Map<TaskKind, number>();
  const firstTime = createOnce();
  const throttle = createThrottle(now);
  let lastStatus = health.status();

  function schedule(task: Task, priority: Priority, delayMs = 0) {
    scheduler.upsert({ key: keyOf(task), task, priority, due: now() + delayMs });
  }

  function noteStatus() {
    const status = health.status();
    if (status === lastStatus) return;
    if (status === 'stale') log.warn('BetsAPI is not answering: live data is stale');
    else if (lastStatus === 'stale') log.info('BetsAPI answers again');
    lastStatus = status;
  }

  const ctx: JobContext = {
    client: deps.client,
    tracker: deps.tracker,
    refs,
    scheduler,
    intervals,
    maxPages: deps.maxPages,
    now,
    log,
    push: deps.push,
    pushReference() {
      const data = refs.take();
      if (data) deps.push([{ type: 'reference', at: now(), data }]);
    },
    again(job, delayMs, priority) {
      retries.delete(job.key);
      scheduler.set({ ...job, priority: priority ?? job.priority, due: now() + delayMs });
    },
    ensure(task, priority, delayMs = 0) {
      const key = keyOf(task);
      if (ensured.has(key)) return;
      ensured.add(key);
      schedule(task, priority, delayMs);
    },
    fail: onFailure,
    ok() {
      health.success();
      noteStatus();
    },
    follow,
    unfollow(matchId) {
      for (const kind of ['view', 'odds', 'summary', 'lineup', 'history'] as const) {
        const key = keyOf({ kind, matchId });
        scheduler.remove(key);
        ensured.delete(key);
        retries.delete(key);
      }
    },
    finishedIds: deps.finishedIds,
    noSquad: new Set(),
    noteRows(endpoint, parsed) {
      for (const r of parsed.rejected) {
        const field = fieldOf(r.issue);
        if (firstTime(`${endpoint}|${r.id}|${field}`))
          log.warn(
            { endpoint, eventId: r.id, field, reason: r.issue },
            'BetsAPI row cannot be read; left out',
          );
      }
      for (const row of parsed.rows)
        for (const issue of row.unread ?? []) {
          const field = fieldOf(issue);
          if (firstTime(`${row.id}|${field}`))
            log.warn(
              { endpoint, eventId: row.id, field, reason: issue },
              'part of a BetsAPI row cannot be read; the rest of the row is kept',
            );
        }
    },
  };

  /** A throttled warning about a failing endpoint: once a minute, with the count held back. */
  function warnFailure(job: Job, failure: Failure, detail: object, message: string) {
    const { ok, suppressed } = throttle.take(`${job.task.kind}|${failure.kind}`);
    if (ok) log.warn({ ...detail, ...(suppressed ? { suppressed } : {}) }, message);
  }

  function follow(track: Track) {
    const t = now();
    const { id, fixture } = track;
    ctx.ensure({ kind: 'table', leagueId: fixture.league_id }, PRIORITY.reference);
    for (const teamId of [fixture.home_id, fixture.away_id])
      if (!ctx.noSquad.has(teamId)) ctx.ensure({ kind: 'squad', teamId }, PRIORITY.reference);
    const kickoff = fixture.time * 1000;
    if (track.live) {
      schedule({ kind: 'view', matchId: id }, PRIORITY.live);
      schedule({ kind: 'odds', matchId: id }, PRIORITY.liveExtra);
      schedule({ kind: 'summary', matchId: id }, PRIORITY.liveExtra);
      if (track.hasLineup && track.lineupReads < 2)
        schedule({ kind: 'lineup', matchId: id }, PRIORITY.liveExtra);
      ctx.ensure({ kind: 'history', matchId: id }, PRIORITY.reference);
      return;
    }
    const untilHorizon = Math.max(0, kickoff - intervals.preMatchHorizon - t);
    ctx.ensure({ kind: 'summary', matchId: id }, PRIORITY.upcoming, untilHorizon);
    ctx.ensure({ kind: 'history', matchId: id }, PRIORITY.reference, untilHorizon);
    if (track.hasLineup && track.lineupReads === 0)
      ctx.ensure(
        { kind: 'lineup', matchId: id },
        PRIORITY.liveExtra,
        Math.max(0, kickoff - intervals.lineupBefore - t),
      );
  }

  function onFailure(job: Job, failure: Failure) {
    if (failure.kind === 'aborted') return;
    const attempt = (retries.get(job.key) ?? 0) + 1;
    retries.set(job.key, attempt);
    let delay = Math.min(5 * 60_000, 5_000 * 2 ** (attempt - 1));
    const endpoint = pathOf(job.task.kind);
    const detail = { endpoint, job: job.key, kind: failure.kind, code: failure.code, attempt };
    const unreadableLive = failure.kind === 'invalid' && LIVE_KINDS.includes(job.task.kind);
    if (isProviderDown(failure.kind) || unreadableLive) {
      // The job was not at fault: it waits the shared pause (which already spaces requests and
      // ends at the first good answer), not a back-off of its own that would leave the live
      // lists unread for minutes after BetsAPI is back.
      delay = health.failure(`${endpoint}: ${failure.message}`);
      warnFailure(job, failure, { ...detail, reason: failure.message }, 'BetsAPI request failed');
    } else if (failure.kind === 'rate') {
      delay = Math.max(limiter.delayMs(), 5_000);
      warnFailure(
        job,
        failure,
        { ...detail, pauseMs: delay },
        'BetsAPI rate limit reached; pausing',
      );
    } else if (failure.kind === 'denied') {
      // A refused token stops everything (the feed is down for us, and is retried soon in case
      // the subscription is renewed); a plan without one endpoint pauses only that endpoint.
      const tokenRefused = failure.code !== 'PERMISSION_DENIED';
      delay = tokenRefused ? TOKEN_RETRY_MS : DENIED_PAUSE_MS;
      denied.set(job.task.kind, now() + delay);
      if (tokenRefused) health.failure(`${endpoint}: ${failure.message}`);
      log.error(
        detail,
        tokenRefused
          ? 'BetsAPI refused the token: check BETSAPI_TOKEN and the subscription'
          : 'BetsAPI plan does not include this endpoint; pausing it',
      );
    } else {
      warnFailure(job, failure, { ...detail, reason: failure.message }, 'BetsAPI answer skipped');
      // One-off jobs give up after a few bad answers; repeating ones keep their rhythm.
      if (attempt >= ONE_OFF_ATTEMPTS && ONE_OFF.includes(job.task.kind)) return;
    }
    noteStatus();
    scheduler.set({ ...job, due: now() + delay });
  }

  return { ctx, deniedUntil: (kind) => denied.get(kind) };
}

/** The endpoint each job kind asks, as logs and health name it. */
const ENDPOINT_OF: Record<TaskKind, EndpointName> = {
  inplay: 'inplay',
  upcoming: 'upcoming',
  ended: 'ended',
  view: 'view',
  odds: 'odds',
  summary: 'oddsSummary',
  lineup: 'lineup',
  history: 'history',
  table: 'leagueTable',
  toplist: 'toplist',
  squad: 'squad',
  player: 'player',
  teams: 'teams',
};

function pathOf(kind: TaskKind): string {
  return ENDPOINTS[ENDPOINT_OF[kind]].path;
}

/** The field an issue names: `timer.tm: Invalid input` → `timer.tm`. */
function fieldOf(issue: string): string {
  return issue.split(':')[0] ?? issue;
}
