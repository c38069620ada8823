/**
 * @module feed/betsapi/handlers-lists
 * Jobs over paged lists: upcoming fixtures (today and tomorrow), results (ended today and
 * yesterday) and a match's history (head-to-head, each side's latest results). Finished
 * matches the provider never followed arrive whole, unless already stored.
 */
import { isFinalStatus, isSportId, type SportId } from '../../../lib/domain/sports';
import type { FeedUpdate } from '../updates';
import { toTimeStatus } from './map-match';
import { PRIORITY } from './scheduler';
import { parseRows, type Pager } from './schemas/common';
import { eventRowSchema, type EventRow } from './schemas/events';
import { dayParam, keyOf, type Handler, type Job, type JobContext, type Task } from './jobs';

function nextPage(ctx: JobContext, job: Job, pager: Pager | undefined) {
  const task = job.task;
  if ((task.kind !== 'upcoming' && task.kind !== 'ended') || !pager) return;
  if (pager.page * pager.per_page >= pager.total || task.page >= ctx.maxPages) return;
  const next: Task = { ...task, page: task.page + 1 };
  ctx.scheduler.upsert({ key: keyOf(next), task: next, priority: job.priority, due: ctx.now() });
}

/** Pushes finished rows nobody followed as completed matches, skipping stored ones. */
async function completeUnfollowed(ctx: JobContext, rows: { row: EventRow; sportId: SportId }[]) {
  const candidates = rows.filter(
    ({ row }) => !ctx.tracker.get(row.id) && !ctx.tracker.hasEnded(row.id),
  );
  if (!candidates.length) return;
  const stored = await ctx.finishedIds(candidates.map(({ row }) => row.id));
  const out: FeedUpdate[] = [];
  for (const { row, sportId } of candidates)
    if (!stored.has(row.id)) ctx.tracker.completed(row, sportId, out);
  ctx.push(out);
}

/**
 * Fetches one page of a day list (`upcoming` or `ended`) and keeps its well-formed rows of the
 * job's sport; undefined when the call failed (the job is then retried by `fail`).
 */
async function dayListPage(job: Job, ctx: JobContext) {
  const task = job.task;
  if (task.kind !== 'upcoming' && task.kind !== 'ended') return undefined;
  const { kind, sportId, day, page } = task;
  const answer = await ctx.client.get(kind, {
    sport_id: sportId,
    day: dayParam(ctx.now(), day),
    page,
  });
  if (!answer.ok) {
    ctx.fail(job, answer.failure);
    return undefined;
  }
  ctx.ok();
  const parsed = parseRows(answer.data, eventRowSchema);
  ctx.noteRows(`v3/events/${kind}`, parsed);
  const rows = parsed.rows.filter((row) => (row.sport_id ?? sportId) === sportId);
  return { rows, pager: answer.pager };
}

export const upcoming: Handler = async (job, ctx) => {
  if (job.task.kind !== 'upcoming') return;
  const { sportId, page } = job.task;
  const answer = await dayListPage(job, ctx);
  if (!answer) return;
  const out: FeedUpdate[] = [];
  for (const row of answer.rows) {
    const { track, ended } = ctx.tracker.observe(row, sportId, out);
    if (ended) ctx.unfollow(row.id);
    else if (track && !track.live) ctx.follow(track);
  }
  // Not started long after kick-off: ask the match (postponed, cancelled, or missed kick-off),
  // again every `overdue` while it stays that way.
  for (const track of ctx.tracker.all()) {
    const late = ctx.now() - track.fixture.time * 1000 - ctx.intervals.overdue;
    if (track.sportId !== sportId || track.live || late < 0) continue;
    if (ctx.now() - track.checkedAt < ctx.intervals.overdue) continue;
    track.checkedAt = ctx.now();
    ctx.scheduler.upsert({
      key: keyOf({ kind: 'view', matchId: track.id }),
      task: { kind: 'view', matchId: track.id },
      priority: PRIORITY.upcoming,
      due: ctx.now(),
    });
  }
  ctx.push(out);
  nextPage(ctx, job, answer.pager);
  if (page === 1) ctx.again(job, ctx.intervals.upcoming);
};

export const ended: Handler = async (job, ctx) => {
  if (job.task.kind !== 'ended') return;
  const { sportId, day, page } = job.task;
  const answer = await dayListPage(job, ctx);
  if (!answer) return;
  const out: FeedUpdate[] = [];
  const rest: { row: EventRow; sportId: SportId }[] = [];
  for (const row of answer.rows) {
    const status = toTimeStatus(row.time_status);
    if (status === null || !isFinalStatus(status)) continue;
    // A followed match whose end was missed (provider down at the time) ends here.
    if (ctx.tracker.get(row.id)) {
      ctx.tracker.observe(row, sportId, out);
      ctx.unfollow(row.id);
    } else rest.push({ row, sportId });
  }
  ctx.push(out);
  await completeUnfollowed(ctx, rest);
  nextPage(ctx, job, answer.pager);
  if (page === 1 && day === 0) ctx.again(job, ctx.intervals.ended);
};

export const history: Handler = async (job, ctx) => {
  if (job.task.kind !== 'history') return;
  const track = ctx.tracker.get(job.task.matchId);
  if (!track) return;
  const answer = await ctx.client.get('history', { event_id: track.id, qty: 10 });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const { h2h, home, away } = answer.data;
  const parsed = parseRows([...h2h, ...home, ...away], eventRowSchema);
  ctx.noteRows('v1/event/history', parsed);
  const rows = parsed.rows.flatMap((row) => {
    const sportId = row.sport_id ?? track.sportId;
    return isSportId(sportId) ? [{ row, sportId }] : [];
  });
  await completeUnfollowed(ctx, rows);
};
