/**
 * @module feed/simulator/engines/soccer
 * The soccer match engine (sport 1): a 90-minute match with stoppage time and half-time, and
 * the short e-soccer formats, played phase by phase from a seeded stream kept in the state.
 */
import { COUNTERS, SOCCER_FORMATS, type SoccerFormat, type SoccerState } from './soccer-types';
import type { SportEngine } from './engine';
import { halfEnd, kickOff, tick, TICK_MS } from './soccer-clock';
import { soccerPrice } from './soccer-pricing';
import { seedStream, Stream } from './soccer-random';
import { expectedPlayMs, FORMAT_RULES } from './soccer-rates';
import { initialSquad } from './soccer-squad';
import { soccerView } from './soccer-view';
import { closeWork, openWork, type Work } from './soccer-work';
import { tickStep, type TickRules } from './tick-loop';

const MINUTE = 60_000;
/** Phases in which books suspend in-play markets. */
const DANGEROUS = new Set(['danger', 'danger_free_kick', 'penalty', 'goal', 'red']);

/** Ticks play on a working copy that carries the match's own random stream (soccer-work.ts). */
const SOCCER_TICKS: TickRules<SoccerState, Work> = {
  tickMs: TICK_MS,
  inPlay: (state) => state.status !== 'pre' && state.status !== 'ft',
  open: openWork,
  isOver: (w) => w.s.status === 'ft',
  // Soccer draws from the stream kept in its state, not from the match's rng.
  tick,
  close: closeWork,
};

function toFormat(format: string): SoccerFormat {
  if (!(SOCCER_FORMATS as readonly string[]).includes(format)) {
    throw new Error(
      `Soccer engine: unknown format "${format}" (known: ${SOCCER_FORMATS.join(', ')})`,
    );
  }
  return format as SoccerFormat;
}

/**
 * Soccer: `standard` (2 × 45 min, stoppage time, 15-minute break), `esoccer-8` and
 * `esoccer-12` (2 × 4 or 2 × 6 minutes of real clock, 1-minute break, five to six goals).
 * @example
 * let s = soccerEngine.start(soccerEngine.init(setup, rng), rng);
 * s = soccerEngine.step(s, 60_000, rng); soccerEngine.view(s).timer // { tm: 1, ts: 0, … }
 */
export const soccerEngine: SportEngine<SoccerState> = {
  sportId: 1,
  formats: SOCCER_FORMATS,

  init(setup, rng) {
    const format = toFormat(setup.format);
    const rules = FORMAT_RULES[format];
    const r = new Stream(seedStream(rng));
    const added: [number, number] = rules.added
      ? [r.weighted(rules.added[0]), r.weighted(rules.added[1])]
      : [0, 0];
    const squads: SoccerState['squads'] = [
      initialSquad(setup.home, rules.substitutions, r),
      initialSquad(setup.away, rules.substitutions, r),
    ];
    return {
      format,
      teams: [setup.home, setup.away],
      neutral: setup.neutral,
      rng: r.save(),
      status: 'pre',
      wallMs: 0,
      carryMs: 0,
      clockMs: 0,
      breakEndsAt: 0,
      halfEndsAt: 0,
      added,
      announced: 0,
      kickoffSide: 0,
      phase: { kind: 'pre', side: 0, from: 0, until: 0, ball: null },
      score: [0, 0],
      halfScore: null,
      counts: new Array<number>(COUNTERS.length * 2).fill(0),
      xg: [0, 0],
      possessionMs: [0, 0],
      budget: [0, 0],
      accruedTo: 0,
      lastGoalAt: null,
      window: {
        end: rules.summaries ? 10 * MINUTE : Number.MAX_SAFE_INTEGER,
        corners: [0, 0],
        goals: [0, 0],
      },
      passing: [Math.round(r.between(74, 86)), Math.round(r.between(74, 86))],
      squads,
      events: [],
      incidents: [],
    };
  },

  start(state) {
    const w = openWork(state);
    w.s.status = 'h1';
    w.s.kickoffSide = w.r.chance(0.5) ? 0 : 1;
    w.s.halfEndsAt = halfEnd(w, 1);
    kickOff(w, w.s.kickoffSide, 0);
    return closeWork(w);
  },

  step: tickStep(SOCCER_TICKS),

  isFinished: (state) => state.status === 'ft',

  view: soccerView,

  incidents: (state) => state.incidents.map((incident) => ({ ...incident })),

  price: soccerPrice,

  isDangerous(state) {
    if (state.status !== 'h1' && state.status !== 'h2') return false;
    if (DANGEROUS.has(state.phase.kind)) return true;
    // Just after a goal (the restart included) books keep markets closed.
    const tempo = FORMAT_RULES[state.format].tempo;
    return state.lastGoalAt !== null && state.clockMs - state.lastGoalAt < 90_000 * tempo;
  },

  expectedDurationMs(format) {
    const f = toFormat(format);
    return Math.round(expectedPlayMs(f) + FORMAT_RULES[f].breakMs);
  },
};
