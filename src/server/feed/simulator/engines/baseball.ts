/**
 * @module feed/simulator/engines/baseball
 * The baseball engine (sport 16; formats mlb, kbo, npb): a pitch-by-pitch game with real
 * rules, played on a schedule of wall time (pitches ≈ 15–25 s apart, half-inning breaks,
 * pitching changes), priced from the same model it plays.
 */
import type { PlayerRef, SideSetup, SportEngine } from './engine';
import type { Rng } from '../rng';
import { draft } from './baseball-draft';
import { halfStart, starterLimit } from './baseball-inning';
import { pitch, resolve } from './baseball-play';
import { baseballPrice } from './baseball-price';
import { BASEBALL_FORMATS, emptyTotals } from './baseball-types';
import type { BaseballFormat, BaseballState, BaseballTeam } from './baseball-types';
import { baseballIncidents, baseballView } from './baseball-view';
import { lazyWork, owned, tickStep, type LazyWork, type TickRules } from './tick-loop';

export type { BaseballState } from './baseball-types';

/** The engine's clock advances in whole ticks; the rest of a step's time is carried over. */
const TICK_MS = 1_000;
/** A pitch is "in flight" (dangerous with runners in scoring position) this long before it. */
const DELIVERY_MS = 2_000;

/** Typical wall duration per format (measured over simulated games; MLB pitch clock ≈ 2 h 40). */
const DURATION_MS: Record<BaseballFormat, number> = {
  mlb: 160 * 60_000,
  kbo: 180 * 60_000,
  npb: 182 * 60_000,
};

function isFormat(format: string): format is BaseballFormat {
  return (BASEBALL_FORMATS as readonly string[]).includes(format);
}

const brief = (p: PlayerRef): { id: number; name: string } => ({ id: p.id, name: p.name });

/** Batting order: the first nine non-pitchers as listed (the squad lists starters first). */
function team(side: SideSetup): BaseballTeam {
  return {
    teamId: side.teamId,
    name: side.name,
    rating: side.rating,
    lineup: side.players
      .filter((p) => p.position !== 'P')
      .slice(0, 9)
      .map(brief),
    pitchers: side.players.filter((p) => p.position === 'P').map(brief),
  };
}

/** Runs the action due at `nextAtMs` on the working copy. */
function act(d: BaseballState, rng: Rng): void {
  switch (d.next) {
    case 'pitch':
      return pitch(d, rng);
    case 'resolve':
      return resolve(d, rng);
    case 'halfStart':
      return halfStart(d, rng);
    case 'resume':
      return halfStart(d, rng, 'resume');
  }
}

/**
 * Each tick moves the game clock a second; the actions due by then run on a deep copy made at the
 * first of them, as most ticks fall between pitches and share everything but the clock.
 */
const BASEBALL_TICKS: TickRules<BaseballState, LazyWork<BaseballState>> = {
  tickMs: TICK_MS,
  inPlay: (state) => state.status === 1,
  open: lazyWork,
  isOver: (w) => w.s.status !== 1,
  tick(w, rng) {
    w.s.clockMs += TICK_MS;
    if (w.s.nextAtMs > w.s.clockMs) return;
    const d = owned(w, draft);
    while (d.status === 1 && d.nextAtMs <= d.clockMs) act(d, rng);
  },
};

/**
 * The baseball engine.
 * @example
 * const s0 = baseballEngine.init(setup, rng); // setup.format 'kbo'
 * const s1 = baseballEngine.step(baseballEngine.start(s0, rng), 60_000, rng);
 * baseballEngine.view(s1).timer // { tm: 1, ts: 0 }
 */
export const baseballEngine: SportEngine<BaseballState> = {
  sportId: 16,
  formats: BASEBALL_FORMATS,

  init(setup, rng) {
    if (!isFormat(setup.format))
      throw new Error(`Baseball engine: unknown format "${setup.format}" (use mlb, kbo or npb)`);
    return {
      matchId: setup.matchId,
      format: setup.format,
      neutral: setup.neutral,
      teams: { home: team(setup.home), away: team(setup.away) },
      status: 0,
      clockMs: 0,
      carryMs: 0,
      nextAtMs: 0,
      next: 'halfStart',
      inning: 1,
      half: 'top',
      outs: 0,
      balls: 0,
      strikes: 0,
      bases: [null, null, null],
      lineScore: { home: [], away: [] },
      batterIndex: { home: 0, away: 0 },
      pitcherIndex: { home: 0, away: 0 },
      pitcherPitches: { home: 0, away: 0 },
      pitcherLimit: { home: starterLimit(rng), away: starterLimit(rng) },
      totals: { home: emptyTotals(), away: emptyTotals() },
      stateCode: null,
      events: [],
      homeRuns: [],
      result: null,
    };
  },

  start(state, rng) {
    if (state.status !== 0) return state;
    const d = draft(state);
    d.status = 1;
    halfStart(d, rng, 'first');
    return d;
  },

  step: tickStep(BASEBALL_TICKS),

  isFinished: (state) => state.status === 3,
  view: baseballView,
  incidents: baseballIncidents,
  price: baseballPrice,

  isDangerous(state) {
    if (state.status !== 1) return false;
    if (state.next === 'resolve') return true;
    const scoringPosition = state.bases[1] !== null || state.bases[2] !== null;
    return (
      state.next === 'pitch' && scoringPosition && state.nextAtMs - state.clockMs <= DELIVERY_MS
    );
  },

  expectedDurationMs(format) {
    return isFormat(format) ? DURATION_MS[format] : DURATION_MS.mlb;
  },
};
