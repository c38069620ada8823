/**
 * @module feed/simulator/calendar/draw
 * A tennis draw played round by round: seeds placed so the best meet last, the rest drawn by
 * lot each year (byes for the top seeds when the draw is smaller than its bracket: 96 in 128),
 * one round a day on the tournament's courts, and each round's players the winners of the
 * last (a beaten player leaves). Later rounds need the results of earlier ones;
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

/**
 * The first round's lines in bracket order: the top quarter of the bracket seeded, the rest by
 * lot; in a draw smaller than its bracket (96 in 128) the empty lines are byes, facing the top
 * seeds, who start in the second round.
 */
function firstRoundLines(
  players: readonly number[],
  size: number,
  bracket: number,
  rng: Rng,
): (number | null)[] {
  const seeded = Math.max(2, bracket / 4);
  const unseeded = players.slice(seeded, size);
  for (let i = unseeded.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [unseeded[i], unseeded[j]] = [unseeded[j]!, unseeded[i]!];
  }
  const drawn = [...players.slice(0, seeded), ...unseeded];
  return seedLines(bracket).map((seed) => (seed <= size ? drawn[seed - 1]! : null));
}

/**
 * The draw's matches round by round; `winner` names the winner of a planned match (its index in
 * the returned list), or undefined when it cannot be known, which ends the plan there. A bye
 * is no match: its player is in the next round's lines.
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
  const size = Math.min(rhythm.size, players.length);
  const bracket = 2 ** Math.ceil(Math.log2(size));
  const sessionMs = Math.ceil((durationMs * 1.25) / 1_800_000) * 1_800_000;
  let lines = firstRoundLines(players, size, bracket, rng);
  const out: DrawMatch[] = [];
  for (let round = 0; lines.length >= 2 && round < rhythm.roundDays.length; round++) {
    const day = window.opens + rhythm.roundDays[round]! * DAY_MS;
    // Per pair of lines: the player of a bye, or the index of the match.
    const pairs: ({ bye: number } | { match: number })[] = [];
    let scheduled = 0;
    for (let j = 0; j < lines.length / 2; j++) {
      const [a, b] = [lines[2 * j] ?? null, lines[2 * j + 1] ?? null];
      if (a === null || b === null) {
        if (a !== null || b !== null) pairs.push({ bye: (a ?? b)! });
        continue;
      }
      const session = Math.floor(scheduled++ / rhythm.courts);
      pairs.push({ match: out.length });
      out.push({
        round: round + 1,
        homeId: a,
        awayId: b,
        kickoff: atLocalTime(day, rhythm.firstTime) + session * sessionMs,
      });
    }
    const next: number[] = [];
    for (const pair of pairs) {
      const won = 'bye' in pair ? pair.bye : winner(pair.match, out[pair.match]!);
      if (won === undefined) return out;
      next.push(won);
    }
    lines = next;
  }
  return out;
}
