/**
 * @module timer-label
 * The clock label of a live match per sport (spec §4 "Timer label"): soccer halves by `md`,
 * baseball top or bottom of an inning by whether `tm` is whole, hockey periods, basketball and
 * American football quarters, volleyball sets, handball quarters by `tt`, e-sports (151) maps
 * (a League of Legends map is not a quarter). The caller translates the unit; this module only
 * decides it.
 */
import type { Scores, Timer } from './match';

export type TimerUnit =
  | 'half'
  | 'inningStart'
  | 'inningEnd'
  /** An inning whose half the feed does not say (BetsAPI's baseball rows carry no clock). */
  | 'inning'
  | 'period'
  | 'quarter'
  | 'overtime'
  | 'set'
  | 'map'
  | 'waiting';

export interface TimerLabel {
  unit: TimerUnit;
  /** Which half, inning, period, quarter, set or map (0 for `waiting`). */
  n: number;
  /** `mm:ss` when the sport shows a running clock. */
  clock: string | null;
  /** Whether the clock runs now (`tt` '1'); null when the feed does not say. */
  running: boolean | null;
}

/** A loose timer: the spec allows a number or an object `{ts, tm, md, q, tt}`. */
export type TimerInput = Partial<Timer> | number | null | undefined;

const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

function clockOf(t: Partial<Timer>): string | null {
  if (typeof t.tm !== 'number' || !Number.isFinite(t.tm)) return null;
  return `${pad(t.tm)}:${pad(typeof t.ts === 'number' ? t.ts : 0)}`;
}

function running(t: Partial<Timer>): boolean | null {
  if (t.tt === '1') return true;
  if (t.tt === '0') return false;
  return null;
}

/**
 * The label of a match clock; `period` (the details' current period) fills in where the timer
 * does not say (volleyball and tennis carry no timer).
 * @example timerLabel(1, { tm: 52, ts: 3, md: 1 }) // { unit: 'half', n: 2, clock: '52:03', running: null }
 */
export function timerLabel(sportId: number, input: TimerInput, period = 0): TimerLabel {
  const t: Partial<Timer> = typeof input === 'number' ? { tm: input } : (input ?? {});
  const hasTimer = input !== null && input !== undefined;
  const q = typeof t.q === 'number' && t.q > 0 ? t.q : period;
  switch (sportId) {
    case 1:
      if (!hasTimer) return waiting();
      return { unit: 'half', n: t.md === 1 ? 2 : 1, clock: clockOf(t), running: running(t) };
    case 16: {
      if (!hasTimer || typeof t.tm !== 'number')
        return period > 0 ? { unit: 'inning', n: period, clock: null, running: null } : waiting();
      // Spec §4: start or end of the inning by whether the number is whole.
      const whole = Number.isInteger(t.tm);
      return {
        unit: whole ? 'inningStart' : 'inningEnd',
        n: Math.floor(t.tm),
        clock: null,
        running: null,
      };
    }
    case 17:
      if (!hasTimer) return waiting();
      return { unit: 'period', n: q, clock: clockOf(t), running: running(t) };
    case 91:
    case 13:
      return period > 0 ? { unit: 'set', n: period, clock: null, running: null } : waiting();
    case 151:
      // E-sports: the details' period is the map being played; the timer is that map's clock
      // (some titles send none: the map alone is shown).
      if (q < 1) return waiting();
      if (!hasTimer) return { unit: 'map', n: q, clock: null, running: null };
      return { unit: 'map', n: q, clock: clockOf(t), running: running(t) };
    case 78:
      if (!hasTimer) return waiting();
      return { unit: 'quarter', n: q, clock: clockOf(t), running: running(t) };
    default: {
      if (!hasTimer) return waiting();
      // Basketball (18), American football (12) and the rest count quarters; a fifth is overtime.
      const unit = q > 4 ? 'overtime' : 'quarter';
      return { unit, n: q, clock: clockOf(t), running: running(t) };
    }
  }
}

/** Sports whose timer does not say the period: tennis and volleyball sets, e-sports maps. */
const KEYED_PERIODS = new Set([13, 91, 151]);

/**
 * The set or map being played as the score keys show it (the feed opens a set's key when the
 * set starts), where the timer does not say it: what stands in for the details' period before
 * they arrive. 0 for the other sports and before the first key.
 * @example periodOfScores(13, { 1: s, 2: s, 3: s }) // 3
 */
export function periodOfScores(sportId: number, scores: Scores): number {
  if (!KEYED_PERIODS.has(sportId)) return 0;
  let n = 0;
  for (const key of Object.keys(scores)) if (/^\d+$/.test(key)) n = Math.max(n, Number(key));
  return n;
}

function waiting(): TimerLabel {
  return { unit: 'waiting', n: 0, clock: null, running: null };
}
