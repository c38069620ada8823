/**
 * @module feed/simulator/engines/baseball-draft
 * Helpers for the working copy a step mutates: cloning (so `step` never touches its input),
 * event texts, scheduling and who is batting or pitching.
 */
import { formatScore } from '../../../../lib/domain/score';
import { gameStateCode } from '../../../../lib/domain/game-states';
import type { GameStateName } from '../../../../lib/domain/game-states';
import type { Side } from '../../../../lib/domain/match';
import type { Rng } from '../rng';
import { battingSkill } from './baseball-model';
import { battingSide, otherSide } from './baseball-types';
import type { BaseballPlayer, BaseballState, Half, PerSide } from './baseball-types';
import { codedEvent } from '../../../../lib/domain/event-codes';

/** A mutable copy of the state; events and home runs are copied, their entries are immutable. */
export function draft(s: BaseballState): BaseballState {
  const pair = <T>(p: PerSide<T>, copy: (v: T) => T): PerSide<T> => ({
    home: copy(p.home),
    away: copy(p.away),
  });
  const same = <T>(v: T): T => v;
  return {
    ...s,
    bases: [...s.bases],
    lineScore: pair(s.lineScore, (a) => [...a]),
    batterIndex: pair(s.batterIndex, same),
    pitcherIndex: pair(s.pitcherIndex, same),
    pitcherPitches: pair(s.pitcherPitches, same),
    pitcherLimit: pair(s.pitcherLimit, same),
    totals: pair(s.totals, (t) => ({ ...t })),
    events: [...s.events],
    homeRuns: [...s.homeRuns],
  };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** `Top 3rd`, `Bottom 7th`. */
export function halfLabel(inning: number, half: Half): string {
  return `${half === 'top' ? 'Top' : 'Bottom'} ${ordinal(inning)}`;
}

/** The score as the feed writes it: home-away. */
export function scoreText(s: BaseballState): string {
  return formatScore(s.totals.home.runs, s.totals.away.runs);
}

/** Appends an event text with the next per-match id. */
export function addEvent(d: BaseballState, text: string): void {
  d.events.push(
    codedEvent(16, `${d.matchId}-${d.events.length + 1}`, text, [
      d.teams.home.name,
      d.teams.away.name,
    ]),
  );
}

/** Sets the game state code: plays carry the batting side, breaks and delays are neutral. */
export function setState(d: BaseballState, name: GameStateName<16>, side: Side | null): void {
  d.stateCode = gameStateCode(16, name, side);
}

/** Schedules the next action `ms` after the one being processed (never after the tick). */
export function schedule(d: BaseballState, next: BaseballState['next'], ms: number): void {
  d.next = next;
  d.nextAtMs += Math.round(ms);
}

/** A uniform draw from a [min, max] range of milliseconds. */
export function within(rng: Rng, range: readonly [number, number]): number {
  return rng.int(range[0], range[1]);
}

export function batting(s: BaseballState): Side {
  return battingSide(s.half);
}

export function fielding(s: BaseballState): Side {
  return otherSide(battingSide(s.half));
}

/** The batter at the plate, or null when the squad has no non-pitchers. */
export function currentBatter(s: BaseballState): BaseballPlayer | null {
  const side = batting(s);
  const lineup = s.teams[side].lineup;
  return lineup.length > 0 ? lineup[s.batterIndex[side] % lineup.length]! : null;
}

/** The pitcher on the mound, or null when the squad has no pitchers. */
export function currentPitcher(s: BaseballState): BaseballPlayer | null {
  const side = fielding(s);
  return s.teams[side].pitchers[s.pitcherIndex[side]] ?? null;
}

/** The batting side's skill against the side in the field (baseball-model.ts). */
export function skillNow(s: BaseballState): number {
  const bat = batting(s);
  const field = otherSide(bat);
  return battingSkill(
    s.format,
    s.teams[bat].rating,
    s.teams[field].rating,
    bat === 'home',
    s.neutral,
  );
}

/** `Top 3rd - Strikeout - Name`, with an optional detail in brackets and the team name. */
export function playText(
  d: BaseballState,
  what: string,
  who: string | null,
  detail?: string,
  team?: boolean,
): string {
  const parts = [halfLabel(d.inning, d.half), what];
  if (who) parts.push(detail ? `${who} (${detail})` : who);
  else if (detail) parts[1] = `${what} (${detail})`;
  if (team) parts.push(d.teams[batting(d)].name);
  return parts.join(' - ');
}
