/**
 * @module league/meta
 * What search engines and link previews read of a league page: its canonical
 * address (the season named, in the page's language) and its schema.org description.
 */
import type { Language } from '../domain/languages';
import type { MessageKey, Translate } from '../i18n/messages';

export interface LeagueMetaInput {
  path: '/inplay/league/details' | '/inplay/league/info';
  league: { id: number; name: string };
  season: { id: number; name: string; start: string; end: string } | null;
  lang: Language;
}

/**
 * The canonical path of a league page for a season, or undefined without one.
 * @example leagueCanonical({ path: '/inplay/league/info', league, season, lang: 'kr' }) // '/inplay/league/info/101?season_id=7&lang=kr'
 */
export function leagueCanonical(m: LeagueMetaInput): string | undefined {
  return m.season ? `${m.path}/${m.league.id}?season_id=${m.season.id}&lang=${m.lang}` : undefined;
}

/**
 * schema.org JSON-LD: the league as a SportsOrganization, its season as a SportsEvent.
 * @example leagueJsonLd(input, 'https://example.com/inplay/league/details/101?season_id=7')['@type'] // 'SportsOrganization'
 */
export function leagueJsonLd(m: LeagueMetaInput, url: string | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: m.league.name,
    ...(url && { url }),
    ...(m.season && {
      event: {
        '@type': 'SportsEvent',
        name: `${m.league.name} ${m.season.name}`,
        startDate: m.season.start,
        endDate: m.season.end,
      },
    }),
  };
}

const KEYS = {
  '/inplay/league/details': {
    title: 'pages.leagueDetails.title',
    description: 'pages.leagueDetails.description',
  },
  '/inplay/league/info': {
    title: 'pages.leagueInfo.title',
    description: 'pages.leagueInfo.description',
  },
} as const satisfies Record<LeagueMetaInput['path'], Record<string, MessageKey>>;

export interface LeaguePageHead {
  title: string;
  description: string;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>;
}

/**
 * Title, description, canonical path and JSON-LD of a league page; `origin` makes the JSON-LD
 * address absolute.
 * @example leaguePageHead(input, t, 'https://example.com').title // 'Premier League 2023/24 standings'
 */
export function leaguePageHead(m: LeagueMetaInput, t: Translate, origin: string): LeaguePageHead {
  const vars = { league: m.league.name, season: m.season?.name ?? '' };
  const canonical = leagueCanonical(m);
  return {
    title: t(KEYS[m.path].title, vars),
    description: t(KEYS[m.path].description, vars),
    canonical,
    jsonLd: leagueJsonLd(m, canonical && new URL(canonical, origin).href),
  };
}
