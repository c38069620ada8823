// The e-sports panel's view model: header (current map, maps won, current score) and the
// per-map table, with a corpus of partial payloads.
import { describe, expect, it } from 'vitest';
import { esportsView } from '../../../src/lib/panels/esports';

const SCORES = { '1': { home: '12', away: '5' }, '2': { home: '3', away: '4' } };

describe('e-sports map header and table', () => {
  it.each([
    [
      'second map in play',
      SCORES,
      '1-0',
      { mapWins: [1, 0], mapWinners: ['home'] },
      2,
      { currentMap: 2, mapsWon: [1, 0], currentScore: [3, 4] },
      [
        { n: 1, home: 12, away: 5, winner: 'home', current: false },
        { n: 2, home: 3, away: 4, winner: null, current: true },
      ],
    ],
    [
      'series over, maps won from ss, map from scores',
      SCORES,
      '0-2',
      { mapWinners: ['away', 'away'] },
      null,
      { currentMap: 2, mapsWon: [0, 2], currentScore: [3, 4] },
      [
        { n: 1, home: 12, away: 5, winner: 'away', current: false },
        { n: 2, home: 3, away: 4, winner: 'away', current: false },
      ],
    ],
    [
      'pause before map 3 (no row yet)',
      SCORES,
      '1-1',
      { mapWins: [1, 1], mapWinners: ['home', 'away'] },
      3,
      { currentMap: 3, mapsWon: [1, 1], currentScore: null },
      undefined,
    ],
  ])('%s', (_name, scores, ss, sts, period, header, maps) => {
    const view = esportsView(scores, ss, sts, period);
    expect(view).toMatchObject(header);
    if (maps) expect(view.maps).toEqual(maps);
  });

  it('orders maps by number and skips keys that are not maps', () => {
    const view = esportsView(
      { '10': { home: '1', away: '1' }, '2': SCORES['2'], total: SCORES['1'], '1': SCORES['1'] },
      null,
      {},
      0,
    );
    expect(view.maps.map((m) => m.n)).toEqual([1, 2]);
  });
});

describe('e-sports bad input corpus', () => {
  const corpus: [string, unknown, unknown, unknown, unknown][] = [
    ['nothing', undefined, undefined, undefined, undefined],
    ['nulls', null, null, null, null],
    ['strings', '^', '^', 'sts', '^'],
    ['arrays', [], [], [], []],
    [
      'broken rows',
      { '1': null, '2': { home: 'x', away: '1' }, '3': 'a' },
      'a-b',
      { mapWins: ['x', 1] },
      -1,
    ],
  ];
  it.each(corpus)('%s: hides what is not valid', (_name, scores, ss, sts, period) => {
    expect(esportsView(scores, ss, sts, period)).toEqual({
      currentMap: null,
      mapsWon: null,
      currentScore: null,
      maps: [],
    });
  });
});
