import { describe, expect, it } from 'vitest';
import type { Scores } from '../../../src/lib/domain/match';
import { matchStatistics, scoreTable } from '../../../src/lib/result-details/statistics';
import { statLines } from '../../../src/lib/stats/catalogue';

const s = (pairs: Record<string, [string, string]>): Scores =>
  Object.fromEntries(Object.entries(pairs).map(([k, [home, away]]) => [k, { home, away }]));

describe('score table by sport (spec §2 "Result details page", "Match detail panels")', () => {
  it('baseball: innings padded to 9, then runs, hits and errors', () => {
    const table = scoreTable(
      16,
      {
        ...s({ '1': ['0', '1'], '2': ['2', '0'], '7': ['1', '0'] }),
        run: { home: '3', away: '1' },
        hit: { home: '8', away: '5' },
      },
      { errors: [1, 0] },
      '3-1',
    )!;
    expect(table.columns.map((c) => c.key)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'run',
      'hit',
      'error',
    ]);
    expect(table.home).toEqual(['0', '2', '', '', '', '', '1', '', '', '3', '8', '1']);
    expect(table.away).toEqual(['1', '0', '', '', '', '', '0', '', '', '1', '5', '0']);
    expect(table.columns.filter((c) => c.total).map((c) => c.key)).toEqual(['run', 'hit', 'error']);
  });

  it('baseball: extra innings extend the table; runs fall back to the final score', () => {
    const table = scoreTable(16, s({ '11': ['1', '0'] }), {}, '5-4')!;
    expect(table.columns.filter((c) => !c.total)).toHaveLength(11);
    expect(table.home.slice(-3)).toEqual(['5', '', '']);
  });

  it.each([
    [1, s({ '1': ['1', '0'], '2': ['2', '1'] }), '2-1', ['1', 'total'], ['1', '2']],
    [78, s({ '1': ['14', '12'] }), '29-27', ['1', 'total'], ['14', '29']],
    [
      18,
      s({
        '1': ['20', '18'],
        '2': ['25', '22'],
        '3': ['45', '40'],
        '4': ['21', '19'],
        '5': ['24', '30'],
        '7': ['90', '89'],
      }),
      '90-89',
      ['1', '2', '4', '5', 'total'],
      ['20', '25', '21', '24', '90'],
    ],
    [
      91,
      s({ '1': ['25', '20'], '2': ['23', '25'], '3': ['25', '18'], '4': ['25', '21'] }),
      '3-1',
      ['1', '2', '3', '4', 'total'],
      ['25', '23', '25', '25', '3'],
    ],
    [
      17,
      s({ '1': ['1', '0'], '2': ['0', '1'], '3': ['1', '1'], '4': ['1', '0'] }),
      '3-2',
      ['1', '2', '3', '4', 'total'],
      ['1', '0', '1', '1', '3'],
    ],
    [
      151,
      s({ '2': ['0', '1'], '1': ['1', '0'], '3': ['1', '0'] }),
      '2-1',
      ['1', '2', '3', 'total'],
      ['1', '0', '1', '2'],
    ],
  ])('sport %i: columns and the home row', (sport, scores, ss, keys, home) => {
    const table = scoreTable(sport, scores, {}, ss)!;
    expect(table.columns.map((c) => c.key)).toEqual(keys);
    expect(table.home).toEqual(home);
  });

  it('labels periods with their number (quarters skip the half and total keys)', () => {
    const table = scoreTable(18, s({ '1': ['1', '1'], '4': ['1', '1'] }), {}, '2-2')!;
    expect(table.columns.map((c) => [c.label, c.n])).toEqual([
      ['inplay.period.quarter', 1],
      ['inplay.period.quarter', 3],
      ['stats.final', 0],
    ]);
  });

  it('is null when nothing was scored by period and there is no final score', () => {
    expect(scoreTable(1, {}, {}, null)).toBeNull();
    expect(scoreTable(13, {}, {}, null)).toBeNull();
  });
});

describe('stat lines (spec §3 "Soccer stats")', () => {
  it('soccer: shots are on plus off target, in the sport order, possession as a share', () => {
    const lines = statLines(1, {
      corners: [5, 2],
      on_target: [6, 2],
      off_target: [5, 6],
      possession_rt: [55, 45],
      made_up_key: [1, 1],
    });
    expect(lines.map((l) => l.key)).toEqual([
      'shots',
      'possession_rt',
      'on_target',
      'off_target',
      'corners',
    ]);
    expect(lines[0]).toMatchObject({ home: 11, away: 8, percent: false });
    expect(lines[1]).toMatchObject({ percent: true, homeShare: 55 });
    expect(lines.find((l) => l.key === 'corners')?.homeShare).toBe(71.4);
  });

  it('a 0–0 stat draws an even bar; a non-number pair is left out', () => {
    const lines = statLines(1, { corners: [0, 0], fouls: ['x', 2] as unknown as [number, number] });
    expect(lines).toEqual([
      {
        key: 'corners',
        label: 'inplay.stats.corners',
        home: 0,
        away: 0,
        percent: false,
        homeShare: 50,
      },
    ]);
  });

  it.each([
    [
      16,
      { hits: [8, 5], errors: [1, 0], left_on_base: [6, 7] },
      ['hits', 'errors', 'left_on_base'],
    ],
    [151, { kills: [20, 11], dragons: [3, 1], '2points': [1, 1] }, ['kills', 'dragons']],
    [12, { passing_yards: [250, 180], TotalYards: [380, 300] }, ['TotalYards', 'passing_yards']],
    [13, { aces: [8, 3], first_serve_pct: [64, 58] }, ['aces', 'first_serve_pct']],
  ])('sport %i shows its own stats in order', (sport, stats, keys) => {
    expect(statLines(sport, stats as never).map((l) => l.key)).toEqual(keys);
  });

  it('matchStatistics gathers both', () => {
    const all = matchStatistics({
      sportId: 1,
      scores: s({ '1': ['1', '0'] }),
      stats: { corners: [1, 2] },
      ss: '1-0',
    });
    expect(all.scores?.home).toEqual(['1', '1']);
    expect(all.lines.map((l) => l.key)).toEqual(['corners']);
  });
});
