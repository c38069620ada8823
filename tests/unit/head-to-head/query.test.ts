import { describe, expect, it } from 'vitest';
import {
  h2hHref,
  parseH2hQuery,
  rowChoices,
  yearChoices,
} from '../../../src/lib/head-to-head/query';

const NOW = Date.UTC(2026, 10, 26, 12);
const parse = (sport: string | undefined, query: string) =>
  parseH2hQuery(sport, new URLSearchParams(query), NOW);

describe('head-to-head address (spec §2 "Head-to-head analysis page")', () => {
  it('defaults: sport 1, the relative tab, every season, the last 10 games', () => {
    expect(parse(undefined, 'upcomingId=7')).toEqual({
      ok: true,
      query: {
        sportId: 1,
        tab: 'relative',
        upcomingId: 7,
        homeId: null,
        awayId: null,
        bet365: null,
        sports: null,
        year: null,
        last: '10',
      },
    });
  });

  it('type preselects a tab; the teams may come without a match; a year narrows', () => {
    const parsed = parse('17', 'homeId=3&awayId=4&type=today-odds&sports=Hockey&year=2019&last=5');
    expect(parsed.ok && parsed.query).toMatchObject({
      sportId: 17,
      tab: 'today-odds',
      homeId: 3,
      awayId: 4,
      sports: 'hockey',
      year: 2019,
      last: '5',
    });
  });

  it.each(['5', '10', '20', 'all'])('last=%s is a choice', (last) => {
    const parsed = parse('1', `upcomingId=1&last=${last}`);
    expect(parsed.ok && parsed.query.last).toBe(last);
  });

  it('an empty year is every season; the old row counts are no longer read', () => {
    const parsed = parse('1', 'upcomingId=1&year=&rows_home=15');
    expect(parsed.ok && parsed.query).toMatchObject({ year: null, last: '10' });
  });

  it.each([
    ['99', 'upcomingId=1', 'sportId'],
    ['x', 'upcomingId=1', 'sportId'],
    ['1', 'upcomingId=1&type=chart', 'type'],
    ['1', 'upcomingId=abc', 'upcomingId'],
    ['1', '', 'homeId'],
    ['1', 'homeId=3', 'awayId'],
    ['1', 'homeId=0&awayId=4', 'homeId'],
    ['1', 'upcomingId=1&bet365=12a', 'bet365'],
    ['1', 'upcomingId=1&year=2016', 'year'],
    ['1', 'upcomingId=1&year=2027', 'year'],
    ['1', 'upcomingId=1&year=20x6', 'year'],
    ['1', 'upcomingId=1&last=15', 'last'],
    ['1', 'upcomingId=1&last=0', 'last'],
    ['1', 'upcomingId=1&last=ALL', 'last'],
  ])('sport %s with %s names the field %s', (sport, query, field) => {
    expect(parse(sport, query)).toEqual({ ok: false, field });
  });
});

describe('choices', () => {
  it('years: this Seoul year and the 9 before it (spec §9)', () => {
    expect(yearChoices(NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    // 2026-12-31 16:00 UTC is already 2027 in Seoul.
    expect(yearChoices(Date.UTC(2026, 11, 31, 16))[0]).toBe(2027);
  });

  it.each([
    [0, [10]],
    [10, [10]],
    [11, [10, 20]],
    [34, [10, 20, 30, 40]],
  ])('row counts for %i games: %j (spec §9: 10, 20… up to the total)', (total, choices) => {
    expect(rowChoices(total)).toEqual(choices);
  });

  it('tab links keep the teams, the year and the last-N choice, and leave out the default tab', () => {
    const current = new URLSearchParams('upcomingId=5&type=toplist&year=2025&last=20');
    expect(h2hHref(1, current, { type: 'relative' })).toBe(
      '/inplay/game/details/1?upcomingId=5&year=2025&last=20',
    );
    expect(h2hHref(1, current, { type: 'statistics' })).toBe(
      '/inplay/game/details/1?upcomingId=5&type=statistics&year=2025&last=20',
    );
  });
});
