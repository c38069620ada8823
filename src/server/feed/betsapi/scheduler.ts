/**
 * @module feed/betsapi/scheduler
 * Which request goes out next. Every job has a key, a priority class and a due time; among due
 * jobs the lowest class wins, then the longest waiting. Live matches sit in class 0, so when
 * the hourly budget is short they are polled first and upcoming and reference data wait. So
 * that results and tables still arrive on a busy evening, every `shareEvery`-th pick goes to
 * the job of a middle class that has waited longest past `starvationMs`, if there is one: live
 * work keeps at least the rest of the budget. Background jobs never take that share.
 */

export const PRIORITY = {
  /** In-play lists and live match views. */
  live: 0,
  /** Live prices and line-ups. */
  liveExtra: 1,
  /** Upcoming fixtures, results, pre-match prices. */
  upcoming: 2,
  /** League tables, top lists, squads, head-to-head. */
  reference: 3,
  /** Directory crawls and player careers: only when nothing else is due. */
  background: 4,
} as const;
export type Priority = (typeof PRIORITY)[keyof typeof PRIORITY];

export interface ScheduledJob<T> {
  key: string;
  task: T;
  priority: Priority;
  /** Epoch ms. */
  due: number;
}

export interface SchedulerOptions {
  now: () => number;
  /** Overdue this long, a middle-class job may take the shared pick (default 10 min). */
  starvationMs?: number;
  /** One pick in this many goes to a starving job (default 4). */
  shareEvery?: number;
}

export interface Scheduler<T> {
  /**
   * Adds a job, or updates the one with the same key: it keeps the earlier due time and the
   * more urgent class, so re-announcing a job never postpones it.
   */
  upsert(job: ScheduledJob<T>): void;
  /** Replaces a job's due time and class outright (after it ran). */
  set(job: ScheduledJob<T>): void;
  remove(key: string): void;
  has(key: string): boolean;
  get(key: string): ScheduledJob<T> | undefined;
  /** Takes the best due job off the queue, or null when none is due. */
  next(filter?: (job: ScheduledJob<T>) => boolean): ScheduledJob<T> | null;
  /** Takes up to `max` due jobs that `filter` accepts (to batch them in one request). */
  takeDue(filter: (job: ScheduledJob<T>) => boolean, max: number, dueBy: number): ScheduledJob<T>[];
  /** The earliest due time, or null when the queue is empty. */
  nextDue(): number | null;
  size(): number;
  keys(): string[];
}

/**
 * @example
 * const s = createScheduler<string>({ now: Date.now });
 * s.upsert({ key: 'inplay:1', task: 'inplay', priority: PRIORITY.live, due: Date.now() });
 * s.next()?.key // 'inplay:1'
 */
export function createScheduler<T>(options: SchedulerOptions): Scheduler<T> {
  const { now } = options;
  const starvationMs = options.starvationMs ?? 10 * 60_000;
  const shareEvery = Math.max(2, options.shareEvery ?? 4);
  const jobs = new Map<string, ScheduledJob<T>>();
  let picks = 0;

  /** Strict order: class, then due time. */
  function better(a: ScheduledJob<T>, b: ScheduledJob<T>): boolean {
    return a.priority !== b.priority ? a.priority < b.priority : a.due < b.due;
  }

  function starving(job: ScheduledJob<T>, t: number): boolean {
    return (
      job.priority > PRIORITY.live &&
      job.priority < PRIORITY.background &&
      t - job.due > starvationMs
    );
  }

  return {
    upsert(job) {
      const current = jobs.get(job.key);
      if (!current) jobs.set(job.key, { ...job });
      else
        jobs.set(job.key, {
          ...job,
          due: Math.min(current.due, job.due),
          priority: Math.min(current.priority, job.priority) as Priority,
        });
    },
    set(job) {
      jobs.set(job.key, { ...job });
    },
    remove(key) {
      jobs.delete(key);
    },
    has: (key) => jobs.has(key),
    get: (key) => jobs.get(key),
    next(filter) {
      const t = now();
      const share = picks % shareEvery === shareEvery - 1;
      let best: ScheduledJob<T> | null = null;
      let hungriest: ScheduledJob<T> | null = null;
      for (const job of jobs.values()) {
        if (job.due > t || (filter && !filter(job))) continue;
        if (!best || better(job, best)) best = job;
        if (share && starving(job, t) && (!hungriest || job.due < hungriest.due)) hungriest = job;
      }
      const pick = hungriest ?? best;
      if (pick) {
        jobs.delete(pick.key);
        picks++;
      }
      return pick;
    },
    takeDue(filter, max, dueBy) {
      const picked = [...jobs.values()]
        .filter((job) => job.due <= dueBy && filter(job))
        .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
        .slice(0, max);
      for (const job of picked) jobs.delete(job.key);
      return picked;
    },
    nextDue() {
      let min: number | null = null;
      for (const job of jobs.values()) if (min === null || job.due < min) min = job.due;
      return min;
    },
    size: () => jobs.size,
    keys: () => [...jobs.keys()],
  };
}
