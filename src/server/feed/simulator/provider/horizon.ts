/**
 * @module feed/simulator/provider/horizon
 * The window of fixtures the simulator runs: each league's fixtures from a few matches' length
 * ago to its upcoming horizon get a runner and are published as they enter it. The first window
 * (a week of fixtures with their pre-match price history) is pushed league by league at start.
 */
import type { FeedSink, FeedUpdate } from '../../updates';
import type { LeagueDef } from '../catalogue/types';
import { createRunner } from '../match-runner';
import { fixturesBetween, matchDurationMs, upcomingHorizonMs } from '../schedule';
import { playedScores } from './played-scores';
import { admit, liveUpdates, sendLineup } from './match-updates';
import { seasonUpdates } from './seasons';
import type { SimulatorState } from './state';

/** How far back a league's window opens: a match begun this long ago may still be in play. */
function windowStart(league: LeagueDef, t: number): number {
  return t - 3 * matchDurationMs(league);
}

/**
 * Creates runners for one league's fixtures newly inside the window and publishes them.
 * @example extendLeague(state, league, t, out);
 */
export function extendLeague(
  state: SimulatorState,
  league: LeagueDef,
  t: number,
  out: FeedUpdate[],
) {
  out.push(...seasonUpdates(state, t, league));
  const from = state.horizonEnd.get(league.id) ?? windowStart(league, t);
  const to = t + upcomingHorizonMs(league);
  if (to <= from) return;
  state.horizonEnd.set(league.id, to);
  for (const match of fixturesBetween(league, from, to, state.seed, playedScores(state))) {
    if (state.runners.has(match.id) || state.finishedBefore.has(match.id)) continue;
    const runner = createRunner(match, league, state.catalogue, state.seed);
    if (match.kickoff <= t) {
      runner.advanceTo(t);
      // Already over: the back-fill stores it.
      if (runner.phase(t) === 'ended') continue;
    }
    state.runners.set(match.id, runner);
    admit(state, runner, t, out);
    sendLineup(state, runner, t, out);
    if (runner.phase(t) === 'live' || runner.phase(t) === 'interrupted')
      liveUpdates(state, runner, t, out);
  }
}

/**
 * Creates runners for fixtures newly inside every league's window and publishes them.
 * @example extendHorizon(state, t, out);
 */
export function extendHorizon(state: SimulatorState, t: number, out: FeedUpdate[]) {
  for (const league of state.catalogue.leagues) extendLeague(state, league, t, out);
}

/**
 * The fixtures of the first window (as extendLeague first reads it) that are stored as
 * finished. A restart must not play them again: the world's time is resumed past their end,
 * but a match simulated again in one step from kick-off need not end at the same moment.
 * @example state.finishedBefore = await storedAsFinished(state, t0);
 */
export async function storedAsFinished(state: SimulatorState, t: number): Promise<Set<number>> {
  if (!state.finishedIds) return new Set();
  const ids = state.catalogue.leagues.flatMap((league) =>
    fixturesBetween(
      league,
      windowStart(league, t),
      t + upcomingHorizonMs(league),
      state.seed,
      playedScores(state),
    ).map((m) => m.id),
  );
  return state.finishedIds(ids);
}

/**
 * The first window, a week of fixtures with their pre-match price history, pushed league by
 * league with a yield between, so the ingest writes each part before the next is made: held
 * all at once it is tens of MB that live only until written, and the heap sizes its next
 * limit from that peak for the rest of the process's life.
 * @example await openHorizon(state, t0, sink);
 */
export async function openHorizon(state: SimulatorState, t: number, target: FeedSink) {
  for (const league of state.catalogue.leagues) {
    if (state.stopped) return;
    const out: FeedUpdate[] = [];
    extendLeague(state, league, t, out);
    if (out.length > 0) target.push(out);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
