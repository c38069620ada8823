/**
 * @module feed/simulator/engines/ice-hockey
 * The ice hockey engine (sport 17): NHL and KHL regular-season games of 3×20 minutes with
 * 18-minute intermissions, 5-minute 3-on-3 sudden-death overtime and a shoot-out (spec §2
 * "hockey 3 periods plus overtime and shootout"). The parts live in `ice-hockey-*.ts`.
 */
import type { SportEngine } from './engine';
import { HOCKEY_TICKS, startHockey } from './ice-hockey-flow';
import { priceHockey } from './ice-hockey-price';
import { baseShots } from './ice-hockey-rates';
import {
  HOCKEY_FORMATS,
  HOCKEY_STAT_KEYS,
  type HockeyFormat,
  type HockeyState,
  type HockeyStatKey,
} from './ice-hockey-rules';
import { hockeyDanger, viewHockey } from './ice-hockey-view';
import { tickStep } from './tick-loop';

/** Home ice in rating points: NHL home teams score ≈ 5 % more and win ≈ 54 % of games. */
const HOME_ICE = 40;
/** Rating points per e-fold of the home/away goal-rate ratio (200 points ≈ 1.33× the goals). */
const RATING_SCALE = 700;
/**
 * Mean stoppage wall time per period (whistles, goals, penalties, TV breaks; overtime and
 * shoot-outs averaged in), measured over simulated games.
 */
const STOPPAGE_PER_PERIOD = 15.5 * 60;

function isFormat(format: string): format is HockeyFormat {
  return Object.hasOwn(HOCKEY_FORMATS, format);
}

/**
 * Ice hockey engine.
 * @example
 * const rng = createRng('m1');
 * let s = iceHockeyEngine.start(iceHockeyEngine.init(setup, rng), rng);
 * s = iceHockeyEngine.step(s, 60_000, rng);
 */
export const iceHockeyEngine: SportEngine<HockeyState> = {
  sportId: 17,
  formats: Object.keys(HOCKEY_FORMATS),

  init(setup) {
    if (!isFormat(setup.format)) throw new Error(`ice hockey: unknown format "${setup.format}"`);
    const diff = setup.home.rating - setup.away.rating + (setup.neutral ? 0 : HOME_ICE);
    const half = Math.exp(diff / RATING_SCALE / 2);
    const goalScale = HOCKEY_FORMATS[setup.format].goalScale;
    const stats = Object.fromEntries(HOCKEY_STAT_KEYS.map((k) => [k, [0, 0]])) as Record<
      HockeyStatKey,
      [number, number]
    >;
    return {
      format: setup.format,
      names: [setup.home.name, setup.away.name],
      players: [setup.home.players, setup.away.players],
      strength: [half, 1 / half],
      base: [baseShots(half, goalScale), baseShots(1 / half, goalScale)],
      phase: 'pre',
      period: 0,
      clock: 0,
      carryMs: 0,
      stop: 0,
      breakLeft: 0,
      tvTimeouts: 0,
      score: [0, 0],
      periodScores: [],
      stats,
      events: [],
      incidents: [],
      penalty: null,
      pullAt: HOCKEY_FORMATS[setup.format].periodSeconds - 120,
      pulled: [false, false],
      timeouts: [1, 1],
      possession: 0,
      wall: 0,
      show: null,
      dangerUntil: 0,
      penaltyShot: null,
      shootout: null,
    };
  },

  start: startHockey,
  step: tickStep(HOCKEY_TICKS),
  isFinished: (s) => s.phase === 'over',
  view: viewHockey,
  incidents: (s) => s.incidents.slice(),
  price: priceHockey,
  isDangerous: hockeyDanger,

  expectedDurationMs(format) {
    const rules = isFormat(format) ? HOCKEY_FORMATS[format] : HOCKEY_FORMATS.nhl;
    const play = 3 * (rules.periodSeconds + STOPPAGE_PER_PERIOD);
    return (play + 2 * rules.intermissionSeconds) * 1000;
  },
};
