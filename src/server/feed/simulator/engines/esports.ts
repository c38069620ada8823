/**
 * @module feed/simulator/engines/esports
 * The e-sports engine (sport 151): League of Legends series as the LCK plays them, best of
 * three (regular season) or best of five (playoffs); each map on its own game clock with kills,
 * towers, dragons, barons, inhibitors and gold, and a draft pause between maps.
 * @see ./engine.ts for the contract; ./esports-state.ts for how a map is modelled.
 */
import type { Incident } from '../../../../lib/domain/match';
import type { SportEngine } from './engine';
import { mapSecond, startMap } from './esports-map';
import { esportsPrice } from './esports-market';
import type { EsportsState } from './esports-state';
import { ESPORTS_FORMATS, initEsports } from './esports-state';
import { esportsDangerous, esportsView } from './esports-view';

/** The engine's fixed step: one second of wall time, which is one second of game clock. */
const TICK_MS = 1000;

/** Typical wall duration per format (maps of ≈ 31 min and ≈ 10-minute pauses), measured over 2,000 simulated series. */
const EXPECTED_MS: Record<string, number> = {
  bo3: 89 * 60_000,
  bo5: 149 * 60_000,
};

/**
 * League of Legends: `bo3` and `bo5`.
 * @example
 * let s = esportsEngine.start(esportsEngine.init(setup, rng), rng);
 * while (!esportsEngine.isFinished(s)) s = esportsEngine.step(s, 1000, rng);
 * esportsEngine.view(s).ss // '2-1'
 */
export const esportsEngine: SportEngine<EsportsState> = {
  sportId: 151,
  formats: ESPORTS_FORMATS,

  init: initEsports,

  start(state, rng) {
    if (state.phase !== 'pre') return state;
    const d: EsportsState = { ...state, phase: 'live' };
    startMap(d, rng);
    return d;
  },

  step(state, dtMs, rng) {
    if (state.phase !== 'live') return state;
    const total = state.carryMs + dtMs;
    const ticks = Math.floor(total / TICK_MS);
    // A shallow copy is enough: the map code replaces arrays instead of changing them.
    const d: EsportsState = { ...state, carryMs: total - ticks * TICK_MS };
    for (let i = 0; i < ticks && d.phase === 'live'; i++) {
      d.clock++;
      if (d.mode === 'map') mapSecond(d, rng);
      else if (--d.wait <= 0) startMap(d, rng);
    }
    if (d.phase !== 'live') d.carryMs = 0;
    return d;
  },

  isFinished: (state) => state.phase === 'ended',
  view: esportsView,
  /** Kills are far too many for goal-like incidents, and players are not modelled: none. */
  incidents: (): Incident[] => [],
  price: esportsPrice,
  isDangerous: esportsDangerous,
  expectedDurationMs: (format) => EXPECTED_MS[format] ?? EXPECTED_MS.bo3!,
};
