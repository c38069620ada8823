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
import { SECOND_MS, tickStep, type TickRules, type Work } from './tick-loop';

/**
 * One tick is a second of wall time, which is a second of game clock on a map. A shallow copy is
 * enough for a step: the map code replaces arrays instead of changing them.
 */
const ESPORTS_TICKS: TickRules<EsportsState, Work<EsportsState>> = {
  tickMs: SECOND_MS,
  inPlay: (state) => state.phase === 'live',
  open: (state) => ({ s: { ...state } }),
  isOver: (work) => work.s.phase !== 'live',
  tick({ s }, rng) {
    s.clock++;
    if (s.mode === 'map') mapSecond(s, rng);
    else if (--s.wait <= 0) startMap(s, rng);
  },
};

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

  step: tickStep(ESPORTS_TICKS),

  isFinished: (state) => state.phase === 'ended',
  view: esportsView,
  /** Kills are far too many for goal-like incidents, and players are not modelled: none. */
  incidents: (): Incident[] => [],
  price: esportsPrice,
  isDangerous: esportsDangerous,
  expectedDurationMs: (format) => EXPECTED_MS[format] ?? EXPECTED_MS.bo3!,
};
