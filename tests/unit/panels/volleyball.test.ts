import { describe, expect, it } from 'vitest';
import { setWinner, volleyballView } from '../../../src/lib/panels/volleyball';
import { BAD_DETAILS, BAD_SCORES } from './net-sports-corpus';

const scores = (...sets: [number, number][]) =>
  Object.fromEntries(
    sets.map(([h, a], i) => [String(i + 1), { home: String(h), away: String(a) }]),
  );

describe('volleyball sets (spec §5)', () => {
  it.each([
    [1, 25, 20, 'home'],
    [1, 20, 25, 'away'],
    [1, 25, 24, null],
    [1, 26, 24, 'home'],
    [1, 30, 32, 'away'],
    [1, 24, 22, null],
    [1, 15, 10, null],
    [5, 15, 10, 'home'],
    [5, 15, 14, null],
    [5, 14, 16, 'away'],
    [5, 0, 0, null],
  ] as const)('set %i at %i-%i is won by %s', (set, home, away, winner) => {
    expect(setWinner(set, home, away)).toBe(winner);
  });
});

describe('volleyball panel view', () => {
  const live = {
    seq: 1,
    info: { state: '10001', ball_pos: '0.060,0.750', period: 3, serve: 'home' },
    sts: {
      longestStreak: [5, 3],
      pointsWonOnServe: [20, 17],
      lastSix: ['H', 'A', 'H', 'H', 'x', 'A'],
    },
    stats: { points: [60, 55], aces: [3, 2] },
    events: [],
  };

  it('marks each set by the §5 rule and the set in play', () => {
    const view = volleyballView(
      { scores: scores([25, 20], [23, 25], [10, 8]), is_inplay: true },
      live,
    );
    expect(view.sets.map((s) => [s.home, s.away, s.winner, s.current])).toEqual([
      [25, 20, 'home', false],
      [23, 25, 'away', false],
      [10, 8, null, true],
      [null, null, null, false],
      [null, null, null, false],
    ]);
    expect(view.setsWon).toEqual([1, 1]);
    expect(view.currentSet).toBe(3);
  });

  it('reads serve, ball, state, doughnut pairs and the last six from the details', () => {
    const view = volleyballView({ scores: scores([5, 3]), is_inplay: true }, live);
    expect(view.serve).toBe('home');
    expect(view.ball).toEqual({ x: 0.06, y: 0.75 });
    expect(view.state).toEqual({ side: 'home', name: 'Single Serve' });
    expect(view.longestStreak).toEqual([5, 3]);
    expect(view.pointsWonOnServe).toEqual([20, 17]);
    expect(view.lastSix).toEqual(['home', 'away', 'home', 'home', 'away']);
  });

  it.each([
    ['sts camel case', { sts: { longestStreak: ['4', '2'] } }, [4, 2]],
    ['info_stats snake case', { info_stats: { longest_streak: [6, 1] } }, [6, 1]],
    ['stats pair', { stats: { longest_streak: [2, 7] } }, [2, 7]],
    ['none', { stats: {} }, null],
  ])('takes the longest streak from %s', (_, details, pair) => {
    expect(volleyballView({ scores: {}, is_inplay: true }, details).longestStreak).toEqual(pair);
  });

  it('takes the server from a serve state when the details name none', () => {
    const view = volleyballView({ scores: {}, is_inplay: true }, { info: { state: '20000' } });
    expect(view.serve).toBe('away');
  });

  it('falls back to the first open set when the period is missing', () => {
    const view = volleyballView({ scores: scores([25, 18], [12, 14]), is_inplay: true }, {});
    expect(view.currentSet).toBe(2);
  });

  it('shows no serve, ball or current set once the match is over', () => {
    const view = volleyballView({ scores: scores([25, 18]), is_inplay: false }, live);
    expect([view.serve, view.ball, view.currentSet]).toEqual([null, null, null]);
  });

  it.each(BAD_DETAILS)('renders what is valid of bad details: %s', (_, details) => {
    const view = volleyballView({ scores: scores([25, 20]), is_inplay: true }, details);
    expect(view.sets).toHaveLength(5);
    expect(view.sets[0]!.winner).toBe('home');
    expect(view.ball).toBeNull();
    expect(view.longestStreak).toBeNull();
    expect(view.pointsWonOnServe).toBeNull();
    expect(view.lastSix).toEqual([]);
    expect([null, 'home', 'away']).toContain(view.serve);
    for (const pair of Object.values(view.stats)) {
      for (const n of pair) expect(Number.isFinite(n) && n >= 0).toBe(true);
    }
  });

  it.each(BAD_SCORES)('shows empty sets for bad scores: %s', (_, bad) => {
    const view = volleyballView({ scores: bad, is_inplay: true }, live);
    expect(view.sets).toHaveLength(5);
    for (const cell of view.sets) {
      for (const n of [cell.home, cell.away]) expect(n === null || n >= 0).toBe(true);
      expect(cell.winner).toBeNull();
    }
  });
});
