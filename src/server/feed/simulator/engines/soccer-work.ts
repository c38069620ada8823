/**
 * @module feed/simulator/engines/soccer-work
 * The working copy one `step` call changes: a shallow copy of the input state whose arrays are
 * copied on first write, so the input is never touched and quiet ticks allocate nothing.
 */
import type { Incident, MatchEvent } from '../../../../lib/domain/match';
import { Stream } from './soccer-random';
import { copySquad } from './soccer-squad';
import {
  COUNTER_INDEX,
  type Counter,
  type SideIndex,
  type SoccerState,
  type SquadState,
} from './soccer-types';
import { codedEvent } from '../../../../lib/domain/event-codes';

type PairKey = 'score' | 'xg' | 'budget' | 'possessionMs';

export interface Work {
  s: SoccerState;
  r: Stream;
  /** Bit set of the parts of `s` already copied (see OWN). */
  owned: number;
}

/** Bits of `Work.owned`. */
const OWN = {
  counts: 1,
  events: 2,
  incidents: 4,
  window: 8,
  score: 16,
  xg: 32,
  budget: 64,
  possessionMs: 128,
  squad0: 256,
  squad1: 512,
} as const;

/** Marks a part as copied; true when it already was. */
function owns(w: Work, bit: number): boolean {
  if (w.owned & bit) return true;
  w.owned |= bit;
  return false;
}

/**
 * A shallow copy written out field by field: V8 builds it with a fixed shape, several times
 * faster than spreading a 30-key object, and `step` makes one per call. The type makes a new
 * state field fail to compile here until it is copied.
 */
function copyState(s: SoccerState): SoccerState {
  return {
    format: s.format,
    teams: s.teams,
    neutral: s.neutral,
    rng: s.rng,
    status: s.status,
    wallMs: s.wallMs,
    carryMs: s.carryMs,
    clockMs: s.clockMs,
    breakEndsAt: s.breakEndsAt,
    halfEndsAt: s.halfEndsAt,
    added: s.added,
    announced: s.announced,
    kickoffSide: s.kickoffSide,
    phase: s.phase,
    score: s.score,
    halfScore: s.halfScore,
    counts: s.counts,
    xg: s.xg,
    possessionMs: s.possessionMs,
    budget: s.budget,
    accruedTo: s.accruedTo,
    lastGoalAt: s.lastGoalAt,
    window: s.window,
    passing: s.passing,
    squads: s.squads,
    events: s.events,
    incidents: s.incidents,
  };
}

/** Starts a working copy of a state. */
export function openWork(state: SoccerState): Work {
  return { s: copyState(state), r: new Stream(state.rng), owned: 0 };
}

/** Ends the work: the new state, with the random stream saved into it. */
export function closeWork(w: Work): SoccerState {
  w.s.rng = w.r.save();
  return w.s;
}

/** The other side. */
export function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** Adds to a per-side counter. */
export function add(w: Work, key: Counter, side: SideIndex, n = 1): void {
  if (!owns(w, OWN.counts)) w.s.counts = [...w.s.counts];
  w.s.counts[COUNTER_INDEX[key] * 2 + side]! += n;
}

/** Reads a per-side counter. */
export function count(state: SoccerState, key: Counter, side: SideIndex): number {
  return state.counts[COUNTER_INDEX[key] * 2 + side] ?? 0;
}

/** Both sides' counter added up (ordinals of goals, cards and corners count the whole match). */
export function total(state: SoccerState, key: Counter): number {
  return count(state, key, 0) + count(state, key, 1);
}

/** A writable per-side pair. */
export function pair(w: Work, key: PairKey): [number, number] {
  if (!owns(w, OWN[key])) w.s[key] = [...w.s[key]];
  return w.s[key];
}

/** A writable squad. */
export function squad(w: Work, side: SideIndex): SquadState {
  if (!owns(w, side === 0 ? OWN.squad0 : OWN.squad1)) {
    const squads: [SquadState, SquadState] = [...w.s.squads];
    squads[side] = copySquad(squads[side]);
    w.s.squads = squads;
  }
  return w.s.squads[side];
}

/** A writable summary window. */
export function summaryWindow(w: Work): SoccerState['window'] {
  if (!owns(w, OWN.window)) {
    const { end, corners, goals } = w.s.window;
    w.s.window = { end, corners: [...corners], goals: [...goals] };
  }
  return w.s.window;
}

/** Appends a timeline text; ids count per match from '1'. */
export function pushEvent(w: Work, text: string): void {
  if (!owns(w, OWN.events)) w.s.events = [...w.s.events];
  const names = [w.s.teams[0].name, w.s.teams[1].name] as const;
  const event: MatchEvent = codedEvent(1, String(w.s.events.length + 1), text, names);
  w.s.events.push(event);
}

/** Appends a structured incident. */
export function pushIncident(w: Work, incident: Incident): void {
  if (!owns(w, OWN.incidents)) w.s.incidents = [...w.s.incidents];
  w.s.incidents.push(incident);
}
