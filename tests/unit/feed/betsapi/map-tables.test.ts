/** BetsAPI's league tables and top lists → the provider records the league pages fall back on. */
import { describe, expect, it } from 'vitest';
import { providerTableOf, providerToplistOf } from '../../../../src/server/feed/betsapi/map-tables';
import {
  leagueTableSchema,
  toplistSchema,
} from '../../../../src/server/feed/betsapi/schemas/reference';
import { fixture } from '../../../fixtures/betsapi/server';

const results = (file: string) => (fixture(file) as { results: unknown }).results;

describe('providerTableOf', () => {
  it('reads every row of the overall, home and away tables with zones', () => {
    const data = leagueTableSchema.parse(results('conformance/league-table-800001.json'));
    const record = providerTableOf(data, 800001, 1, 5);
    expect(record?.kind).toBe('table');
    if (record?.kind !== 'table') return;
    expect(record.body.overall).toHaveLength(8);
    expect(record.body.home).toHaveLength(8);
    expect(record.body.away).toHaveLength(8);
    const first = record.body.overall[0]!;
    expect(first.points).toBe(3 * first.win + first.draw);
    expect(record.body.overall.filter((r) => r.promotion !== null)).toHaveLength(3);
    // Home and away add up to overall, team by team.
    for (const r of record.body.overall) {
      const home = record.body.home.find((h) => h.team_id === r.team_id)!;
      const away = record.body.away.find((a) => a.team_id === r.team_id)!;
      expect(home.win + away.win).toBe(r.win);
      expect(home.goalsfor + away.goalsfor).toBe(r.goalsfor);
    }
  });

  it('keeps the rows it can read and positions rows that give none', () => {
    const data = leagueTableSchema.parse({
      season: { name: 'S', start_time: '1', end_time: '2', has_leaguetable: '1' },
      overall: {
        tables: [
          {
            name: 'T',
            rows: [
              { win: '3', draw: '', loss: null, team: { id: '7', name: 'Seven' } },
              { win: '1', team: {} },
              { points: 'x', team: { name: 'No id' } },
            ],
          },
        ],
      },
    });
    const record = providerTableOf(data, 1, 1, 0);
    if (record?.kind !== 'table') throw new Error('no table');
    expect(
      record.body.overall.map((r) => [r.position, r.team_id, r.win, r.draw, r.loss, r.points]),
    ).toEqual([
      [1, 7, 3, 0, 0, null],
      [2, null, 0, 0, 0, null],
    ]);
    expect(record.body.home).toEqual([]);
  });

  it('is none without a season or rows', () => {
    expect(providerTableOf(leagueTableSchema.parse({}), 1, 1, 0)).toBeNull();
  });
});

describe('providerToplistOf', () => {
  it('reads goals, assists and cards with every count', () => {
    const data = toplistSchema.parse(results('conformance/toplist-800001.json'));
    const record = providerToplistOf(data, 800001, 1, 0);
    if (record?.kind !== 'toplist') throw new Error('no lists');
    expect(record.body.topgoals.map((r) => r.goals)).toEqual([11, 9, 8, 7]);
    expect(record.body.topassists.map((r) => r.assists)).toEqual([7, 5, 4]);
    expect(record.body.topcards[0]).toMatchObject({ yellow_cards: 4, red_cards: 1, goals: 0 });
  });

  it('is none when every list is empty', () => {
    expect(providerToplistOf({ topgoals: [], topassists: [], topcards: [] }, 1, 1, 0)).toBeNull();
  });
});
