import { describe, expect, it } from 'vitest';
import {
  MAX_IDS,
  parseResultInfoQuery,
  resultInfoHref,
  sportsFromGameName,
} from '../../../src/lib/result-details/query';

const parse = (id: string | undefined, query = '') =>
  parseResultInfoQuery(id, new URLSearchParams(query));

describe('result details address (spec §2 "Result details page")', () => {
  it('defaults: odds graph, type inplay, search by time', () => {
    expect(parse('12', 'sports=soccer')).toEqual({
      ok: true,
      query: {
        id: 12,
        tab: 'odds-graph',
        type: 'inplay',
        sports: 'soccer',
        upcomingId: null,
        ids: [],
        search: { by: 'time', q: '' },
      },
    });
  });

  it('isTime opens the odds table searching by time, whatever tab and filter say', () => {
    const parsed = parse('12', 'isTime=true&q=%20 21:05 %20&tab=toplist&filter_by=odds');
    expect(parsed.ok && parsed.query.tab).toBe('odds-table');
    expect(parsed.ok && parsed.query.search).toEqual({ by: 'time', q: '21:05' });
  });

  it.each([
    ['tab=league-table', 'league-table'],
    ['tab=toplist', 'toplist'],
    ['tab=odds-table', 'odds-table'],
    ['tab=book-history', 'book-history'],
    ['tab=odds-book', 'odds-book'],
    ['tab=statistics', 'statistics'],
    ['isTime=false&tab=statistics', 'statistics'],
  ])('%s opens %s', (query, tab) => {
    const parsed = parse('5', query);
    expect(parsed.ok && parsed.query.tab).toBe(tab);
  });

  it('reads ids as a comma list without repeats, upcomingId and filter_by', () => {
    const parsed = parse('5', 'ids=5, 7,5,9&upcomingId=44&filter_by=odds&q=1.85&type=sports');
    expect(parsed.ok && parsed.query).toMatchObject({
      ids: [5, 7, 9],
      upcomingId: 44,
      type: 'sports',
      search: { by: 'odds', q: '1.85' },
    });
  });

  it.each([
    [undefined, '', 'id'],
    ['abc', '', 'id'],
    ['0', '', 'id'],
    ['1'.repeat(16), '', 'id'],
    ['12', 'tab=chart', 'tab'],
    ['12', 'type=casino', 'type'],
    ['12', 'sports=cricket', 'sports'],
    ['12', 'upcomingId=-3', 'upcomingId'],
    ['12', 'upcomingId=x', 'upcomingId'],
    ['12', 'ids=1,,2', 'ids'],
    ['12', 'ids=1,a', 'ids'],
    ['12', `ids=${Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1).join(',')}`, 'ids'],
    ['12', 'isTime=yes', 'isTime'],
    ['12', 'filter_by=team_name', 'filter_by'],
  ])('id %s with %s names the field %s', (id, query, field) => {
    expect(parse(id, query)).toEqual({ ok: false, field });
  });

  it('accepts every game name as sports, in any case, and Hockey for Ice Hockey', () => {
    for (const sports of [
      'Soccer',
      'ice hockey',
      'hockey',
      'BASEBALL',
      'e-sports',
      'american football',
    ]) {
      expect(parse('1', `sports=${encodeURIComponent(sports)}`).ok, sports).toBe(true);
    }
  });

  it.each([
    ['Ice Hockey', 'hockey'],
    ['Soccer', 'soccer'],
    ['American Football', 'american football'],
  ])('sports from the game name %s is %s', (name, sports) => {
    expect(sportsFromGameName(name)).toBe(sports);
  });
});

describe('links between tabs and matches', () => {
  const current = new URLSearchParams('sports=soccer&type=sports&isTime=true&q=21:05');

  it('keeps the query, drops isTime once read and leaves out the default tab', () => {
    expect(resultInfoHref(12, current, { tab: 'toplist' })).toBe(
      '/game/result/info/12?sports=soccer&type=sports&q=21%3A05&tab=toplist',
    );
    expect(resultInfoHref(13, current, { tab: 'odds-graph' })).toBe(
      '/game/result/info/13?sports=soccer&type=sports&q=21%3A05',
    );
  });

  it('removes a parameter set to null or empty', () => {
    expect(resultInfoHref(12, current, { q: null, sports: '' })).toBe(
      '/game/result/info/12?type=sports',
    );
  });
});
