/**
 * @module feed/simulator/engines/american-football
 * The American football match engine (sport 12, NFL rules): drives simulated snap by snap with
 * runs, passes, kicks, penalties, turnovers, time-outs, the two-minute warning and overtime.
 */
import type { SportEngine } from './engine';
import { beginPeriod, TICK_MS, tick } from './american-football-flow';
import { footballPrice } from './american-football-price';
import {
  FOOTBALL_FORMATS,
  FOOTBALL_FORMAT_TABLE,
  isFootballFormat,
} from './american-football-rules';
import { copyState } from './american-football-state';
import type { FootballState } from './american-football-state';
import { footballDangerous, footballView } from './american-football-view';
import { phaseTicks, tickStep } from './tick-loop';

const ZERO: [number, number] = [0, 0];

const FOOTBALL_TICKS = phaseTicks<FootballState>({
  tickMs: TICK_MS,
  copy: copyState,
  tick,
  endPhase: 'ended',
});

/**
 * The American football engine.
 * @example
 * const s0 = americanFootballEngine.init(setup, rng); // setup.format 'nfl'
 * const s1 = americanFootballEngine.step(americanFootballEngine.start(s0, rng), 600_000, rng);
 * americanFootballEngine.view(s1).details.sts // { down: 2, toGo: 6, yardLine: 41, … }
 */
export const americanFootballEngine: SportEngine<FootballState> = {
  sportId: 12,
  formats: FOOTBALL_FORMATS,

  init(setup) {
    if (!isFootballFormat(setup.format)) {
      throw new Error(
        `American football engine: unknown format "${setup.format}" (use ${FOOTBALL_FORMATS.join(', ')})`,
      );
    }
    const f = FOOTBALL_FORMAT_TABLE[setup.format];
    return {
      format: setup.format,
      matchId: setup.matchId,
      teams: [setup.home.name, setup.away.name],
      edge: setup.home.rating - setup.away.rating + (setup.neutral ? 0 : f.homeAdvantageElo),
      phase: 'pre',
      period: 0,
      clockMs: f.quarterMs,
      clockRunning: false,
      next: 'kickoff',
      untilMs: 0,
      breakMs: 0,
      wallMs: 0,
      carryMs: 0,
      seq: 0,
      offense: 0,
      yardLine: 35,
      driveStart: 35,
      down: 1,
      toGo: 10,
      openingReceiver: 0,
      timeoutsLeft: [f.timeoutsPerHalf, f.timeoutsPerHalf],
      warned: false,
      driveInRedZone: false,
      otDone: ZERO,
      points: [],
      stats: {
        rushing: ZERO,
        passing: ZERO,
        firstDowns: ZERO,
        plays: ZERO,
        thirdAtt: ZERO,
        thirdConv: ZERO,
        redAtt: ZERO,
        redTd: ZERO,
        penalties: ZERO,
        timeouts: ZERO,
        turnovers: ZERO,
      },
      show: null,
      reviewUntilMs: 0,
      ballY: 0.5,
      events: [],
    };
  },

  start(state, rng) {
    if (state.phase !== 'pre') return state;
    const s = copyState(state);
    beginPeriod(s, 1, rng);
    return s;
  },

  step: tickStep(FOOTBALL_TICKS),

  isFinished: (state) => state.phase === 'ended',
  view: footballView,
  // Top lists are soccer-style (goals, cards): football has no structured incidents.
  incidents: () => [],
  price: footballPrice,
  isDangerous: footballDangerous,

  expectedDurationMs(format) {
    return isFootballFormat(format) ? FOOTBALL_FORMAT_TABLE[format].expectedDurationMs : 0;
  },
};
