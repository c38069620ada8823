// The American football panel's view model: field frame, spec §4 quiet states, matchUp, team
// figures and doughnuts, and a corpus of partial payloads that must never throw.
import { describe, expect, it } from 'vitest';
import { gameStateCode } from '../../../src/lib/domain/game-states';
import {
  ballPosition,
  doughnuts,
  fieldView,
  hidesClock,
  matchUp,
  teamFigures,
} from '../../../src/lib/panels/football';

describe('football ball position', () => {
  it.each([
    ['0.5,0.25', { x: 0.5, y: 0.25 }],
    ['0.083,1', { x: 0.083, y: 1 }],
    ['^', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['0.5', null],
    ['1.5,0.5', null],
    ['a,b', null],
    [',', null],
    [42, null],
  ])('reads %j', (raw, want) => {
    expect(ballPosition(raw)).toEqual(want);
  });
});

describe('football field frame', () => {
  it('places the drive start on the attacking side and reads the yard line in each half', () => {
    const home = fieldView('0.5,0.4', { yardLine: 50, driveStart: 25, possession: 'home' });
    expect(home.ball).toEqual({ x: 0.5, y: 0.4 });
    expect(home.driveFrom).toBeCloseTo(35 / 120);
    expect(home.yardLine).toEqual({ n: 50, half: 'home' });
    const away = fieldView(null, {
      yardLine: 70,
      driveStart: 20,
      possession: 'away',
      down: 3,
      toGo: 4,
    });
    // The away offense drives right to left: its own 20 is 80 yards from the home goal line.
    expect(away.driveFrom).toBeCloseTo(90 / 120);
    expect(away.ball).toEqual({ x: 40 / 120, y: 0.5 });
    expect(away.yardLine).toEqual({ n: 30, half: 'home' });
    expect([away.down, away.toGo]).toEqual([3, 4]);
    // First down 4 yards further towards the home goal.
    expect(away.target).toBeCloseTo(36 / 120);
  });

  it('hides what is missing: no ball, no drive, no down', () => {
    expect(fieldView('^', {})).toEqual({
      ball: null,
      driveFrom: null,
      possession: null,
      yardLine: null,
      down: null,
      toGo: null,
      target: null,
    });
  });
});

describe('football states that hide clock and team name (spec §4)', () => {
  it.each([
    [gameStateCode(12, 'End Of Quarter', null), true],
    [gameStateCode(12, 'Penalty Accept', null), true],
    [gameStateCode(12, 'Timeout', 'home'), true],
    [gameStateCode(12, 'Video Review Over - CallStands', null), true],
    [gameStateCode(12, 'TV Timeout', null), true],
    [gameStateCode(12, 'In Possession', 'away'), false],
    [gameStateCode(12, 'Touchdown', 'home'), false],
    ['x', false],
    [null, false],
    [{}, false],
  ])('%j → %s', (code, want) => {
    expect(hidesClock(code)).toBe(want);
  });
});

const FULL = {
  '1stDowns': [12, 9],
  third_down_conv: [4, 2],
  third_down_att: [9, 8],
  plays: [50, 40],
  TotalYards: [300, -5],
  passing_yards: [200, 10],
  rushing_yards: [100, -15],
  red_zone_td: [2, 0],
  red_zone_att: [3, 0],
  penalties: [5, 7],
  Turnovers: [1, 2],
};

describe('football matchUp', () => {
  it('lists the spec figures in order with ratios and yards per play', () => {
    const rows = matchUp(FULL);
    expect(rows.map((r) => r.id)).toEqual([
      'firstDowns',
      'thirdDown',
      'plays',
      'yards',
      'yardsPerPlay',
      'passing',
      'rushing',
      'redZone',
      'penalties',
      'turnovers',
    ]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId.thirdDown).toMatchObject({ home: '4/9 (44%)', away: '2/8 (25%)' });
    expect(byId.redZone).toMatchObject({ home: '2/3 (67%)', away: '0/0' });
    expect(byId.yardsPerPlay).toMatchObject({ home: '6.0', away: '-0.1', homeShare: 100 });
    expect(byId.rushing).toMatchObject({ home: '100', away: '-15', homeShare: 100 });
    expect(byId.plays!.homeShare).toBeCloseTo(55.6);
  });

  it('gives each team its own figures and time-outs left', () => {
    const away = teamFigures(FULL, { timeoutsLeft: [3, 1] }, 'away');
    expect(away.find((f) => f.id === 'firstDowns')?.value).toBe('9');
    expect(away.at(-1)).toMatchObject({ id: 'timeoutsLeft', value: '1' });
    expect(teamFigures({}, { timeoutsLeft: [9, 'x'] }, 'home')).toEqual([]);
  });

  it('draws doughnuts for yards, turnovers and downs only where held', () => {
    expect(doughnuts(FULL).map((d) => d.id)).toEqual(['yards', 'turnovers', 'downs']);
    expect(doughnuts({ Turnovers: ['1', '0'] })).toEqual([
      { id: 'turnovers', label: 'inplay.stats.turnovers', home: 1, away: 0 },
    ]);
  });
});

describe('football bad input corpus', () => {
  const corpus: [string, unknown, unknown, unknown][] = [
    ['nothing', undefined, undefined, undefined],
    ['nulls', null, null, null],
    ['strings', '^', 'stats', 'sts'],
    ['arrays', [], [], []],
    ['numbers', 7, 7, 7],
    ['half pairs', '0.4,', { plays: [1], TotalYards: ['a', 2] }, { yardLine: 'x' }],
    ['wrong shapes', '1,2,3', { plays: { home: 1 } }, { possession: 'both', driveStart: 150 }],
    ['negative counts', '0.2,0.2', { plays: [-1, 2], '1stDowns': [NaN, 1] }, { down: 9 }],
  ];
  it.each(corpus)('%s: renders only what is valid, never throws', (_name, ball, stats, sts) => {
    const field = fieldView(ball, sts);
    expect(field.driveFrom).toBeNull();
    expect(field.down).toBeNull();
    expect(matchUp(stats)).toEqual([]);
    expect(doughnuts(stats)).toEqual([]);
    expect(teamFigures(stats, sts, 'home')).toEqual([]);
  });
});
