/**
 * @module game-state-key
 * A game state code's translation key and side (spec §3 "codes starting 1 are home, 2 away",
 * §4), from the code's arithmetic alone: the state line of the in-play first paint reads it
 * without carrying the per-sport name tables of `game-states`.
 */
import { eventSportKey } from './event-sports';
import type { Side } from './match';
import type { SportId } from './sports';

export const SIDE_BASE: Record<Side, number> = { home: 10000, away: 20000 };
export const NEUTRAL_BASE = 1000;

/**
 * The state of a code as a translation key (`panel.states.<sport>.<n>`, n the state's index in
 * `GAME_STATES`, all three languages) and the side in possession, so the state line reads in the
 * viewer's language. Reads the code's arithmetic only, not the name tables, so the in-play first
 * load does not carry them: an index the sport lacks gives a key the resources do not hold,
 * which the state line hides (as `gameStateText` gives null). Null for a malformed code.
 * @example gameStateKey(1, '20003') // { side: 'away', key: 'panel.states.soccer.3' }
 */
export function gameStateKey(
  sport: SportId,
  code: string | number | null | undefined,
): { side: Side | null; key: string } | null {
  const kind = eventSportKey(sport);
  const n = typeof code === 'string' && code.trim() === '' ? NaN : Number(code ?? NaN);
  if (kind === null || !Number.isInteger(n) || n < NEUTRAL_BASE) return null;
  const side: Side | null = n >= SIDE_BASE.away ? 'away' : n >= SIDE_BASE.home ? 'home' : null;
  const index = n - (side ? SIDE_BASE[side] : NEUTRAL_BASE);
  return index < 1000 ? { side, key: `panel.states.${kind}.${index}` } : null;
}
