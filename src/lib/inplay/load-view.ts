/**
 * @module inplay/load-view
 * Loads what one in-play view shows, through a source that the server implements in-process
 * (first paint) and the browser implements over `/api` (tab and sport changes), so both paint
 * the same list for the same route.
 */
import {
  LEAGUE_TAB_RULES,
  addDays,
  isLeagueTab,
  leagueMatchesTab,
  listScope,
  viewSport,
  type InplayQuery,
  type ListScope,
} from '../domain/inplay-filters';
import { seoulDate } from '../domain/seoul-time';
import type { InplayRoute } from '../domain/routes';
import { toInplayRow, type InplayRow } from './row';

export type SourceScope = 'inplay' | 'upcoming' | 'result' | 'all';

export interface LeagueOption {
  id: number;
  name: string;
  kor: string | null;
  jp: string | null;
  count: number;
}

export interface SportCount {
  id: number;
  count: number;
}

/** Where the loader reads matches, leagues and counts. */
export interface InplaySource {
  list(
    scope: SourceScope,
    query: Record<string, string | number>,
  ): Promise<{ data: unknown[]; count: { total: number } }>;
  leagues(sportId: number): Promise<LeagueOption[]>;
  counts(): Promise<SportCount[]>;
}

export interface ViewData {
  route: InplayRoute;
  query: InplayQuery;
  scope: ListScope;
  /** The sport the view is about; undefined means every sport. */
  sport: number | undefined;
  /** The day shown (Seoul `YYYY-MM-DD`): the day strip's day, or today. */
  day: string;
  /** The list; on a league tab the day's finished matches too (shown beneath, spec §2). */
  rows: InplayRow[];
  /** The league tab's leagues (empty otherwise). */
  leagueIds: number[];
}

/** Largest page the API serves; longer in-play lists are read page by page. */
const PAGE_ROWS = 100;
/** Enough pages for every match in play on the busiest evening. */
const MAX_PAGES = 10;

async function allPages(
  source: InplaySource,
  scope: SourceScope,
  query: Record<string, string | number>,
  maxPages = MAX_PAGES,
): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await source.list(scope, { ...query, rows: PAGE_ROWS, page });
    out.push(...answer.data);
    if (out.length >= answer.count.total || answer.data.length < PAGE_ROWS) break;
  }
  return out;
}

const dayRange = (day: string) => ({
  date_from: `${day} 00:00:00`,
  date_to: `${day} 23:59:59`,
});

/**
 * Reads the rows of a view (spec §2 types: in play for odds and all, upcoming, result of the
 * day, and a league tab's day with its finished results beneath).
 * @example await loadView(source, { status: 'all', type: 'all' }, {}, Date.now())
 */
export async function loadView(
  source: InplaySource,
  route: InplayRoute,
  query: InplayQuery,
  now: number,
): Promise<ViewData> {
  const scope = listScope(route.type);
  const sport = viewSport(route.type, query.sportsId);
  const day = query.date_from ?? seoulDate(now);
  const sportQuery: Record<string, number> = sport ? { sportsId: sport } : {};
  const base = { route, query, scope, sport, day, leagueIds: [] };
  switch (scope) {
    case 'inplay': {
      const data = await allPages(source, 'inplay', {
        ...sportQuery,
        sort_by: 'play_time',
        sort: 'asc',
      });
      return { ...base, rows: data.map(toInplayRow) };
    }
    case 'upcoming': {
      // Today and tomorrow, so the date headers have something to separate.
      const data = await allPages(
        source,
        'upcoming',
        {
          ...sportQuery,
          sort_by: 'play_time',
          sort: 'asc',
          date_from: `${day} 00:00:00`,
          date_to: `${addDays(day, 1)} 23:59:59`,
        },
        2,
      );
      return { ...base, rows: data.map(toInplayRow) };
    }
    case 'result': {
      const data = await allPages(
        source,
        'result',
        { ...sportQuery, sort_by: 'play_time', sort: 'desc', ...dayRange(day) },
        2,
      );
      return { ...base, rows: data.map(toInplayRow) };
    }
    case 'day': {
      const tab = route.type;
      if (!isLeagueTab(tab)) return { ...base, rows: [] };
      const sportId = LEAGUE_TAB_RULES[tab].sportId;
      const leagues = (await source.leagues(sportId)).filter((l) =>
        leagueMatchesTab(tab, { name: l.name, sportId }),
      );
      const lists = await Promise.all(
        leagues.map((l) =>
          allPages(
            source,
            'all',
            {
              sportsId: sportId,
              league_id: l.id,
              sort_by: 'play_time',
              sort: 'asc',
              ...dayRange(day),
            },
            2,
          ),
        ),
      );
      const rows = lists
        .flat()
        .map(toInplayRow)
        .sort((a, b) => a.time - b.time || a.id - b.id);
      return { ...base, rows, leagueIds: leagues.map((l) => l.id) };
    }
  }
}
