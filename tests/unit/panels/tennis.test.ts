import { describe, expect, it } from 'vitest';
import { tennisSetWinner, tennisView } from '../../../src/lib/panels/tennis';
import { BAD_DETAILS, BAD_SCORES } from './net-sports-corpus';

const scores = (...sets: [number, number][]) =>
  Object.fromEntries(
    sets.map(([h, a], i) => [String(i + 1), { home: String(h), away: String(a) }]),
  );

describe('tennis sets', () => {
  it.each([
    [6, 4, 'home'],
    [4, 6, 'away'],
    [6, 5, null],
    [7, 5, 'home'],
    [6, 7, 'away'],
    [5, 5, null],
    [6, 6, null],
    [0, 6, 'away'],
  ] as const)('%i-%i is won by %s', (home, away, winner) => {
    expect(tennisSetWinner(home, away)).toBe(winner);
  });
});

describe('tennis panel view', () => {
  const details = {
    info: { state: '10000', ball_pos: '0.940,0.300', period: 2, serve: 'away' },
    sts: { points: '30-15', server: 'away', games: [3, 2], tiebreak: false },
    stats: { aces: [4, 1], double_faults: ['2', '0'], break_points_won: [1, 0] },
  };

  it('reads serve, point, serving court, ball and stats from the live details', () => {
    const view = tennisView({ scores: scores([6, 4], [3, 2]), is_inplay: true }, details);
    expect(view.serve).toBe('away');
    expect(view.point).toEqual(['30', '15']);
    expect(view.court).toBe('ad');
    expect(view.ball).toEqual({ x: 0.94, y: 0.3 });
    expect(view.stats).toEqual({ aces: [4, 1], double_faults: [2, 0], break_points_won: [1, 0] });
  });

  it('builds the set table with winners and the set in play, three columns at least', () => {
    const view = tennisView({ scores: scores([6, 4], [3, 2]), is_inplay: true }, details);
    expect(view.sets.map((s) => [s.set, s.home, s.away, s.winner, s.current])).toEqual([
      [1, 6, 4, 'home', false],
      [2, 3, 2, null, true],
      [3, null, null, null, false],
    ]);
  });

  it('shows the tie-break points in the set being decided', () => {
    const tb = { ...details, sts: { points: '5-4', tiebreak: true } };
    const view = tennisView({ scores: scores([6, 4], [6, 6]), is_inplay: true }, tb);
    expect(view.point).toEqual(['5', '4']);
    expect(view.court).toBe('ad');
    expect(view.sets[1]!.tiebreak).toEqual([5, 4]);
  });

  it('shows finished sets’ tie-break points when the details carry them', () => {
    const withTb = { ...details, sts: { ...details.sts, tiebreaks: { 1: [7, 5] } } };
    const view = tennisView({ scores: scores([7, 6], [1, 0]), is_inplay: true }, withTb);
    expect(view.sets[0]).toMatchObject({ winner: 'home', tiebreak: [7, 5] });
  });

  it.each([
    ['40-40', 'deuce'],
    ['AD-40', 'ad'],
    ['0-0', 'deuce'],
    ['15-0', 'ad'],
  ])('serves %s from the %s court', (points, court) => {
    const view = tennisView({ scores: {}, is_inplay: true }, { sts: { points } });
    expect(view.court).toBe(court);
  });

  it('takes the server from sts when info has none', () => {
    const view = tennisView({ scores: {}, is_inplay: true }, { sts: { server: 'home' } });
    expect(view.serve).toBe('home');
  });

  it('shows five columns for a fifth set', () => {
    const view = tennisView(
      { scores: scores([6, 4], [4, 6], [6, 3], [3, 6], [2, 1]), is_inplay: true },
      details,
    );
    expect(view.sets).toHaveLength(5);
  });

  it('shows no serve, point or ball once the match is over', () => {
    const view = tennisView({ scores: scores([6, 4], [6, 2]), is_inplay: false }, details);
    expect([view.serve, view.point, view.ball, view.currentSet]).toEqual([null, null, null, null]);
  });

  it.each(BAD_DETAILS)('renders what is valid of bad details: %s', (_, bad) => {
    const view = tennisView({ scores: scores([6, 4]), is_inplay: true }, bad);
    expect(view.sets[0]).toMatchObject({ home: 6, away: 4, winner: 'home' });
    expect(view.point).toBeNull();
    expect(view.court).toBeNull();
    expect(view.ball).toBeNull();
    expect([null, 'home', 'away']).toContain(view.serve);
    for (const cell of view.sets) expect(cell.tiebreak).toBeNull();
  });

  it.each(BAD_SCORES)('shows empty sets for bad scores: %s', (_, bad) => {
    const view = tennisView({ scores: bad, is_inplay: true }, details);
    expect(view.sets).toHaveLength(3);
    for (const cell of view.sets) expect(cell.winner).toBeNull();
  });
});
