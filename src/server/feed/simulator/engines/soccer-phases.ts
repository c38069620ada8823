/**
 * @module feed/simulator/engines/soccer-phases
 * The flow of play as a chain of phases: possession → attack → dangerous attack → shot, with
 * the ways a move breaks down (turnovers, throws, goal kicks, offsides, fouls and free kicks,
 * corners, penalties) and the stoppages in between (goals, cards, injuries, substitutions).
 */
import {
  commitFoul,
  injure,
  missPenalty,
  scoreGoal,
  shoot,
  substitutions,
  takeCorner,
  type ShotKind,
} from './soccer-actions';
import { chainRates, FORMAT_RULES } from './soccer-rates';
import type { Continuation, Phase, PhaseKind, SideIndex } from './soccer-types';
import { add, other, pair, squad, type Work } from './soccer-work';

/** What starts next; shots carry their outcome, interruptions what to resume. */
interface Next extends Continuation {
  goal?: boolean;
  penalty?: boolean;
  then?: Continuation;
}

/** Phases in which a side has the ball (possession_rt counts their time). */
export const IN_POSSESSION: ReadonlySet<PhaseKind> = new Set<PhaseKind>([
  'kickoff',
  'possession',
  'attack',
  'danger',
  'corner',
  'free_kick',
  'danger_free_kick',
  'throw',
  'goal_kick',
  'penalty',
]);

/** Duration ranges (ms at tempo 1): dead balls take far longer than the ball in play. */
const DURATION: Partial<Record<PhaseKind, [number, number]>> = {
  kickoff: [3_000, 5_000],
  shot_on: [2_000, 4_000],
  shot_off: [2_000, 4_000],
  goal: [45_000, 75_000],
  corner: [18_000, 32_000],
  goal_kick: [12_000, 24_000],
  free_kick: [10_000, 22_000],
  danger_free_kick: [30_000, 55_000],
  throw: [7_000, 15_000],
  offside: [5_000, 10_000],
  penalty: [60_000, 110_000],
  injury: [60_000, 150_000],
  substitution: [25_000, 45_000],
  yellow: [20_000, 40_000],
  red: [40_000, 80_000],
};

function duration(w: Work, kind: PhaseKind, side: SideIndex): number {
  const tempo = FORMAT_RULES[w.s.format].tempo;
  if (kind === 'possession')
    return 2_000 * tempo + w.r.exp(chainRates(w.s, side).possessionMs - 2_000 * tempo);
  if (kind === 'attack') return tempo * (3_000 + w.r.exp(4_000));
  if (kind === 'danger') return tempo * (2_000 + w.r.exp(3_000));
  const [min, max] = DURATION[kind] ?? [5_000, 10_000];
  return tempo * w.r.between(min, max);
}

/** Where the ball goes, as progress towards the side's target goal (home attacks to the right). */
function target(w: Work, kind: PhaseKind, previous: [number, number]): [number, number] | null {
  const r = w.r;
  switch (kind) {
    case 'kickoff':
    case 'goal':
      return [0.5, 0.5];
    case 'possession':
    case 'free_kick':
      return [r.between(0.15, 0.55), r.between(0.1, 0.9)];
    case 'attack':
      return [r.between(0.55, 0.8), r.between(0.1, 0.9)];
    case 'danger':
      return [r.between(0.8, 0.95), r.between(0.15, 0.85)];
    case 'shot_on':
      return [1, r.between(0.45, 0.55)];
    case 'shot_off':
      return [1, r.between(0.25, 0.75)];
    case 'corner':
      return [1, r.chance(0.5) ? 0 : 1];
    case 'goal_kick':
      return [0.06, r.between(0.35, 0.65)];
    case 'danger_free_kick':
      return [r.between(0.72, 0.84), r.between(0.25, 0.75)];
    case 'throw':
      return [r.between(0.2, 0.85), r.chance(0.5) ? 0 : 1];
    case 'offside':
      return [r.between(0.75, 0.9), r.between(0.2, 0.8)];
    case 'penalty':
      return [0.89, 0.5];
    default:
      return previous;
  }
}

/** Starts a phase at `at`; entering some phases is itself an event (an attack, a corner…). */
export function enter(w: Work, next: Next, at: number): void {
  const { kind, side } = next;
  const before = w.s.phase.ball;
  const from: [number, number] = before ? [before[2], before[3]] : [0.5, 0.5];
  const aim = target(w, kind, from);
  let ball: Phase['ball'] = null;
  if (aim) {
    // Stored as pitch fractions: the away side attacks towards x = 0.
    const x = side === 0 || aim === from ? aim[0] : 1 - aim[0];
    ball = kind === 'goal' ? [side === 0 ? 1 : 0, 0.5, 0.5, 0.5] : [from[0], from[1], x, aim[1]];
  }
  const phase: Phase = { kind, side, from: at, until: at + duration(w, kind, side), ball };
  if (next.goal !== undefined) phase.goal = next.goal;
  if (next.penalty) phase.penalty = true;
  if (next.then) phase.then = next.then;
  w.s.phase = phase;
  if (kind === 'attack') {
    add(w, 'attacks', side);
    if (w.r.chance(0.06)) add(w, 'crosses', side);
  } else if (kind === 'danger') {
    add(w, 'dangerous_attacks', side);
    if (w.r.chance(0.25)) add(w, 'crosses', side);
  } else if (kind === 'corner') takeCorner(w, side, at);
  else if (kind === 'penalty') add(w, 'penalties', side);
  else if (kind === 'offside') add(w, 'offsides', side);
  else if (kind === 'goal') scoreGoal(w, side, at, next.penalty === true);
  else if (kind === 'substitution') {
    const sq = squad(w, side);
    const window = sq.plan.shift();
    sq.windowsLeft -= 1;
    substitutions(w, side, at, Math.max(window?.count ?? 1, sq.injured !== null ? 1 : 0));
    if (sq.windowsLeft <= 0) sq.plan = [];
  }
}

function shot(w: Work, side: SideIndex, at: number, kind: ShotKind): Next {
  const { goal, on } = shoot(w, side, at, kind);
  return { kind: on ? 'shot_on' : 'shot_off', side, goal, penalty: kind === 'penalty' };
}

/** A foul, its card and a possible injury, then the free kick to `free`. */
function foul(w: Work, by: SideIndex, at: number, free: Continuation, cynical = false): Next {
  const card = commitFoul(w, by, at, cynical);
  if (card) return { kind: card, side: by, then: free };
  if (FORMAT_RULES[w.s.format].injuries && w.r.chance(0.025)) {
    injure(w, other(by), at);
    return { kind: 'injury', side: other(by), then: free };
  }
  return free;
}

function pick<T>(w: Work, options: readonly (readonly [number, () => T])[]): T {
  return options[w.r.weighted(options.map(([weight]) => weight))]![1]();
}

/** What follows the current phase, which ended at `at`. */
export function decide(w: Work, at: number): Next {
  const { kind, side } = w.s.phase;
  const them = other(side);
  const rates = chainRates(w.s, side);
  const to = (k: PhaseKind, s: SideIndex = side): Next => ({ kind: k, side: s });
  const scale = FORMAT_RULES[w.s.format].cards;
  switch (kind) {
    case 'kickoff':
    case 'free_kick':
    case 'throw':
      return to('possession');
    case 'possession':
      if (w.r.chance(rates.attack)) return to('attack');
      return pick(w, [
        [0.5, () => to('possession', them)],
        [0.24, () => to('throw', them)],
        [0.052 * scale, () => foul(w, them, at, to('free_kick'))],
        [0.052 * scale, () => foul(w, side, at, to('free_kick', them))],
      ]);
    case 'attack':
      if (w.r.chance(rates.danger)) return to('danger');
      return pick(w, [
        [0.42, () => to('possession', them)],
        [0.2, () => to('throw', w.r.chance(0.55) ? them : side)],
        [0.053 * scale, () => foul(w, them, at, to('free_kick'), true)],
        [0.028 * scale, () => foul(w, side, at, to('free_kick', them))],
        [0.035, () => to('offside')],
        [0.11, () => to('goal_kick', them)],
      ]);
    case 'danger':
      return pick(w, [
        [rates.shot, () => shot(w, side, at, 'open')],
        [0.076, () => to('corner')],
        [0.04 * scale, () => foul(w, them, at, to('danger_free_kick'), true)],
        [0.0038, () => foul(w, them, at, to('penalty'), true)],
        [0.015, () => to('offside')],
        [0.35, () => to('possession', them)],
        [0.13, () => to('throw', w.r.chance(0.6) ? them : side)],
        [0.08, () => to('goal_kick', them)],
      ]);
    case 'shot_on':
    case 'shot_off':
      if (w.s.phase.goal) return { kind: 'goal', side, penalty: w.s.phase.penalty === true };
      if (w.s.phase.penalty) missPenalty(w, side, at);
      if (kind === 'shot_on') return w.r.chance(0.25) ? to('corner') : to('possession', them);
      if (w.r.chance(0.12)) return to('corner');
      return w.r.chance(0.9) ? to('goal_kick', them) : to('possession', them);
    case 'goal':
      return to('kickoff', them);
    case 'corner':
      return pick(w, [
        [0.28, () => shot(w, side, at, 'header')],
        [0.05, () => to('corner')],
        [0.12, () => to('danger')],
        [0.38, () => to('possession', them)],
        [0.17, () => to('throw', w.r.chance(0.5) ? them : side)],
      ]);
    case 'danger_free_kick':
      return pick(w, [
        [0.35, () => shot(w, side, at, 'free_kick')],
        [0.35, () => to('danger')],
        [0.076, () => to('corner')],
        [0.22, () => to('possession', them)],
      ]);
    case 'goal_kick':
      return w.r.chance(0.55) ? to('possession') : to('possession', them);
    case 'offside':
      return to('free_kick', them);
    case 'penalty':
      return shot(w, side, at, 'penalty');
    default:
      return w.s.phase.then ?? to('possession');
  }
}

/** Restarts at which a side may make its changes. */
const DEAD_BALL: ReadonlySet<PhaseKind> = new Set<PhaseKind>([
  'throw',
  'goal_kick',
  'free_kick',
  'kickoff',
  'corner',
]);

/** A due substitution window interrupts the restart `next` (an injured player goes off first). */
export function withSubstitution(w: Work, next: Next, at: number): Next {
  if (!DEAD_BALL.has(next.kind) && w.s.phase.kind !== 'injury') return next;
  for (const side of [0, 1] as const) {
    const sq = w.s.squads[side];
    const window = sq.plan[0];
    if (!window || window.at > at) continue;
    // Planned windows belong to the second half (first-half stoppage can pass their minute);
    // only an injury brings one into the first half.
    if (w.s.status === 'h1' && sq.injured === null) continue;
    if (sq.windowsLeft <= 0 || sq.subsLeft <= 0) {
      squad(w, side).plan = [];
      continue;
    }
    return { kind: 'substitution', side, then: { kind: next.kind, side: next.side } };
  }
  return next;
}

/** Adds the ended phase's time to its side's possession. */
export function creditPossession(w: Work, phase: Phase): void {
  if (IN_POSSESSION.has(phase.kind))
    pair(w, 'possessionMs')[phase.side] += phase.until - phase.from;
}
