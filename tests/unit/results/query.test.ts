import { describe, expect, it } from 'vitest';
import {
  listQueryOf,
  parseResultsQuery,
  resultsHref,
  type ResultsQuery,
} from '../../../src/lib/results/query';

// 2026-11-26 13:00 UTC = 22:00 in Seoul.
const NOW = Date.UTC(2026, 10, 26, 13);

describe('results list query', () => {
  it.each([
    [{}, { list: 'all', from: '2026-11-26', to: '2026-11-26', page: 1 }],
    [{ type: 'result' }, { list: 'result', from: '2026-11-26', to: '2026-11-26', page: 1 }],
    [
      { type: 'upcoming', date_from: '2026-11-20' },
      { list: 'upcoming', from: '2026-11-20', to: '2026-11-20', page: 1 },
    ],
    [{ date_to: '2026-11-21' }, { list: 'all', from: '2026-11-21', to: '2026-11-21', page: 1 }],
    [
      { date_from: '2026-11-20 00:00:00', date_to: '2026-11-22 23:59:59', page: '3' },
      { list: 'all', from: '2026-11-20', to: '2026-11-22', page: 3 },
    ],
    [
      { q: '  fc   seoul ', sportsId: '1' },
      {
        list: 'all',
        from: '2026-11-26',
        to: '2026-11-26',
        page: 1,
        sportsId: 1,
        q: 'fc seoul',
        filter_by: 'team_name',
      },
    ],
    [
      { q: 'K League', filter_by: 'league_name', type: '' },
      {
        list: 'all',
        from: '2026-11-26',
        to: '2026-11-26',
        page: 1,
        q: 'K League',
        filter_by: 'league_name',
      },
    ],
    // A filter without search text is nothing to filter by (spec §5: only truthy params).
    [{ filter_by: 'league_name' }, { list: 'all', from: '2026-11-26', to: '2026-11-26', page: 1 }],
  ])('reads %j', (raw, query) => {
    expect(parseResultsQuery(raw, NOW)).toEqual({ ok: true, query });
  });

  it.each([
    [{ type: 'finished' }, 'type', 'invalid'],
    [{ date_from: '2026-13-01' }, 'date_from', 'invalid'],
    [{ date_from: 'yesterday' }, 'date_from', 'invalid'],
    [{ date_to: '2026-02-30' }, 'date_to', 'invalid'],
    [{ date_from: '2026-11-22', date_to: '2026-11-20' }, 'date_to', 'reversed'],
    [{ sportsId: '4242' }, 'sportsId', 'invalid'],
    [{ sportsId: 'soccer' }, 'sportsId', 'invalid'],
    [{ page: '0' }, 'page', 'invalid'],
    [{ page: '-2' }, 'page', 'invalid'],
    [{ page: '1.5' }, 'page', 'invalid'],
    [{ page: '100001' }, 'page', 'tooLarge'],
    [{ page: '99999999999999999999' }, 'page', 'invalid'],
    [{ q: 'x', filter_by: 'shoe_size' }, 'filter_by', 'invalid'],
  ])('names the bad value of %j', (raw, field, reason) => {
    expect(parseResultsQuery(raw, NOW)).toEqual({ ok: false, field, reason });
  });

  it('asks the match list for results newest first and upcoming soonest first, 50 a page', () => {
    const base: ResultsQuery = { list: 'result', from: '2026-11-20', to: '2026-11-21', page: 2 };
    expect(listQueryOf(base)).toEqual({
      rows: 50,
      page: 2,
      sort_by: 'play_time',
      sort: 'desc',
      date_from: '2026-11-20 00:00:00',
      date_to: '2026-11-21 23:59:59',
    });
    expect(listQueryOf({ ...base, list: 'upcoming' }).sort).toBe('asc');
    expect(listQueryOf({ ...base, list: 'all' }).sort).toBe('asc');
    expect(listQueryOf({ ...base, sportsId: 18, q: 'x', filter_by: 'team_name' })).toMatchObject({
      sportsId: 18,
      q: 'x',
      filter_by: 'team_name',
    });
  });

  it('writes links with only truthy params and without defaults', () => {
    const q: ResultsQuery = { list: 'all', from: '2026-11-20', to: '2026-11-20', page: 1 };
    expect(resultsHref('inplay', q)).toBe(
      '/game/results/inplay?date_from=2026-11-20&date_to=2026-11-20',
    );
    expect(resultsHref('inplay', q, { list: 'result', page: 3 })).toBe(
      '/game/results/inplay?type=result&date_from=2026-11-20&date_to=2026-11-20&page=3',
    );
    expect(
      resultsHref('inplay', { ...q, q: 'fc seoul', filter_by: 'team_name', sportsId: 1 }),
    ).toBe(
      '/game/results/inplay?date_from=2026-11-20&date_to=2026-11-20&sportsId=1&q=fc+seoul&filter_by=team_name',
    );
  });

  it('reads back what it writes', () => {
    const q: ResultsQuery = {
      list: 'upcoming',
      from: '2026-11-20',
      to: '2026-11-22',
      page: 4,
      sportsId: 16,
      q: 'Doosan',
      filter_by: 'team_name',
    };
    const href = resultsHref('inplay', q);
    const raw = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseResultsQuery(raw, NOW)).toEqual({ ok: true, query: q });
  });
});
