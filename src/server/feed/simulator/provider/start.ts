/**
 * @module feed/simulator/provider/start
 * How the simulated world opens: its clock resumed from the stored feed time when that is
 * ahead (a run faster than real time), the catalogue published, then the first window of
 * fixtures without those already stored as finished.
 */
import type { FeedSink } from '../../updates';
import { resumedFrom } from '../sim-clock';
import { catalogueReference } from '../world';
import { openHorizon, storedAsFinished } from './horizon';
import type { SimulatorState } from './state';

/**
 * Opens the world onto `target` and resolves, with the world's start time, once the first
 * window has been pushed.
 * @example const t0 = await openWorld(state, sink); // then ticks and the back-fill
 */
export async function openWorld(state: SimulatorState, target: FeedSink): Promise<number> {
  state.sink = target;
  state.stopped = false;
  state.clock = resumedFrom(state.baseClock, (await state.storedFeedTime?.()) ?? null);
  const t0 = state.clock.now();
  state.finishedBefore = await storedAsFinished(state, t0);
  const reference = catalogueReference(state.catalogue, state.seed, t0);
  target.push([{ type: 'reference', at: t0, data: reference }]);
  state.lastTick = t0;
  state.lastHorizonCheck = t0;
  await openHorizon(state, t0, target);
  // Later windows only reach fixtures further ahead, never stored as finished.
  state.finishedBefore = new Set();
  const runners = [...state.runners.values()];
  state.log.info(
    {
      runners: runners.length,
      live: runners.filter((r) => r.phase(t0) === 'live').length,
      // How far the resumed world is ahead of the wall clock.
      aheadMs: Math.max(0, t0 - Date.now()),
      finishedBefore: state.finishedBefore.size,
    },
    'simulator started',
  );
  return t0;
}
