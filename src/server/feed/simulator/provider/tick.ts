/**
 * @module feed/simulator/provider/tick
 * One tick of the simulated world: it advances live matches to the clock's now and pushes what
 * changed, publishes pre-match prices of upcoming ones, kicks off due fixtures, ends finished
 * ones, and once a minute widens the window of fixtures.
 */
import type { FeedUpdate } from '../../updates';
import { extendHorizon } from './horizon';
import { forget, liveUpdates, sendLineup } from './match-updates';
import { matchDurationMs } from '../schedule';
import type { SimulatorState } from './state';

/** How often the window of fixtures is widened (world time). */
const HORIZON_CHECK_MS = 60_000;

/**
 * Advances the world to the clock's now and pushes what changed (nothing before start or after stop).
 * @example setInterval(() => tickWorld(state), 1_000);
 */
export function tickWorld(state: SimulatorState): void {
  const { sink } = state;
  if (!sink || state.stopped) return;
  const t = state.clock.now();
  const out: FeedUpdate[] = [];
  if (t - state.lastHorizonCheck >= HORIZON_CHECK_MS) {
    state.lastHorizonCheck = t;
    extendHorizon(state, t, out);
  }
  for (const runner of [...state.runners.values()]) {
    const { match } = runner;
    if (runner.phase(t) === 'off') {
      if (t > match.kickoff + 3 * matchDurationMs(runner.league)) forget(state, match.id);
      continue;
    }
    if (match.kickoff > t) {
      sendLineup(state, runner, t, out);
      for (const record of runner.preMatchOdds(state.catalogue.books, state.lastTick, t))
        out.push({ type: 'odds', at: record.at, matchId: match.id, record });
      continue;
    }
    runner.advanceTo(t);
    sendLineup(state, runner, t, out);
    liveUpdates(state, runner, t, out);
  }
  state.lastTick = t;
  if (out.length > 0) sink.push(out);
}
