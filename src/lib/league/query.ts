/**
 * @module league/query
 * The address of the league details page (spec §2 "League details", "Pop-up windows"):
 * `inplay/league/details/{leagueId}?upcomingId&sports&homeId&awayId`, with `season_id` choosing
 * a season and `type` naming the page it was opened from: from the result
 * details (`result-info`) and relative info (`relative-info`) pages the goals and wild-card
 * columns are hidden (spec §2). A value that cannot be used is named (a 400, never a blank page).
 */

export const LEAGUE_PAGE_TYPES = ['inplay', 'result-info', 'relative-info'] as const;
export type LeaguePageType = (typeof LEAGUE_PAGE_TYPES)[number];

export interface LeagueDetailsQuery {
  leagueId: number;
  seasonId: number | null;
  upcomingId: number | null;
  homeId: number | null;
  awayId: number | null;
  sports: string | null;
  type: LeaguePageType;
}

export type LeagueDetailsField = 'id' | 'season_id' | 'upcomingId' | 'homeId' | 'awayId' | 'type';

export type ParsedLeagueDetails =
  { ok: true; query: LeagueDetailsQuery } | { ok: false; field: LeagueDetailsField };

/** A positive whole number; undefined when absent, null when malformed. */
function positive(raw: string | null | undefined): number | null | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/**
 * Reads the page's address.
 * @example parseLeagueDetailsQuery('101', new URLSearchParams('season_id=7')) // { ok: true, query: { leagueId: 101, seasonId: 7, … } }
 */
export function parseLeagueDetailsQuery(
  rawId: string | undefined,
  params: URLSearchParams,
): ParsedLeagueDetails {
  const leagueId = positive(rawId);
  if (typeof leagueId !== 'number') return { ok: false, field: 'id' };
  const ids = {} as Record<'season_id' | 'upcomingId' | 'homeId' | 'awayId', number | null>;
  for (const name of ['season_id', 'upcomingId', 'homeId', 'awayId'] as const) {
    const value = positive(params.get(name));
    if (value === null) return { ok: false, field: name };
    ids[name] = value ?? null;
  }
  const type = (params.get('type') || 'inplay') as LeaguePageType;
  if (!LEAGUE_PAGE_TYPES.includes(type)) return { ok: false, field: 'type' };
  return {
    ok: true,
    query: {
      leagueId,
      seasonId: ids.season_id,
      upcomingId: ids.upcomingId,
      homeId: ids.homeId,
      awayId: ids.awayId,
      sports: params.get('sports')?.trim().toLowerCase() || null,
      type,
    },
  };
}

/** Whether the page hides the goals and wild-card columns (spec §2: opened from result or relative info). */
export function compactColumns(type: LeaguePageType): boolean {
  return type !== 'inplay';
}

/**
 * The parts of a league page's request that `loadLeaguePage` reads, so both league pages take
 * them the same way.
 * @example leagueAddress('101', new URL('https://x.test/inplay/league/info/101?season_id=7')) // { id: '101', search: season_id=7, origin: 'https://x.test' }
 */
export function leagueAddress(
  id: string | undefined,
  url: URL,
): { id: string | undefined; search: URLSearchParams; origin: string } {
  return { id, search: url.searchParams, origin: url.origin };
}
