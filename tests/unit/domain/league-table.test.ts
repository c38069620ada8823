import { describe, expect, it } from 'vitest';
import {
  eliminationNumber,
  standingsRulesOf,
  wentToOvertime,
} from '../../../src/lib/domain/league-table';

describe('league ranking rules as stored', () => {
  it.each([
    [
      '{"meetings":2,"points":{"win":3,"draw":1,"loss":0},"ranking":"points","draws":true}',
      1,
      { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' },
    ],
    [
      '{"points":{"win":2,"draw":0,"loss":0,"overtimeLoss":1},"ranking":"points"}',
      17,
      { points: { win: 2, draw: 0, loss: 0, overtimeLoss: 1 }, ranking: 'points' },
    ],
    ['{"points":{"win":1,"draw":0,"loss":0},"ranking":"pct"}', 16, { ranking: 'pct' }],
    // Missing or malformed JSON falls back to the sport's usual rules.
    [null, 1, { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' }],
    ['not json', 17, { points: { overtimeLoss: 1 }, ranking: 'points' }],
    ['{"ranking":"elo"}', 16, { ranking: 'pct' }],
    ['{}', 91, { ranking: 'sets' }],
    ['[]', 18, { ranking: 'pct' }],
  ] as const)('%s (sport %i)', (json, sport, expected) => {
    expect(standingsRulesOf(json, sport)).toMatchObject(expected);
  });
});

describe('overtime results', () => {
  it.each([
    [17, { 4: { home: '1', away: '0' } }, true],
    [17, { 5: { home: '0', away: '1' } }, true],
    [17, { 4: { home: '0', away: '0' } }, false],
    [17, { 1: { home: '1', away: '0' } }, false],
    [18, { 6: { home: '10', away: '8' } }, false],
  ] as const)('sport %i %j → %s', (sport, scores, expected) => {
    expect(wentToOvertime(sport, scores)).toBe(expected);
  });
});

describe('elimination number', () => {
  it.each([
    [{ gamesPerTeam: 144, leaderWins: 80, teamLosses: 60, isLeader: false }, 5],
    [{ gamesPerTeam: 144, leaderWins: 85, teamLosses: 70, isLeader: false }, 0],
    [{ gamesPerTeam: 162, leaderWins: 10, teamLosses: 5, isLeader: false }, 148],
    [{ gamesPerTeam: 144, leaderWins: 80, teamLosses: 50, isLeader: true }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(eliminationNumber(input)).toBe(expected);
  });
});
