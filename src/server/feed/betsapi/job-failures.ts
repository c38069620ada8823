/**
 * @module feed/betsapi/job-failures
 * How a failed request is retried: back-off while BetsAPI is down, a pause at the rate limit,
 * a longer one when the plan lacks an endpoint, and a few tries for one-off jobs. Also notes
 * when the feed turns stale and when it recovers.
 */
import type { Logger } from '../../logger';
import { createThrottle } from '../../log-once';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { isProviderDown, type Failure } from './http-client';
import type { Job, Task, TaskKind } from './jobs';
import type { ProviderHealth } from './provider-health';
import type { RateLimiter } from './rate-limiter';
import type { Scheduler } from './scheduler';

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

export interface FailureDeps {
  scheduler: Scheduler<Task>;
  now: () => number;
  log: Logger;
  limiter: RateLimiter;
  health: ProviderHealth;
}

export interface FailurePolicy {
  /** Logs a failed request and puts its job back on the queue after the right pause. */
  fail(job: Job, failure: Failure): void;
  /** Records a good answer (the provider is up). */
  ok(): void;
  /** Forgets the failed attempts of a job (it answered, or is no longer wanted). */
  forget(key: string): void;
  /** When a job kind refused by the plan or the token may run again. */
  deniedUntil(kind: TaskKind): number | undefined;
}

/**
 * @example
 * const failures = createFailurePolicy({ scheduler, now, log, limiter, health });
 * failures.fail(job, { kind: 'server', message: 'HTTP 503' }); // retried after the back-off
 */
export function createFailurePolicy(deps: FailureDeps): FailurePolicy {
  const { scheduler, now, log, limiter, health } = deps;
  const retries = new Map<string, number>();
  const denied = new Map<TaskKind, number>();
  const throttle = createThrottle(now);
  let lastStatus = health.status();

  function noteStatus() {
    const status = health.status();
    if (status === lastStatus) return;
    if (status === 'stale') log.warn('BetsAPI is not answering: live data is stale');
    else if (lastStatus === 'stale') log.info('BetsAPI answers again');
    lastStatus = status;
  }

  /** A throttled warning about a failing endpoint: once a minute, with the count held back. */
  function warnFailure(job: Job, failure: Failure, detail: object, message: string) {
    const { ok, suppressed } = throttle.take(`${job.task.kind}|${failure.kind}`);
    if (ok) log.warn({ ...detail, ...(suppressed ? { suppressed } : {}) }, message);
  }

  /** The pause before the job runs again, or null when it is given up. */
  function pauseAfter(job: Job, failure: Failure, attempt: number): number | null {
    const endpoint = pathOf(job.task.kind);
    const detail = { endpoint, job: job.key, kind: failure.kind, code: failure.code, attempt };
    const unreadableLive = failure.kind === 'invalid' && LIVE_KINDS.includes(job.task.kind);
    if (isProviderDown(failure.kind) || unreadableLive) {
      // The job was not at fault: it waits the shared pause (which already spaces requests and
      // ends at the first good answer), not a back-off of its own that would leave the live
      // lists unread for minutes after BetsAPI is back.
      const delay = health.failure(`${endpoint}: ${failure.message}`);
      warnFailure(job, failure, { ...detail, reason: failure.message }, 'BetsAPI request failed');
      return delay;
    }
    if (failure.kind === 'rate') {
      const delay = Math.max(limiter.delayMs(), 5_000);
      warnFailure(
        job,
        failure,
        { ...detail, pauseMs: delay },
        'BetsAPI rate limit reached; pausing',
      );
      return delay;
    }
    if (failure.kind === 'denied') {
      // A refused token stops everything (the feed is down for us, and is retried soon in case
      // the subscription is renewed); a plan without one endpoint pauses only that endpoint.
      const tokenRefused = failure.code !== 'PERMISSION_DENIED';
      const delay = tokenRefused ? TOKEN_RETRY_MS : DENIED_PAUSE_MS;
      denied.set(job.task.kind, now() + delay);
      if (tokenRefused) health.failure(`${endpoint}: ${failure.message}`);
      log.error(
        detail,
        tokenRefused
          ? 'BetsAPI refused the token: check BETSAPI_TOKEN and the subscription'
          : 'BetsAPI plan does not include this endpoint; pausing it',
      );
      return delay;
    }
    warnFailure(job, failure, { ...detail, reason: failure.message }, 'BetsAPI answer skipped');
    // One-off jobs give up after a few bad answers; repeating ones keep their rhythm.
    if (attempt >= ONE_OFF_ATTEMPTS && ONE_OFF.includes(job.task.kind)) return null;
    return Math.min(5 * 60_000, 5_000 * 2 ** (attempt - 1));
  }

  return {
    fail(job, failure) {
      if (failure.kind === 'aborted') return;
      const attempt = (retries.get(job.key) ?? 0) + 1;
      retries.set(job.key, attempt);
      const delay = pauseAfter(job, failure, attempt);
      if (delay === null) return;
      noteStatus();
      scheduler.set({ ...job, due: now() + delay });
    },
    ok() {
      health.success();
      noteStatus();
    },
    forget(key) {
      retries.delete(key);
    },
    deniedUntil: (kind) => denied.get(kind),
  };
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
