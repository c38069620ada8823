import { describe, expect, it } from 'vitest';
import { parseTeamListQuery, rowsOf, teamListHref } from '../../../src/lib/team/query';

const parse = (id: string | undefined, query = '') =>
  parseTeamListQuery(id, new URLSearchParams(query));

describe('team list address (spec §2 "Team list and team info")', () => {
  it('reads the team, sport, day, search, teams, page and row counts', () => {
    expect(
      parse(
        '1001',
        'game_id=soccer&date=2026-11-20&q=%20Man%20%20City%20&filterBy=league_name&homeId=3&awayId=4&page=2&rows_1=30',
      ),
    ).toEqual({
      ok: true,
      query: {
        teamId: 1001,
        sportId: 1,
        date: '2026-11-20',
        q: 'Man City',
        filterBy: 'league_name',
        homeId: 3,
        awayId: 4,
        page: 2,
        rows: { 1: 30 },
      },
    });
  });

  it('defaults: no team, all sports, the current year, team name search, page 1', () => {
    expect(parse(undefined)).toEqual({
      ok: true,
      query: {
        teamId: null,
        sportId: null,
        date: null,
        q: '',
        filterBy: 'team_name',
        homeId: null,
        awayId: null,
        page: 1,
        rows: {},
      },
    });
  });

  it.each([
    ['game_id=all', null],
    ['game_id=17', 17],
    ['game_id=hockey', 17],
    ['game_id=Basketball', 18],
  ])('reads %s as sport %s', (query, sportId) => {
    expect(parse('1', query)).toMatchObject({ ok: true, query: { sportId } });
  });

  it('takes filter_by as well as filterBy', () => {
    expect(parse('1', 'filter_by=time&q=2026-11-20')).toMatchObject({
      ok: true,
      query: { filterBy: 'time' },
    });
  });

  it.each([
    ['0', '', 'id'],
    ['x', '', 'id'],
    ['1', 'game_id=curling', 'game_id'],
    ['1', 'date=2026-02-30', 'date'],
    ['1', 'date=20261120', 'date'],
    ['1', `q=${'a'.repeat(101)}`, 'q'],
    ['1', 'filterBy=player', 'filterBy'],
    ['1', 'homeId=-1', 'homeId'],
    ['1', 'awayId=a', 'awayId'],
    ['1', 'page=0', 'page'],
    ['1', 'page=10001', 'page'],
    ['1', 'rows_1=15', 'rows_1'],
    ['1', 'rows_18=0', 'rows_18'],
    ['1', 'rows_1=210', 'rows_1'],
  ])('names the field of %s?%s', (id, query, field) => {
    expect(parse(id, query)).toEqual({ ok: false, field });
  });

  it('shows 10 rows of a sport unless another count is chosen (spec §9)', () => {
    const parsed = parse('1', 'rows_18=40');
    if (!parsed.ok) throw new Error('parsed');
    expect(rowsOf(parsed.query, 18)).toBe(40);
    expect(rowsOf(parsed.query, 1)).toBe(10);
  });
});

describe('team list links', () => {
  const base = parse('1001', 'q=city&page=3&rows_1=20&date=2026-11-20');
  if (!base.ok) throw new Error('parsed');

  it.each([
    [{}, '/inplay/team/list/1001?date=2026-11-20&q=city&page=3&rows_1=20'],
    [{ page: 4 }, '/inplay/team/list/1001?date=2026-11-20&q=city&page=4&rows_1=20'],
    // A new sport starts again at page 1.
    [{ sportId: 1 as const }, '/inplay/team/list/1001?game_id=1&date=2026-11-20&q=city&rows_1=20'],
  ])('changes %o into %s', (change, href) => {
    expect(teamListHref(base.query, change)).toBe(href);
  });

  it('leaves defaults out and keeps a search field other than team name', () => {
    const plain = parse(undefined, 'q=Premier&filterBy=league_name');
    if (!plain.ok) throw new Error('parsed');
    expect(teamListHref(plain.query)).toBe('/inplay/team/list?q=Premier&filterBy=league_name');
    expect(teamListHref({ ...plain.query, q: '' })).toBe('/inplay/team/list');
  });
});
