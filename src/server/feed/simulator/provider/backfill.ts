/**
 * @module feed/simulator/provider/backfill
 * The results of the past the simulator fills in after start: every league's fixtures from its
 * history start to now, played to the end and pushed newest first in chunks, skipping those
 * already stored, with a yield between chunks so live ticks and requests are served meanwhile.
 * Then, paced so that it takes a fraction of a core, the earlier seasons in compact form: the
 * same matches played by the same engines, kept without prices, line-ups or play-by-play, so
 * that tables, champions, head-to-head and form reach back whole seasons.
 */
import type { FeedUpdate } from '../../updates';
import type { BookDef, LeagueDef } from '../catalogue/types';
import { createRunner } from '../match-runner';
import type { CompletedMatch } from '../../updates';
import { earlierHistoryStart, fixturesBetween, forgetSeasonPlans, historyStart } from '../schedule';
import { playedScores } from './played-scores';
import { pastSeasonUpdates } from './seasons';
import type { SimulatorState } from './state';

const BACKFILL_CHUNK = 40;
/** Postponed and cancelled fixtures are back-filled from this far back only. */
const OFF_SCHEDULE_HISTORY_MS = 14 * 86_400_000;

interface PastFixture {
  league: LeagueDef;
  kickoff: number;
  match: ReturnType<typeof fixturesBetween>[number];
}

/** A league's stretch of the past to fill in; null when it has none. */
type Span = (league: LeagueDef) => { from: number; to: number } | null;

/**
 * Fixtures of each league's span without a runner, newest first: recent results matter most
 * to a visitor.
 */
function pastFixtures(state: SimulatorState, span: Span): PastFixture[] {
  const past: PastFixture[] = [];
  for (const league of state.catalogue.leagues) {
    const range = span(league);
    if (!range) continue;
    const scores = playedScores(state);
    for (const match of fixturesBetween(league, range.from, range.to, state.seed, scores))
      if (!state.runners.has(match.id)) past.push({ league, kickoff: match.kickoff, match });
  }
  past.sort((a, b) => b.kickoff - a.kickoff);
  return past;
}

/** An earlier season's result as kept: its score, statistics, incidents and minutes played. */
function compact(match: CompletedMatch): CompletedMatch {
  return {
    ...match,
    snapshot: { ...match.snapshot, events: [] },
    odds: [],
    lineup: undefined,
  };
}

/**
 * Plays one chunk to the end and pushes the results not yet stored; resolves with their count.
 * Compact results are priced at no bookmaker (the engine never prices them) and stripped.
 */
async function backfillChunk(
  state: SimulatorState,
  chunk: readonly PastFixture[],
  t0: number,
  compacted = false,
): Promise<number> {
  const books: readonly BookDef[] = compacted ? [] : state.catalogue.books;
  const stored = (await state.finishedIds?.(chunk.map((c) => c.match.id))) ?? new Set<number>();
  const completed = chunk
    .filter((c) => !stored.has(c.match.id))
    .map((c) => createRunner(c.match, c.league, state.catalogue, state.seed))
    .filter(
      (r) => r.fate.offSchedule === undefined || r.match.kickoff > t0 - OFF_SCHEDULE_HISTORY_MS,
    )
    .map((r) => (compacted ? compact(r.complete(books)) : r.complete(books)));
  if (completed.length > 0) {
    const updates: FeedUpdate[] = [
      ...pastSeasonUpdates(state, chunk),
      { type: 'completed', at: state.clock.now(), matches: completed },
    ];
    state.sink?.push(updates);
  }
  return completed.length;
}

/**
 * Back-fills the results before t0 (at most `maxDays` back); resolves with the number of
 * matches pushed.
 * @example const written = await runBackfill(state, clock.now());
 */
export async function runBackfill(
  state: SimulatorState,
  t0: number,
  maxDays?: number,
): Promise<number> {
  const cap = maxDays === undefined ? -Infinity : t0 - maxDays * 86_400_000;
  const past = pastFixtures(state, (league) => ({
    from: Math.max(historyStart(league, t0), cap),
    to: t0,
  }));
  let written = 0;
  for (let i = 0; i < past.length && !state.stopped; i += BACKFILL_CHUNK) {
    written += await backfillChunk(state, past.slice(i, i + BACKFILL_CHUNK), t0);
    // Yield so live ticks and requests are served while the history fills in.
    await new Promise((resolve) => setImmediate(resolve));
  }
  forgetSeasonPlans();
  state.log.info({ matches: written, considered: past.length }, 'back-fill complete');
  return written;
}

/** Wall time the earlier seasons' back-fill rests after each chunk, per millisecond of work. */
const EARLIER_REST_PER_WORK = 3;

/**
 * Back-fills, compact, the `seasons` seasons before each league's history start, newest first,
 * resting `restPerWork` ms per ms of work after each chunk (3: a quarter of a core), so that a
 * start on a small machine stays quick; resolves with the number of matches pushed.
 * @example await runEarlierSeasons(state, t0, 1);
 */
export async function runEarlierSeasons(
  state: SimulatorState,
  t0: number,
  seasons: number,
  restPerWork = EARLIER_REST_PER_WORK,
): Promise<number> {
  const past = pastFixtures(state, (league) => {
    const from = earlierHistoryStart(league, t0, seasons);
    return from === null ? null : { from, to: historyStart(league, t0) };
  });
  let written = 0;
  for (let i = 0; i < past.length && !state.stopped; i += BACKFILL_CHUNK) {
    const started = performance.now();
    written += await backfillChunk(state, past.slice(i, i + BACKFILL_CHUNK), t0, true);
    await rest((performance.now() - started) * restPerWork);
  }
  forgetSeasonPlans();
  state.log.info(
    { matches: written, considered: past.length, seasons },
    'earlier seasons back-filled',
  );
  return written;
}

/** Lets live ticks and requests run for `ms` (at least one turn of the event loop). */
function rest(ms: number): Promise<void> {
  if (ms < 1) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 2_000)));
}
