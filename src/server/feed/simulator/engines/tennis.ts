/**
 * @module feed/simulator/engines/tennis
 * The tennis match engine (sport 13): points on serve, games with deuce, tie-breaks, sets in
 * best of three (tour) or best of five (Grand Slam, 10-point final-set tie-break), played second
 * by second of wall time. Sides are players: `teamId` is the player competitor.
 * @see ./engine.ts for the contract; ./tennis-rules.ts for the rules it applies.
 */
import type { Incident } from '../../../../lib/domain/match';
import type { SportEngine } from './engine';
import { tennisPrice } from './tennis-market';
import { act, beginSet, schedulePoint } from './tennis-rules';
import type { TennisState } from './tennis-state';
import { TENNIS_FORMATS, initTennis, ownTennis } from './tennis-state';
import { tennisDangerous, tennisView } from './tennis-view';
import { countdownTicks, tickStep } from './tick-loop';

/** Typical wall duration per format, measured over 2,000 simulated matches. */
const EXPECTED_MS: Record<string, number> = {
  bo3: 95 * 60_000,
  bo5: 152 * 60_000,
};

/**
 * Tennis: `bo3` (tour) and `bo5` (Grand Slam).
 * @example
 * let s = tennisEngine.start(tennisEngine.init(setup, rng), rng);
 * while (!tennisEngine.isFinished(s)) s = tennisEngine.step(s, 1000, rng);
 * tennisEngine.view(s).ss // '2-1'
 */
export const tennisEngine: SportEngine<TennisState> = {
  sportId: 13,
  formats: TENNIS_FORMATS,

  init: initTennis,

  start(state, rng) {
    if (state.phase !== 'pre') return state;
    const d = ownTennis(state);
    d.phase = 'live';
    beginSet(d, state.server);
    schedulePoint(d, rng);
    return d;
  },

  step: tickStep(countdownTicks(ownTennis, act)),

  isFinished: (state) => state.phase === 'ended',
  view: tennisView,
  /** Tennis has no scorers, cards or substitutions: the game and set events say it all. */
  incidents: (): Incident[] => [],
  price: tennisPrice,
  isDangerous: tennisDangerous,
  expectedDurationMs: (format) => EXPECTED_MS[format] ?? EXPECTED_MS.bo3!,
};
