/**
 * @module feed/simulator/engines/basketball
 * The basketball match engine (sport 18): NBA, FIBA and 4×5 e-basketball games simulated play
 * by play with shots, fouls and free throws, rebounds, turnovers, time-outs and overtimes.
 */
import type { SportEngine } from './engine';
import {
  BASKETBALL_FORMATS,
  BASKETBALL_FORMAT_TABLE,
  isBasketballFormat,
} from './basketball-format';
import { beginPeriod, TICK_MS, tick } from './basketball-clock';
import { basketballPrice } from './basketball-price';
import { copyState } from './basketball-state';
import type { BasketballState } from './basketball-state';
import { basketballDangerous, basketballView } from './basketball-view';
import { phaseTicks, tickStep } from './tick-loop';

/** Spread of the hidden per-game shooting form (hot and cold nights beyond possession luck). */
const FORM_SD = 0.015;
/** Spread of the hidden per-game tempo: totals vary more than margins do (NBA O/U σ ≈ 18). */
const PACE_SD = 0.02;

const BASKETBALL_TICKS = phaseTicks<BasketballState>({
  tickMs: TICK_MS,
  copy: copyState,
  tick: (s, rng) => tick(s, BASKETBALL_FORMAT_TABLE[s.format], rng),
  endPhase: 'ended',
});

/**
 * The basketball engine.
 * @example
 * const s0 = basketballEngine.init(setup, rng); // setup.format 'nba'
 * const s1 = basketballEngine.step(basketballEngine.start(s0, rng), 60_000, rng);
 * basketballEngine.view(s1).timer // { tm: 11, ts: 40, q: 1 } or so
 */
export const basketballEngine: SportEngine<BasketballState> = {
  sportId: 18,
  formats: BASKETBALL_FORMATS,

  init(setup) {
    if (!isBasketballFormat(setup.format)) {
      throw new Error(
        `Basketball engine: unknown format "${setup.format}" (use ${BASKETBALL_FORMATS.join(', ')})`,
      );
    }
    const f = BASKETBALL_FORMAT_TABLE[setup.format];
    return {
      format: setup.format,
      matchId: setup.matchId,
      teams: [setup.home.name, setup.away.name],
      edge: setup.home.rating - setup.away.rating + (setup.neutral ? 0 : f.homeAdvantageElo),
      form: [1, 1],
      pace: 1,
      phase: 'pre',
      period: 0,
      clockMs: f.quarterMs,
      playAtMs: 0,
      secondChance: false,
      stopMs: 0,
      stopKind: 'none',
      breakMs: 0,
      wallMs: 0,
      carryMs: 0,
      seq: 0,
      possession: 0,
      jumpWinner: 0,
      ft: null,
      points: [],
      teamFouls: [0, 0],
      timeoutsLeft: [0, 0],
      biggestLead: [0, 0],
      run: [0, 0],
      raceIndex: 0,
      stats: {
        two: [0, 0],
        three: [0, 0],
        ftm: [0, 0],
        fta: [0, 0],
        fouls: [0, 0],
        timeouts: [0, 0],
        rebounds: [0, 0],
        turnovers: [0, 0],
      },
      show: null,
      ball: null,
      events: [],
    };
  },

  start(state, rng) {
    if (state.phase !== 'pre') return state;
    const s = copyState(state);
    const r = rng.fork(`${s.matchId}:form`);
    s.form = [r.normal(1, FORM_SD), r.normal(1, FORM_SD)];
    s.pace = Math.min(1.2, Math.max(0.8, r.normal(1, PACE_SD)));
    beginPeriod(s, BASKETBALL_FORMAT_TABLE[s.format], 1, rng);
    return s;
  },

  step: tickStep(BASKETBALL_TICKS),

  isFinished: (state) => state.phase === 'ended',
  view: basketballView,
  // Fouls-outs and ejections are not modelled, so there are no structured incidents.
  incidents: () => [],
  price: basketballPrice,
  isDangerous: basketballDangerous,

  expectedDurationMs(format) {
    return isBasketballFormat(format) ? BASKETBALL_FORMAT_TABLE[format].expectedDurationMs : 0;
  },
};
