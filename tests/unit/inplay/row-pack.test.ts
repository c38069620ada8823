import { describe, expect, it } from 'vitest';
import { awayName, homeName, leagueName, toInplayRow } from '../../../src/lib/inplay/row';
import type { DetailsPayload } from '../../../src/lib/domain/socket-contract';
import { firstPaintDetails } from '../../../src/lib/inplay/details-view';
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
        home_kor: null,
        home_jp: null,
        away_kor: null,
        away_jp: null,
      });
      expect(strip(row)).toEqual(strip(source));
    });
  });

  it('keeps the English team names the timeline texts use', () => {
    const [row] = unpackRows(packRows(rows, 'kr'));
    expect([row!.home, row!.away, homeName(row!, 'kr')]).toEqual(['Sevilla', 'Getafe', '세비야']);
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

describe('details in the first paint', () => {
  const details: DetailsPayload = {
    seq: 3,
    info: {
      bet365id: '9',
      upcoming_id: 1,
      sport_id: 18,
      state: null,
      ball_pos: null,
      period: 2,
      serve: null,
    },
    sts: { points: '15-0' },
    stats: { fouls: [1, 2] },
    events: [
      { id: '1', text: 'Q1 09:12 - Race to 5 Points - Home FC' },
      { id: '2', text: 'Q1 08:40 - Timeout - Away FC' },
      { id: '3', text: 'First Points - Away FC' },
    ],
  };

  it('keep the first-to events and the state, and stats only for the panel', () => {
    const listed = firstPaintDetails(details, false);
    expect(listed.events.map((e) => e.id)).toEqual(['1', '3']);
    expect(listed.stats).toEqual({});
    expect(listed.sts).toEqual(details.sts);
    expect(firstPaintDetails(details, true).stats).toEqual(details.stats);
  });
});
