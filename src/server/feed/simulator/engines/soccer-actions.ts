/**
 * @module feed/simulator/engines/soccer-actions
 * What the referee writes down: shots and their xG, goals (scorer, assist, own goals,
 * penalties), fouls and cards, corners, injuries and substitutions, each updating the
 * counters, the timeline texts and the structured incidents together.
 */
import type { Incident } from '../../../../lib/domain/match';
import { FORMAT_RULES, goalRate, rampIntegral } from './soccer-rates';
import {
  markInjured,
  pickAssister,
  pickFouler,
  pickOutfield,
  pickScorer,
  sendOff,
  slotName,
  slotPlayerId,
  substitute,
} from './soccer-squad';
import {
  cardText,
  cornerText,
  goalText,
  minuteLabel,
  minuteNumber,
  penaltyMissedText,
  substitutionText,
} from './soccer-text';
import type { SideIndex, SoccerState } from './soccer-types';
import {
  add,
  other,
  pair,
  pushEvent,
  pushIncident,
  squad,
  summaryWindow,
  total,
  type Work,
} from './soccer-work';

const SIDES = ['home', 'away'] as const;

/** Penalties are scored about 78 % of the time; most misses are saves. */
export const PENALTY_CONVERSION = 0.78;
/** Share of non-scoring shots that still hit the target (PL: ~8.6 on target of ~25 shots). */
const MISSED_ON_TARGET = 0.255;
/** Own goals are about 3 % of Premier League goals. */
const OWN_GOAL = 0.03;

function half(s: SoccerState): 1 | 2 {
  return s.status === 'h1' ? 1 : 2;
}

/** The feed minute (`23`, `45+2`) of a game-clock instant. */
export function minuteAt(s: SoccerState, at: number): string {
  return minuteLabel(at, half(s), FORMAT_RULES[s.format].halfMs);
}

function incident(
  w: Work,
  kind: Incident['kind'],
  side: SideIndex,
  at: number,
  slot: number,
  team: SideIndex = side,
): Incident {
  const value: Incident = {
    kind,
    side: SIDES[side],
    minute: minuteNumber(at, half(w.s), FORMAT_RULES[w.s.format].halfMs),
  };
  const id = slotPlayerId(w.s.teams[team], slot);
  if (id !== undefined) value.playerId = id;
  pushIncident(w, value);
  return value;
}

/**
 * Credits both sides' shot budgets up to `at`: non-penalty goals are a rate over the clock
 * (ratings, home advantage, red cards, the in-match ramp), and each shot spends part of what
 * its side has built up. So goal totals follow the rates while shot counts follow play.
 */
export function accrue(w: Work, at: number): void {
  const from = w.s.accruedTo;
  if (at <= from) return;
  const budget = pair(w, 'budget');
  const span = rampIntegral(w.s, from, at) / FORMAT_RULES[w.s.format].spent;
  budget[0] += goalRate(w.s, 0) * span;
  budget[1] += goalRate(w.s, 1) * span;
  w.s.accruedTo = at;
}

export type ShotKind = 'open' | 'header' | 'free_kick' | 'penalty';

/** Chance quality of open-play shots: long range, in the box, big chance. */
const OPEN_SHOTS = { weights: [0.4, 0.47, 0.13], factors: [0.35, 1, 2.4] };
const SET_SHOT_FACTOR: Record<ShotKind, number> = {
  open: 1,
  header: 0.8,
  free_kick: 0.5,
  penalty: 1,
};

/** Strikes a shot: its xG, whether it scores and whether it is on target. */
export function shoot(
  w: Work,
  side: SideIndex,
  at: number,
  kind: ShotKind,
): { goal: boolean; on: boolean } {
  let xg: number;
  if (kind === 'penalty') {
    xg = PENALTY_CONVERSION;
  } else {
    accrue(w, at);
    const budget = pair(w, 'budget');
    const factor =
      kind === 'open'
        ? OPEN_SHOTS.factors[w.r.weighted(OPEN_SHOTS.weights)]!
        : SET_SHOT_FACTOR[kind];
    xg = Math.min(0.85, Math.max(0.01, budget[side] * factor));
    budget[side] = Math.max(-0.6, budget[side] - xg);
  }
  const goal = w.r.chance(xg);
  const on = goal || w.r.chance(kind === 'penalty' ? 0.7 : MISSED_ON_TARGET);
  add(w, on ? 'on_target' : 'off_target', side);
  if (on && !goal) add(w, 'saves', other(side));
  if ((kind === 'open' && w.r.chance(0.78)) || kind === 'header') add(w, 'key_passes', side);
  pair(w, 'xg')[side] += xg;
  return { goal, on };
}

/** A goal for `side`: scorer, assist or own goal, score, summaries and the timeline. */
export function scoreGoal(w: Work, side: SideIndex, at: number, penalty: boolean): void {
  const s = w.s;
  const ownGoal = !penalty && w.r.chance(OWN_GOAL);
  const team = ownGoal ? other(side) : side;
  const slot = ownGoal
    ? pickOutfield(s.teams[team], s.squads[team], w.r)
    : pickScorer(s.teams[side], s.squads[side], w.r);
  add(w, 'goals', side);
  pair(w, 'score')[side] += 1;
  summaryWindow(w).goals[side] += 1;
  s.lastGoalAt = at;
  const name = slotName(s.teams[team], slot);
  pushEvent(w, goalText(minuteAt(s, at), total(s, 'goals'), name, s.teams[side].name, ownGoal));
  // An own goal belongs to the side it counts for; its player is the opponent's defender.
  const kind = ownGoal ? 'own_goal' : penalty ? 'penalty_goal' : 'goal';
  const value = incident(w, kind, side, at, slot, team);
  if (kind === 'goal' && w.r.chance(0.72)) {
    const assist = slotPlayerId(
      s.teams[side],
      pickAssister(s.teams[side], s.squads[side], slot, w.r),
    );
    if (assist !== undefined && value.playerId !== undefined) value.assistId = assist;
  }
}

/** A penalty that was saved or missed. */
export function missPenalty(w: Work, side: SideIndex, at: number): void {
  const s = w.s;
  const slot = pickScorer(s.teams[side], s.squads[side], w.r);
  pushEvent(
    w,
    penaltyMissedText(minuteAt(s, at), slotName(s.teams[side], slot), s.teams[side].name),
  );
  incident(w, 'penalty_missed', side, at, slot);
}

/** A corner for `side`. */
export function takeCorner(w: Work, side: SideIndex, at: number): void {
  add(w, 'corners', side);
  summaryWindow(w).corners[side] += 1;
  pushEvent(w, cornerText(minuteAt(w.s, at), total(w.s, 'corners'), w.s.teams[side].name));
}

/**
 * A foul by `side`; about one in eight is booked (PL ~3.3 yellows from ~21 fouls a match), a
 * few are straight reds, and a booked player's second yellow is a red.
 */
export function commitFoul(
  w: Work,
  side: SideIndex,
  at: number,
  cynical: boolean,
): 'yellow' | 'red' | null {
  const s = w.s;
  add(w, 'fouls', side);
  const scale = FORMAT_RULES[s.format].cards;
  const straightRed = w.r.chance(0.0024 * scale);
  const yellow = !straightRed && w.r.chance((cynical ? 0.19 : 0.13) * scale);
  if (!straightRed && !yellow) return null;
  const team = s.teams[side];
  const slot = pickFouler(team, s.squads[side], w.r);
  if (slot < 0) return null;
  const minute = minuteAt(s, at);
  const name = slotName(team, slot);
  if (yellow && !s.squads[side].booked.includes(slot)) {
    add(w, 'yellowcards', side);
    squad(w, side).booked.push(slot);
    pushEvent(w, cardText(minute, total(s, 'yellowcards'), 'Yellow', name, team.name));
    incident(w, 'yellow', side, at, slot);
    return 'yellow';
  }
  // Rates change with the number of players: credit the budgets up to now first.
  accrue(w, at);
  if (yellow) {
    add(w, 'yellowcards', side);
    pushEvent(w, cardText(minute, total(s, 'yellowcards'), 'Yellow', name, team.name));
  }
  add(w, 'redcards', side);
  sendOff(squad(w, side), slot);
  pushEvent(w, cardText(minute, total(s, 'redcards'), 'Red', name, team.name));
  incident(w, yellow ? 'yellowred' : 'red', side, at, slot);
  return 'red';
}

/** A player of `side` is hurt; one who cannot go on is replaced at the next stoppage. */
export function injure(w: Work, side: SideIndex, at: number): void {
  const s = w.s;
  const slot = pickOutfield(s.teams[side], s.squads[side], w.r);
  if (slot < 0) return;
  incident(w, 'injury', side, at, slot);
  if (w.r.chance(0.5)) markInjured(squad(w, side), slot, at, w.r);
}

/** Makes up to `changes` substitutions for `side` at once. */
export function substitutions(w: Work, side: SideIndex, at: number, changes: number): void {
  const s = w.s;
  const team = s.teams[side];
  const sq = squad(w, side);
  for (let i = 0; i < changes; i++) {
    const change = substitute(team, sq, w.r);
    if (!change) break;
    const [into, out] = change;
    add(w, 'substitutions', side);
    pushEvent(
      w,
      substitutionText(minuteAt(s, at), slotName(team, into), slotName(team, out), team.name),
    );
    incident(w, 'sub_in', side, at, into);
    incident(w, 'sub_out', side, at, out);
  }
}
