/**
 * @module domain/status-label
 * The words a match shows instead of its clock (spec §4.19): a break's label while the match is
 * in play but its clock stands at a break, and the finished label with the final's extras once
 * it has ended. Read from the row's own feed fields (status, timer, period, period scores), so a
 * list row and the panel agree without the live details:
 *
 * - soccer: the half-time break is the first half (`md` 0) with the clock stopped (`tt` '0') past
 *   kick-off; the simulator shows 45:00 (e-soccer 4:00, 6:00) stopped until the second half.
 * - handball: the first half's clock stopped at 30:00 or past it.
 * - ice hockey: the clock stopped at the period's end (20:00, overtime 5:00); after the third
 *   (level) overtime follows, after the overtime the shoot-out.
 * - basketball, American football: the count-down clock at 0:00 while the match is in play;
 *   after the 2nd quarter it is half-time, after the 4th (level) or an overtime, overtime.
 * - finished: overtime and shoot-out read from the period score keys (hockey 4 and 5,
 *   basketball and American football 6), baseball's extra innings from innings past the 9th,
 *   tennis and volleyball add their set scores.
 *
 * The caller translates the key; this module only decides it.
 */
import type { PeriodScore, Scores, Timer } from './match';
import { TIME_STATUS } from './sports';

export type BreakKey =
  /** "HT". */
  | 'halfTime'
  /** "End of 1st" / "End of 3rd" between quarters (`n` the quarter just played). */
  | 'quarterEnd'
  /** Hockey's "1st break" / "2nd break" (`n` the period just played). */
  | 'periodBreak'
  /** Level at the end of regulation (or of an overtime): overtime comes next. */
  | 'awaitingOt'
  /** Hockey level after the overtime: the shoot-out comes next. */
  | 'awaitingSo';

export type FinalKey =
  /** "FT": soccer, handball and the sports without a label of their own. */
  | 'fullTime'
  /** "Final": basketball, baseball, American football, hockey, tennis, volleyball, e-sports. */
  | 'final'
  /** "F/OT": decided in overtime. */
  | 'finalOt'
  /** "F/SO": decided in a shoot-out. */
  | 'finalSo'
  /** "F/10": baseball decided in extra innings (`n` the innings played). */
  | 'finalInnings';

export type StatusLabel =
  | { kind: 'break'; key: BreakKey; n: number }
  /** `sets`: tennis and volleyball set scores, `home-away` in set order (empty elsewhere). */
  | { kind: 'final'; key: FinalKey; n: number; sets: string[] };

/** What the rule reads of a match: the list row's fields. */
export interface StatusInput {
  sport_id: number;
  status_id: number;
  timer: Partial<Timer> | null;
  /** The details' current period (0 when unknown). */
  period: number;
  scores: Scores;
}

const SOCCER = 1;
const TENNIS = 13;
const AMERICAN_FOOTBALL = 12;
const BASEBALL = 16;
const ICE_HOCKEY = 17;
const BASKETBALL = 18;
const HANDBALL = 78;
const VOLLEYBALL = 91;

/** Regulation innings (spec §9 "Baseball 9 innings"). */
const REGULATION_INNINGS = 9;
/** Handball's half (IHF 2×30 minutes) and hockey's period and overtime, in seconds of clock. */
const HANDBALL_HALF_S = 30 * 60;
const HOCKEY_PERIOD_S = 20 * 60;
const HOCKEY_OVERTIME_S = 5 * 60;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Clock seconds of a timer, or null without a readable clock. */
function clockSeconds(t: Partial<Timer>): number | null {
  const tm = num(t.tm);
  if (tm === null) return null;
  return tm * 60 + (num(t.ts) ?? 0);
}

/** The period the timer names (`q`), else the details' period. */
function periodOf(t: Partial<Timer>, period: number): number {
  const q = num(t.q);
  return q !== null && q > 0 ? q : period;
}

function brk(key: BreakKey, n = 0): StatusLabel {
  return { kind: 'break', key, n };
}

/** Basketball and American football: a quarter's count-down clock has run out. */
function quarterBreak(t: Partial<Timer>, period: number): StatusLabel | null {
  const q = periodOf(t, period);
  if (clockSeconds(t) !== 0 || q < 1) return null;
  if (q === 2) return brk('halfTime');
  if (q >= 4) return brk('awaitingOt');
  return brk('quarterEnd', q);
}

function hockeyBreak(t: Partial<Timer>, period: number): StatusLabel | null {
  const q = periodOf(t, period);
  const seconds = clockSeconds(t);
  if (t.tt !== '0' || seconds === null || q < 1 || q > 4) return null;
  if (seconds < (q === 4 ? HOCKEY_OVERTIME_S : HOCKEY_PERIOD_S)) return null;
  if (q === 4) return brk('awaitingSo');
  return q === 3 ? brk('awaitingOt') : brk('periodBreak', q);
}

/**
 * The break a match in play is at, or null while its clock is the thing to show.
 * @example breakLabel({ sport_id: 1, status_id: 1, timer: { tm: 45, ts: 0, tt: '0', md: 0 }, period: 1, scores: {} }) // { kind: 'break', key: 'halfTime', n: 0 }
 */
export function breakLabel(row: StatusInput): StatusLabel | null {
  const t = row.timer;
  if (row.status_id !== TIME_STATUS.inPlay || !t || typeof t !== 'object') return null;
  switch (row.sport_id) {
    case SOCCER:
      return t.md !== 1 && t.tt === '0' && (num(t.tm) ?? 0) > 0 ? brk('halfTime') : null;
    case HANDBALL: {
      const seconds = clockSeconds(t);
      const first = periodOf(t, row.period) === 1;
      return first && t.tt === '0' && seconds !== null && seconds >= HANDBALL_HALF_S
        ? brk('halfTime')
        : null;
    }
    case ICE_HOCKEY:
      return hockeyBreak(t, row.period);
    case BASKETBALL:
    case AMERICAN_FOOTBALL:
      return quarterBreak(t, row.period);
    default:
      return null;
  }
}

const mark = (v: unknown): boolean =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/** A period with a score on either side (the feed leaves a half not played as ''). */
const played = (p: PeriodScore | undefined): p is PeriodScore =>
  typeof p === 'object' && p !== null && (mark(p.home) || mark(p.away));

/** The numbered period keys with a score, in order. */
function periodKeys(scores: Scores): number[] {
  return Object.keys(scores)
    .filter((k) => /^\d+$/.test(k) && played(scores[k]))
    .map(Number)
    .sort((a, b) => a - b);
}

function finalKey(row: StatusInput): { key: FinalKey; n: number } {
  const s = row.scores;
  switch (row.sport_id) {
    case ICE_HOCKEY:
      if (played(s['5'])) return { key: 'finalSo', n: 0 };
      return { key: played(s['4']) ? 'finalOt' : 'final', n: 0 };
    case BASKETBALL:
    case AMERICAN_FOOTBALL:
      // Spec §4.6: key 6 is the overtime (3 the half, 7 the total).
      return { key: played(s['6']) ? 'finalOt' : 'final', n: 0 };
    case BASEBALL: {
      const innings = Math.max(0, ...periodKeys(s));
      return innings > REGULATION_INNINGS
        ? { key: 'finalInnings', n: innings }
        : { key: 'final', n: 0 };
    }
    default:
      // FT where a match ends on the clock in a draw-capable game; Final for the others.
      return {
        key: row.sport_id === SOCCER || row.sport_id === HANDBALL ? 'fullTime' : 'final',
        n: 0,
      };
  }
}

/** Tennis and volleyball set scores, `home-away` in set order. */
function setScores(row: StatusInput): string[] {
  if (row.sport_id !== TENNIS && row.sport_id !== VOLLEYBALL) return [];
  return periodKeys(row.scores)
    .filter((k) => k >= 1 && k <= 5)
    .map((k) => {
      const { home, away } = row.scores[String(k)]!;
      return `${mark(home) ? home : 0}-${mark(away) ? away : 0}`;
    });
}

/**
 * The finished label of an ended match (status 3), or null for any other status (a postponed
 * or cancelled match has its own state, spec §4.1).
 * @example finalLabel({ sport_id: 17, status_id: 3, timer: null, period: 5, scores: { '5': { home: '1', away: '0' } } }) // { kind: 'final', key: 'finalSo', n: 0, sets: [] }
 */
export function finalLabel(row: StatusInput): StatusLabel | null {
  if (row.status_id !== TIME_STATUS.ended) return null;
  return { kind: 'final', ...finalKey(row), sets: setScores(row) };
}

/**
 * What a match shows instead of its clock: the finished label, a break's label, or null.
 * @example statusLabel({ sport_id: 18, status_id: 1, timer: { tm: 0, ts: 0, q: 1 }, period: 1, scores: {} }) // { kind: 'break', key: 'quarterEnd', n: 1 }
 */
export function statusLabel(row: StatusInput): StatusLabel | null {
  return finalLabel(row) ?? breakLabel(row);
}
