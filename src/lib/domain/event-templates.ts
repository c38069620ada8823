/**
 * @module event-templates
 * The entries of the event code catalogue (see event-codes): per sport, in code order, the
 * translation key and the feed's English text with placeholders. Entries are tried in order,
 * so one with more placeholders comes before its shorter form. Append new entries at the end
 * of a sport: a code is its position, and stored events keep their codes.
 */
import type { EventSportKey } from './event-sports';

export interface EventTemplate {
  /** Key under `panel.events.<sport>.`. */
  key: string;
  /** English text; `{team}` entries carry the side in the code. */
  en: string;
}

const e = (key: string, en: string): EventTemplate => ({ key, en });

/** `Q2 03:41 - What - Team` for each play of American football's timeline. */
const footballPlays = (
  [
    ['fieldGoal', 'Field Goal ({n} yds)'],
    ['fieldGoalMissed', 'Field Goal Missed ({n} yds)'],
    ['turnoverOnDowns', 'Turnover On Downs'],
    ['fumbleRecovery', 'Fumble Recovery'],
    ['interception', 'Interception'],
    ['twoPoint', 'Two-Point Conversion'],
    ['twoPointFailed', 'Two-Point Conversion Failed'],
    ['extraPoint', 'Extra Point'],
    ['extraPointMissed', 'Extra Point Missed'],
    ['touchdown', 'Touchdown'],
    ['safety', 'Safety'],
    ['timeout', 'Timeout'],
  ] as const
).map(([key, what]) => e(key, `{per} {clock} - ${what} - {team}`));

export const EVENT_TEMPLATES: Record<EventSportKey, readonly EventTemplate[]> = {
  soccer: [
    e('goal', "{min}' - {nth} Goal - {player} - {team}"),
    e('ownGoal', "{min}' - {nth} Goal - {player} (OG) - {team}"),
    e('goalTeam', "{min}' - {nth} Goal - {team}"),
    e('yellow', "{min}' - {nth} Yellow Card - {player} - {team}"),
    e('yellowTeam', "{min}' - {nth} Yellow Card - {team}"),
    e('red', "{min}' - {nth} Red Card - {player} - {team}"),
    e('redTeam', "{min}' - {nth} Red Card - {team}"),
    e('corner', "{min}' - {nth} Corner - {team}"),
    e('substitution', "{min}' - Substitution - {player} for {out} - {team}"),
    e('substitutionTeam', "{min}' - Substitution - {team}"),
    e('penaltyMissed', "{min}' - Penalty missed - {player} - {team}"),
    e('penaltyMissedTeam', "{min}' - Penalty missed - {team}"),
    e('cornersWindow', '{score} Corners {from} - {to}'),
    e('goalsWindow', '{score} Goals {from} - {to}'),
    e('scoreHalfTime', 'Score After First Half - {score}'),
    e('scoreFullTime', 'Score After Full Time - {score}'),
  ],
  basketball: [
    e('threePoints', '{per} {clock} - 3 Points - {team}'),
    e('firstPoints', '{per} {clock} - First Points - {team}'),
    e('raceTo', '{per} {clock} - Race to {n} Points - {team}'),
    e('timeOut', '{per} {clock} - Time Out - {team}'),
    e('overtime', 'Overtime'),
    e('overtimeN', 'Overtime {n}'),
    e('scoreQuarter', 'Score After Quarter {n} - {score}'),
    e('scoreOvertime', 'Score After Overtime - {score}'),
  ],
  hockey: [
    e('goalAssisted', '{clock} - {nth} Goal - {player} ({assists}) - {team}'),
    e('goal', '{clock} - {nth} Goal - {player} - {team}'),
    e('goalTeam', '{clock} - {nth} Goal - {team}'),
    e('raceToOne', 'Race to {n} Goal - {team}'),
    e('raceTo', 'Race to {n} Goals - {team}'),
    e('powerPlay', 'Power Play - {team}'),
    e('penaltyShot', 'Penalty Shot - {player} - {team}'),
    e('penaltyShotTeam', 'Penalty Shot - {team}'),
    e('emptyNet', 'Empty Net - {team}'),
    e('timeOut', 'Time Out - {team}'),
    e('overtime', 'Overtime'),
    e('scorePeriod', 'Score After Period {n} - {score}'),
    e('shootout', 'Shootout'),
    e('shootoutWinner', 'Shootout Winner - {player} - {team}'),
    e('shootoutWinnerTeam', 'Shootout Winner - {team}'),
  ],
  baseball: [
    e('playPlayerDetailTeam', '{half} - {play} - {player} ({detail}) - {team}'),
    e('playPlayerTeam', '{half} - {play} - {player} - {team}'),
    e('playDetailTeam', '{half} - {play} ({detail}) - {team}'),
    e('playTeam', '{half} - {play} - {team}'),
    e('playPlayerDetail', '{half} - {play} - {player} ({detail})'),
    e('playPlayer', '{half} - {play} - {player}'),
    e('playDetail', '{half} - {play} ({detail})'),
    e('play', '{half} - {play}'),
    e('endOfHalf', 'End of {half} - {score}'),
    e('finalTie', 'Final - {score} - Tie'),
    e('final', 'Final - {score} - {team}'),
  ],
  volleyball: [
    e('set', 'Set {n} - {score} - {team}'),
    e('technicalTimeOut', 'Technical Time Out'),
    e('timeOut', 'Time Out - {team}'),
  ],
  tennis: [
    e('set', 'Set {n} - {score} - {team}'),
    e('game', 'Game - {team} - {score} (set {n})'),
    e('break', 'Break - {team}'),
    e('tieBreak', 'Tie Break'),
  ],
  football: [
    ...footballPlays,
    e('twoMinuteWarning', '{per} {clock} - Two-Minute Warning'),
    e('overtime', 'Overtime'),
    e('scoreQuarter', 'Score After Quarter {n} - {score}'),
    e('scoreOvertime', 'Score After Overtime - {score}'),
  ],
  handball: [
    e('timeOut', 'Time Out - {team}'),
    e('goal', "{min}' - Goal - {player} - {team}"),
    e('goalTeam', "{min}' - Goal - {team}"),
    e('sevenMetreGoal', "{min}' - 7m Goal - {player} - {team}"),
    e('sevenMetreGoalTeam', "{min}' - 7m Goal - {team}"),
    e('sevenMetreMissed', "{min}' - 7m Missed - {player} - {team}"),
    e('sevenMetreMissedTeam', "{min}' - 7m Missed - {team}"),
    e('suspension', '2 min Suspension - {player} - {team}'),
    e('suspensionTeam', '2 min Suspension - {team}'),
    e('red', 'Red Card - {player} - {team}'),
    e('redTeam', 'Red Card - {team}'),
    e('scoreHalfTime', 'Score After First Half - {score}'),
  ],
  esports: [
    e('firstBlood', 'Map {n} - First Blood - {team}'),
    e('firstTower', 'Map {n} - {clock} - First Tower - {team}'),
    e('inhibitor', 'Map {n} - {clock} - Inhibitor - {team}'),
    e('mapWon', 'Map {n} won - {team} ({clock})'),
    e('baron', 'Map {n} - {clock} - Baron - {team}'),
    e('dragon', 'Map {n} - {clock} - Dragon - {team}'),
  ],
};
