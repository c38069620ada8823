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
import { createJobContext } from './job-context';
import { createJobRunner } from './job-runner';
import { DEFAULT_INTERVALS, keyOf, type Intervals, type JobContext, type Task } from './jobs';
import { createProviderHealth } from './provider-health';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { createReferenceCache } from './reference-cache';
import { createScheduler, PRIORITY, type Priority, type Scheduler } from './scheduler';
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

export function createBetsApiProvider(options: BetsApiOptions): BetsApiProvider {
  const now = options.now ?? Date.now;
  const log = options.logger.child({ name: 'app:feed', provider: 'betsapi' });
  const sports = options.sports ?? ALL_SPORT_IDS;
  const stopper = new AbortController();
  const limiter = createRateLimiter({ limit: options.rateLimit, now, burst: options.burst });
  const http = createBetsApiClient({
    baseUrl: options.baseUrl,
    token: options.token,
    timeoutMs: options.requestTimeoutMs ?? 10_000,
    signal: stopper.signal,
    fetch: options.fetch,
  });
  const health = createProviderHealth({ now, backoffMaxMs: options.backoffMaxMs });
  const scheduler = createScheduler<Task>({ now });
  const refs = createReferenceCache();
  let sink: FeedSink | undefined;
  const { ctx, deniedUntil } = createJobContext({
    client: rateAware(http, limiter, now),
    tracker: createTracker({ refs, now }),
    refs,
    scheduler,
    intervals: { ...DEFAULT_INTERVALS, ...options.intervals },
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
  const runner = createJobRunner({
    ctx,
    deniedUntil,
    scheduler,
    limiter,
    health,
    maxConcurrent: Math.max(1, options.maxConcurrent ?? 2),
    now,
    log,
  });

  return {
    name: 'betsapi',
    status: () => (sink === undefined ? 'stopped' : health.status()),
    statusReason: () => (sink === undefined ? null : health.reason()),
    async start(target) {
      sink = target;
      seed(ctx, scheduler, sports, options.crawlTeams ?? true);
      log.info({ sports, rateLimit: options.rateLimit }, 'BetsAPI feed started');
      if (options.autoRun ?? true) runner.start();
    },
    async stop() {
      const stopped = runner.stop();
      stopper.abort();
      await stopped;
      sink = undefined;
    },
    runDue: () => runner.runDue(),
    requests: () => runner.requests(),
  };
}

/** BetsAPI's own count wins over ours (another process may share the token). */
function rateAware(http: BetsApiClient, limiter: RateLimiter, now: () => number): BetsApiClient {
  return {
    async get(endpoint, params) {
      const answer = await http.get(endpoint, params);
      limiter.observe(answer.rate.remaining, answer.rate.resetAt);
      if (!answer.ok && answer.failure.kind === 'rate')
        limiter.blockUntil(answer.rate.resetAt ?? now() + 60_000);
      return answer;
    },
  };
}

/** The sports and books everything else names, then each sport's lists and directory. */
function seed(
  ctx: JobContext,
  scheduler: Scheduler<Task>,
  sports: readonly SportId[],
  crawlTeams: boolean,
) {
  const { now } = ctx;
  const schedule = (task: Task, priority: Priority) =>
    scheduler.upsert({ key: keyOf(task), task, priority, due: now() });
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
    if (crawlTeams) schedule({ kind: 'teams', sportId, page: 1 }, PRIORITY.background);
  }
}
