import { describe, expect, it } from 'vitest';
import { ALL_SPORT_IDS } from '../../../src/lib/domain/sports';
import { countsBySport, sportTabs } from '../../../src/lib/widgets/sports-bar';

describe('sports bar tabs (spec §2.1, §2.2)', () => {
  it('lists "all" then every sport in the order of spec §1, with 0 for a sport without matches', () => {
    const tabs = sportTabs({ '1': 3, '18': 2 }, undefined);
    expect(tabs.map((t) => t.id)).toEqual([undefined, ...ALL_SPORT_IDS]);
    expect(tabs.find((t) => t.id === 1)?.count).toBe(3);
    expect(tabs.find((t) => t.id === 18)?.count).toBe(2);
    expect(tabs.find((t) => t.id === 13)?.count).toBe(0);
  });

  it.each([
    [{}, 0],
    [{ '1': 3, '18': 2 }, 5],
    // A count of a sport the bar has no tab for is not in "all" either.
    [{ '1': 3, '4242': 9 }, 3],
  ])('"all" of %j counts %i', (counts, total) => {
    const tabs = sportTabs(counts, undefined);
    expect(tabs[0]).toEqual({ id: undefined, count: total, active: true });
    expect(tabs.slice(1).reduce((n, t) => n + t.count, 0)).toBe(total);
  });

  it.each([
    [undefined, undefined],
    [18, 18],
    [151, 151],
    // A chosen id that is no sport marks "all".
    [4242, undefined],
    [0, undefined],
  ])('chosen %s marks tab %s alone', (chosen, marked) => {
    const active = sportTabs({ '1': 1 }, chosen).filter((t) => t.active);
    expect(active.map((t) => t.id)).toEqual([marked]);
  });
});

describe('counts per sport from grouped rows', () => {
  it.each([
    [[], {}],
    [[{ sport_id: 1, n: 4 }], { '1': 4 }],
    // Drivers hand back numbers as text or big integers.
    [
      [
        { sport_id: '18', n: '2' },
        { sport_id: 16, n: 7n },
      ],
      { '18': 2, '16': 7 },
    ],
    // Rows of one sport add up; ids that are no sport are left out.
    [
      [
        { sport_id: 1, n: 2 },
        { sport_id: 1, n: 3 },
        { sport_id: 4242, n: 9 },
      ],
      { '1': 5 },
    ],
  ])('rows of case %#', (rows, counts) => {
    expect(countsBySport(rows)).toEqual(counts);
  });
});
