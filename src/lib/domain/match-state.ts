/**
 * @module domain/match-state
 * What a list says of a match that is not running a clock: every provider status (BetsAPI's
 * `time_status`, 0–11 and 99) as one state with its own label, and a fixture whose kick-off has
 * passed without it starting shown as delayed rather than as still to come.
 */
import { TIME_STATUS } from './sports';

export const MATCH_STATES = [
  'upcoming',
  'delayed',
  'live',
  'interrupted',
  'suspended',
  'ended',
  'toBeFixed',
  'postponed',
  'cancelled',
  'walkover',
  'abandoned',
  'retired',
  'decidedByFa',
  'removed',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** A fixture this long past its kick-off without starting is delayed (lists refresh by the minute). */
export const DELAY_GRACE_MS = 5 * 60_000;

const BY_STATUS: Record<number, MatchState> = {
  [TIME_STATUS.inPlay]: 'live',
  [TIME_STATUS.toBeFixed]: 'toBeFixed',
  [TIME_STATUS.ended]: 'ended',
  [TIME_STATUS.postponed]: 'postponed',
  [TIME_STATUS.cancelled]: 'cancelled',
  [TIME_STATUS.walkover]: 'walkover',
  [TIME_STATUS.interrupted]: 'interrupted',
  [TIME_STATUS.abandoned]: 'abandoned',
  [TIME_STATUS.retired]: 'retired',
  [TIME_STATUS.suspended]: 'suspended',
  [TIME_STATUS.decidedByFa]: 'decidedByFa',
  [TIME_STATUS.removed]: 'removed',
};

/**
 * The state of a match with status `status` that kicks off at `kickoffS` (epoch seconds).
 * @example [matchState(0, 1000, 1000_000), matchState(0, 1000, 2000_000), matchState(4, 0, 0)] // ['upcoming', 'delayed', 'postponed']
 */
export function matchState(status: number, kickoffS: number, nowMs: number): MatchState {
  if (status === TIME_STATUS.notStarted)
    return nowMs > kickoffS * 1000 + DELAY_GRACE_MS ? 'delayed' : 'upcoming';
  return BY_STATUS[status] ?? 'toBeFixed';
}

/** States a list shows the match clock for. */
export function showsClock(state: MatchState): boolean {
  return state === 'live';
}
