/**
 * @module feed/betsapi/provider
 * FEED=betsapi: real bet365 data polled from BetsAPI and pushed through the same ingest as the
 * simulator. A scheduler picks the next request (live matches first), a rate limiter keeps
 * within the hourly budget, failures back off, and the feed reads as stale while BetsAPI is
 * down. Nothing a bad answer says can crash the loop or erase what was known.
 */
import { ALL_SPORT_IDS, SPORT_NAMES, type SportId } from '../../../lib/domain/sports';
import type { Logger } from '../../logger';
import type { FeedProvider, FeedSink } from '../updates';
import { bookReference } from './bookmakers';
import { createBetsApiClient, type BetsApiClient } from './http-client';
import * as live from './handlers-live';
import * as lists from './handlers-lists';
import * as reference from './handlers-reference';
import { createJobContext } from './job-context';
import {
  DEFAULT_INTERVALS,
  keyOf,
  type Handler,
  type Intervals,
  type Job,
  type Task,
  type TaskKind,
} from './jobs';
import { createProviderHealth } from './provider-health';
import { createRateLimiter } from './rate-limiter';
import { createReferenceCache } from './reference-cache';
import { createScheduler, PRIORITY, type Priority } from './scheduler';
import { createTracker } from './tracker';

export interface BetsApiOptions {
  token: string;
  baseUrl: string;
  /** Requests per hour (BETSAPI_RATE_LIMIT). */
  rateLimit: number;
  logger: Logger;
  now?: () => number;
  /** Sports polled (default: every sport of spec §1). */
  sports?: readonly SportId[];
  requestTimeoutMs?: number;
  /** Longest pause between requests while BetsAPI keeps failing (default 60 s). */
  backoffMaxMs?: number;
  /** Requests in flight at once. */
  maxConcurrent?: number;
  intervals?: Partial<Intervals>;
  /** Pages read per paged list and day. */
  maxPages?: number;
  /** Requests allowed back to back (see rate-limiter). */
  burst?: number;
  /** Ids already stored as finished (not delivered again). */
  finishedIds?: (ids: readonly number[]) => Promise<Set<number>>;
  /** Run the polling loop (default). Off: the caller drives it with `runDue()` (tests). */
  autoRun?: boolean;
  /** Read the team directory in the background (default true). */
  crawlTeams?: boolean;
  fetch?: typeof fetch;
}

export interface BetsApiProvider extends FeedProvider {
  /** Runs, one after another, every job due now that the budget allows; returns how many ran. */
  runDue(): Promise<number>;
  /** Requests sent since start. */
  requests(): number;
}

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

export function createBetsApiProvider(options: BetsApiOptions): BetsApiProvider {
  const now = options.now ?? Date.now;
  const log = options.logger.child({ name: 'app:feed', provider: 'betsapi' });
  const intervals: Intervals = { ...DEFAULT_INTERVALS, ...options.intervals };
  const sports = options.sports ?? ALL_SPORT_IDS;
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
  const stopper = new AbortController();
  const limiter = createRateLimiter({ limit: options.rateLimit, now, burst: options.burst });
  const http = createBetsApiClient({
    baseUrl: options.baseUrl,
    token: options.token,
    timeoutMs: options.requestTimeoutMs ?? 10_000,
    signal: stopper.signal,
    fetch: options.fetch,
  });
  // BetsAPI's own count wins over ours (another process may share the token).
  const client: BetsApiClient = {
    async get(endpoint, params) {
      const answer = await http.get(endpoint, params);
      limiter.observe(answer.rate.remaining, answer.rate.resetAt);
      if (!answer.ok && answer.failure.kind === 'rate')
        limiter.blockUntil(answer.rate.resetAt ?? now() + 60_000);
      return answer;
    },
  };
  const health = createProviderHealth({ now, backoffMaxMs: options.backoffMaxMs });
  const scheduler = createScheduler<Task>({ now });
  const refs = createReferenceCache();
  const tracker = createTracker({ refs, now });
  let sink: FeedSink | undefined;
  let running = false;
  let requests = 0;
  let loop: Promise<void> = Promise.resolve();
  let wake: (() => void) | undefined;
  const { ctx, deniedUntil } = createJobContext({
    client,
    tracker,
    refs,
    scheduler,
    intervals,
    maxPages: options.maxPages ?? 4,
    now,
    log,
    limiter,
    health,
    push(updates) {
      if (updates.length && sink) sink.push(updates);
    },
    finishedIds: options.finishedIds ?? (async () => new Set<number>()),
  });

  function schedule(task: Task, priority: Priority) {
    scheduler.upsert({ key: keyOf(task), task, priority, due: now() });
  }

  async function dispatch(job: Job) {
    const until = deniedUntil(job.task.kind);
    if (until !== undefined && until > now()) {
      scheduler.set({ ...job, due: until });
      return;
    }
    limiter.take();
    requests++;
    try {
      await HANDLERS[job.task.kind](job, ctx);
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

  function seed() {
    ctx.push([
      {
        type: 'reference',
        at: now(),
        data: {
          sports: sports.map((id) => ({
            id,
            name: SPORT_NAMES[id].en,
            kor: SPORT_NAMES[id].kr,
            jp: SPORT_NAMES[id].jp,
          })),
          books: bookReference(),
        },
      },
    ]);
    for (const sportId of sports) {
      schedule({ kind: 'inplay', sportId }, PRIORITY.live);
      for (const day of [0, 1] as const)
        schedule({ kind: 'upcoming', sportId, day, page: 1 }, PRIORITY.upcoming);
      for (const day of [0, -1] as const)
        schedule({ kind: 'ended', sportId, day, page: 1 }, PRIORITY.upcoming);
      if (options.crawlTeams ?? true)
        schedule({ kind: 'teams', sportId, page: 1 }, PRIORITY.background);
    }
  }

  return {
    name: 'betsapi',
    status: () => (sink === undefined ? 'stopped' : health.status()),
    statusReason: () => (sink === undefined ? null : health.reason()),
    async start(target) {
      sink = target;
      seed();
      log.info({ sports, rateLimit: options.rateLimit }, 'BetsAPI feed started');
      if (options.autoRun ?? true) {
        running = true;
        loop = run().catch((error: unknown) => log.error({ err: error }, 'BetsAPI loop stopped'));
      }
    },
    async stop() {
      running = false;
      stopper.abort();
      wake?.();
      await loop;
      sink = undefined;
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
