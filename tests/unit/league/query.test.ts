import { describe, expect, it } from 'vitest';
import {
  compactColumns,
  leagueAddress,
  parseLeagueDetailsQuery,
} from '../../../src/lib/league/query';

const parse = (id: string | undefined, query = '') =>
  parseLeagueDetailsQuery(id, new URLSearchParams(query));

describe('league details address (spec §2 "League details")', () => {
  it('reads the league, season, match and teams', () => {
    expect(parse('101', 'season_id=7&upcomingId=9&homeId=3&awayId=4&sports=Soccer')).toEqual({
      ok: true,
      query: {
        leagueId: 101,
        seasonId: 7,
        upcomingId: 9,
        homeId: 3,
        awayId: 4,
        sports: 'soccer',
        type: 'inplay',
      },
    });
  });

  it('takes what is absent as not given', () => {
    expect(parse('5')).toMatchObject({
      ok: true,
      query: { seasonId: null, upcomingId: null, homeId: null, awayId: null, sports: null },
    });
  });

  it.each([
    [undefined, '', 'id'],
    ['0', '', 'id'],
    ['x1', '', 'id'],
    ['1', 'season_id=abc', 'season_id'],
    ['1', 'season_id=0', 'season_id'],
    ['1', 'upcomingId=-3', 'upcomingId'],
    ['1', 'homeId=1.5', 'homeId'],
    ['1', 'awayId=9999999999999999', 'awayId'],
    ['1', 'type=other', 'type'],
  ])('names the field of %s?%s', (id, query, field) => {
    expect(parse(id, query)).toEqual({ ok: false, field });
  });

  it.each([
    ['inplay', false],
    ['result-info', true],
    ['relative-info', true],
  ] as const)('type %s hides the goals and wild-card columns: %s', (type, hidden) => {
    expect(compactColumns(type)).toBe(hidden);
  });

  it('takes the id, the query and the origin from the request, for both league pages', () => {
    const address = leagueAddress(
      '101',
      new URL('https://x.test/inplay/league/info/101?season_id=7'),
    );
    expect(address.id).toBe('101');
    expect(address.search.get('season_id')).toBe('7');
    expect(address.origin).toBe('https://x.test');
  });
});
