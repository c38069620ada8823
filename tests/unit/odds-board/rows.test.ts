/**
 * The odds boards' rows (spec §2.19): entries read from the
 * API, outcome labels per market, numbers as printed, a stable order, the live clock laid over.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDrop,
  formatLine,
  formatMargin,
  formatPrice,
  kickoffLabel,
  outcomeLabel,
  sortDropRows,
  sortSureBetRows,
  toDropRow,
  toSureBetRow,
  withLiveMatch,
  type DropRow,
  type SureBetRow,
} from '../../../src/lib/odds-board/rows';

const apiMatch = {
  id: 7,
  sport_id: 1,
  is_inplay: true,
  status_id: 1,
  time: 1_795_612_140,
  play_time: '2026-11-25 22:09:00',
  league: 'K League 1',
  league_kor: 'K리그1',
  league_jp: null,
  home: 'Ulsan',
  home_kor: '울산',
  away: 'Jeonbuk',
  away_kor: '전북',
  ss: '1-0',
  timer: { tm: 52, ts: 3, md: 1 },
  home_odds: { o: 2.1, n: 1.5 },
  scores: { 1: { home: '1', away: '0' } },
};

describe('rows from the API', () => {
  it('reads a dropping entry, keeping only the match fields the board shows', () => {
    const row = toDropRow({
      match_id: 7,
      sport_id: 1,
      odd_type_id: 1,
      outcome: 'away',
      from: 3.48,
      to: 1.01,
      drop_percent: 70.94,
      books: 10,
      match: apiMatch,
    });
    expect(row).toMatchObject({ match_id: 7, outcome: 'away', from: 3.48, to: 1.01, books: 10 });
    expect(row.match).toEqual({
      id: 7,
      sport_id: 1,
      is_inplay: true,
      time: 1_795_612_140,
      play_time: '2026-11-25 22:09:00',
      league: 'K League 1',
      league_kor: 'K리그1',
      league_jp: null,
      home: 'Ulsan',
      home_kor: '울산',
      home_jp: null,
      away: 'Jeonbuk',
      away_kor: '전북',
      away_jp: null,
      ss: '1-0',
      timer: { tm: 52, ts: 3, md: 1 },
      period: 0,
    });
  });

  it('reads a sure bet with its legs and books', () => {
    const row = toSureBetRow({
      match_id: 7,
      sport_id: 1,
      odd_type_id: 2,
      middle: -0.5,
      margin: 2.74,
      legs: [
        {
          outcome: 'home',
          price: 2.2,
          book_id: 5,
          book_name: 'Smallbet',
          book_kor: '스몰벳',
          book_jp: 'スモールベット',
        },
        { outcome: 'away', price: 1.95, book_id: 1, book_name: 'Bet365', book_kor: '벳365' },
      ],
      match: apiMatch,
    });
    expect(row).toMatchObject({ odd_type_id: 2, middle: -0.5, margin: 2.74 });
    expect(row.legs).toEqual([
      {
        outcome: 'home',
        price: 2.2,
        book_id: 5,
        book_name: 'Smallbet',
        book_kor: '스몰벳',
        book_jp: 'スモールベット',
      },
      {
        outcome: 'away',
        price: 1.95,
        book_id: 1,
        book_name: 'Bet365',
        book_kor: '벳365',
        book_jp: null,
      },
    ]);
  });

  it.each([
    [null, { odd_type_id: 1, outcome: 'home', from: 0, drop_percent: 0 }],
    [
      { odd_type_id: 9, outcome: 'sideways', from: 'x' },
      { odd_type_id: 1, outcome: 'home', from: 0 },
    ],
  ])('reads junk %j without throwing', (raw, expected) => {
    expect(toDropRow(raw)).toMatchObject(expected);
  });
});

describe('labels and numbers', () => {
  it.each([
    [1, 'home', 'home'],
    [1, 'draw', 'draw'],
    [1, 'away', 'away'],
    [2, 'home', 'home'],
    [2, 'away', 'away'],
    [3, 'home', 'over'],
    [3, 'away', 'under'],
  ] as const)('type %d outcome %s is labelled %s', (type, outcome, label) => {
    expect(outcomeLabel(type, outcome)).toBe(label);
  });

  it.each([
    [formatDrop(12.5), '-12.50%'],
    [formatDrop(0.333), '-0.33%'],
    [formatMargin(4.7), '4.70%'],
    [formatPrice(1.5), '1.50'],
    [formatPrice(1234.5), '1,234.50'],
    [formatLine(2, -0.5), '-0.5'],
    [formatLine(2, 1.5), '+1.5'],
    [formatLine(3, 2.5), '2.5'],
    [formatLine(1, null), null],
    [formatLine(2, null), null],
    [kickoffLabel('2026-11-25 22:09:00'), '11-25 22:09'],
    [kickoffLabel(''), ''],
  ])('prints %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

const match = toDropRow({ match: apiMatch }).match;
const drop = (id: number, percent: number, time: number, outcome: DropRow['outcome'] = 'home') => ({
  ...toDropRow({ match_id: id, outcome, drop_percent: percent }),
  match: { ...match, time },
});
const sure = (id: number, margin: number, time: number, type: 1 | 2 | 3 = 1): SureBetRow => ({
  ...toSureBetRow({ match_id: id, margin, odd_type_id: type }),
  match: { ...match, time },
});

describe('order', () => {
  it('puts the biggest drop first, ties by kick-off, then match and outcome', () => {
    const rows = [
      drop(3, 5, 100),
      drop(1, 9, 300),
      drop(2, 5, 50),
      drop(4, 5, 100, 'away'),
      drop(4, 5, 100),
    ];
    expect(sortDropRows(rows).map((r) => `${r.match_id}${r.outcome[0]}`)).toEqual([
      '1h',
      '2h',
      '3h',
      '4a',
      '4h',
    ]);
  });

  it('puts the largest margin first, ties by kick-off, then match and market', () => {
    const rows = [sure(5, 1, 10), sure(6, 3, 99), sure(7, 1, 5), sure(5, 1, 10, 2)];
    expect(sortSureBetRows(rows).map((r) => `${r.match_id}:${r.odd_type_id}`)).toEqual([
      '6:1',
      '7:1',
      '5:1',
      '5:2',
    ]);
  });
});

describe('live match', () => {
  it.each([
    [
      'a live match takes the socket score and clock',
      true,
      { ss: '2-0', timer: { tm: 60, ts: 0 } },
      '2-0',
      60,
    ],
    ['without an update it keeps its own', true, undefined, '1-0', 52],
    [
      'a match not in play keeps its own',
      false,
      { ss: '2-0', timer: { tm: 60, ts: 0 } },
      '1-0',
      52,
    ],
    [
      'a null score from the socket keeps the row score',
      true,
      { ss: null, timer: null },
      '1-0',
      52,
    ],
  ])('%s', (_name, inPlay, live, ss, tm) => {
    const merged = withLiveMatch({ ...match, is_inplay: inPlay }, live);
    expect(merged.ss).toBe(ss);
    expect(merged.timer?.tm).toBe(tm);
  });
});
