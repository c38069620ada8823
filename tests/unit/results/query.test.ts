import { describe, expect, it } from 'vitest';
import {
  chooseSport,
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
    // A league within a sport (spec §2.2); an empty choice ("All leagues") is none.
    [
      { sportsId: '1', leagueId: '8' },
      { list: 'all', from: '2026-11-26', to: '2026-11-26', page: 1, sportsId: 1, leagueId: 8 },
    ],
    [
      { sportsId: '18', leagueId: '' },
      { list: 'all', from: '2026-11-26', to: '2026-11-26', page: 1, sportsId: 18 },
    ],
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
    [{ sportsId: '1', leagueId: 'premier' }, 'leagueId', 'invalid'],
    [{ sportsId: '1', leagueId: '0' }, 'leagueId', 'invalid'],
    [{ sportsId: '1', leagueId: '08' }, 'leagueId', 'invalid'],
    [{ sportsId: '1', leagueId: '12345678901' }, 'leagueId', 'invalid'],
    // A league is chosen within a sport: alone it names nothing the bar shows.
    [{ leagueId: '8' }, 'leagueId', 'invalid'],
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
    // The page's leagueId is the list call's league_id (spec §7.9).
    expect(listQueryOf({ ...base, sportsId: 1, leagueId: 8 })).toMatchObject({
      sportsId: 1,
      league_id: 8,
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
      leagueId: 225,
      q: 'Doosan',
      filter_by: 'team_name',
    };
    const href = resultsHref('inplay', q);
    const raw = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseResultsQuery(raw, NOW)).toEqual({ ok: true, query: q });
  });

  it('writes the league after the sport, and no league without a sport', () => {
    const q: ResultsQuery = { list: 'all', from: '2026-11-20', to: '2026-11-20', page: 1 };
    expect(resultsHref('inplay', { ...q, sportsId: 1, leagueId: 8 })).toBe(
      '/game/results/inplay?date_from=2026-11-20&date_to=2026-11-20&sportsId=1&leagueId=8',
    );
    expect(resultsHref('inplay', { ...q, leagueId: 8 })).toBe(
      '/game/results/inplay?date_from=2026-11-20&date_to=2026-11-20',
    );
  });
});

describe('choosing a sport in the sports bar (spec §2.2)', () => {
  const q: ResultsQuery = {
    list: 'result',
    from: '2026-11-20',
    to: '2026-11-21',
    page: 3,
    sportsId: 1,
    leagueId: 8,
    q: 'seoul',
    filter_by: 'team_name',
  };

  it.each([
    [18, { ...q, page: 1, sportsId: 18, leagueId: undefined }],
    [undefined, { ...q, page: 1, sportsId: undefined, leagueId: undefined }],
    [1, { ...q, page: 1, leagueId: undefined }],
  ])('sport %s: page 1, no league, days, type and search kept', (sport, expected) => {
    const next = chooseSport(q, sport);
    expect(next).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('links the bar to the list of the sport, and "all" to the list without one', () => {
    expect(resultsHref('inplay', chooseSport(q, 18))).toBe(
      '/game/results/inplay?type=result&date_from=2026-11-20&date_to=2026-11-21&sportsId=18&q=seoul&filter_by=team_name',
    );
    expect(resultsHref('inplay', chooseSport(q, undefined))).toBe(
      '/game/results/inplay?type=result&date_from=2026-11-20&date_to=2026-11-21&q=seoul&filter_by=team_name',
    );
  });
});
