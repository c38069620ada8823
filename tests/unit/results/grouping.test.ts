import { describe, expect, it } from 'vitest';
import { groupResults, headerHasWeekday } from '../../../src/lib/results/grouping';
import type { ResultRowView } from '../../../src/lib/results/row-view';

function row(id: number, day: string, league: number): ResultRowView {
  return {
    id,
    day,
    league: { id: league, name: `L${league}`, href: null },
    country: `C${league}`,
  } as ResultRowView;
}

describe('results grouping (spec §2: by date, then league)', () => {
  it('groups by day then league, keeping the order the rows came in', () => {
    const rows = [
      row(1, '2026-11-26', 10),
      row(2, '2026-11-26', 20),
      row(3, '2026-11-26', 10),
      row(4, '2026-11-25', 20),
    ];
    const groups = groupResults(rows, 'result');
    expect(
      groups.map((g) => [g.day, g.leagues.map((l) => [l.league.id, l.rows.map((r) => r.id)])]),
    ).toEqual([
      [
        '2026-11-26',
        [
          [10, [1, 3]],
          [20, [2]],
        ],
      ],
      ['2026-11-25', [[20, [4]]]],
    ]);
    expect(groups[0]!.leagues[0]!.country).toBe('C10');
    expect(new Set(groups.flatMap((g) => g.leagues.map((l) => l.key))).size).toBe(3);
  });

  it.each([
    ['result', true],
    ['upcoming', true],
    ['all', false],
  ] as const)('date headers of the %s list show the weekday: %s', (list, weekday) => {
    expect(headerHasWeekday(list)).toBe(weekday);
    expect(groupResults([row(1, '2026-11-26', 1)], list)[0]!.weekday).toBe(weekday);
  });

  it('has no groups for no rows', () => {
    expect(groupResults([], 'all')).toEqual([]);
  });
});
