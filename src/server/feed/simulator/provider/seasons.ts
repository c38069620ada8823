/**
 * @module feed/simulator/provider/seasons
 * The season reference data the simulator publishes: each league's previous, current and next
 * season as the world reaches them, and the past seasons back-filled results belong to. Each
 * season goes out once.
 */
import type { FeedUpdate } from '../../updates';
import type { LeagueDef } from '../catalogue/types';
import { seasonId, seasonIndexAt, seasonPlan } from '../schedule';
import { seasonReference } from '../world';
import type { SimulatorState } from './state';

/**
 * The league's seasons around `t` not yet published, as one reference update (none when all were).
 * @example out.push(...seasonUpdates(state, t, league));
 */
export function seasonUpdates(state: SimulatorState, t: number, league: LeagueDef): FeedUpdate[] {
  const { seed, seasonsSent } = state;
  const index = seasonIndexAt(league, t);
  // Plans are built only for seasons not yet sent: this runs every minute for every league.
  // A season's dates need no results: its draw rounds and split rounds fall within its window.
  const plans = [index - 1, index, index + 1]
    .filter((i) => i >= 0 && !seasonsSent.has(seasonId(league.id, i)))
    .map((i) => seasonPlan(league, i, seed));
  if (plans.length === 0) return [];
  for (const p of plans) seasonsSent.add(p.id);
  return [{ type: 'reference', at: t, data: seasonReference(plans, state.leagues) }];
}

/**
 * The seasons of back-filled results that were never published: a short-season league's
 * fortnight of history spans many seasons, and a result must not name a season the store lacks.
 * @example sink.push([...pastSeasonUpdates(state, chunk), { type: 'completed', … }]);
 */
export function pastSeasonUpdates(
  state: SimulatorState,
  chunk: readonly { league: LeagueDef; match: { seasonId: number; seasonIndex: number } }[],
): FeedUpdate[] {
  const plans = [];
  for (const { league, match } of chunk) {
    if (state.seasonsSent.has(match.seasonId)) continue;
    state.seasonsSent.add(match.seasonId);
    plans.push(seasonPlan(league, match.seasonIndex, state.seed));
  }
  if (plans.length === 0) return [];
  return [
    { type: 'reference', at: state.clock.now(), data: seasonReference(plans, state.leagues) },
  ];
}
