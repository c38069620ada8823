/**
 * @module feed/betsapi/job-runner
 * The polling loop: takes due jobs off the scheduler while the rate limit and the provider's
 * back-off allow, runs up to `maxConcurrent` of them at once, and naps until the next one is
 * due. A job kind refused by the plan waits out its pause; a handler that throws costs one job.
 */
import type { Logger } from '../../logger';
import * as live from './handlers-live';
import * as lists from './handlers-lists';
import * as reference from './handlers-reference';
import type { Handler, Job, JobContext, Task, TaskKind } from './jobs';
import type { ProviderHealth } from './provider-health';
import type { RateLimiter } from './rate-limiter';
import type { Scheduler } from './scheduler';

const HANDLERS: Record<TaskKind, Handler> = {
  inplay: live.inplay,
  view: live.view,
  odds: live.odds,
  summary: live.summary,
  lineup: live.lineup,
  upcoming: lists.upcoming,
  ended: lists.ended,
  history: lists.history,
  table: reference.table,
  toplist: reference.toplist,
  squad: reference.squad,
  player: reference.player,
  teams: reference.teams,
};

export interface RunnerDeps {
  ctx: JobContext;
  deniedUntil: (kind: TaskKind) => number | undefined;
  scheduler: Scheduler<Task>;
  limiter: RateLimiter;
  health: ProviderHealth;
  maxConcurrent: number;
  now: () => number;
  log: Logger;
}

export interface JobRunner {
  /** Starts the loop in the background. */
  start(): void;
  /** Ends the loop; resolves once the jobs in flight have finished. */
  stop(): Promise<void>;
  /** Runs, one after another, every job due now that the budget allows; returns how many ran. */
  runDue(): Promise<number>;
  /** Requests sent since start. */
  requests(): number;
}

/**
 * @example
 * const runner = createJobRunner({ ctx, deniedUntil, scheduler, limiter, health, now, log,
 *   maxConcurrent: 2 });
 * runner.start(); // … await runner.stop();
 */
export function createJobRunner(deps: RunnerDeps): JobRunner {
  const { scheduler, limiter, health, maxConcurrent, now, log } = deps;
  let running = false;
  let requests = 0;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | undefined;

  async function dispatch(job: Job) {
    const until = deps.deniedUntil(job.task.kind);
    if (until !== undefined && until > now()) {
      scheduler.set({ ...job, due: until });
      return;
    }
    limiter.take();
    requests++;
    try {
      await HANDLERS[job.task.kind](job, deps.ctx);
    } catch (error) {
      // A handler bug must cost one job, not the feed.
      log.error({ err: error, job: job.key }, 'BetsAPI job failed');
      scheduler.set({ ...job, due: now() + 60_000 });
    }
  }

  function blockedFor(): number {
    const t = now();
    return Math.max(limiter.delayMs(), health.pausedUntil() - t, 0);
  }

  async function run() {
    const inflight = new Set<Promise<void>>();
    while (running) {
      const due = scheduler.nextDue();
      const wait = Math.max(blockedFor(), due === null ? 1_000 : due - now());
      if (wait > 0 || inflight.size >= maxConcurrent) {
        const nap = new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(Math.max(wait, 5), 1_000)).unref?.();
        });
        await (inflight.size >= maxConcurrent ? Promise.race(inflight) : nap);
        continue;
      }
      const job = scheduler.next();
      if (!job) continue;
      const p: Promise<void> = dispatch(job).finally(() => {
        inflight.delete(p);
        wake?.();
      });
      inflight.add(p);
    }
    await Promise.all(inflight);
  }

  return {
    start() {
      running = true;
      loop = run().catch((error: unknown) => log.error({ err: error }, 'BetsAPI loop stopped'));
    },
    stop() {
      running = false;
      wake?.();
      return loop;
    },
    async runDue() {
      let ran = 0;
      while (ran < 10_000 && blockedFor() === 0) {
        const job = scheduler.next();
        if (!job) break;
        await dispatch(job);
        ran++;
      }
      return ran;
    },
    requests: () => requests,
  };
}
