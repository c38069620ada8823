/**
 * @module feed/simulator/engines/handball
 * The handball engine (sport 78): league matches of 2×30 minutes with a 15-minute half-time;
 * draws allowed (spec §2 "Handball: tabs stats, summary, possession chart"). The parts live in
 * `handball-*.ts`.
 */
import type { SportEngine } from './engine';
import { HANDBALL_TICKS, startHandball } from './handball-flow';
import { priceHandball } from './handball-price';
import {
  HANDBALL_FORMATS,
  HANDBALL_STAT_KEYS,
  type HandballFormat,
  type HandballState,
  type HandballStatKey,
} from './handball-rules';
import { handballDanger, viewHandball } from './handball-view';
import { tickStep } from './tick-loop';

/** Home court in rating points: Bundesliga home sides win ≈ 55 % and score ≈ 1.5 goals more. */
const HOME_COURT = 70;
/** Rating points per e-fold of the home/away finishing ratio (200 points ≈ 1.15×, ≈ 4 goals). */
const RATING_SCALE = 1400;
/**
 * Mean wall time per half with the clock stopped (time-outs, suspensions, 7-metre throws,
 * injuries), measured over simulated matches.
 */
const STOPPAGE_PER_HALF = 8 * 60;

function isFormat(format: string): format is HandballFormat {
  return Object.hasOwn(HANDBALL_FORMATS, format);
}

/**
 * Handball engine.
 * @example
 * const rng = createRng('m1');
 * let s = handballEngine.start(handballEngine.init(setup, rng), rng);
 * s = handballEngine.step(s, 60_000, rng);
 */
export const handballEngine: SportEngine<HandballState> = {
  sportId: 78,
  formats: Object.keys(HANDBALL_FORMATS),

  init(setup) {
    if (!isFormat(setup.format)) throw new Error(`handball: unknown format "${setup.format}"`);
    const rules = HANDBALL_FORMATS[setup.format];
    const diff = setup.home.rating - setup.away.rating + (setup.neutral ? 0 : HOME_COURT);
    const half = Math.exp(diff / RATING_SCALE / 2);
    const stats = Object.fromEntries(HANDBALL_STAT_KEYS.map((k) => [k, [0, 0]])) as Record<
      HandballStatKey,
      [number, number]
    >;
    return {
      format: setup.format,
      names: [setup.home.name, setup.away.name],
      players: [setup.home.players, setup.away.players],
      strength: [half, 1 / half],
      phase: 'pre',
      period: 0,
      clock: 0,
      carryMs: 0,
      wall: 0,
      stop: 0,
      breakLeft: 0,
      possession: 0,
      attackLeft: 0,
      opening: 0,
      attacks: [0, 0],
      homeBall: 0,
      possessionMarks: [],
      score: [0, 0],
      firstHalf: null,
      stats,
      events: [],
      incidents: [],
      suspensions: [],
      playerSuspensions: {},
      timeoutsLeft: [rules.timeoutsPerMatch, rules.timeoutsPerMatch],
      timeoutsThisHalf: [0, 0],
      lateTimeout: [false, false],
      run: null,
      sevenMeter: null,
      show: null,
      dangerUntil: 0,
    };
  },

  start: startHandball,
  step: tickStep(HANDBALL_TICKS),
  isFinished: (s) => s.phase === 'over',
  view: viewHandball,
  incidents: (s) => s.incidents.slice(),
  price: priceHandball,
  isDangerous: handballDanger,

  expectedDurationMs(format) {
    const rules = isFormat(format) ? HANDBALL_FORMATS[format] : HANDBALL_FORMATS.standard;
    return (2 * (rules.halfSeconds + STOPPAGE_PER_HALF) + rules.halfTimeSeconds) * 1000;
  },
};
