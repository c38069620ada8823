import { describe, expect, it } from 'vitest';
import type { Scores } from '../../../src/lib/domain/match';
import {
  isLastChoice,
  lastRows,
  lastTallied,
  listLines,
  relativeOutcome,
  sportIdOf,
  tallyRelative,
  yearChoices,
  type TallyGame,
} from '../../../src/lib/domain/relative';

const half = (h: number, a: number) => ({ 1: { home: String(h), away: String(a) } });
const sets = (...pairs: [number, number][]): Scores =>
  Object.fromEntries(
    pairs.map(([h, a], i) => [String(i + 1), { home: String(h), away: String(a) }]),
  );

describe('relative game outcome (spec §4 "Finished-game outcome")', () => {
  it.each([
    [1, '2-1', half(0, 0), undefined, { win: 'H', overunder: 'O', halfOverUnder: 'U' }],
    [1, '1-1', half(1, 0), undefined, { win: 'D', overunder: 'U', halfOverUnder: 'O' }],
    [1, '0-2', half(0, 1), undefined, { win: 'A', overunder: 'U', halfOverUnder: 'O' }],
    [1, '3-0', {}, undefined, { win: 'H', overunder: 'O', halfOverUnder: null }],
    // Basketball: the list's line near its average, its half under key 3.
    [
      18,
      '101-99',
      { 3: { home: '50', away: '48' } },
      { line: 210.5, halfLine: 99.5 },
      { win: 'H', overunder: 'U', halfOverUnder: 'U' },
    ],
    [
      18,
      '111-109',
      {},
      { line: 210.5, halfLine: 99.5 },
      { win: 'H', overunder: 'O', halfOverUnder: null },
    ],
    // No draws in basketball, hockey, tennis: a level score is no result.
    [18, '100-100', {}, undefined, { win: null, score_home: 100 }],
    [17, '2-2', {}, undefined, { win: null }],
    // KBO games may end tied; baseball has no halves.
    [16, '4-4', {}, undefined, { win: 'D', overunder: 'U', halfOverUnder: null }],
    [16, '7-3', {}, undefined, { win: 'H', overunder: 'O' }],
    [1, null, {}, undefined, { win: null, overunder: null, halfOverUnder: null, score_home: null }],
  ] as const)('sport %i %s', (sportId, ss, scores, lines, expected) => {
    expect(relativeOutcome({ sportId, ss, scores, lines })).toMatchObject(expected);
  });

  it.each([
    // The old bug: the sets won (3) were measured against a games line, always "under".
    ['three sets, 31 games', '2-1', sets([6, 4], [3, 6], [7, 5]), 'O', 2, 1],
    ['four sets, 40 games', '3-1', sets([6, 4], [6, 7], [6, 3], [6, 2]), 'O', 3, 1],
    ['straight sets, 15 games', '2-0', sets([6, 1], [6, 2]), 'U', 2, 0],
    ['the set-list form', '4-6,6-3,7-6', {}, 'O', 2, 1],
  ] as const)('tennis %s: the winner by sets, over/under on games', (_n, ss, scores, ou, h, a) => {
    expect(relativeOutcome({ sportId: 13, ss, scores })).toMatchObject({
      score_home: h,
      score_away: a,
      win: h > a ? 'H' : 'A',
      overunder: ou,
      halfOverUnder: null,
    });
  });
});

describe('relative tallies', () => {
  const game = (home_id: number, away_id: number, ss: string, scores: Scores = {}): TallyGame => ({
    sport_id: 1,
    home_id,
    away_id,
    ss,
    scores,
  });
  const games = [
    game(1, 2, '2-1', half(0, 0)),
    game(2, 1, '3-0', half(0, 0)),
    game(2, 1, '1-1', half(1, 0)),
    game(1, 3, '0-4'),
  ];

  it('counts results, over/under with its line, and one team’s record', () => {
    const t = tallyRelative(games, 1);
    expect(t).toMatchObject({
      total: 4,
      win: { H: 2, D: 1, A: 1 },
      overunder: { O: 3, U: 1 },
      halfOverUnder: { O: 1, U: 2 },
      team: { id: 1, win: 1, draw: 1, loss: 2 },
      sportId: 1,
      unit: 'goals',
      line: 2.5,
      halfLine: 0.5,
      draws: true,
    });
    expect(tallyRelative(games, 2).team).toEqual({ id: 2, win: 1, draw: 1, loss: 1 });
    expect(tallyRelative(games).team).toBeNull();
  });

  it('tennis: over/under on games against a line near the games’ average, no draws', () => {
    const tennis = [
      { sport_id: 13, home_id: 5, away_id: 6, ss: '2-1', scores: sets([6, 4], [3, 6], [7, 5]) },
      {
        sport_id: 13,
        home_id: 6,
        away_id: 5,
        ss: '3-1',
        scores: sets([6, 4], [6, 7], [6, 3], [6, 2]),
      },
      { sport_id: 13, home_id: 5, away_id: 6, ss: '2-0', scores: sets([6, 1], [6, 2]) },
    ];
    const t = tallyRelative(tennis, 5);
    // Games 31, 40, 15: mean 28.67, line 28.5.
    expect(t).toMatchObject({
      unit: 'games',
      line: 28.5,
      halfLine: null,
      draws: false,
      overunder: { O: 2, U: 1 },
      win: { H: 3, D: 0, A: 0 },
      team: { id: 5, win: 2, draw: 0, loss: 1 },
    });
  });

  it('a list of several sports has no one line; each sport its own', () => {
    const mixed = [game(1, 2, '2-1'), { ...game(7, 8, '5-3'), sport_id: 16 }];
    expect(tallyRelative(mixed)).toMatchObject({ sportId: null, line: null, unit: null });
    const lines = listLines([
      { sportId: 18, count: { win: { home: 1, away: 0 }, total: 201, half: 99 } },
      { sportId: 18, count: { win: { home: 1, away: 0 }, total: 214, half: 100 } },
    ]);
    expect(lines.get(18)).toEqual({ line: 207.5, halfLine: 99.5 });
  });
});

describe('last-N and year choices (spec §2 "Head-to-head analysis page", §9)', () => {
  it.each([
    ['5', true, 5, 5],
    ['10', true, 10, 10],
    ['20', true, 20, 20],
    ['all', true, 200, Infinity],
  ] as const)('%s is a choice: %s rows, tallies %s games', (text, ok, rows, tallied) => {
    expect(isLastChoice(text)).toBe(ok);
    expect(lastRows(text)).toBe(rows);
    expect(lastTallied(text)).toBe(tallied);
  });

  it.each(['0', '15', '100', 'ALL', '', 10])('%j is not a last-N choice', (text) => {
    expect(isLastChoice(text)).toBe(false);
  });

  it('years: this Seoul year and the 9 before it', () => {
    expect(yearChoices(Date.UTC(2026, 10, 26, 12))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    // 2026-12-31 16:00 UTC is already 2027 in Seoul.
    expect(yearChoices(Date.UTC(2026, 11, 31, 16))[0]).toBe(2027);
  });
});

describe('sport named in a query', () => {
  it.each([
    ['soccer', 1],
    ['Soccer', 1],
    ['1', 1],
    [17, 17],
    ['hockey', 17],
    ['Ice Hockey', 17],
    ['iceHockey', 17],
    ['ice-hockey', 17],
    ['basketball', 18],
    ['American Football', 12],
    ['football', 12],
    ['e-sports', 151],
    ['esports', 151],
    ['cricket', null],
    ['4242', null],
    [4242, null],
  ] as const)('%j → %s', (text, id) => {
    expect(sportIdOf(text)).toBe(id);
  });
});
