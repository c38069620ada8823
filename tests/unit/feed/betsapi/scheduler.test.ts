/**
 * Which job goes next: live first, then by waiting time; a share of picks for starving jobs;
 * background never jumps the queue.
 */
import { describe, expect, it } from 'vitest';
import {
  createScheduler,
  PRIORITY,
  type Priority,
} from '../../../../src/server/feed/betsapi/scheduler';

function queue(now: () => number, jobs: [string, Priority, number][], starvationMs = 600_000) {
  const s = createScheduler<string>({ now, starvationMs, shareEvery: 4 });
  for (const [key, priority, due] of jobs) s.upsert({ key, task: key, priority, due });
  return s;
}

function drain(s: ReturnType<typeof queue>): string[] {
  const out: string[] = [];
  for (let job = s.next(); job; job = s.next()) out.push(job.key);
  return out;
}

describe('scheduler', () => {
  it.each([
    {
      name: 'live before upcoming even when upcoming waited longer',
      jobs: [
        ['upcoming:1', PRIORITY.upcoming, 0],
        ['view:9', PRIORITY.live, 50],
        ['odds:9', PRIORITY.liveExtra, 10],
      ] as [string, Priority, number][],
      order: ['view:9', 'odds:9', 'upcoming:1'],
    },
    {
      name: 'the longest waiting first within a class',
      jobs: [
        ['inplay:18', PRIORITY.live, 30],
        ['inplay:1', PRIORITY.live, 10],
        ['view:9', PRIORITY.live, 20],
      ] as [string, Priority, number][],
      order: ['inplay:1', 'view:9', 'inplay:18'],
    },
    {
      name: 'jobs not yet due wait',
      jobs: [
        ['view:9', PRIORITY.live, 1_000],
        ['table:94', PRIORITY.reference, 90],
      ] as [string, Priority, number][],
      order: ['table:94'],
    },
  ])('$name', ({ jobs, order }) => {
    expect(drain(queue(() => 100, jobs))).toEqual(order);
  });

  it('keeps the earlier due time and the more urgent class when a job is announced again', () => {
    const s = queue(() => 0, [['summary:9', PRIORITY.upcoming, 500]]);
    s.upsert({ key: 'summary:9', task: 'summary:9', priority: PRIORITY.liveExtra, due: 900 });
    expect(s.get('summary:9')).toMatchObject({ priority: PRIORITY.liveExtra, due: 500 });
    s.set({ key: 'summary:9', task: 'summary:9', priority: PRIORITY.upcoming, due: 900 });
    expect(s.get('summary:9')).toMatchObject({ priority: PRIORITY.upcoming, due: 900 });
  });

  it('gives every fourth pick to a starving middle-class job, never to background', () => {
    const t = 1_000_000;
    const s = createScheduler<string>({ now: () => t, starvationMs: 600_000, shareEvery: 4 });
    s.upsert({ key: 'upcoming:1', task: '', priority: PRIORITY.upcoming, due: 0 });
    s.upsert({ key: 'teams:1', task: '', priority: PRIORITY.background, due: 0 });
    const picks: string[] = [];
    for (let i = 0; i < 8; i++) {
      // Live work is always waiting.
      s.upsert({ key: `view:${i}`, task: '', priority: PRIORITY.live, due: t - 1 });
      picks.push(s.next()!.key);
    }
    expect(picks.filter((k) => !k.startsWith('view:'))).toEqual(['upcoming:1']);
    expect(picks.indexOf('upcoming:1')).toBe(3);
  });

  it('takes due jobs of one kind to batch them, best first', () => {
    const s = queue(
      () => 100,
      [
        ['view:1', PRIORITY.live, 90],
        ['view:2', PRIORITY.live, 120],
        ['view:3', PRIORITY.live, 500],
        ['odds:1', PRIORITY.liveExtra, 0],
      ],
    );
    const taken = s.takeDue((j) => j.key.startsWith('view:'), 5, 200);
    expect(taken.map((j) => j.key)).toEqual(['view:1', 'view:2']);
    expect(s.keys().sort()).toEqual(['odds:1', 'view:3']);
    expect(s.nextDue()).toBe(0);
  });
});
