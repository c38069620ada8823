/** Which table a league page shows, and the provider's rows as standing rows. */
import { describe, expect, it } from 'vitest';
import {
  gamesCounted,
  providerStandings,
  tableSource,
} from '../../../src/lib/domain/provider-standings';

describe('tableSource', () => {
  it.each([
    // First day of the feed, mid-season: nothing stored, the provider's table.
    [0, 280, 'provider'],
    [278, 280, 'provider'],
    // The stored results have caught up (or passed the provider's last read).
    [280, 280, 'results'],
    [282, 280, 'results'],
    // No provider table, or an empty one: the computed table, whatever it holds.
    [0, null, 'results'],
    [12, 0, 'results'],
  ] as const)('own %i, provider %j → %s', (own, provider, source) => {
    expect(tableSource(own, provider)).toBe(source);
  });

  it('counts each game once per side', () => {
    expect(
      gamesCounted([
        { win: 2, draw: 1, loss: 0 },
        { win: 0, draw: 1, loss: 2 },
      ]),
    ).toBe(6);
  });
});

describe('providerStandings', () => {
  const row = (over: Partial<Parameters<typeof providerStandings>[0][number]>) => ({
    position: 1,
    team_id: 10,
    win: 0,
    draw: 0,
    loss: 0,
    goalsfor: 0,
    goalsagainst: 0,
    points: null,
    pct: null,
    ...over,
  });

  it('keeps the provider order, counts and points; games back from its leader', () => {
    const rows = providerStandings([
      row({
        position: 1,
        team_id: 1,
        win: 17,
        draw: 3,
        loss: 0,
        goalsfor: 48,
        goalsagainst: 8,
        points: 54,
      }),
      row({
        position: 2,
        team_id: 2,
        win: 16,
        draw: 0,
        loss: 5,
        goalsfor: 46,
        goalsagainst: 21,
        points: 48,
      }),
    ]);
    expect(
      rows.map((r) => [r.teamId, r.position, r.played, r.points, r.goalDiffTotal, r.gamesBack]),
    ).toEqual([
      [1, 1, 20, 54, 40, 0],
      [2, 2, 21, 48, 25, 3],
    ]);
    expect(rows[0]).toMatchObject({ form: [], streak: '', adjustment: 0 });
  });

  it.each([
    // The provider's percentage where it gives one, else wins over decisions.
    [{ win: 2, loss: 1, pct: 0.667 }, 0.667],
    [{ win: 3, loss: 1 }, 0.75],
    [{}, 0],
  ])('pct of %j is %d', (over, pct) => {
    expect(providerStandings([row(over)])[0]!.pct).toBeCloseTo(pct, 3);
  });

  it('gives rows without a team id distinct stand-in ids', () => {
    const rows = providerStandings([row({ team_id: null }), row({ team_id: null, position: 2 })]);
    expect(rows.map((r) => r.teamId)).toEqual([-1, -2]);
  });
});
