/**
 * @module api/routes/relative
 * Spec §7 relative calls: the head-to-head lists and counts of the in-play group
 * (`/inplay/relative/list/{type}`, `/inplay/relative/count/{type}`: type relative = games
 * between the two teams, home / away = each team's latest results), the relative info lists of
 * the team list screen (`/relative/list`, `/new`, `/count`, `/sports`), related-info blocks of
 * chosen games (`/relative/{id}`) and a game's odds series (`/relative/odds/{id}`).
 */
import { z } from 'zod';
import { countEvents } from '../../../lib/domain/event-parse';
import { parseSeoulDateTime } from '../../../lib/domain/list-query';
import { RELATIVE_TYPES, sportIdOf } from '../../../lib/domain/relative';
import { parseMatchEvents } from '../../read/events';
import { prepareListQuery } from '../../read/match-list';
import { MAIN_BOOK_ID, readMatch, readMatchExtras, readMatchRows } from '../../read/matches';
import { historySeries, readHistory } from '../../read/odds';
import {
  listRelative,
  RELATIVE_STATUSES,
  relativeQuery,
  sportsOf,
  tallyOf,
  toRelativeRow,
  type RelativeFilter,
  type RelativePage,
} from '../../read/relative';
import { defineRoute, validationError, type AnyRoute, type FieldIssue } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { notFound, pageQuery, pathId, queryId, rowsQuery } from './group-context';

const TAG = 'Relative';
/** At most this many games in one `/relative/{id}` or `ids` call. */
const MAX_IDS = 50;
const MAX_HISTORY = 5000;

const idList = z
  .union([z.number(), z.string()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,16}(,\d{1,16})*$/, 'Expected match ids separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .refine((ids) => ids.length <= MAX_IDS, `At most ${MAX_IDS} ids`)
      .refine((ids) => ids.every((i) => i > 0), 'Ids are positive'),
  );

const sportText = z.union([z.string().max(40), z.number()]);

/** The query of every relative list, after the spec §5 normalising with the relative defaults. */
const listQuery = z.object({
  rows: rowsQuery.optional(),
  page: pageQuery.optional(),
  sort_by: z.enum(['play_time', 'id']).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  filter_by: z.enum(['sport_id', 'team_name', 'league_name', 'time']).optional(),
  q: z.string().max(100).optional(),
  homeId: queryId.optional(),
  awayId: queryId.optional(),
  upcomingId: queryId.optional().describe('The game the lists are relative to (left out of them)'),
  year: z.number().int().min(1900).max(2100).optional().describe('Seoul calendar year'),
  sportsId: queryId.optional(),
  sports: sportText.optional().describe('Sport id, key or name (soccer, hockey…)'),
  game_id: z
    .union([z.literal('all'), sportText])
    .optional()
    .describe('Sport id, or all (team list screen)'),
  date: z.string().max(30).optional().describe("Seoul day 'YYYY-MM-DD'"),
  date_from: z.string().max(30).optional().describe("Seoul time 'YYYY-MM-DD[ HH:mm:ss]'"),
  date_to: z.string().max(30).optional().describe("Seoul time 'YYYY-MM-DD[ HH:mm:ss]'"),
  date_by: z.enum(['play_time']).optional().describe('The range applies to kick-off'),
  ids: idList.optional().describe('Comma-separated match ids'),
  status: z.enum(RELATIVE_STATUSES).optional().describe('result (default), all, upcoming, inplay'),
});
type ListQuery = z.output<typeof listQuery>;

/** Spec §2 "Team list" reads `filterBy`; the lists use `filter_by`. */
const prepareRelative = (raw: Record<string, string[]>) => {
  const prep = prepareListQuery('relative');
  return prep(raw.filterBy && !raw.filter_by ? { ...raw, filter_by: raw.filterBy } : raw);
};

export function relativeRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live } = deps;

  /** Turns a list query into a filter; throws 400 naming the field it cannot use. */
  async function filterOf(
    q: ListQuery,
    type?: (typeof RELATIVE_TYPES)[number],
  ): Promise<{ filter: RelativeFilter; relativeTo: number | null; teamId: number | null }> {
    const issues: FieldIssue[] = [];
    let homeId = q.homeId;
    let awayId = q.awayId;
    let sportId: number | undefined;
    if (q.upcomingId !== undefined) {
      const m = await readMatch(db, live, q.upcomingId);
      if (!m) throw notFound('match', q.upcomingId);
      homeId ??= m.home_id;
      awayId ??= m.away_id;
    }
    const sportOf = (field: string, value: string | number) => {
      const id = sportIdOf(value);
      if (id === null) issues.push({ field, message: 'Expected a sport id or name' });
      return id ?? undefined;
    };
    if (q.sportsId !== undefined) sportId = sportOf('sportsId', q.sportsId);
    if (q.sports !== undefined) sportId = sportOf('sports', q.sports);
    if (q.game_id !== undefined && q.game_id !== 'all') sportId = sportOf('game_id', q.game_id);
    let search: RelativeFilter['search'];
    if (q.q !== undefined) {
      if (q.filter_by === 'sport_id') sportId = sportOf('q', q.q);
      else if (q.filter_by) search = { filterBy: q.filter_by, q: q.q };
    }
    let window: RelativeFilter['window'];
    if (q.date !== undefined) {
      const from = parseSeoulDateTime(q.date);
      const to = parseSeoulDateTime(q.date, true);
      if (from === null || to === null || /\d:\d/.test(q.date))
        issues.push({ field: 'date', message: "Expected a Seoul day 'YYYY-MM-DD'" });
      else window = { from: from / 1000, to: Math.floor(to / 1000) };
    }
    if (q.date_from !== undefined || q.date_to !== undefined) {
      const from = q.date_from === undefined ? -Infinity : parseSeoulDateTime(q.date_from);
      const to = q.date_to === undefined ? Infinity : parseSeoulDateTime(q.date_to, true);
      const bad = (field: string) =>
        issues.push({
          field,
          message: "Expected a Seoul date 'YYYY-MM-DD' with an optional 'HH:mm:ss'",
        });
      if (from === null) bad('date_from');
      if (to === null) bad('date_to');
      if (from !== null && to !== null) {
        // A range narrows a `date` day further; both apply.
        const range = { from: Math.ceil(from / 1000), to: Math.floor(to / 1000) };
        window = window
          ? { from: Math.max(window.from, range.from), to: Math.min(window.to, range.to) }
          : range;
      }
    }
    const filter: RelativeFilter = {
      ids: q.ids,
      sportId,
      year: q.year,
      window,
      search,
      status: q.status,
      exclude: q.upcomingId,
    };
    let teamId: number | null = homeId ?? null;
    if (type === 'relative' || (type === undefined && homeId && awayId)) {
      if (!homeId) issues.push({ field: 'homeId', message: 'Required (or upcomingId)' });
      if (!awayId) issues.push({ field: 'awayId', message: 'Required (or upcomingId)' });
      if (homeId && awayId) filter.between = [homeId, awayId];
    } else if (type === 'home' || (type === undefined && homeId)) {
      if (!homeId) issues.push({ field: 'homeId', message: 'Required (or upcomingId)' });
      filter.team = homeId;
    } else if (type === 'away' || (type === undefined && awayId)) {
      if (!awayId) issues.push({ field: 'awayId', message: 'Required (or upcomingId)' });
      filter.team = awayId;
      teamId = awayId ?? null;
    }
    if (issues.length > 0) throw validationError('query', issues);
    return { filter, relativeTo: q.upcomingId ?? null, teamId };
  }

  const pageOf = (q: ListQuery): RelativePage => ({
    rows: q.rows ?? 10,
    page: q.page ?? 1,
    sortBy: q.sort_by ?? 'play_time',
    sort: q.sort ?? 'asc',
  });

  const typeParam = z.object({
    type: z.enum(RELATIVE_TYPES).describe('relative (between the teams), home or away'),
  });

  return [
    defineRoute({
      method: 'get',
      path: '/inplay/relative/list/{type}',
      tag: 'In-play',
      summary:
        "Past games for head-to-head: relative = between homeId and awayId, home / away = that team's results (rows 10, sort_by play_time asc; year, sport filter)",
      params: typeParam,
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ params, query }) => {
        const { filter, relativeTo } = await filterOf(query, params.type);
        return listRelative(db, live, filter, pageOf(query), relativeTo);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/inplay/relative/count/{type}',
      tag: 'In-play',
      summary:
        "Tallies of a head-to-head list: total, results H/D/A, over/under, half-time over/under and the team's win/draw/loss",
      params: typeParam,
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ params, query }) => {
        const { filter, teamId } = await filterOf(query, params.type);
        return { data: await tallyOf(db, filter, teamId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/list',
      tag: TAG,
      summary:
        'Relative info list: games by ids, or by filters (game_id/sports, date, year, q with filter_by team_name/league_name/time, homeId/awayId); results unless status says otherwise',
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter, relativeTo } = await filterOf(query);
        return listRelative(db, live, filter, pageOf(query), relativeTo);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/list/new',
      tag: TAG,
      summary:
        'Relative results grouped per sport (team list screen): one group per sport with its first page of games and count.total',
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter, relativeTo } = await filterOf(query);
        const sports = await sportsOf(db, filter);
        const data = [];
        for (const s of sports) {
          const page = await listRelative(
            db,
            live,
            { ...filter, sportId: s.id },
            pageOf(query),
            relativeTo,
          );
          data.push({
            sports_id: s.id,
            sports_name: s.name,
            sports_kor: s.kor,
            sports_image: s.image,
            count: page.count,
            data: page.data,
          });
        }
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/list/count',
      tag: TAG,
      summary: 'Counts of a relative info list: total, per sport, results and over/under tallies',
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter, teamId } = await filterOf(query);
        const [tally, sports] = await Promise.all([
          tallyOf(db, filter, teamId),
          sportsOf(db, filter),
        ]);
        return { data: { ...tally, sports: sports.map((s) => ({ id: s.id, count: s.count })) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/list/sports',
      tag: TAG,
      summary: 'Sports of a relative info list with their counts: id, name, kor, image, count',
      query: listQuery,
      prepareQuery: prepareRelative,
      handler: async ({ query }) => {
        const { filter } = await filterOf(query);
        const data = await sportsOf(db, filter);
        return { data, count: { total: data.length } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/odds/{id}',
      tag: TAG,
      summary:
        "A game's odds history for one book (default the main book) as series T1 (h, d, a), T2 (h, hd, a), T3 (o, hd, u) with ts, s, ta; search by time or odds",
      params: z.object({ id: pathId.describe('Match id') }),
      query: z.object({
        book_id: queryId.optional(),
        filter_by: z.enum(['time', 'odds']).optional(),
        q: z.string().max(40).optional(),
      }),
      prepareQuery: (raw) => {
        const q = prepareListQuery('generic')(raw);
        // A bare q searches time or odds by its look, not team names (spec §5's list default).
        if (!raw.filter_by?.some((v) => v !== '')) delete q.filter_by;
        return q;
      },
      handler: async ({ params, query }) => {
        const m = await readMatch(db, live, params.id);
        if (!m) throw notFound('match', params.id);
        const bookId = query.book_id ?? MAIN_BOOK_ID;
        const rows = await readHistory(db, m.id, { bookId, limit: MAX_HISTORY });
        const series = historySeries(
          rows,
          query.q === undefined ? undefined : { filterBy: query.filter_by, q: query.q },
        );
        return { data: { id: m.id, book_id: bookId, sport_id: m.sport_id, ...series } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/relative/{id}',
      tag: TAG,
      summary:
        'Related-info blocks of one or more games (comma-separated ids): the relative row with stats, parsed events and event counts',
      params: z.object({ id: idList.describe('Match id or comma-separated ids') }),
      handler: async ({ params }) => {
        const rows = await readMatchRows(db, live, relativeQuery(db, { ids: params.id }));
        const byId = new Map(rows.map((r) => [r.id, r]));
        const missing = params.id.filter((i) => !byId.has(i));
        if (missing.length > 0) throw notFound('match', missing.join(','));
        const data = [];
        for (const id of params.id) {
          const row = byId.get(id)!;
          const extras = await readMatchExtras(db, live, id);
          const events = parseMatchEvents(row, extras.events);
          data.push({
            ...toRelativeRow(row, null),
            stats: extras.stats,
            events,
            event_counts: countEvents(events),
          });
        }
        return { data, count: { total: data.length } };
      },
    }),
  ];
}
