/**
 * @module feed/simulator/provider/backfill
 * The results of the past the simulator fills in after start: every league's fixtures from its
 * history start to now, played to the end and pushed newest first in chunks, skipping those
 * already stored, with a yield between chunks so live ticks and requests are served meanwhile.
 */
import type { FeedUpdate } from '../../updates';
import type { LeagueDef } from '../catalogue/types';
import { createRunner } from '../match-runner';
import { fixturesBetween, forgetSeasonPlans, historyStart } from '../schedule';
import { drawWinners } from './draw-winners';
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

/** Fixtures before t0 without a runner, newest first: recent results matter most to a visitor. */
function pastFixtures(state: SimulatorState, t0: number): PastFixture[] {
  const past: PastFixture[] = [];
  for (const league of state.catalogue.leagues) {
    const winners = drawWinners(state);
    for (const match of fixturesBetween(league, historyStart(league, t0), t0, state.seed, winners))
      if (!state.runners.has(match.id)) past.push({ league, kickoff: match.kickoff, match });
  }
  past.sort((a, b) => b.kickoff - a.kickoff);
  return past;
}

/** Plays one chunk to the end and pushes the results not yet stored; resolves with their count. */
async function backfillChunk(
  state: SimulatorState,
  chunk: readonly PastFixture[],
  t0: number,
): Promise<number> {
  const stored = (await state.finishedIds?.(chunk.map((c) => c.match.id))) ?? new Set<number>();
  const completed = chunk
    .filter((c) => !stored.has(c.match.id))
    .map((c) => createRunner(c.match, c.league, state.catalogue, state.seed))
    .filter(
      (r) => r.fate.offSchedule === undefined || r.match.kickoff > t0 - OFF_SCHEDULE_HISTORY_MS,
    )
    .map((r) => r.complete(state.catalogue.books));
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
 * Back-fills the results before t0; resolves with the number of matches pushed.
 * @example const written = await runBackfill(state, clock.now());
 */
export async function runBackfill(state: SimulatorState, t0: number): Promise<number> {
  const past = pastFixtures(state, t0);
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
