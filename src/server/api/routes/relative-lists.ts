/**
 * @module api/routes/relative-lists
 * The query every relative list takes (spec §7 relative calls: the head-to-head screen's tables
 * of past games and the team screen's relative info lists), normalised as spec §5 says with the
 * relative defaults, and how it becomes a filter of past games (`read/relative`): a 404 for an
 * unknown `upcomingId`, a 400 naming each field that cannot be used.
 */
import { z } from 'zod';
import { parseSeoulDateTime } from '../../../lib/domain/seoul-time';
import { sportIdOf, type RelativeType } from '../../../lib/domain/relative';
import { prepareListQuery } from '../../read/match-list';
import { readMatch } from '../../read/matches';
import { RELATIVE_STATUSES, type RelativeFilter, type RelativePage } from '../../read/relative';
import { validationError, type FieldIssue } from '../route-kit';
import { notFound, pageQuery, queryId, rowsQuery } from './group-context';
import type { RouteDeps } from './route-deps';

/** The spec §7 group of the `/relative/…` calls (the OpenAPI tag). */
export const RELATIVE_TAG = 'Relative';
/** At most this many games in one `/relative/{id}` or `ids` call. */
const MAX_IDS = 50;

export const idList = z
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
export const relativeListQuery = z.object({
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
export type RelativeListQuery = z.output<typeof relativeListQuery>;

/** Spec §2 "Team list" reads `filterBy`; the lists use `filter_by`. */
export const prepareRelative = (raw: Record<string, string[]>) => {
  const prep = prepareListQuery('relative');
  return prep(raw.filterBy && !raw.filter_by ? { ...raw, filter_by: raw.filterBy } : raw);
};

/** The page of a relative list: 10 rows, kick-off ascending unless asked. */
export const pageOf = (q: RelativeListQuery): RelativePage => ({
  rows: q.rows ?? 10,
  page: q.page ?? 1,
  sortBy: q.sort_by ?? 'play_time',
  sort: q.sort ?? 'asc',
});

/** What a list query asks for, as `read/relative` filters it. */
export interface RelativeAsk {
  filter: RelativeFilter;
  /** The game the list is relative to (left out of it), if any. */
  relativeTo: number | null;
  /** The team whose win/draw/loss the tallies count. */
  teamId: number | null;
}

/** Turns list queries into filters; throws 404 or 400 naming the field it cannot use. */
export function relativeFilters({ db, live }: Pick<RouteDeps, 'db' | 'live'>) {
  return async function filterOf(q: RelativeListQuery, type?: RelativeType): Promise<RelativeAsk> {
    let homeId = q.homeId;
    let awayId = q.awayId;
    if (q.upcomingId !== undefined) {
      const m = await readMatch(db, live, q.upcomingId);
      if (!m) throw notFound('match', q.upcomingId);
      homeId ??= m.home_id;
      awayId ??= m.away_id;
    }
    const issues: FieldIssue[] = [];
    const { sportId, search } = sportAndSearch(q, issues);
    const filter: RelativeFilter = {
      ids: q.ids,
      sportId,
      year: q.year,
      window: windowOf(q, issues),
      search,
      status: q.status,
      exclude: q.upcomingId,
    };
    const teamId = teamsOf(filter, { type, homeId, awayId }, issues);
    if (issues.length > 0) throw validationError('query', issues);
    return { filter, relativeTo: q.upcomingId ?? null, teamId };
  };
}

/** The sport of a list query and its text search (a `q` with `filter_by=sport_id` is a sport). */
function sportAndSearch(q: RelativeListQuery, issues: FieldIssue[]) {
  const sportOf = (field: string, value: string | number) => {
    const id = sportIdOf(value);
    if (id === null) issues.push({ field, message: 'Expected a sport id or name' });
    return id ?? undefined;
  };
  let sportId: number | undefined;
  if (q.sportsId !== undefined) sportId = sportOf('sportsId', q.sportsId);
  if (q.sports !== undefined) sportId = sportOf('sports', q.sports);
  if (q.game_id !== undefined && q.game_id !== 'all') sportId = sportOf('game_id', q.game_id);
  let search: RelativeFilter['search'];
  if (q.q !== undefined) {
    if (q.filter_by === 'sport_id') sportId = sportOf('q', q.q);
    else if (q.filter_by) search = { filterBy: q.filter_by, q: q.q };
  }
  return { sportId, search };
}

/** The kick-off window of a list query: a Seoul `date`, narrowed by `date_from` / `date_to`. */
function windowOf(q: RelativeListQuery, issues: FieldIssue[]): RelativeFilter['window'] {
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
  return window;
}

/**
 * Whose games the list holds: those between the two teams (type relative, or both teams given
 * without a type), or one team's latest; sets them on `filter` and answers the team whose
 * win/draw/loss the tallies count.
 */
function teamsOf(
  filter: RelativeFilter,
  ask: { type: RelativeType | undefined; homeId: number | undefined; awayId: number | undefined },
  issues: FieldIssue[],
): number | null {
  const { type, homeId, awayId } = ask;
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
  return teamId;
}
