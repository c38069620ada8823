/**
 * @module feed/simulator/calendar/draw
 * A tennis draw played round by round: seeds placed so the best meet last, the rest drawn by
 * lot each year, one round a day on the tournament's courts, and each round's players the
 * winners of the last (a beaten player leaves). Later rounds need the results of earlier ones;
 * without a way to know them only the first round is planned.
 */
import type { Rng } from '../rng';
import { atLocalTime, DAY_MS, type SeasonWindow } from './season-window';

export interface DrawRhythm {
  size: number;
  roundDays: number[];
  firstTime: string;
  courts: number;
}

export interface DrawMatch {
  round: number;
  homeId: number;
  awayId: number;
  kickoff: number;
}

/** Bracket lines of seeds 1…size (1-based), so that seeds 1 and 2 can meet only in the final. */
export function seedLines(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((seed) => [seed, n + 1 - seed]);
  }
  return order;
}

/** The first round's players in bracket order: the top quarter seeded, the rest by lot. */
function firstRoundLines(players: readonly number[], size: number, rng: Rng): number[] {
  const seeded = Math.max(2, size / 4);
  const unseeded = players.slice(seeded, size);
  for (let i = unseeded.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [unseeded[i], unseeded[j]] = [unseeded[j]!, unseeded[i]!];
  }
  const drawn = [...players.slice(0, seeded), ...unseeded];
  return seedLines(size).map((seed) => drawn[seed - 1]!);
}

/**
 * The draw's matches round by round; `winner` names the winner of a planned match (its index in
 * the returned list), or undefined when it cannot be known, which ends the plan there.
 * @example drawMatches(players, window, rhythm, 3 * 3_600_000, rng, (i) => undefined).length // 16
 */
export function drawMatches(
  players: readonly number[],
  window: SeasonWindow,
  rhythm: DrawRhythm,
  durationMs: number,
  rng: Rng,
  winner: (index: number, match: DrawMatch) => number | undefined,
): DrawMatch[] {
  const size = 2 ** Math.floor(Math.log2(Math.min(rhythm.size, players.length)));
  const sessionMs = Math.ceil((durationMs * 1.25) / 1_800_000) * 1_800_000;
  let lines = firstRoundLines(players, size, rng);
  const out: DrawMatch[] = [];
  for (let round = 0; lines.length >= 2 && round < rhythm.roundDays.length; round++) {
    const day = window.opens + rhythm.roundDays[round]! * DAY_MS;
    const first = out.length;
    for (let j = 0; j < lines.length / 2; j++) {
      const session = Math.floor(j / rhythm.courts);
      out.push({
        round: round + 1,
        homeId: lines[2 * j]!,
        awayId: lines[2 * j + 1]!,
        kickoff: atLocalTime(day, rhythm.firstTime) + session * sessionMs,
      });
    }
    const next: number[] = [];
    for (let i = first; i < out.length; i++) {
      const won = winner(i, out[i]!);
      if (won === undefined) return out;
      next.push(won);
    }
    lines = next;
  }
  return out;
}
