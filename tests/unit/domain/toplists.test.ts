import { describe, expect, it } from 'vitest';
import {
  computeTopLists,
  type AppearanceInput,
  type IncidentInput,
} from '../../../src/lib/domain/toplists';

const inc = (
  kind: string,
  playerId: number | null,
  assistId: number | null = null,
  matchId = 1,
): IncidentInput => ({
  kind,
  playerId,
  assistId,
  teamId: 10,
  matchId,
});
const app = (
  playerId: number,
  matchId: number,
  starting = true,
  minutes = 90,
): AppearanceInput => ({
  playerId,
  teamId: 10,
  matchId,
  starting,
  minutes,
});

describe('top lists', () => {
  const incidents = [
    inc('goal', 1, 2),
    inc('penalty_goal', 1, null, 2),
    inc('own_goal', 3),
    inc('goal', 2, 1, 2),
    inc('yellow', 3),
    inc('yellowred', 4),
    inc('red', 5),
    inc('yellow', 5, null, 2),
  ];
  const appearances = [app(1, 1), app(1, 2), app(2, 1), app(2, 2, false, 30), app(3, 1)];
  const lists = computeTopLists(incidents, appearances);

  it('counts goals and penalties, not own goals', () => {
    expect(lists.topgoals.map((t) => [t.playerId, t.goals, t.penalties])).toEqual([
      [1, 2, 1],
      [2, 1, 0],
    ]);
  });

  it('counts assists and goal points (goals + assists)', () => {
    expect(lists.topassists.map((t) => [t.playerId, t.assists])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(lists.topgoals[0]!.goal_points).toBe(3);
  });

  it('ranks cards with red above yellow', () => {
    expect(lists.topcards.map((t) => t.playerId)).toEqual([5, 4, 3]);
    expect(lists.topcards[0]).toMatchObject({ red_cards: 1, yellow_cards: 1 });
  });

  it('totals matches, minutes and substitute appearances', () => {
    expect(lists.topgoals.find((t) => t.playerId === 2)).toMatchObject({
      matches: 2,
      minutes_played: 120,
      substituted_in: 1,
    });
  });

  it('respects the limit', () => {
    expect(computeTopLists(incidents, appearances, 1).topgoals).toHaveLength(1);
  });
});
