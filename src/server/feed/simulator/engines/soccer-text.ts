/**
 * @module feed/simulator/engines/soccer-text
 * Event texts in the feed's style (spec §3 "Event"; BetsAPI event view): `23' - 1st Goal -
 * Player - Team`, `45+2'` in stoppage time, ten-minute summaries and half/full-time scores.
 */

const MINUTE = 60_000;

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The minute a moment belongs to: the running minute (a goal at 22:13 is the 23rd), or
 * `45+n` / `90+n` in stoppage time. `half` is 1 or 2, `halfMs` the length of a half.
 * @example minuteLabel(47 * 60_000 + 5_000, 1, 45 * 60_000) // '45+3'
 */
export function minuteLabel(clockMs: number, half: 1 | 2, halfMs: number): string {
  const end = half * halfMs;
  if (clockMs < end) return String(Math.floor(clockMs / MINUTE) + 1);
  return `${end / MINUTE}+${Math.floor((clockMs - end) / MINUTE) + 1}`;
}

/** The minute as a number for incidents: stoppage time counts as its first part (spec §5 "a+b"). */
export function minuteNumber(clockMs: number, half: 1 | 2, halfMs: number): number {
  return Number(minuteLabel(clockMs, half, halfMs).split('+')[0]);
}

/** `Player - Team`, or just `Team` when the squad is anonymous. */
function who(player: string | null, team: string): string {
  return player ? `${player} - ${team}` : team;
}

/** `23' - 1st Goal - Son Heung-min - Tottenham`; own goals mark the player `(OG)`. */
export function goalText(
  minute: string,
  nth: number,
  player: string | null,
  team: string,
  ownGoal: boolean,
): string {
  const name = player && ownGoal ? `${player} (OG)` : player;
  return `${minute}' - ${ordinal(nth)} Goal - ${who(name, team)}`;
}

/** `34' - 1st Yellow Card - Player - Team`, `Red Card` likewise. */
export function cardText(
  minute: string,
  nth: number,
  colour: 'Yellow' | 'Red',
  player: string | null,
  team: string,
): string {
  return `${minute}' - ${ordinal(nth)} ${colour} Card - ${who(player, team)}`;
}

/** `61' - 3rd Corner - Team`. */
export function cornerText(minute: string, nth: number, team: string): string {
  return `${minute}' - ${ordinal(nth)} Corner - ${team}`;
}

/** `67' - Substitution - In for Out - Team`. */
export function substitutionText(
  minute: string,
  playerIn: string | null,
  playerOut: string | null,
  team: string,
): string {
  const change = playerIn && playerOut ? `${playerIn} for ${playerOut} - ` : '';
  return `${minute}' - Substitution - ${change}${team}`;
}

/** `78' - Penalty missed - Player - Team`. */
export function penaltyMissedText(minute: string, player: string | null, team: string): string {
  return `${minute}' - Penalty missed - ${who(player, team)}`;
}

function clock(ms: number): string {
  return `${String(Math.floor(ms / MINUTE)).padStart(2, '0')}:00`;
}

/**
 * The two summaries closing a ten-minute window, corners first as the feed sends them:
 * `0-0 Corners 00:00 - 09:59`, `1-0 Goals 10:00 - 19:59`.
 */
export function windowTexts(
  endMs: number,
  corners: readonly [number, number],
  goals: readonly [number, number],
): [string, string] {
  const span = `${clock(endMs - 10 * MINUTE)} - ${String(endMs / MINUTE - 1).padStart(2, '0')}:59`;
  return [`${corners[0]}-${corners[1]} Corners ${span}`, `${goals[0]}-${goals[1]} Goals ${span}`];
}

/** `Score After First Half - 1-0` / `Score After Full Time - 2-1`. */
export function scoreAfterText(
  which: 'First Half' | 'Full Time',
  score: readonly [number, number],
): string {
  return `Score After ${which} - ${score[0]}-${score[1]}`;
}
