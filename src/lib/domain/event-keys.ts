/**
 * @module event-keys
 * The translation keys of the event code catalogue in code order (`panel.events.<sport>.<key>`),
 * and the reading of a code into its sport, key and side. The panels render codes with this
 * alone; the English templates behind each key (event-templates) stay on the server, and a test
 * keeps both lists in step.
 */
import type { Side } from './match';
import { sportOfBlock, type EventSportKey } from './event-sports';

export const EVENT_KEYS: Readonly<Record<EventSportKey, readonly string[]>> = {
  soccer: [
    'goal',
    'ownGoal',
    'goalTeam',
    'yellow',
    'yellowTeam',
    'red',
    'redTeam',
    'corner',
    'substitution',
    'substitutionTeam',
    'penaltyMissed',
    'penaltyMissedTeam',
    'cornersWindow',
    'goalsWindow',
    'scoreHalfTime',
    'scoreFullTime',
  ],
  basketball: [
    'threePoints',
    'firstPoints',
    'raceTo',
    'timeOut',
    'overtime',
    'overtimeN',
    'scoreQuarter',
    'scoreOvertime',
  ],
  hockey: [
    'goalAssisted',
    'goal',
    'goalTeam',
    'raceToOne',
    'raceTo',
    'powerPlay',
    'penaltyShot',
    'penaltyShotTeam',
    'emptyNet',
    'timeOut',
    'overtime',
    'scorePeriod',
    'shootout',
    'shootoutWinner',
    'shootoutWinnerTeam',
  ],
  baseball: [
    'playPlayerDetailTeam',
    'playPlayerTeam',
    'playDetailTeam',
    'playTeam',
    'playPlayerDetail',
    'playPlayer',
    'playDetail',
    'play',
    'endOfHalf',
    'finalTie',
    'final',
  ],
  volleyball: ['set', 'technicalTimeOut', 'timeOut'],
  tennis: ['set', 'game', 'break', 'tieBreak'],
  football: [
    'fieldGoal',
    'fieldGoalMissed',
    'turnoverOnDowns',
    'fumbleRecovery',
    'interception',
    'twoPoint',
    'twoPointFailed',
    'extraPoint',
    'extraPointMissed',
    'touchdown',
    'safety',
    'timeout',
    'twoMinuteWarning',
    'overtime',
    'scoreQuarter',
    'scoreOvertime',
  ],
  handball: [
    'timeOut',
    'goal',
    'goalTeam',
    'sevenMetreGoal',
    'sevenMetreGoalTeam',
    'sevenMetreMissed',
    'sevenMetreMissedTeam',
    'suspension',
    'suspensionTeam',
    'red',
    'redTeam',
    'scoreHalfTime',
  ],
  esports: ['firstBlood', 'firstTower', 'inhibitor', 'mapWon', 'baron', 'dragon'],
};

export interface CodeKey {
  sport: EventSportKey;
  /** Position of the entry in its sport's list. */
  index: number;
  key: string;
  /** The side the code names (first digit 1 home, 2 away), null when neutral (3). */
  side: Side | null;
}

/**
 * The sport, entry and side of a code (`side·10000 + block·100 + entry`), or null for a number
 * outside the catalogue.
 * @example codeKey(20107) // { sport: 'soccer', index: 7, key: 'corner', side: 'away' }
 */
export function codeKey(code: unknown): CodeKey | null {
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const prefix = Math.floor(code / 10000);
  const sport = sportOfBlock(Math.floor(code / 100) % 100);
  const index = code % 100;
  const key = sport ? EVENT_KEYS[sport][index] : undefined;
  if (!sport || key === undefined || prefix < 1 || prefix > 3) return null;
  return { sport, index, key, side: prefix === 1 ? 'home' : prefix === 2 ? 'away' : null };
}
