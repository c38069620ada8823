/**
 * @module api/routes/head-to-head
 * The head-to-head screen's calls (spec §2 "Head-to-head analysis page", spec §7 in-play relative
 * calls): its relative tab's tables of past games, type `relative` = games between the two
 * teams, `home` / `away` = each team's latest results, and the tallies of each table. `last`
 * (5, 10, 20, all) asks for the newest N games across seasons, `year` narrows to one of the
 * ten years the page offers; a team id that names no team, an N or a year outside the choices
 * is a 400 naming the field.
 */
import { z } from 'zod';
import {
  LAST_CHOICES,
  RELATIVE_TYPES,
  lastRows,
  lastTallied,
  yearChoices,
  type LastChoice,
} from '../../../lib/domain/relative';
import { listRelative, readTally, tallyOf } from '../../read/relative';
import { defineRoute, validationError, type AnyRoute, type FieldIssue } from '../route-kit';
import {
  pageOf,
  prepareRelative,
  relativeFilters,
  relativeListQuery,
  type RelativeListQuery,
} from './relative-lists';
import type { RouteDeps } from './route-deps';

const TAG = 'In-play';

const typeParam = z.object({
  type: z.enum(RELATIVE_TYPES).describe('relative (between the teams), home or away'),
});

const headToHeadQuery = relativeListQuery.extend({
  last: z
    .enum(LAST_CHOICES, { error: 'Expected 5, 10, 20 or all' })
    .optional()
    .describe(
      'The newest N games across seasons (or in `year`), newest first; overrides rows, page and sort',
    ),
});

/** `last` stays text (`10`, not the number the list normalising makes of it; `0` is no N). */
const prepareHeadToHead = (raw: Record<string, string[]>) => {
  const last = raw.last?.at(-1);
  return { ...prepareRelative(raw), ...(last === undefined ? {} : { last }) };
};

/**
 * 400s of what the shared list query lets through (checked once it is whole): a year the page
 * does not offer, a team id that names no team.
 */
async function checkAsk(deps: Pick<RouteDeps, 'db' | 'now'>, q: RelativeListQuery): Promise<void> {
  const issues: FieldIssue[] = [];
  if (q.year !== undefined && !yearChoices(deps.now()).includes(q.year))
    issues.push({ field: 'year', message: 'Expected this Seoul year or one of the 9 before it' });
  const asked = (['homeId', 'awayId'] as const).filter((f) => q[f] !== undefined);
  if (asked.length > 0) {
    const found = await deps.db
      .selectFrom('teams')
      .select('id')
      .where(
        'id',
        'in',
        asked.map((f) => q[f]!),
      )
      .execute();
    const known = new Set(found.map((t) => Number(t.id)));
    for (const f of asked)
      if (!known.has(q[f]!)) issues.push({ field: f, message: `No team with id ${q[f]}` });
  }
  if (issues.length > 0) throw validationError('query', issues);
}

const lastPage = (last: LastChoice) =>
  ({ rows: lastRows(last), page: 1, sortBy: 'play_time', sort: 'desc' }) as const;

export function headToHeadRoutes(deps: RouteDeps): AnyRoute[] {
  const { db, live } = deps;
  const filterOf = relativeFilters(deps);
  return [
    // GET /api/inplay/relative/list/{type}
    defineRoute({
      method: 'get',
      path: '/inplay/relative/list/{type}',
      tag: TAG,
      summary:
        "Past games for head-to-head: relative = between homeId and awayId, home / away = that team's results (last N newest first, or rows 10, sort_by play_time asc; year, sport filter)",
      params: typeParam,
      query: headToHeadQuery,
      prepareQuery: prepareHeadToHead,
      handler: async ({ params, query }) => {
        const { filter, relativeTo, teamId } = await filterOf(query, params.type);
        await checkAsk(deps, query);
        // The rows' over/under against the lines their tally (the same call's count) uses.
        const tallied = query.last ? lastTallied(query.last) : undefined;
        const { lines } = await readTally(db, filter, teamId, tallied);
        const page = query.last ? lastPage(query.last) : pageOf(query);
        return listRelative(db, live, filter, page, relativeTo, lines);
      },
    }),
    // GET /api/inplay/relative/count/{type}
    defineRoute({
      method: 'get',
      path: '/inplay/relative/count/{type}',
      tag: TAG,
      summary:
        "Tallies of a head-to-head list (its last N games when asked) in the sport's units: total, results H/D/A, over/under and half-time over/under with their lines, the team's win/draw/loss",
      params: typeParam,
      query: headToHeadQuery,
      prepareQuery: prepareHeadToHead,
      handler: async ({ params, query }) => {
        const { filter, teamId } = await filterOf(query, params.type);
        await checkAsk(deps, query);
        const tallied = query.last ? lastTallied(query.last) : undefined;
        return { data: await tallyOf(db, filter, teamId, tallied) };
      },
    }),
  ];
}
