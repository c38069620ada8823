// The all-games table keeps a league's rows under one keyed element, so that a league coming in
// ahead of it (a match of another league starting) does not remount its rows: a row's state, such
// as an open broadcast, once vanished when the list regrouped on a loaded machine.
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LeagueGroups } from '../../../../src/islands/inplay/AllGamesTable';
import { toInplayRow } from '../../../../src/lib/inplay/row';
import { apiRow } from '../../inplay/fixtures';

const cols = { upcoming: false, star: false, half: true };
const row = (id: number, league: number) => toInplayRow(apiRow({ id, league_id: league }));

/** The elements LeagueGroups returns, one per league, with their keys and row ids. */
function leagues(rows: ReturnType<typeof row>[]) {
  const out = LeagueGroups({ rows, cols, colCount: 11 }) as unknown[];
  return out.map((element) => {
    expect(isValidElement(element), 'one element per league').toBe(true);
    const { key, props } = element as ReactElement<{ children: unknown[] }>;
    const [, rowsOf] = props.children as [unknown, ReactElement[]];
    return { key, rows: rowsOf.map((r) => r.key) };
  });
}

describe('LeagueGroups', () => {
  it('gives each league one element keyed by the league, its rows keyed by match', () => {
    expect(leagues([row(1, 7), row(2, 8), row(3, 7)])).toEqual([
      { key: '7', rows: ['1', '3'] },
      { key: '8', rows: ['2'] },
    ]);
  });

  it('keeps a league’s key when another league comes in ahead of it', () => {
    const before = leagues([row(1, 7), row(3, 7)]);
    const after = leagues([row(9, 5), row(1, 7), row(3, 7)]);
    expect(after[1]).toEqual(before[0]);
    expect(after[0]).toEqual({ key: '5', rows: ['9'] });
  });
});
