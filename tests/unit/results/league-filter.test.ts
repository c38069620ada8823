import { describe, expect, it } from 'vitest';
import { leagueFormFields, leagueOptions } from '../../../src/lib/results/league-filter';
import type { ResultsQuery } from '../../../src/lib/results/query';

const LEAGUES = [
  { id: 8, name: 'K League 1', kor: 'K리그1', jp: 'Kリーグ1', count: 6 },
  { id: 94, name: 'Premier League', kor: null, jp: null, count: 0 },
];

describe('league filter options (spec §2.2)', () => {
  it.each([
    ['en', ['K League 1 (6)', 'Premier League (0)']],
    ['kr', ['K리그1 (6)', 'Premier League (0)']],
    ['jp', ['Kリーグ1 (6)', 'Premier League (0)']],
  ] as const)('words each league in %s with its count, in the order given', (lang, labels) => {
    const options = leagueOptions(LEAGUES, lang);
    expect(options.map((o) => o.value)).toEqual(['8', '94']);
    expect(options.map((o) => o.label)).toEqual(labels);
  });

  it('has no option without leagues', () => {
    expect(leagueOptions([], 'en')).toEqual([]);
  });
});

describe('league form fields', () => {
  const q: ResultsQuery = {
    list: 'upcoming',
    from: '2026-11-20',
    to: '2026-11-22',
    page: 4,
    sportsId: 1,
    leagueId: 8,
    q: 'seoul',
    filter_by: 'league_name',
  };

  it('keeps the days, list type, sport and search, not the league or the page', () => {
    expect(leagueFormFields(q)).toEqual([
      ['type', 'upcoming'],
      ['date_from', '2026-11-20'],
      ['date_to', '2026-11-22'],
      ['sportsId', '1'],
      ['q', 'seoul'],
      ['filter_by', 'league_name'],
    ]);
  });

  it('leaves out defaults', () => {
    expect(leagueFormFields({ list: 'all', from: 'd', to: 'd', page: 1, sportsId: 18 })).toEqual([
      ['date_from', 'd'],
      ['date_to', 'd'],
      ['sportsId', '18'],
    ]);
  });
});
