/**
 * @module panels/state-line
 * The live state line of a match panel (spec §4 "Game state codes map to text per sport") in the
 * viewer's language: the state's words from `panel.states.<sport>.*` and the side in possession,
 * whose team name the panel shows in front.
 */
import { gameStateKey } from '../domain/game-state-key';
import { isSportId } from '../domain/sports';
import type { Side } from '../domain/match';
import type { MessageKey, Translate } from '../i18n/messages';

export interface StateLine {
  side: Side | null;
  text: string;
}

/**
 * The state line of a details `info.state` code, or null when there is no known state (a
 * missing, malformed or unknown code hides the line).
 * @example stateLine(1, '10003', t) // { side: 'home', text: '위험한 공격' } in Korean
 */
export function stateLine(sportId: number, code: unknown, t: Translate): StateLine | null {
  if (!isSportId(sportId) || (typeof code !== 'string' && typeof code !== 'number')) return null;
  const state = gameStateKey(sportId, code);
  if (!state) return null;
  const text = t(state.key as MessageKey);
  // A key missing from the resources would show the key itself: hide the line instead.
  return text === state.key ? null : { side: state.side, text };
}
