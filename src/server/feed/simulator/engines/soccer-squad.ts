/**
 * @module feed/simulator/engines/soccer-squad
 * Who is on the pitch: starting elevens, substitution plans (up to five changes in three
 * windows, mostly after minute 55), red cards, and picking scorers, assisters and foulers by
 * position. Slots index `SideSetup.players`; with fewer players the slots stay anonymous.
 */
import type { SideSetup } from './engine';
import type { Stream } from './soccer-random';
import type { SquadState } from './soccer-types';

const MINUTE = 60_000;
const STARTERS = 11;
/** Positions of anonymous slots: a 4-4-2, then a bench of seven. */
const DEFAULT_POSITIONS = 'GDDDDMMMMFFGDMMFDF';

/** Position code (G/D/M/F) of a slot. */
export function slotPosition(team: SideSetup, slot: number): string {
  return team.players[slot]?.position ?? DEFAULT_POSITIONS[slot] ?? 'M';
}

/** Player id of a slot, or undefined for an anonymous one. */
export function slotPlayerId(team: SideSetup, slot: number): number | undefined {
  return team.players[slot]?.id;
}

/** Player name of a slot, or null for an anonymous one. */
export function slotName(team: SideSetup, slot: number): string | null {
  return team.players[slot]?.name ?? null;
}

/** Deep copy (the engine copies a squad before changing it, never the input's). */
export function copySquad(squad: SquadState): SquadState {
  return {
    ...squad,
    onPitch: [...squad.onPitch],
    bench: [...squad.bench],
    booked: [...squad.booked],
    sentOff: [...squad.sentOff],
    plan: squad.plan.map((w) => ({ ...w })),
  };
}

/**
 * The starting squad and its substitution plan. Premier League sides made about four
 * changes on average once five were allowed, in up to three in-play windows plus half-time.
 * @example initialSquad(setup.home, true, stream).onPitch.length // 11
 */
export function initialSquad(team: SideSetup, substitutions: boolean, r: Stream): SquadState {
  const size = Math.max(team.players.length, DEFAULT_POSITIONS.length);
  const onPitch = Array.from({ length: STARTERS }, (_, i) => i);
  const bench = Array.from({ length: size - STARTERS }, (_, i) => i + STARTERS);
  const squad: SquadState = {
    onPitch,
    bench,
    booked: [],
    sentOff: [],
    subsLeft: substitutions ? 5 : 0,
    windowsLeft: substitutions ? 3 : 0,
    plan: [],
    halfTimeSubs: 0,
    injured: null,
  };
  if (!substitutions || bench.length === 0) return squad;
  const planned = Math.min(bench.length, 2 + r.weighted([0.06, 0.17, 0.3, 0.47]));
  squad.halfTimeSubs = r.chance(0.18) ? (r.chance(0.2) ? 2 : 1) : 0;
  const inPlay = planned - squad.halfTimeSubs;
  const windows = inPlay >= 3 ? (r.chance(0.65) ? 3 : 2) : inPlay;
  const counts = Array.from({ length: windows }, () => 1);
  for (let left = inPlay - windows; left > 0; left--)
    counts[r.weighted([3, 2, 1].slice(0, windows))]! += 1;
  // Window times: the first around the hour, the last in the closing minutes.
  const ranges: [number, number][] =
    windows === 1
      ? [[58, 78]]
      : windows === 2
        ? [
            [55, 70],
            [71, 88],
          ]
        : [
            [54, 67],
            [67, 79],
            [79, 89],
          ];
  let previous = 0;
  ranges.forEach(([from, to], i) => {
    const early = i === 0 && r.chance(0.12) ? 46 : from;
    const at = Math.max(previous + 3, r.between(early, to)) * MINUTE;
    previous = at / MINUTE;
    squad.plan.push({ at: Math.round(at), count: counts[i]! });
  });
  return squad;
}

/** Scorers: forwards most, then midfielders, defenders, rarely goalkeepers. */
const SCORER_WEIGHTS: Record<string, number> = { F: 6, M: 3, D: 1, G: 0.02 };
const ASSIST_WEIGHTS: Record<string, number> = { F: 3, M: 4, D: 2, G: 0.1 };
const FOUL_WEIGHTS: Record<string, number> = { F: 1.6, M: 3, D: 3, G: 0.15 };

function pickSlot(
  team: SideSetup,
  slots: readonly number[],
  weights: Record<string, number>,
  r: Stream,
  factor: (slot: number) => number = () => 1,
): number {
  if (slots.length === 0) return -1;
  const w = slots.map((slot) => (weights[slotPosition(team, slot)] ?? 1) * factor(slot));
  return slots[r.weighted(w)]!;
}

/** A scorer (or penalty taker) among the players on the pitch. */
export function pickScorer(team: SideSetup, squad: SquadState, r: Stream): number {
  return pickSlot(team, squad.onPitch, SCORER_WEIGHTS, r);
}

/** An assisting team-mate of the scorer. */
export function pickAssister(
  team: SideSetup,
  squad: SquadState,
  scorer: number,
  r: Stream,
): number {
  const mates = squad.onPitch.filter((slot) => slot !== scorer);
  return pickSlot(team, mates, ASSIST_WEIGHTS, r);
}

/** The player committing a foul; booked players are more careful. */
export function pickFouler(team: SideSetup, squad: SquadState, r: Stream): number {
  return pickSlot(team, squad.onPitch, FOUL_WEIGHTS, r, (slot) =>
    squad.booked.includes(slot) ? 0.2 : 1,
  );
}

/** Any outfield player on the pitch (an injury, an own goal). */
export function pickOutfield(team: SideSetup, squad: SquadState, r: Stream): number {
  return pickSlot(team, squad.onPitch, { F: 1, M: 1, D: 1.4, G: 0 }, r);
}

/** Sends a slot off in place (the squad must already be a copy). */
export function sendOff(squad: SquadState, slot: number): void {
  squad.onPitch = squad.onPitch.filter((s) => s !== slot);
  squad.sentOff.push(slot);
  if (squad.injured === slot) squad.injured = null;
}

/**
 * One change in place: the injured player first, else a tired outfield player (rarely one who
 * came on), replaced by a bench player of the same position when there is one.
 * Returns [in, out], or null when no change is possible.
 */
export function substitute(team: SideSetup, squad: SquadState, r: Stream): [number, number] | null {
  if (squad.subsLeft <= 0 || squad.bench.length === 0) return null;
  let out = squad.injured !== null && squad.onPitch.includes(squad.injured) ? squad.injured : -1;
  if (out < 0) {
    out = pickSlot(team, squad.onPitch, { F: 3, M: 3, D: 1.5, G: 0 }, r, (slot) =>
      slot >= STARTERS ? 0.05 : 1,
    );
  }
  if (out < 0) return null;
  const position = slotPosition(team, out);
  const same = squad.bench.filter((slot) => slotPosition(team, slot) === position);
  const outfield = squad.bench.filter((slot) => slotPosition(team, slot) !== 'G');
  const pool = same.length > 0 ? same : position === 'G' ? squad.bench : outfield;
  if (pool.length === 0) return null;
  const into = pool[r.int(0, pool.length - 1)]!;
  squad.bench = squad.bench.filter((s) => s !== into);
  squad.onPitch = squad.onPitch.map((s) => (s === out ? into : s));
  squad.subsLeft -= 1;
  if (squad.injured === out) squad.injured = null;
  return [into, out];
}

/**
 * An injured player must come off: the next planned window is brought forward (or one is
 * added) when changes are left. Mutates the copy it is given.
 */
export function markInjured(squad: SquadState, slot: number, clockMs: number, r: Stream): void {
  if (squad.subsLeft <= 0 || squad.windowsLeft <= 0) return;
  squad.injured = slot;
  const at = clockMs + Math.round(r.between(20_000, 90_000));
  const first = squad.plan[0];
  if (first && first.at > at) first.at = at;
  else if (!first) squad.plan.push({ at, count: 1 });
}
