import { describe, expect, it } from 'vitest';
import {
  leagueCanonical,
  leagueJsonLd,
  leaguePageHead,
  type LeagueMetaInput,
} from '../../../src/lib/league/meta';
import type { Translate } from '../../../src/lib/i18n/messages';

const input: LeagueMetaInput = {
  path: '/inplay/league/details',
  league: { id: 101, name: 'Premier League' },
  season: { id: 7, name: '2023/24', start: '2023-08-11', end: '2024-05-19' },
  lang: 'jp',
};
const t = ((key: string, vars?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(vars)}`) as Translate;

describe('league page head', () => {
  it('names the season and language in the canonical address', () => {
    expect(leagueCanonical(input)).toBe('/inplay/league/details/101?season_id=7&lang=jp');
    expect(leagueCanonical({ ...input, season: null })).toBeUndefined();
  });

  it('describes the league as a schema.org SportsOrganization with its season', () => {
    const ld = leagueJsonLd(input, 'https://x.test/inplay/league/details/101?season_id=7');
    expect(JSON.parse(JSON.stringify(ld))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: 'Premier League',
      url: 'https://x.test/inplay/league/details/101?season_id=7',
      event: {
        '@type': 'SportsEvent',
        name: 'Premier League 2023/24',
        startDate: '2023-08-11',
        endDate: '2024-05-19',
      },
    });
    expect(leagueJsonLd({ ...input, season: null }, undefined)).not.toHaveProperty('event');
  });

  it.each([
    ['/inplay/league/details', 'pages.leagueDetails.title'],
    ['/inplay/league/info', 'pages.leagueInfo.title'],
  ] as const)('%s takes its title from %s', (path, key) => {
    const head = leaguePageHead({ ...input, path }, t, 'https://x.test');
    expect(head.title).toBe(`${key} {"league":"Premier League","season":"2023/24"}`);
    expect(head.jsonLd.url).toBe(`https://x.test${path}/101?season_id=7&lang=jp`);
  });
});
