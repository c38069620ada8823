/**
 * @module api/routes/group-context
 * What the route groups of the screens' reads share (league, team, player, odds details, the
 * relative lists and the rest of spec §7 "Other data"): the id, page and odds-type schemas, the
 * 404 they answer, and the match and league-season lookups, kept apart so that the groups need
 * not import one another.
 */
import { z } from 'zod';
import { HttpError } from '../../contracts/http-error';
import { MAX_ROWS, prepareListQuery } from '../../read/match-list';
import { readMatch, type MatchRow } from '../../read/matches';
import {
  readLeague,
  resolveSeason,
  type LeagueInfo,
  type SeasonInfo,
} from '../../read/league-season';
import { validationError } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { positiveId } from '../whole-number';

/** The spec §7 group most of these calls belong to (the OpenAPI tag). */
export const OTHER_DATA_TAG = 'Other data';

/** A positive database id in a path (`/players/{id}`). */
export const pathId = positiveId();
/** A positive id in a query (already numeric after the spec §5 normalising). */
export const queryId = z
  .number({ error: 'Expected a positive whole number' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
/** Page size, capped like every list. */
export const rowsQuery = z
  .number({ error: 'Expected a whole number of at least 1' })
  .int()
  .min(1)
  .transform((v) => Math.min(v, MAX_ROWS))
  .describe(`Page size; values above ${MAX_ROWS} are capped at ${MAX_ROWS}`);
export const pageQuery = z.number().int().min(1).max(100_000);
export const oddType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Expected an odds type: 1 (winner), 2 (handicap) or 3 (over/under)',
});

export function notFound(what: string, id: unknown): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No ${what} with id ${String(id)}`);
}

/** Built once per route group and handed to its routes. */
export function groupContext(deps: RouteDeps) {
  const { db, live, now } = deps;
  const prepare = prepareListQuery('generic');

  async function match(id: number): Promise<MatchRow> {
    const m = await readMatch(db, live, id);
    if (!m) throw notFound('match', id);
    return m;
  }

  async function leagueAndSeason(
    id: number,
    ask: { season_id?: number | undefined; upcomingId?: number | undefined },
  ): Promise<{ league: LeagueInfo; season: SeasonInfo | null }> {
    const league = await readLeague(db, id);
    if (!league) throw notFound('league', id);
    const season = await resolveSeason(
      db,
      id,
      { seasonId: ask.season_id, upcomingId: ask.upcomingId },
      now(),
    );
    if (season && 'error' in season) {
      throw validationError('query', [
        {
          field: season.error,
          message:
            season.error === 'season_id'
              ? `No season with this id in league ${id}`
              : `No match of league ${id} with a season has this id`,
        },
      ]);
    }
    return { league, season };
  }

  return { db, live, now, prepare, match, leagueAndSeason };
}

export type GroupContext = ReturnType<typeof groupContext>;
