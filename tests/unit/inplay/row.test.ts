import { describe, expect, it } from 'vitest';
import {
  awayName,
  halfScore,
  homeName,
  isFinished,
  leagueName,
  shownTotals,
  toInplayRow,
} from '../../../src/lib/inplay/row';
import { apiRow } from './fixtures';

describe('list row from the API', () => {
  it('keeps what the screen shows', () => {
    const row = toInplayRow(apiRow());
    expect(row).toMatchObject({
      id: 101,
      bet365: '9101',
      sport_id: 1,
      is_inplay: true,
      is_major: true,
      has_table: true,
      has_topgoals: false,
      period: 2,
      home_color: '#ff0000',
      odds: {
        home: { o: 2.1, n: 1.8 },
        handicap: { line: { o: -0.5, n: -0.75 }, home: null, away: null },
        total: { line: { o: 2.5, n: 2.5 }, over: { o: 1.9, n: 2.05 } },
      },
    });
  });

  it.each([
    ["'-' prices", { home_odds: '-', draw_odds: '-' }, { home: null, draw: null }],
    ['a missing total', { total_odds: '-' }, { total: { line: null, over: null, under: null } }],
  ])('reads %s as no price', (_name, over, odds) => {
    expect(toInplayRow(apiRow(over)).odds).toMatchObject(odds);
  });

  it('survives garbage', () => {
    expect(toInplayRow(null)).toMatchObject({ id: 0, bet365: null, scores: {}, timer: null });
    expect(toInplayRow({ id: '5', timer: 'x', scores: 3 })).toMatchObject({
      id: 5,
      timer: null,
      scores: {},
    });
  });

  it.each([
    ['kr', '라리가', '세비야', '헤타페'],
    ['en', 'LaLiga', 'Sevilla', 'Getafe'],
    ['jp', 'ラ・リーガ', 'Sevilla', 'ヘタフェ'],
  ] as const)('names in %s', (lang, league, home, away) => {
    const row = toInplayRow(apiRow());
    expect([leagueName(row, lang), homeName(row, lang), awayName(row, lang)]).toEqual([
      league,
      home,
      away,
    ]);
  });
});

describe('scores', () => {
  it.each<[number, string | null, [string, string]]>([
    [0, null, ['-', '-']],
    [0, '0-0', ['-', '-']],
    [1, null, ['0', '0']],
    [1, '3-2', ['3', '2']],
    [3, '1-4', ['1', '4']],
    [1, ' 10 - 7 ', ['10', '7']],
    // Spec §5 "Score defaults 0".
    [1, 'abc', ['0', '0']],
  ])('status %i with %j shows totals %j (dashes before the start)', (status, ss, parts) => {
    expect(shownTotals({ status_id: status, ss })).toEqual(parts);
  });

  const p = (home: string, away: string) => ({ home, away });
  it.each<[number, Record<string, { home: string; away: string }>, string | null]>([
    [1, { '1': p('1', '0'), '2': p('2', '1') }, '1-0'],
    [18, { '1': p('20', '18'), '2': p('22', '25'), '3': p('42', '43') }, '42-43'],
    [16, { '1': p('0', '1'), '3': p('2', '0'), '5': p('1', '1'), '6': p('3', '0') }, '3-2'],
    [16, {}, null],
    [17, { '1': p('1', '0') }, null],
  ])('half score of sport %s', (sport, scores, half) => {
    expect(halfScore({ sport_id: sport, scores })).toBe(half);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [3, true],
    [5, true],
    [7, false],
  ])('status %s finished: %s', (status, done) => {
    expect(isFinished({ status_id: status })).toBe(done);
  });
});
