/**
 * @module feed/betsapi/job-context
 * What handlers work with, and the provider's policies behind it: which jobs a followed match
 * gets (views and prices while live; pre-match prices, history and line-ups before), and how a
 * failed request is retried (in job-failures).
 */
import type { Logger } from '../../logger';
import { createOnce } from '../../log-once';
import type { FeedUpdate } from '../updates';
import type { BetsApiClient } from './http-client';
import { createFailurePolicy } from './job-failures';
import { keyOf, type Intervals, type JobContext, type Task, type TaskKind } from './jobs';
import type { ProviderHealth } from './provider-health';
import type { RateLimiter } from './rate-limiter';
import type { ReferenceCache } from './reference-cache';
import { PRIORITY, type Priority, type Scheduler } from './scheduler';
import type { Track, Tracker } from './tracker';

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
  const { scheduler, intervals, now, log, refs } = deps;
  const ensured = new Set<string>();
  const failures = createFailurePolicy(deps);

  function schedule(task: Task, priority: Priority, delayMs = 0) {
    scheduler.upsert({ key: keyOf(task), task, priority, due: now() + delayMs });
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
      failures.forget(job.key);
      scheduler.set({ ...job, priority: priority ?? job.priority, due: now() + delayMs });
    },
    ensure(task, priority, delayMs = 0) {
      const key = keyOf(task);
      if (ensured.has(key)) return;
      ensured.add(key);
      schedule(task, priority, delayMs);
    },
    fail: (job, failure) => failures.fail(job, failure),
    ok: () => failures.ok(),
    follow: (track) => follow(ctx, track, schedule),
    unfollow(matchId) {
      for (const kind of ['view', 'odds', 'summary', 'lineup', 'history'] as const) {
        const key = keyOf({ kind, matchId });
        scheduler.remove(key);
        ensured.delete(key);
        failures.forget(key);
      }
    },
    finishedIds: deps.finishedIds,
    noSquad: new Set(),
    noteRows: rowNotes(log),
  };

  return { ctx, deniedUntil: (kind) => failures.deniedUntil(kind) };
}

/** Queues the jobs of a followed match: views and prices while live, pre-match ones before. */
function follow(
  ctx: JobContext,
  track: Track,
  schedule: (task: Task, priority: Priority, delayMs?: number) => void,
) {
  const t = ctx.now();
  const { intervals } = ctx;
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

/**
 * Logs, once per event and field, the rows of an answer that could not be read (left out) and
 * the parts of read rows that could not (the rest of the row is kept).
 */
function rowNotes(log: Logger): JobContext['noteRows'] {
  const firstTime = createOnce();
  return (endpoint, parsed) => {
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
  };
}

/** The field an issue names: `timer.tm: Invalid input` → `timer.tm`. */
function fieldOf(issue: string): string {
  return issue.split(':')[0] ?? issue;
}
