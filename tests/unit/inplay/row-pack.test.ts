import { describe, expect, it } from 'vitest';
import { awayName, homeName, leagueName, toInplayRow } from '../../../src/lib/inplay/row';
import { packRows, unpackRows } from '../../../src/lib/inplay/row-pack';
import { apiRow } from './fixtures';

const LANGS = ['kr', 'en', 'jp'] as const;

describe('packed in-play rows', () => {
  const rows = [
    toInplayRow(apiRow()),
    toInplayRow(apiRow({ id: 102, bet365: null, home: 'A|B~C,D:E%F', timer: null, ss: null })),
    toInplayRow(apiRow({ id: 103, league_id: 8, league: 'Serie A', home_odds: '-' })),
    toInplayRow(
      apiRow({ id: 104, draw_odds: { o: '1.90', n: null }, url: 'https://x.test/a?b=1' }),
    ),
  ];

  it.each(LANGS)('give back every field, names in the page language (%s)', (lang) => {
    const back = unpackRows(packRows(rows, lang));
    expect(back).toHaveLength(rows.length);
    back.forEach((row, i) => {
      const source = rows[i]!;
      expect(leagueName(row, lang)).toBe(leagueName(source, lang));
      expect(homeName(row, lang)).toBe(homeName(source, lang));
      expect(awayName(row, lang)).toBe(awayName(source, lang));
      const strip = (r: typeof row) => ({
        ...r,
        league: '',
        league_kor: null,
        league_jp: null,
        home: '',
        home_kor: null,
        home_jp: null,
        away: '',
        away_kor: null,
        away_jp: null,
      });
      expect(strip(row)).toEqual(strip(source));
    });
  });

  it('sends each league once and no quote at all', () => {
    const packed = packRows(rows, 'kr');
    expect(packed.leagues.split('~')).toHaveLength(2);
    expect(JSON.stringify(packed)).not.toMatch(/\\"|'/);
  });

  it('packs an empty list', () => {
    expect(unpackRows(packRows([], 'en'))).toEqual([]);
  });
});
