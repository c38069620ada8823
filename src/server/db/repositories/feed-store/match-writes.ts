/**
 * @module db/repositories/feed-store/match-writes
 * Writing a batch of the ingest's rows: matches, their timelines, odds and line-ups, and the
 * feed time they stand at, in one transaction.
 */
import type { Kysely } from 'kysely';
import { TIME_STATUS } from '../../../../lib/domain/sports';
import type { DatabaseSchema, LineupsTable, MatchesTable, OddsCurrentTable } from '../../schema';
import { batchSize, type FeedBatch } from './batch';
import { lastPerKey, paced } from './statement-chunks';
import { insertIgnore, type Tx } from './upserts';

async function upsertMatches(tx: Tx, rows: MatchesTable[]) {
  for await (const part of paced(rows)) {
    await tx
      .insertInto('matches')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            bet365_id: eb.ref('excluded.bet365_id'),
            season_id: eb.ref('excluded.season_id'),
            round: eb.ref('excluded.round'),
            home_id: eb.ref('excluded.home_id'),
            away_id: eb.ref('excluded.away_id'),
            time: eb.ref('excluded.time'),
            time_status: eb.ref('excluded.time_status'),
            ss: eb.ref('excluded.ss'),
            scores: eb.ref('excluded.scores'),
            timer: eb.ref('excluded.timer'),
            stats: eb.ref('excluded.stats'),
            details: eb.ref('excluded.details'),
            extra: eb.ref('excluded.extra'),
            url: eb.ref('excluded.url'),
            has_lineup: eb.ref('excluded.has_lineup'),
            updated_at: eb.ref('excluded.updated_at'),
            ended_at: eb.ref('excluded.ended_at'),
          }))
          // A stored result is never written back to play: a feed that restarts from an older
          // state (found by killing the server under load) would otherwise undo a final score.
          // A finished match written again as finished (a reviewed result) still goes through.
          .where((eb) =>
            eb.or([
              eb('matches.time_status', '!=', TIME_STATUS.ended),
              eb(eb.ref('excluded.time_status'), '=', TIME_STATUS.ended),
            ]),
          ),
      )
      .execute();
  }
}

/** Moves the stored feed time forward to `at` (a flush of older updates leaves it). */
async function advanceFeedClock(tx: Tx, at: number) {
  await tx
    .insertInto('feed_clock')
    .values({ id: 1, at })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ at: eb.ref('excluded.at') }))
        .where((eb) => eb('feed_clock.at', '<', eb.ref('excluded.at'))),
    )
    .execute();
}

async function upsertOdds(tx: Tx, rows: OddsCurrentTable[]) {
  for await (const part of paced(rows)) {
    await tx
      .insertInto('odds_current')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['match_id', 'book_id', 'odd_type']).doUpdateSet((eb) => ({
          n_home: eb.ref('excluded.n_home'),
          n_draw: eb.ref('excluded.n_draw'),
          n_away: eb.ref('excluded.n_away'),
          n_middle: eb.ref('excluded.n_middle'),
          suspended: eb.ref('excluded.suspended'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

async function upsertLineups(tx: Tx, rows: LineupsTable[]) {
  for await (const part of paced(rows)) {
    await tx
      .insertInto('lineups')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['match_id', 'side']).doUpdateSet((eb) => ({
          formation: eb.ref('excluded.formation'),
          players: eb.ref('excluded.players'),
        })),
      )
      .execute();
  }
}

/**
 * Writes the batch in one transaction, with the feed time it stands at when given.
 * @example await writeBatch(db, batch, feedTime)
 */
export async function writeBatch(
  db: Kysely<DatabaseSchema>,
  batch: FeedBatch,
  feedTime?: number,
): Promise<void> {
  if (batchSize(batch) === 0) return;
  await db.transaction().execute(async (tx) => {
    if (feedTime !== undefined) await advanceFeedClock(tx, feedTime);
    await upsertMatches(
      tx,
      lastPerKey(batch.matches, (r) => String(r.id)),
    );
    await insertIgnore(tx, 'match_events', batch.events);
    await insertIgnore(tx, 'match_incidents', batch.incidents);
    await upsertOdds(
      tx,
      lastPerKey(batch.oddsCurrent, (r) => `${r.match_id}:${r.book_id}:${r.odd_type}`),
    );
    await insertIgnore(tx, 'odds_history', batch.oddsHistory);
    await upsertLineups(
      tx,
      lastPerKey(batch.lineups, (r) => `${r.match_id}:${r.side}`),
    );
    await insertIgnore(tx, 'appearances', batch.appearances);
  });
}
