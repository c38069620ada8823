/**
 * @module feed/betsapi/handlers-live
 * Jobs about matches in play: the in-play list of each sport, the full view of live matches,
 * their prices and line-ups. A match that leaves the in-play list is only ended when BetsAPI
 * gives it a final status; a list that failed or had bad rows ends nothing.
 */
import { isSportId, TIME_STATUS, type SportId } from '../../../lib/domain/sports';
import type { FeedUpdate } from '../updates';
import { PRIORITY } from './scheduler';
import { eventOddsRecords, summaryRecords } from './map-odds';
import { lineupOf } from './map-people';
import { parseRows } from './schemas/common';
import { eventRowSchema } from './schemas/events';
import { BET365_BOOK_ID } from './bookmakers';
import type { Handler, JobContext } from './jobs';

/** Matches per v1/event/view request (BetsAPI's maximum). */
const VIEW_BATCH = 10;
/** Views that miss a live match before it is given up as removed (time_status 99). */
const MAX_MISSING = 5;
/** A fixture BetsAPI no longer knows this long after its kick-off is given up as removed. */
const STALE_FIXTURE_MS = 24 * 3_600_000;

function rowsOf(ctx: JobContext, data: unknown[], endpoint: string) {
  const parsed = parseRows(data, eventRowSchema);
  ctx.noteRows(endpoint, parsed);
  return parsed;
}

function sportOf(ctx: JobContext, id: number, rowSport: number | null | undefined): SportId | null {
  const sport = ctx.tracker.get(id)?.sportId ?? rowSport;
  return isSportId(sport) ? sport : null;
}

export const inplay: Handler = async (job, ctx) => {
  if (job.task.kind !== 'inplay') return;
  const { sportId } = job.task;
  const answer = await ctx.client.get('inplay', { sport_id: sportId });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const { rows, invalid, rejected } = rowsOf(ctx, answer.data, 'v3/events/inplay');
  const out: FeedUpdate[] = [];
  // A row that could not be read but names its event still says that event is in play.
  const seen = new Set<number>(rejected.flatMap((r) => (r.id === null ? [] : [Number(r.id)])));
  const allNamed = rejected.length === invalid && rejected.every((r) => r.id !== null);
  for (const row of rows) {
    if ((row.sport_id ?? sportId) !== sportId) continue;
    seen.add(row.id);
    const { track, becameLive, ended } = ctx.tracker.observe(row, sportId, out);
    if (ended) ctx.unfollow(row.id);
    else if (track && becameLive) ctx.follow(track);
  }
  // Absent from the list is not the same as finished: ask the match itself, soon (unless a
  // row that could not be read may be the match).
  if (allNamed)
    for (const track of ctx.tracker.live(sportId))
      if (!seen.has(track.id))
        ctx.scheduler.upsert({
          key: `view:${track.id}`,
          task: { kind: 'view', matchId: track.id },
          priority: PRIORITY.live,
          due: ctx.now(),
        });
  ctx.push(out);
  const busy = ctx.tracker.live(sportId).length > 0;
  ctx.again(job, busy ? ctx.intervals.inplayLive : ctx.intervals.inplayIdle);
};

export const view: Handler = async (job, ctx) => {
  if (job.task.kind !== 'view') return;
  // Views due soon ride along: up to ten matches cost one request.
  const riders = ctx.scheduler.takeDue(
    (j) => j.task.kind === 'view',
    VIEW_BATCH - 1,
    ctx.now() + ctx.intervals.view / 3,
  );
  const jobs = [job, ...riders];
  const ids = jobs.map((j) => (j.task.kind === 'view' ? j.task.matchId : 0));
  const answer = await ctx.client.get('view', { event_id: ids.join(',') });
  if (!answer.ok) {
    // One request failed, not ten: the riders wait as long as the job that carried them.
    ctx.fail(job, answer.failure);
    const retry = ctx.scheduler.get(job.key);
    for (const rider of riders) ctx.scheduler.set({ ...rider, due: retry?.due ?? rider.due });
    return;
  }
  ctx.ok();
  const { rows } = rowsOf(ctx, answer.data, 'v1/event/view');
  const out: FeedUpdate[] = [];
  const answered = new Set<number>();
  for (const row of rows) {
    const sportId = sportOf(ctx, row.id, row.sport_id);
    if (sportId === null || !ids.includes(row.id)) continue;
    answered.add(row.id);
    const { track, becameLive, ended } = ctx.tracker.observe(row, sportId, out);
    if (ended) ctx.unfollow(row.id);
    else if (track && becameLive) ctx.follow(track);
  }
  for (const j of jobs) {
    if (j.task.kind !== 'view') continue;
    const track = ctx.tracker.get(j.task.matchId);
    if (!track) continue;
    const unknown = !answered.has(track.id);
    // Gone from BetsAPI: a live match after a few tries, a fixture a day after its kick-off.
    const gone = track.live
      ? unknown && ++track.missing >= MAX_MISSING
      : unknown && ctx.now() - track.fixture.time * 1000 > STALE_FIXTURE_MS;
    if (gone) {
      ctx.log.warn({ matchId: track.id }, 'match no longer known to BetsAPI; marked removed');
      ctx.tracker.drop(track.id, TIME_STATUS.removed, out);
      ctx.unfollow(track.id);
    } else if (track.live) {
      ctx.again(j, unknown ? ctx.intervals.confirm : ctx.intervals.view);
    }
  }
  ctx.push(out);
};

/** Prices of upcoming matches are read within the horizon; later ones wait. */
function priceDelay(ctx: JobContext, kickoffMs: number, live: boolean, liveMs: number) {
  if (live) return liveMs;
  const untilHorizon = kickoffMs - ctx.intervals.preMatchHorizon - ctx.now();
  return Math.max(ctx.intervals.preMatchOdds, untilHorizon);
}

export const odds: Handler = async (job, ctx) => {
  if (job.task.kind !== 'odds') return;
  const track = ctx.tracker.get(job.task.matchId);
  if (!track) return;
  const answer = await ctx.client.get('odds', {
    event_id: track.id,
    source: 'bet365',
    odds_market: '1,2,3',
    ...(track.oddsSince ? { since_time: track.oddsSince } : {}),
  });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const { records, invalid } = eventOddsRecords(answer.data, track.sportId);
  if (invalid) ctx.log.warn({ matchId: track.id, invalid }, 'skipped malformed price rows');
  for (const r of records) track.oddsSince = Math.max(track.oddsSince, Math.floor(r.at / 1000));
  const out: FeedUpdate[] = [];
  ctx.tracker.odds(track, records, out);
  ctx.push(out);
  const delay = priceDelay(ctx, track.fixture.time * 1000, track.live, ctx.intervals.liveOdds);
  ctx.again(job, delay, track.live ? PRIORITY.liveExtra : PRIORITY.upcoming);
};

/** Bookmakers already reported as unknown (once per process is enough). */
const unknownBooks = new Set<string>();

export const summary: Handler = async (job, ctx) => {
  if (job.task.kind !== 'summary') return;
  const track = ctx.tracker.get(job.task.matchId);
  if (!track) return;
  const answer = await ctx.client.get('oddsSummary', { event_id: track.id });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const mapped = summaryRecords(answer.data, track.sportId);
  if (mapped.invalid)
    ctx.log.warn(
      { matchId: track.id, invalid: mapped.invalid },
      'skipped malformed summary prices',
    );
  for (const name of mapped.unknownBooks) {
    if (unknownBooks.has(name)) continue;
    unknownBooks.add(name);
    ctx.log.info({ bookmaker: name }, 'bookmaker not in the book list; its prices are skipped');
  }
  // While live, Bet365's own history job is its only source: the summary's latest Bet365 row
  // would otherwise hide the history rows before it.
  const records = track.live
    ? mapped.records.filter((r) => r.bookId !== BET365_BOOK_ID)
    : mapped.records;
  const out: FeedUpdate[] = [];
  ctx.tracker.odds(track, records, out);
  ctx.push(out);
  const delay = priceDelay(ctx, track.fixture.time * 1000, track.live, ctx.intervals.liveSummary);
  ctx.again(job, delay, track.live ? PRIORITY.liveExtra : PRIORITY.upcoming);
};

export const lineup: Handler = async (job, ctx) => {
  if (job.task.kind !== 'lineup') return;
  const track = ctx.tracker.get(job.task.matchId);
  if (!track) return;
  const answer = await ctx.client.get('lineup', { event_id: track.id });
  if (!answer.ok) return ctx.fail(job, answer.failure);
  ctx.ok();
  const kickoff = track.fixture.time * 1000;
  if (!answer.data) {
    // Announced but not published yet: look again until shortly after kick-off.
    if (ctx.now() < kickoff + 15 * 60_000) ctx.again(job, 10 * 60_000);
    return;
  }
  ctx.push([{ type: 'lineup', at: ctx.now(), matchId: track.id, lineup: lineupOf(answer.data) }]);
  track.lineupReads = track.live ? 2 : 1;
  // The confirmed eleven can differ from the one announced: read once more after kick-off.
  if (!track.live)
    ctx.again(job, Math.max(kickoff + 5 * 60_000 - ctx.now(), 60_000), PRIORITY.liveExtra);
};
