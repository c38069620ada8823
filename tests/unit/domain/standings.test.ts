import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  type ResultInput,
  type StandingsRules,
} from '../../../src/lib/domain/standings';

const SOCCER: StandingsRules = { points: { win: 3, draw: 1, loss: 0 }, ranking: 'points' };
const HOCKEY: StandingsRules = {
  points: { win: 2, draw: 0, loss: 0, overtimeLoss: 1 },
  ranking: 'points',
};
const BASEBALL: StandingsRules = { points: { win: 0, draw: 0, loss: 0 }, ranking: 'pct' };
const VOLLEYBALL: StandingsRules = { points: { win: 0, draw: 0, loss: 0 }, ranking: 'sets' };

let clock = 0;
const r = (
  homeId: number,
  awayId: number,
  homeScore: number,
  awayScore: number,
  extra: Partial<ResultInput> = {},
): ResultInput => ({
  homeId,
  awayId,
  homeScore,
  awayScore,
  time: ++clock,
  ...extra,
});

describe('soccer tables', () => {
  const results = [r(1, 2, 2, 0), r(2, 3, 1, 1), r(3, 1, 0, 1), r(1, 3, 0, 0), r(2, 1, 3, 2)];
  const { overall, home, away } = computeStandings(results, SOCCER, { teamIds: [1, 2, 3, 4] });

  it.each([
    [
      1,
      { played: 4, win: 2, draw: 1, loss: 1, goalsfor: 5, goalsagainst: 3, points: 7, position: 1 },
    ],
    [
      2,
      { played: 3, win: 1, draw: 1, loss: 1, goalsfor: 4, goalsagainst: 5, points: 4, position: 2 },
    ],
    [
      3,
      { played: 3, win: 0, draw: 2, loss: 1, goalsfor: 1, goalsagainst: 2, points: 2, position: 3 },
    ],
    [
      4,
      { played: 0, win: 0, draw: 0, loss: 0, goalsfor: 0, goalsagainst: 0, points: 0, position: 4 },
    ],
  ])('team %i', (teamId, expected) => {
    expect(overall.find((row) => row.teamId === teamId)).toMatchObject(expected);
  });

  it('splits home and away records', () => {
    expect(home.find((row) => row.teamId === 1)).toMatchObject({
      played: 2,
      win: 1,
      draw: 1,
      points: 4,
    });
    expect(away.find((row) => row.teamId === 1)).toMatchObject({
      played: 2,
      win: 1,
      loss: 1,
      points: 3,
    });
  });

  it('orders ties by goal difference, then goals for', () => {
    const table = computeStandings([r(1, 2, 3, 0), r(3, 4, 1, 0), r(5, 6, 2, 1)], SOCCER).overall;
    expect(table.slice(0, 3).map((row) => row.teamId)).toEqual([1, 5, 3]);
  });

  it('applies point deductions to the overall table and shows them', () => {
    const table = computeStandings(results, SOCCER, {
      adjustments: [{ teamId: 1, points: -4, reason: 'financial rules' }],
    }).overall;
    expect(table.find((row) => row.teamId === 1)).toMatchObject({
      points: 3,
      adjustment: -4,
      position: 2,
    });
  });

  it('keeps last ten, streak and the five latest results, newest first', () => {
    const many = [
      r(1, 2, 1, 0),
      r(1, 2, 1, 0),
      r(1, 2, 0, 0),
      r(2, 1, 1, 0),
      r(2, 1, 2, 0),
      r(1, 2, 0, 1),
    ];
    const row = computeStandings(many, SOCCER).overall.find((x) => x.teamId === 1)!;
    expect(row.streak).toBe('L3');
    expect([row.lastTenGamesWin, row.lastTenGamesDraw, row.lastTenGamesLoss]).toEqual([2, 1, 3]);
    expect(row.form.map((f) => `${f.result}${f.score}`)).toEqual([
      'L0-1',
      'L0-2',
      'L0-1',
      'D0-0',
      'W1-0',
    ]);
  });
});

describe('winning percentage tables (baseball, basketball)', () => {
  // A: 3-1-1, B: 2-2, C: 1-3-1
  const results = [
    r(1, 2, 5, 3),
    r(1, 3, 2, 2),
    r(2, 1, 4, 1),
    r(3, 1, 0, 6),
    r(2, 3, 7, 1),
    r(3, 2, 3, 2),
    r(1, 3, 3, 0),
    r(3, 2, 1, 4),
  ];
  const table = computeStandings(results, BASEBALL).overall;

  it.each([
    [1, { win: 3, loss: 1, draw: 1, pct: 0.75, gamesBack: 0 }],
    [2, { win: 3, loss: 2, draw: 0, pct: 0.6, gamesBack: 0.5 }],
    [3, { win: 1, loss: 4, draw: 1, pct: 0.2, gamesBack: 2.5 }],
  ])('team %i: pct excludes ties, GB = ((W1 − W) + (L − L1)) / 2', (teamId, expected) => {
    const row = table.find((x) => x.teamId === teamId)!;
    expect(row).toMatchObject({
      win: expected.win,
      loss: expected.loss,
      draw: expected.draw,
      gamesBack: expected.gamesBack,
    });
    expect(row.pct).toBeCloseTo(expected.pct, 10);
  });

  it('counts a tie as half a win when the league does (NFL)', () => {
    const nfl = computeStandings([r(1, 2, 20, 20), r(1, 2, 21, 10)], {
      ...BASEBALL,
      tiesAsHalfWin: true,
    }).overall;
    expect(nfl.find((x) => x.teamId === 1)!.pct).toBeCloseTo(0.75, 10);
  });
});

describe('ice hockey points', () => {
  it('gives the overtime loser a point and ranks by points', () => {
    const table = computeStandings(
      [r(1, 2, 3, 2, { overtime: true }), r(3, 4, 1, 4)],
      HOCKEY,
    ).overall;
    expect(table.map((x) => [x.teamId, x.points, x.overtimeLoss])).toEqual([
      [4, 2, 0],
      [1, 2, 0],
      [2, 1, 1],
      [3, 0, 0],
    ]);
  });
});

describe('volleyball set points', () => {
  it.each([
    [3, 0, 3, 0],
    [3, 1, 3, 0],
    [3, 2, 2, 1],
    [2, 3, 1, 2],
    [0, 3, 0, 3],
  ])('%i-%i gives %i and %i points', (h, a, hp, ap) => {
    const table = computeStandings([r(1, 2, h, a)], VOLLEYBALL).overall;
    expect(table.find((x) => x.teamId === 1)!.points).toBe(hp);
    expect(table.find((x) => x.teamId === 2)!.points).toBe(ap);
  });
});
