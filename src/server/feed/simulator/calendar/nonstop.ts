/**
 * @module feed/simulator/calendar/nonstop
 * Round-the-clock leagues (e-soccer, e-basketball, e-sports): the round robin repeats without
 * end, kick-offs follow each other at a steady pace, and a side's next match waits until its
 * last one is over, so nobody plays two at once. One sequence runs from a fixed start, and a
 * month's season is the part of it kicking off in that month, so that play flows on over the
 * turn of the month as at any other time.
 */
import { DAY_MS, type SeasonWindow } from './season-window';

/** Room a match takes in its sides' day: its usual length and a margin for stoppages. */
const BUSY_FACTOR = 1.25;
/**
 * Share of a side's day spent playing when the league sets no pace. At full pace each side's
 * next match waits for its last and kick-offs bunch into rounds with dead time between; at
 * three quarters two or more matches are in play at every moment (measured over months).
 */
const DEFAULT_LOAD = 0.75;
/** Where every round-the-clock sequence starts (a month's plan replays it from here). */
const SEQUENCE_START = Date.UTC(2024, 0, 1);

export interface NonstopPlan {
  pairs: [number, number][];
  kickoffs: number[];
  /** Round of each match (1-based, counting the repeated cycles). */
  rounds: number[];
}

/**
 * Kick-offs of the endlessly repeated `cycle` (rounds of pairs) that fall in the month `window`.
 * @example nonstopMatches(cycle, window, 20 * 60_000, 24).kickoffs.length
 */
export function nonstopMatches(
  cycle: readonly (readonly [number, number])[][],
  window: SeasonWindow,
  durationMs: number,
  perTeamPerDay: number | undefined,
): NonstopPlan {
  const busyMs = Math.ceil((durationMs * BUSY_FACTOR) / 60_000) * 60_000;
  const perRound = Math.max(1, cycle[0]?.length ?? 1);
  const fullPace = Math.max(1, Math.floor(DAY_MS / busyMs));
  const usual = Math.max(1, Math.round((DEFAULT_LOAD * DAY_MS) / busyMs));
  const perTeam = Math.min(perTeamPerDay ?? usual, fullPace);
  const gap = Math.max(60_000, Math.round(DAY_MS / (perRound * perTeam) / 60_000) * 60_000);
  const free = new Map<number, number>();
  const out: NonstopPlan = { pairs: [], kickoffs: [], rounds: [] };
  let firstRound: number | undefined;
  for (let round = 0, nominal = SEQUENCE_START; nominal < window.closes; round++) {
    for (const [home, away] of cycle[round % cycle.length] ?? []) {
      const kickoff = Math.max(nominal, free.get(home) ?? 0, free.get(away) ?? 0);
      nominal += gap;
      free.set(home, kickoff + busyMs);
      free.set(away, kickoff + busyMs);
      if (kickoff < window.opens || kickoff >= window.closes) continue;
      firstRound ??= round;
      out.pairs.push(round % (2 * cycle.length) < cycle.length ? [home, away] : [away, home]);
      out.kickoffs.push(kickoff);
      out.rounds.push(round - firstRound + 1);
    }
    if (cycle.length === 0) break;
  }
  return out;
}
