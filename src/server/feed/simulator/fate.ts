/**
 * @module feed/simulator/fate
 * What befalls a fixture beyond a normal match, decided once from the seed: postponement,
 * cancellation, an interruption (resumed or abandoned), a tennis retirement or walkover
 * (BetsAPI time_status 4–9). Rare, as in real feeds.
 */
import { TIME_STATUS, type SportId, type TimeStatus } from '../../../lib/domain/sports';
import { createRng } from './rng';

export interface Fate {
  /** Never played: postponed (4) or cancelled (5), known from publication. */
  offSchedule?: TimeStatus;
  /** Tennis walkover (6): decided at kick-off, no play. */
  walkover?: boolean;
  /** Play stops at this much engine time for `pauseMs` of wall time (time_status 7). */
  interruptAtMs?: number;
  pauseMs?: number;
  /** After the interruption the match is abandoned (8) instead of resumed. */
  abandoned?: boolean;
  /** Tennis retirement (9) at this much engine time. */
  retireAtMs?: number;
}

/**
 * @example fateOf('seed', 42, 1, 6_000_000) // usually {}
 */
export function fateOf(seed: string, matchId: number, sportId: SportId, durationMs: number): Fate {
  const rng = createRng(`${seed}/fate/${matchId}`);
  const roll = rng.next();
  if (roll < 0.004) return { offSchedule: TIME_STATUS.postponed };
  if (roll < 0.005) return { offSchedule: TIME_STATUS.cancelled };
  if (sportId === 13) {
    if (roll < 0.01) return { walkover: true };
    if (roll < 0.03) return { retireAtMs: Math.round(durationMs * (0.2 + 0.6 * rng.next())) };
  }
  if (roll > 0.997) {
    return {
      interruptAtMs: Math.round(durationMs * (0.15 + 0.6 * rng.next())),
      pauseMs: rng.int(8, 25) * 60_000,
      abandoned: rng.chance(0.3),
    };
  }
  return {};
}
