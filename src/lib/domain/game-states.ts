/**
 * @module game-states
 * Game state codes per sport (spec §3 "Code catalogues…: codes starting 1 are home, 2 away,
 * about a thousand neutral"; spec §4 "Game state codes map to text per sport"). A side code is
 * `10000 + n` (home) or `20000 + n` (away); a neutral code is `1000 + n`. The text of a side code
 * is prefixed `Home Team ` / `Away Team `; readers take the side from the prefix and strip it.
 */
import { eventSportKey } from './event-sports';
import { NEUTRAL_BASE, SIDE_BASE } from './game-state-key';
import type { Side } from './match';
export { gameStateKey } from './game-state-key';
import type { SportId } from './sports';

/** Base state names per sport, in code order (index n → code suffix n). */
export const GAME_STATES = {
  1: [
    'Goal',
    'In possession',
    'Attack',
    'Dangerous Attack',
    'Shot on goal',
    'Shot off goal',
    'Goal kick',
    'Simple free kick',
    'Dangerous free kick',
    'Corner',
    'Injury',
    'Offside',
    'Substitution',
    'Yellow Card',
    'Red Card',
    'Throw',
    'Penalty',
    'Kick Off',
    'Half Time',
    'Full Time',
    'Safe',
  ],
  12: [
    'In Possession',
    'Touchdown',
    'Field Goal',
    'Extra Point',
    '1st Down',
    'Pass',
    'Rush',
    'Sack',
    'Interception',
    'Fumble',
    'Punt',
    'Kick Off',
    'Safety',
    'End Of Quarter',
    'Penalty Accept',
    'Timeout',
    'Video Review Over - CallStands',
    'TV Timeout',
    'Turnover On Downs',
    'Field Goal Missed',
  ],
  13: ['Serve', 'Point', 'Ace', 'Double Fault', 'Break Point', 'Game', 'Set', 'Tie Break', 'Fault'],
  16: [
    'In play',
    'Ball',
    'Strike',
    'Foul Ball',
    'Out',
    'Strikeout',
    'Singles',
    'Double',
    'Triple',
    'Home Run',
    'Walk',
    'Rain Delay',
    'Run Scored',
    'End of Half Innings',
    'Hit By Pitch',
    'Batter Up',
  ],
  17: [
    'In Possession',
    'Shot',
    'Goal',
    'Penalty',
    'Power Play',
    'Face Off',
    'Time Out',
    'Empty Net',
    'Save',
    'Icing',
    'Offside',
    'End Of Period',
    'Penalty Shot',
  ],
  18: [
    'in Possession',
    'Time Out',
    'Foul',
    'Free Throw',
    'Free Throw Scored',
    'Free Throw Missed',
    'Score 2 points',
    'Shot missed',
    'Score 3 points',
    '3 Shot missed',
    'Rebound',
    'Turnover',
    'End Of Quarter',
  ],
  78: [
    'Attack',
    'Goal',
    'Penalty',
    'Suspension',
    'Time Out',
    'Save',
    'Miss',
    'Turnover',
    'Half Time',
  ],
  91: [
    'Singles Serve (Rally)',
    'Single Serve',
    'Singles Serve (PointScore)',
    'Score Breakdown',
    'Time Out',
    'Technical Time Out',
    'Last Six',
    'Point',
    'Ace',
    'Service Error',
    'Block',
    'End Of Set',
  ],
  151: [
    'First Blood',
    'Kill',
    'Tower',
    'Dragon',
    'Baron',
    'Inhibitor',
    'Team Fight',
    'Map Won',
    'Pause',
  ],
} as const satisfies Record<SportId, readonly string[]>;

export type GameStateName<S extends SportId> = (typeof GAME_STATES)[S][number];

/**
 * The code of a state, for a side or neutral. Throws for a name the sport does not have, so
 * an engine typo fails its tests rather than showing an unknown state.
 * @example gameStateCode(1, 'Dangerous Attack', 'home') // '10003'
 */
export function gameStateCode<S extends SportId>(
  sport: S,
  name: GameStateName<S>,
  side: Side | null,
): string {
  const index = (GAME_STATES[sport] as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`Unknown game state "${name}" for sport ${sport}`);
  return String((side ? SIDE_BASE[side] : NEUTRAL_BASE) + index);
}

/**
 * The text of a code (spec §4): `Home Team Dangerous Attack`, or the bare name when neutral;
 * null for an unknown code.
 * @example gameStateText(1, '20009') // 'Away Team Corner'
 */
export function gameStateText(
  sport: SportId,
  code: string | number | null | undefined,
): string | null {
  const n = Number(code);
  if (!Number.isInteger(n)) return null;
  const names = GAME_STATES[sport] as readonly string[];
  if (n >= SIDE_BASE.away && n < SIDE_BASE.away + names.length)
    return `Away Team ${names[n - SIDE_BASE.away]}`;
  if (n >= SIDE_BASE.home && n < SIDE_BASE.home + names.length)
    return `Home Team ${names[n - SIDE_BASE.home]}`;
  if (n >= NEUTRAL_BASE && n < NEUTRAL_BASE + names.length) return names[n - NEUTRAL_BASE] ?? null;
  return null;
}

/**
 * Splits a state text into the side in possession and the text without its team prefix
 * (spec §4: names containing Home or Away set team in possession; the prefix is removed).
 * @example splitGameState('Home Team Attack') // { side: 'home', text: 'Attack' }
 */
export function splitGameState(text: string): { side: Side | null; text: string } {
  if (text.startsWith('Home Team ')) return { side: 'home', text: text.slice('Home Team '.length) };
  if (text.startsWith('Away Team ')) return { side: 'away', text: text.slice('Away Team '.length) };
  if (/\bHome\b/.test(text)) return { side: 'home', text };
  if (/\bAway\b/.test(text)) return { side: 'away', text };
  return { side: null, text };
}

/** Every state key of a sport, for the resource completeness test. */
export function gameStateKeys(sport: SportId): string[] {
  const kind = eventSportKey(sport);
  return (GAME_STATES[sport] as readonly string[]).map((_, i) => `panel.states.${kind}.${i}`);
}
