/**
 * @module db/repositories/feed-store/reference-writes
 * Writing the feed's reference data (countries to provider tables) in one transaction: a
 * record the feed sends again replaces the stored row.
 */
import type { Kysely } from 'kysely';
import type { ReferenceData } from '../../../contracts/feed-records';
import type { DatabaseSchema } from '../../schema';
import {
  bookRow,
  countryRow,
  injuryRow,
  leagueRow,
  playerRow,
  providerTableRow,
  seasonRow,
  seasonTeamRows,
  sportRow,
  teamRow,
  transferRows,
} from './reference-rows';
import { insertIgnore, upsertByKey } from './upserts';

/** @example await writeReference(db, { sports: [{ id: 1, name: 'Soccer', kor: '축구', jp: 'サッカー' }] }) */
export async function writeReference(
  db: Kysely<DatabaseSchema>,
  data: ReferenceData,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await upsertByKey(tx, 'countries', ['cc'], (data.countries ?? []).map(countryRow));
    await upsertByKey(tx, 'sports', ['id'], (data.sports ?? []).map(sportRow));
    await upsertByKey(tx, 'leagues', ['id'], (data.leagues ?? []).map(leagueRow));
    await upsertByKey(tx, 'seasons', ['id'], (data.seasons ?? []).map(seasonRow));
    await insertIgnore(tx, 'season_teams', (data.seasons ?? []).flatMap(seasonTeamRows));
    await upsertByKey(tx, 'teams', ['id'], (data.teams ?? []).map(teamRow));
    const players = data.players ?? [];
    await upsertByKey(tx, 'players', ['id'], players.map(playerRow));
    await upsertByKey(tx, 'transfers', ['player_id', 'seq'], players.flatMap(transferRows));
    await upsertByKey(tx, 'books', ['id'], (data.books ?? []).map(bookRow));
    await upsertByKey(tx, 'injuries', ['player_id', 'start'], (data.injuries ?? []).map(injuryRow));
    await upsertByKey(
      tx,
      'provider_tables',
      ['league_id', 'season_id', 'kind'],
      (data.providerTables ?? []).map(providerTableRow),
    );
  });
}
