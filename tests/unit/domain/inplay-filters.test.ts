import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStrip,
  filterByLeagues,
  filterByStatus,
  groupBy,
  inplayHref,
  keepShellParams,
  isDay,
  leagueMatchesTab,
  listScope,
  parseInplayQuery,
  parseSelectedIds,
  pickAutoSelect,
  serializeSelectedIds,
  showsDayStrip,
  showsLeaguePopup,
  toggleId,
  viewSport,
  withStatus,
  withType,
  type InplayQuery,
} from '../../../src/lib/domain/inplay-filters';
import type { InplayRoute, InplayType } from '../../../src/lib/domain/routes';
import type { LeagueTab } from '../../../src/lib/domain/routes';

describe('route query (spec §2)', () => {
  it.each<[Record<string, string>, InplayQuery]>([
    [{}, {}],
    [{ sportsId: '18' }, { sportsId: 18 }],
    [{ sportsId: '0' }, {}],
    [{ sportsId: 'abc' }, {}],
    [{ bet365Id: '602000050468' }, { bet365Id: '602000050468' }],
    [{ bet365Id: '12<script>' }, {}],
    [{ date_from: '2026-03-01' }, { date_from: '2026-03-01' }],
    [{ date_from: '2026-03-01 00:00:00' }, { date_from: '2026-03-01' }],
    [{ date_from: '2026-02-30' }, {}],
    [{ sports: 'Basketball' }, { sports: 'Basketball' }],
    [{ sports: '<b>' }, {}],
  ])('%j reads as %j', (raw, query) => {
    expect(parseInplayQuery(raw)).toEqual(query);
  });

  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
  ])('%s is a day: %s', (text, ok) => {
    expect(isDay(text)).toBe(ok);
  });
});

describe('tab transitions (spec §4)', () => {
  it.each<[InplayRoute, Parameters<typeof withStatus>[1], InplayRoute]>([
    [{ status: 'all', type: 'result' }, 'major', { status: 'major', type: 'all' }],
    [
      { status: 'all', type: 'odds', id: '9' },
      'selected',
      { status: 'selected', type: 'odds', id: '9' },
    ],
    [{ status: 'major', type: 'kbo' }, 'hide', { status: 'hide', type: 'kbo' }],
  ])('status: %j + %s → %j', (route, status, next) => {
    expect(withStatus(route, status)).toEqual(next);
  });

  it.each<[InplayRoute, InplayType, InplayRoute]>([
    [{ status: 'major', type: 'all', id: '9' }, 'odds', { status: 'all', type: 'odds', id: '9' }],
    [{ status: 'selected', type: 'all' }, 'upcoming', { status: 'selected', type: 'upcoming' }],
    [{ status: 'hide', type: 'odds', id: '5' }, 'nba', { status: 'hide', type: 'nba', id: '5' }],
  ])('type: %j + %s → %j', (route, type, next) => {
    expect(withType(route, type)).toEqual(next);
  });
});

describe('route href', () => {
  it.each<[InplayRoute, InplayQuery, string]>([
    [{ status: 'all', type: 'all' }, {}, '/'],
    [{ status: 'major', type: 'all' }, {}, '/major'],
    [{ status: 'all', type: 'odds' }, { sportsId: 18 }, '/all/odds?sportsId=18'],
    [{ status: 'all', type: 'all', id: '123' }, {}, '/all/all/123'],
    [
      { status: 'all', type: 'kbo' },
      { date_from: '2026-03-01', sports: 'Baseball' },
      '/all/kbo?date_from=2026-03-01&sports=Baseball',
    ],
    [{ status: 'hide', type: 'result' }, { bet365Id: '77' }, '/hide/result?bet365Id=77'],
  ])('%j %j → %s', (route, query, href) => {
    expect(inplayHref(route, query)).toBe(href);
  });
});

describe('the written address keeps the language of the URL', () => {
  it.each<[string, string, string]>([
    ['/all/all/123', '?lang=en', '/all/all/123?lang=en'],
    ['/all/odds?sportsId=18', '?lang=jp&theme=theme-2', '/all/odds?sportsId=18&lang=jp'],
    ['/major', '', '/major'],
    ['/major', '?theme=theme-2', '/major'],
    ['/?sportsId=1', '?lang=kr', '/?sportsId=1&lang=kr'],
  ])('%s with %s → %s', (href, search, expected) => {
    expect(keepShellParams(href, search)).toBe(expected);
  });
});

describe('which list a type reads', () => {
  it.each<[InplayType, string, boolean, boolean]>([
    ['odds', 'inplay', false, true],
    ['all', 'inplay', false, true],
    ['result', 'result', false, false],
    ['upcoming', 'upcoming', false, false],
    ['kbo', 'day', true, false],
    ['nhl', 'day', true, false],
  ])('%s reads %s (day strip %s, league popup %s)', (type, scope, strip, popup) => {
    expect(listScope(type)).toBe(scope);
    expect(showsDayStrip(type)).toBe(strip);
    expect(showsLeaguePopup(type)).toBe(popup);
  });

  it.each<[InplayType, number | undefined, number | undefined]>([
    ['all', 18, 18],
    ['all', undefined, undefined],
    ['kbo', 1, 16],
    ['vleague', undefined, 91],
  ])('%s with sport %s is about sport %s', (type, chosen, sport) => {
    expect(viewSport(type, chosen)).toBe(sport);
  });
});

describe('league tabs', () => {
  it.each<[LeagueTab, string, number, boolean]>([
    ['mlb', 'MLB', 16, true],
    ['kbo', 'KBO League', 16, true],
    ['npb', 'NPB', 16, true],
    ['nba', 'NBA', 18, true],
    ['kbl', 'KBL', 18, true],
    ['kbl', 'WKBL', 18, false],
    ['wkbl', 'WKBL', 18, true],
    ['vleague', 'V-League Men', 91, true],
    ['vleague', 'V-League Women', 91, true],
    ['nhl', 'NHL', 17, true],
    ['khl', 'KHL', 17, true],
    ['nba', 'NBA', 151, false],
    ['mlb', 'Australian Baseball League', 16, false],
  ])('%s takes %s (sport %s): %s', (tab, name, sportId, ok) => {
    expect(leagueMatchesTab(tab, { name, sportId })).toBe(ok);
  });
});

describe('day strip (spec §2, §9)', () => {
  it('shows 3 dates with the chosen one in the middle', () => {
    expect(dayStrip('2026-03-01')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it.each<[string, number, string]>([
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['bad', 1, 'bad'],
  ])('%s %+d → %s', (day, n, next) => {
    expect(addDays(day, n)).toBe(next);
  });
});

describe('status filters (spec §2, §4)', () => {
  const rows = [
    { id: 1, league_id: 10, is_major: true },
    { id: 2, league_id: 11, is_major: false },
    { id: 3, league_id: 10, is_major: false },
  ];
  const sets = { selected: new Set([2]), favourites: new Set([3]) };
  it.each<[Parameters<typeof filterByStatus>[1], number[]]>([
    ['all', [1, 2, 3]],
    ['major', [1]],
    ['selected', [2, 3]],
    ['hide', [2, 3]],
  ])('%s shows %j', (status, ids) => {
    expect(filterByStatus(rows, status, sets).map((r) => r.id)).toEqual(ids);
  });

  it('league choice keeps only chosen leagues; no choice keeps all', () => {
    expect(filterByLeagues(rows, new Set([10])).map((r) => r.id)).toEqual([1, 3]);
    expect(filterByLeagues(rows, new Set()).map((r) => r.id)).toEqual([]);
    expect(filterByLeagues(rows, null).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('auto-selection (spec §4)', () => {
  const row = (bet365: string | null, live: boolean) => ({
    bet365,
    is_inplay: live,
    status_id: live ? 1 : 0,
  });
  it.each<[string, ReturnType<typeof row>[], string | null, string | undefined]>([
    ['first live with a bet365 id', [row(null, true), row('a', false), row('b', true)], null, 'b'],
    ['any with a bet365 id when none is live', [row(null, true), row('a', false)], null, 'a'],
    ['nothing without bet365 ids', [row(null, true)], null, undefined],
    ['skips the match that ended', [row('a', true), row('b', true)], 'a', 'b'],
  ])('%s', (_name, rows, exclude, picked) => {
    expect(pickAutoSelect(rows, exclude)?.bet365).toBe(picked);
  });
});

describe('selected set (spec §3 selectedMatchIds)', () => {
  it.each<[string | null, number[]]>([
    [null, []],
    ['', []],
    ['12,x,7,12', [12, 7]],
    [' 5 , 6 ', [5, 6]],
    ['99999999999999999999', []],
  ])('%j parses as %j', (text, ids) => {
    expect(parseSelectedIds(text)).toEqual(ids);
  });
  it('toggles and serialises', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], 2)).toEqual([1, 2]);
    expect(serializeSelectedIds([3, 4])).toBe('3,4');
    expect(parseSelectedIds(serializeSelectedIds(toggleId([3], 9)))).toEqual([3, 9]);
  });
});

describe('grouping', () => {
  it('keeps first-seen order of groups and rows', () => {
    const rows = [
      { d: 'b', v: 1 },
      { d: 'a', v: 2 },
      { d: 'b', v: 3 },
    ];
    expect(groupBy(rows, (r) => r.d)).toEqual([
      { key: 'b', rows: [rows[0], rows[2]] },
      { key: 'a', rows: [rows[1]] },
    ]);
  });
});
