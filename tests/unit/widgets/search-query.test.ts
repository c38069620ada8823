import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER_BY,
  EMPTY_SEARCH,
  clearedSearch,
  normaliseSearch,
  parseSearchQuery,
  sameSearch,
  searchEntries,
  searchHref,
  searchProblem,
  toSearchString,
  type SearchRules,
  type SearchState,
} from '../../../src/lib/widgets/search-query';

const s = (over: Partial<SearchState>): SearchState => ({
  ...EMPTY_SEARCH,
  filter_by: DEFAULT_FILTER_BY,
  ...over,
});

describe('search bar query: parsing a page URL (spec §2 "Search bar", §5)', () => {
  it.each<[string, SearchRules, SearchState]>([
    ['', {}, s({})],
    ['q=%20%20FC%20%20%20Seoul%20', {}, s({ q: 'FC Seoul' })],
    ['q=Ulsan&filter_by=league_name', {}, s({ q: 'Ulsan', filter_by: 'league_name' })],
    ['q=Ulsan&filter_by=', {}, s({ q: 'Ulsan' })],
    ['q=Ulsan&filter_by=password', { filters: ['team_name', 'league_name'] }, s({ q: 'Ulsan' })],
    ['date_by=created_at', { dateBys: ['play_time'] }, s({})],
    [
      'date_by=created_at',
      { dateBys: ['play_time'], defaults: { date_by: 'play_time' } },
      s({ date_by: 'play_time' }),
    ],
    [
      'date_from=2026/11/01&date_to=2026-11-22',
      {},
      s({ date_from: '2026-11-01', date_to: '2026-11-22' }),
    ],
    [
      'date_from=2026-11-01%2000:00:00&date_to=2026-11-22%2023:59:59',
      {},
      s({ date_from: '2026-11-01', date_to: '2026-11-22' }),
    ],
    ['date_from=2026-02-30&date_to=yesterday', {}, s({})],
    [
      '',
      { defaults: { date_from: '2026-11-22', date_to: '2026-11-22' } },
      s({ date_from: '2026-11-22', date_to: '2026-11-22' }),
    ],
    ['date_from=', { defaults: { date_from: '2026-11-22' } }, s({})],
    ['q=a&q=%20b%20', {}, s({ q: 'b' })],
  ])('reads ?%s', (query, rules, state) => {
    expect(parseSearchQuery(new URLSearchParams(query), rules)).toEqual(state);
  });

  it('reads a parsed query object too, taking the last of repeated keys', () => {
    expect(
      parseSearchQuery({ q: ['a', ' b  c '], date_to: '2026-11-22', filter_by: null }),
    ).toEqual(s({ q: 'b c', date_to: '2026-11-22' }));
  });
});

describe('search bar query: normalising', () => {
  it.each<[SearchState, SearchState]>([
    [{ ...EMPTY_SEARCH, q: ' \t Jeonbuk \n Motors ' }, s({ q: 'Jeonbuk Motors' })],
    [{ ...EMPTY_SEARCH, q: '   ' }, s({})],
    [{ ...EMPTY_SEARCH, filter_by: 'league_name' }, s({ filter_by: 'league_name' })],
    [{ ...EMPTY_SEARCH, date_from: '2026/11/01' }, s({ date_from: '2026-11-01' })],
  ])('normalises %j', (state, out) => {
    expect(normaliseSearch(state)).toEqual(out);
  });

  it('clears to the empty fields under the page’s defaults', () => {
    expect(clearedSearch()).toEqual(s({}));
    expect(clearedSearch({ defaults: { date_by: 'play_time', date_from: '2026-11-22' } })).toEqual(
      s({ date_by: 'play_time', date_from: '2026-11-22' }),
    );
  });

  it.each([
    [s({ date_from: '2026-11-23', date_to: '2026-11-22' }), 'widgets.dateRange.fromAfterTo'],
    [s({ date_from: '2026-11-22', date_to: '2026-11-22' }), null],
    [s({ date_from: '2026-11-23' }), null],
  ])('judges %j as %j', (state, problem) => {
    expect(searchProblem(state)).toBe(problem);
  });
});

describe('search bar query: writing the query string (only truthy params)', () => {
  it.each<[SearchState, Record<string, string | number | null | undefined>, string]>([
    [s({}), {}, ''],
    [s({ q: 'FC Seoul' }), {}, '?filter_by=team_name&q=FC+Seoul'],
    [s({ date_by: 'play_time' }), {}, ''],
    [
      s({ date_by: 'play_time', date_from: '2026-11-01' }),
      {},
      '?date_by=play_time&date_from=2026-11-01',
    ],
    [s({ date_to: '2026-11-22' }), {}, '?date_to=2026-11-22'],
    [
      s({ q: '한국 & 日本' }),
      { lang: 'en' },
      '?lang=en&filter_by=team_name&q=%ED%95%9C%EA%B5%AD+%26+%E6%97%A5%E6%9C%AC',
    ],
    [
      s({}),
      { type: 'result', sports: '', page: 0, x: null, y: undefined, z: 'null' },
      '?type=result',
    ],
    [s({ q: 'a' }), { q: 'sneaky', filter_by: 'id' }, '?filter_by=team_name&q=a'],
  ])('writes %j with %j as %j', (state, extra, query) => {
    expect(toSearchString(state, extra)).toBe(query);
  });

  it('keeps the fixed order of the fields', () => {
    const all = s({
      q: 'x',
      date_by: 'created_at',
      date_from: '2026-11-01',
      date_to: '2026-11-02',
    });
    expect(searchEntries(all).map(([k]) => k)).toEqual([
      'filter_by',
      'q',
      'date_by',
      'date_from',
      'date_to',
    ]);
  });

  it('round-trips: what it writes, it reads back as the same search', () => {
    const state = s({
      q: 'Ulsan HD',
      filter_by: 'league_name',
      date_by: 'play_time',
      date_from: '2026-11-01',
      date_to: '2026-11-22',
    });
    expect(parseSearchQuery(new URLSearchParams(toSearchString(state)))).toEqual(state);
    expect(sameSearch(state, parseSearchQuery(new URLSearchParams(toSearchString(state))))).toBe(
      true,
    );
    expect(sameSearch(state, { ...state, q: 'Ulsan' })).toBe(false);
  });

  it('builds the list address', () => {
    expect(searchHref('/game/results/inplay', s({ q: 'Seoul' }), { lang: 'jp' })).toBe(
      '/game/results/inplay?lang=jp&filter_by=team_name&q=Seoul',
    );
  });
});
