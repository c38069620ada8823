/**
 * @module read/provider-tables
 * The provider's own table and top lists of a league season, as the feed stored them
 * (feed/betsapi/map-tables), for the league reads to fall back on (domain/provider-standings).
 */
import type { Kysely } from 'kysely';
import type { ProviderTableBody, ProviderToplistBody } from '../contracts/feed-records';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

interface Stored<T> {
  body: T;
  /** When the provider's answer was read, epoch ms. */
  fetched_at: number;
}

async function readStored(db: Db, leagueId: number, seasonId: number, kind: 'table' | 'toplist') {
  const row = await db
    .selectFrom('provider_tables')
    .select(['body', 'fetched_at'])
    .where('league_id', '=', leagueId)
    .where('season_id', '=', seasonId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return { body: JSON.parse(row.body) as unknown, fetched_at: Number(row.fetched_at) };
  } catch {
    // Written by the feed as JSON; a row that is not is as good as none.
    return null;
  }
}

/** The provider's table of a season, or null. */
export async function readProviderTable(
  db: Db,
  leagueId: number,
  seasonId: number,
): Promise<Stored<ProviderTableBody> | null> {
  const stored = await readStored(db, leagueId, seasonId, 'table');
  return stored as Stored<ProviderTableBody> | null;
}

/** The provider's top lists of a season, or null. */
export async function readProviderToplist(
  db: Db,
  leagueId: number,
  seasonId: number,
): Promise<Stored<ProviderToplistBody> | null> {
  const stored = await readStored(db, leagueId, seasonId, 'toplist');
  return stored as Stored<ProviderToplistBody> | null;
}
