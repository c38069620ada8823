/**
 * @module read/match-list
 * The filtered, sorted, paginated match lists behind the in-play and results calls: one place
 * that turns a normalised list query (spec §5) into SQL, with `count.total`.
 */
import { seoulClockInUtc } from '../../lib/domain/seoul-time';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { dateWindow, normalizeListQuery, type ListKind } from '../../lib/domain/list-query';
import { FINAL_STATUSES, TIME_STATUS } from '../../lib/domain/sports';
import type { DatabaseSchema } from '../db/schema';
import type { LiveStateReader } from '../feed/live-state';
import { validationError } from '../contracts/http-error';
import { matchBase, readMatchRows, type MatchBaseQuery, type MatchRow } from './matches';

/** Largest page a list call returns, whatever `rows` asks for (the spec's 'infinite' included). */
export const MAX_ROWS = 100;

export const MATCH_SCOPES = ['inplay', 'upcoming', 'result', 'all'] as const;
export type MatchScope = (typeof MATCH_SCOPES)[number];

const SORT_COLUMNS = {
  id: 'm.id',
  play_time: 'm.time',
  created_at: 'm.created_at',
  updated_at: 'm.updated_at',
  league_name: 'l.name',
  time: 'm.time',
} as const;

const FILTERS = [
  'team_name',
  'league_name',
  'round',
  'time',
  'id',
  'sport_id',
  'league_id',
  'country',
] as const;

const rows = z
  .union([z.literal('infinite'), z.number().int().min(1)], {
    error: "Expected a whole number of at least 1, or 'infinite'",
  })
  .transform((v) => (v === 'infinite' ? MAX_ROWS : Math.min(v, MAX_ROWS)))
  .describe(`Page size; values above ${MAX_ROWS} (and 'infinite') are capped at ${MAX_ROWS}`);

/** The query schema every match list accepts (after `normalizeListQuery`). */
export const matchListQuery = z.object({
  rows: rows.optional(),
  page: z.number().int().min(1).max(100_000).optional(),
  sort_by: z.enum(Object.keys(SORT_COLUMNS) as [keyof typeof SORT_COLUMNS]).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  filter_by: z.enum(FILTERS).optional(),
  q: z.string().max(100).optional(),
  date_by: z.enum(['play_time', 'play_date', 'created_at']).optional(),
  date: z.union([z.string(), z.number()]).optional(),
  date_from: z.string().max(30).optional().describe("Seoul time 'YYYY-MM-DD[ HH:mm:ss]'"),
  date_to: z.string().max(30).optional().describe("Seoul time 'YYYY-MM-DD[ HH:mm:ss]'"),
  sportsId: z.number().int().positive().optional().describe('Sport id (spec §1)'),
  sport_id: z.number().int().positive().optional(),
  league_id: z.number().int().positive().optional(),
  season_id: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A league season (GET /league-seasons/{id}); without dates, the whole season'),
  team_id: z.number().int().positive().optional(),
  statusType: z.string().max(20).optional(),
  status: z.union([z.string().max(20), z.number()]).optional(),
  user_id: z.number().int().positive().optional(),
  lang: z.enum(['kr', 'en', 'jp']).optional(),
});
export type MatchListQuery = z.output<typeof matchListQuery>;

/** Spec §5 semantics in front of the schema, with the list's own defaults. */
export const prepareListQuery = (kind: ListKind) => (raw: Record<string, string[]>) =>
  normalizeListQuery(raw, kind);

function like(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Not started, or not started and without a date yet (spec lists: game schedule). */
const UPCOMING_STATUSES: number[] = [TIME_STATUS.notStarted, TIME_STATUS.toBeFixed];
/** How long after its kick-off a fixture that has not started stays in the upcoming list. */
const UPCOMING_LATE_S = 24 * 3600;

function applyScope(query: MatchBaseQuery, scope: MatchScope, nowSeconds: number): MatchBaseQuery {
  switch (scope) {
    case 'inplay':
      return query.where('m.time_status', '=', TIME_STATUS.inPlay);
    case 'upcoming':
      // A fixture stays listed (as delayed, or to be fixed) for a day after a kick-off that
      // did not happen: the provider gives up on one only a day late.
      return query
        .where('m.time_status', 'in', UPCOMING_STATUSES)
        .where('m.time', '>=', nowSeconds - UPCOMING_LATE_S);
    case 'result':
      return query.where('m.time_status', 'in', [...FINAL_STATUSES]);
    case 'all':
      return query;
  }
}

/**
 * Whether a match whose current status is `status` belongs in a list of `scope`. The database
 * query selects by the stored status, which the ingest writes in batches; the live state is
 * fresher, so a match that ended (or kicked off) a moment ago is dropped from a list it has
 * just left rather than shown there with its new status.
 */
export function statusInScope(status: number, scope: MatchScope): boolean {
  switch (scope) {
    case 'inplay':
      return status === TIME_STATUS.inPlay;
    case 'upcoming':
      return UPCOMING_STATUSES.includes(status);
    case 'result':
      return (FINAL_STATUSES as readonly number[]).includes(status);
    case 'all':
      return true;
  }
}

function applySearch(query: MatchBaseQuery, filterBy: string, q: string): MatchBaseQuery {
  const pattern = like(q);
  const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;
  switch (filterBy) {
    case 'team_name':
      return query.where((eb) =>
        eb.or(
          ['h.name', 'h.kor', 'h.jp', 'a.name', 'a.kor', 'a.jp'].map((c) =>
            eb(lower(c), 'like', sql<string>`${pattern} escape '\\'`),
          ),
        ),
      );
    case 'league_name':
    case 'country':
      return query.where((eb) =>
        eb.or(
          (filterBy === 'country' ? ['c.name', 'c.kor', 'c.jp'] : ['l.name', 'l.kor', 'l.jp']).map(
            (c) => eb(lower(c), 'like', sql<string>`${pattern} escape '\\'`),
          ),
        ),
      );
    case 'round':
      return /^\d+$/.test(q)
        ? query.where('m.round', '=', Number(q))
        : query.where(sql<boolean>`1 = 0`);
    case 'id':
      return /^\d+$/.test(q)
        ? query.where('m.id', '=', Number(q))
        : query.where(sql<boolean>`1 = 0`);
    case 'sport_id':
      return /^\d+$/.test(q)
        ? query.where('m.sport_id', '=', Number(q))
        : query.where(sql<boolean>`1 = 0`);
    case 'league_id':
      return /^\d+$/.test(q)
        ? query.where('m.league_id', '=', Number(q))
        : query.where(sql<boolean>`1 = 0`);
    case 'time': {
      // 'HH:mm' kick-off in Seoul time.
      const clock = seoulClockInUtc(q);
      if (clock === null) return query.where(sql<boolean>`1 = 0`);
      const secondOfDay = clock / 1000;
      return query
        .where(sql<number>`(m.time % 86400)`, '>=', secondOfDay)
        .where(sql<number>`(m.time % 86400)`, '<', secondOfDay + 60);
    }
    default:
      return query;
  }
}

export interface ListOptions {
  scope: MatchScope;
  /** Apply the date window (today in Seoul when none is given). */
  useDates: boolean;
  now: number;
}

/**
 * The matches a normalised query selects, before paging: its list's statuses, sport, league,
 * season, team, search and date window. The page read and the results list's counts per sport
 * (read/result-facets.ts) start from it, so they always agree.
 * @example filteredMatches(db, { sportsId: 1 }, { scope: 'result', useDates: true, now: Date.now() })
 */
export function filteredMatches(
  db: Kysely<DatabaseSchema>,
  q: MatchListQuery,
  options: ListOptions,
): MatchBaseQuery {
  let query = applyScope(matchBase(db), options.scope, Math.floor(options.now / 1000));
  const sportId = q.sportsId ?? q.sport_id;
  if (sportId) query = query.where('m.sport_id', '=', sportId);
  if (q.league_id) query = query.where('m.league_id', '=', q.league_id);
  if (q.season_id) query = query.where('m.season_id', '=', q.season_id);
  if (q.team_id) {
    const team = q.team_id;
    query = query.where((eb) => eb.or([eb('m.home_id', '=', team), eb('m.away_id', '=', team)]));
  }
  if (q.q && q.filter_by) query = applySearch(query, q.filter_by, q.q);
  // A season chosen without dates means all of it, not the default day.
  const datesGiven = q.date !== undefined || q.date_from !== undefined || q.date_to !== undefined;
  if (options.useDates && (datesGiven || !q.season_id)) {
    const window = dateWindow(q, options.now);
    if ('error' in window) {
      throw validationError('query', [
        {
          field: window.error,
          message: window.reversed
            ? 'Expected date_to on or after date_from'
            : "Expected a Seoul date 'YYYY-MM-DD' with an optional 'HH:mm:ss'",
        },
      ]);
    }
    const column = q.date_by === 'created_at' ? 'm.created_at' : 'm.time';
    const scale = column === 'm.created_at' ? 1 : 1000;
    if (Number.isFinite(window.from))
      query = query.where(column, '>=', Math.ceil(window.from / scale));
    if (Number.isFinite(window.to))
      query = query.where(column, '<=', Math.floor(window.to / scale));
  }
  return query;
}

/**
 * Reads one page of matches for a normalised query.
 * @example await listMatches(db, live, { rows: 50, page: 1 }, { scope: 'inplay', useDates: false, now: Date.now() })
 */
export async function listMatches(
  db: Kysely<DatabaseSchema>,
  live: LiveStateReader | null,
  q: MatchListQuery,
  options: ListOptions,
): Promise<{ data: MatchRow[]; count: { total: number; page: number; rows: number } }> {
  const query = filteredMatches(db, q, options);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const pageSize = q.rows ?? MAX_ROWS;
  const page = q.page ?? 1;
  const column = SORT_COLUMNS[q.sort_by ?? 'id'];
  const direction = q.sort ?? 'desc';
  const rows = await readMatchRows(
    db,
    live,
    query
      .orderBy(column, direction)
      .orderBy('m.id', direction)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  const data = rows.filter((row) => statusInScope(row.status_id, options.scope));
  // The count and the page are two reads while the feed writes: matches that went in play between
  // them are on the page, so the total covers at least what the pages up to this one hold.
  const total = Math.max(Number(counted.n), (page - 1) * pageSize + data.length);
  return { data, count: { total, page, rows: pageSize } };
}
