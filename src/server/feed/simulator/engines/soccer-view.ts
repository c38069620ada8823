/**
 * @module feed/simulator/engines/soccer-view
 * What the feed shows of a soccer match (spec §3 "Match details", "Soccer stats"; BetsAPI
 * event view): score, half scores, timer, stat pairs, timeline and live details.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode, type GameStateName } from '../../../../lib/domain/game-states';
import type { MatchSnapshot, Stats } from '../../../../lib/domain/match';
import { IN_POSSESSION } from './soccer-phases';
import { COUNTERS, type PhaseKind, type SoccerState } from './soccer-types';

const MINUTE = 60_000;
/** The ball reaches the spot a phase is about within a few seconds, then stays around it. */
const BALL_TRAVEL_MS = 3_000;

/** Game state of each phase (spec §4 "Soccer states"). */
const STATE_NAMES: Record<PhaseKind, GameStateName<1> | null> = {
  pre: null,
  kickoff: 'Kick Off',
  possession: 'In possession',
  attack: 'Attack',
  danger: 'Dangerous Attack',
  shot_on: 'Shot on goal',
  shot_off: 'Shot off goal',
  goal: 'Goal',
  corner: 'Corner',
  goal_kick: 'Goal kick',
  free_kick: 'Simple free kick',
  danger_free_kick: 'Dangerous free kick',
  throw: 'Throw',
  offside: 'Offside',
  penalty: 'Penalty',
  injury: 'Injury',
  substitution: 'Substitution',
  yellow: 'Yellow Card',
  red: 'Red Card',
  half_time: 'Half Time',
  full_time: 'Full Time',
};

const NEUTRAL: ReadonlySet<PhaseKind> = new Set<PhaseKind>(['half_time', 'full_time']);

/** Possession in whole percent, summing to 100 (the running phase included). */
export function possessionPercent(s: SoccerState): [number, number] {
  const ms: [number, number] = [...s.possessionMs];
  const { phase } = s;
  if ((s.status === 'h1' || s.status === 'h2') && IN_POSSESSION.has(phase.kind)) {
    ms[phase.side] += Math.max(0, Math.min(s.clockMs, phase.until) - phase.from);
  }
  const sum = ms[0] + ms[1];
  if (sum <= 0) return [50, 50];
  const home = Math.round((100 * ms[0]) / sum);
  return [home, 100 - home];
}

/** Spec §4 "Ball position": `x,y` fractions of the 400x180 pitch; null hides the ball. */
function ballPosition(s: SoccerState): string | null {
  const { ball, from, until } = s.phase;
  if (!ball || (s.status !== 'h1' && s.status !== 'h2')) return null;
  const travel = Math.min(BALL_TRAVEL_MS, until - from);
  const f = travel > 0 ? Math.min(1, Math.max(0, (s.clockMs - from) / travel)) : 1;
  const x = ball[0] + (ball[2] - ball[0]) * f;
  const y = ball[1] + (ball[3] - ball[1]) * f;
  return `${x.toFixed(3)},${y.toFixed(3)}`;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

function stats(s: SoccerState): Stats {
  const out: Stats = {};
  COUNTERS.forEach((key, i) => {
    out[key] = [s.counts[2 * i] ?? 0, s.counts[2 * i + 1] ?? 0];
  });
  const possession = possessionPercent(s);
  out.possession_rt = possession;
  out.xg = [round2(s.xg[0]), round2(s.xg[1])];
  // Sides that keep the ball pass more accurately.
  const accuracy = (i: 0 | 1): number =>
    Math.round(Math.min(95, Math.max(55, s.passing[i] + 0.3 * (possession[i] - 50))));
  out.passing_accuracy = [accuracy(0), accuracy(1)];
  return out;
}

/**
 * The snapshot: time_status 0/1/3, `ss`, scores '1' (first half, frozen after it) and '2'
 * (running total), timer {tm, ts, tt, ta, md}, stats, events and details.
 * @example view(state).timer // { tm: 23, ts: 4, tt: '1', ta: 0, md: 0 }
 */
export function soccerView(s: SoccerState): MatchSnapshot {
  if (s.status === 'pre') {
    const details = { state: null, ball_pos: null, serve: null, sts: {}, period: 0 };
    return { time_status: 0, ss: null, scores: {}, timer: null, stats: {}, events: [], details };
  }
  const [home, away] = s.score;
  const [h1, a1] = s.halfScore ?? s.score;
  const firstHalf = s.status === 'h1' || s.status === 'ht';
  const running = s.status === 'h1' || s.status === 'h2';
  const name = STATE_NAMES[s.phase.kind];
  const side = NEUTRAL.has(s.phase.kind) ? null : s.phase.side === 0 ? 'home' : 'away';
  const sts = {
    players_on_pitch: [11 - s.squads[0].sentOff.length, 11 - s.squads[1].sentOff.length],
    xg: [round2(s.xg[0]), round2(s.xg[1])],
    subs_left: [s.squads[0].subsLeft, s.squads[1].subsLeft],
  };
  return {
    time_status: s.status === 'ft' ? 3 : 1,
    ss: formatScore(home, away),
    scores: {
      '1': { home: String(h1), away: String(a1) },
      '2': { home: String(home), away: String(away) },
    },
    timer: {
      tm: Math.floor(s.clockMs / MINUTE),
      ts: Math.floor((s.clockMs % MINUTE) / 1000),
      tt: running ? '1' : '0',
      ta: s.announced,
      md: firstHalf ? 0 : 1,
    },
    stats: stats(s),
    events: [...s.events],
    details: {
      state: name ? gameStateCode(1, name, side) : null,
      ball_pos: ballPosition(s),
      serve: null,
      sts,
      period: firstHalf ? 1 : 2,
    },
  };
}
