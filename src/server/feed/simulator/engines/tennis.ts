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

/** The engine's fixed step: one second of wall time. */
const TICK_MS = 1000;

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

  step(state, dtMs, rng) {
    if (state.phase !== 'live') return state;
    const total = state.carryMs + dtMs;
    const ticks = Math.floor(total / TICK_MS);
    let cur: TennisState = { ...state, carryMs: total - ticks * TICK_MS };
    let owned = false;
    for (let t = 0; t < ticks && cur.phase === 'live'; t++) {
      cur.clock++;
      cur.wait--;
      if (cur.wait <= 0) {
        // Nested arrays are copied once per call, on the first action: quiet seconds stay cheap.
        if (!owned) {
          cur = ownTennis(cur);
          owned = true;
        }
        act(cur, rng);
      }
    }
    if (cur.phase !== 'live') cur.carryMs = 0;
    return cur;
  },

  isFinished: (state) => state.phase === 'ended',
  view: tennisView,
  /** Tennis has no scorers, cards or substitutions: the game and set events say it all. */
  incidents: (): Incident[] => [],
  price: tennisPrice,
  isDangerous: tennisDangerous,
  expectedDurationMs: (format) => EXPECTED_MS[format] ?? EXPECTED_MS.bo3!,
};
