/**
 * @module db/repositories/feed-store
 * Where the ingest writes: reference data, match rows with their timelines, line-ups and odds,
 * in batches (one transaction each) so that a busy feed costs a few writes per second.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { TIME_STATUS } from '../../../lib/domain/sports';
import type { ReferenceData } from '../../contracts/feed-records';
import type {
  AppearancesTable,
  DatabaseSchema,
  LineupsTable,
  MatchEventsTable,
  MatchesTable,
  MatchIncidentsTable,
  OddsCurrentTable,
  OddsHistoryTable,
} from '../schema';

export interface FeedBatch {
  matches: MatchesTable[];
  events: MatchEventsTable[];
  incidents: MatchIncidentsTable[];
  oddsCurrent: OddsCurrentTable[];
  oddsHistory: OddsHistoryTable[];
  lineups: LineupsTable[];
  appearances: AppearancesTable[];
}

export function emptyBatch(): FeedBatch {
  return {
    matches: [],
    events: [],
    incidents: [],
    oddsCurrent: [],
    oddsHistory: [],
    lineups: [],
    appearances: [],
  };
}

export function batchSize(batch: FeedBatch): number {
  let n = 0;
  for (const rows of Object.values(batch) as unknown[][]) n += rows.length;
  return n;
}

export interface FeedStore {
  writeReference(data: ReferenceData): Promise<void>;
  /**
   * Writes the rows in one transaction. `feedTime`, the latest feed time the rows stand at, is
   * stored with them (never moved back), so a restarted simulator resumes from it.
   */
  writeBatch(batch: FeedBatch, feedTime?: number): Promise<void>;
  /** The latest feed time stored with a batch, or null before the first (epoch ms). */
  feedTime(): Promise<number | null>;
  /** Ids among `ids` whose matches are stored as finished (back-fill skips them). */
  finishedIds(ids: readonly number[]): Promise<Set<number>>;
  /** Thins a finished match's odds history to opening, closing and one price per interval. */
  compactOdds(matchId: number, intervalMs: number): Promise<number>;
  /** Matches stored as in play (to resume after a restart). */
  inPlay(): Promise<MatchesTable[]>;
}

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 200;

/**
 * Splits rows into statements of `size` rows, then the rest into powers of two (137 → 128, 8,
 * 1), in order. Each row count is its own SQL text and so its own prepared statement, which
 * holds native memory (a 200-row upsert's program is hundreds of KB): a handful of shapes per
 * query instead of one per possible remainder keeps the statement cache small.
 * @example chunks([1, 2, 3, 4, 5], 4) // [[1, 2, 3, 4], [5]]
 */
export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  let i = 0;
  for (; i + size <= rows.length; i += size) out.push(rows.slice(i, i + size));
  for (let part = 2 ** Math.floor(Math.log2(size)); part >= 1 && i < rows.length; part /= 2) {
    if (rows.length - i >= part) {
      out.push(rows.slice(i, i + part));
      i += part;
    }
  }
  return out;
}

type Tx = Transaction<DatabaseSchema> | Kysely<DatabaseSchema>;

/** Lets timers and sockets run: SQLite's driver runs each statement on the event loop's thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The chunks of `rows`, yielding to the event loop before each one after the first. A first
 * start's back-fill flushes tens of thousands of rows at once; written in one go they held every
 * request for 90–130 ms (CPU profile), one chunk at a time for a few milliseconds each.
 */
export async function* paced<T>(rows: readonly T[], size = CHUNK): AsyncGenerator<T[]> {
  let first = true;
  for (const part of chunks(rows, size)) {
    if (!first) await breathe();
    first = false;
    yield part;
  }
}

/**
 * Keeps the last row per key: PostgreSQL refuses an upsert that touches the same row twice in
 * one statement, and the last write is the current one anyway.
 */
export function lastPerKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    byKey.delete(k);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}

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

async function insertIgnore<T extends keyof DatabaseSchema>(
  tx: Tx,
  table: T,
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  for await (const part of paced(rows)) {
    // Re-delivered rows (restart, replay, a second import) are already there: keep the first.
    await tx
      .insertInto(table)
      .values(part)
      .onConflict((oc) => oc.doNothing())
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

async function upsertByKey<T extends keyof DatabaseSchema>(
  tx: Tx,
  table: T,
  key: string[],
  rows: Insertable<DatabaseSchema[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).filter((c) => !key.includes(c));
  const unique = lastPerKey(rows, (r) =>
    key.map((k) => String((r as Record<string, unknown>)[k])).join(':'),
  );
  for await (const part of paced(unique)) {
    await tx
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(key as never)
          .doUpdateSet(
            (eb) =>
              Object.fromEntries(
                columns.map((c) => [c, eb.ref(`excluded.${c}` as never)]),
              ) as never,
          ),
      )
      .execute();
  }
}

export function createSqlFeedStore(db: Kysely<DatabaseSchema>): FeedStore {
  return {
    async writeReference(data) {
      await db.transaction().execute(async (tx) => {
        const names = <R extends { name: string; kor: string; jp: string }>(r: R) => ({
          name: r.name,
          kor: r.kor,
          jp: r.jp,
        });
        await upsertByKey(
          tx,
          'countries',
          ['cc'],
          (data.countries ?? []).map((c) => ({ cc: c.cc, ...names(c) })),
        );
        await upsertByKey(
          tx,
          'sports',
          ['id'],
          (data.sports ?? []).map((s) => ({ id: s.id, ...names(s) })),
        );
        await upsertByKey(
          tx,
          'leagues',
          ['id'],
          (data.leagues ?? []).map((l) => ({
            id: l.id,
            sport_id: l.sport_id,
            cc: l.cc,
            ...names(l),
            tab: l.tab,
            format: l.format,
            is_major: l.is_major ? 1 : 0,
            kind: l.kind,
            has_table: l.has_table ? 1 : 0,
            has_toplist: l.has_toplist ? 1 : 0,
            rules: JSON.stringify(l.rules),
            source: 'feed',
          })),
        );
        await upsertByKey(
          tx,
          'seasons',
          ['id'],
          (data.seasons ?? []).map((s) => ({
            id: s.id,
            league_id: s.league_id,
            name: s.name,
            start_time: s.start_time,
            end_time: s.end_time,
          })),
        );
        await insertIgnore(
          tx,
          'season_teams',
          (data.seasons ?? []).flatMap((s) =>
            s.team_ids.map((team_id) => ({ season_id: s.id, team_id })),
          ),
        );
        await upsertByKey(
          tx,
          'teams',
          ['id'],
          (data.teams ?? []).map((t) => ({
            id: t.id,
            sport_id: t.sport_id,
            cc: t.cc,
            ...names(t),
            short: t.short,
            color: t.color,
            kit_color: t.kit_color,
            rating: t.rating,
            stadium: t.stadium,
            image_id: t.image_id,
            individual:
              t.individual === null || t.individual === undefined
                ? null
                : JSON.stringify(t.individual),
          })),
        );
        const players = data.players ?? [];
        await upsertByKey(
          tx,
          'players',
          ['id'],
          players.map((p) => ({
            id: p.id,
            team_id: p.team_id,
            cc: p.cc,
            ...names(p),
            shirt: p.shirt,
            position: p.position,
            position_name: p.position_name,
            birthdate: p.birthdate,
            height: p.height,
            weight: p.weight,
            foot: p.foot,
            image_id: null,
          })),
        );
        await upsertByKey(
          tx,
          'transfers',
          ['player_id', 'seq'],
          players.flatMap((p) =>
            p.transfers.map((t, seq) => ({
              player_id: p.id,
              seq,
              team_name: JSON.stringify(t.team_name),
              team: t.team_name.name,
              start: t.start,
              end: t.end,
              type_id: t.type_id,
            })),
          ),
        );
        await upsertByKey(
          tx,
          'books',
          ['id'],
          (data.books ?? []).map((b) => ({ id: b.id, ...names(b), payout: b.payout })),
        );
        await upsertByKey(
          tx,
          'injuries',
          ['player_id', 'start'],
          (data.injuries ?? []).map((i) => ({
            player_id: i.player_id,
            team_id: i.team_id,
            league_id: i.league_id,
            start: i.start,
            end: i.end,
            status_id: i.status_id,
            missing: i.missing ? 1 : 0,
            doubtful: i.doubtful ? 1 : 0,
            comment: i.comment,
          })),
        );
        await upsertByKey(
          tx,
          'provider_tables',
          ['league_id', 'season_id', 'kind'],
          (data.providerTables ?? []).map((p) => ({
            league_id: p.league_id,
            season_id: p.season_id,
            kind: p.kind,
            body: JSON.stringify(p.body),
            fetched_at: p.fetched_at,
          })),
        );
      });
    },

    async writeBatch(batch, feedTime) {
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
    },

    async feedTime() {
      const row = await db
        .selectFrom('feed_clock')
        .select('at')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row ? Number(row.at) : null;
    },

    async finishedIds(ids) {
      const found = new Set<number>();
      for (const part of chunks(ids, 500)) {
        const rows = await db
          .selectFrom('matches')
          .select('id')
          .where('id', 'in', part)
          .where('ended_at', 'is not', null)
          .execute();
        for (const r of rows) found.add(Number(r.id));
      }
      return found;
    },

    async compactOdds(matchId, intervalMs) {
      const rows = await db
        .selectFrom('odds_history')
        .select(['book_id', 'odd_type', 'at'])
        .where('match_id', '=', matchId)
        .orderBy('book_id')
        .orderBy('odd_type')
        .orderBy('at')
        .execute();
      const drop: { book_id: number; odd_type: number; at: number }[] = [];
      for (let i = 0; i < rows.length;) {
        let j = i;
        while (
          j < rows.length &&
          rows[j]!.book_id === rows[i]!.book_id &&
          rows[j]!.odd_type === rows[i]!.odd_type
        )
          j++;
        // Keep the first and last price of each market and at most one per interval between.
        let lastKept = Number(rows[i]!.at);
        for (let k = i + 1; k < j - 1; k++) {
          const at = Number(rows[k]!.at);
          if (at - lastKept < intervalMs) drop.push(rows[k]!);
          else lastKept = at;
        }
        i = j;
      }
      await db.transaction().execute(async (tx) => {
        for (const part of chunks(drop, 100)) {
          await tx
            .deleteFrom('odds_history')
            .where('match_id', '=', matchId)
            .where((eb) =>
              eb.or(
                part.map((r) =>
                  eb.and([
                    eb('book_id', '=', r.book_id),
                    eb('odd_type', '=', r.odd_type),
                    eb('at', '=', r.at),
                  ]),
                ),
              ),
            )
            .execute();
        }
      });
      return drop.length;
    },

    async inPlay() {
      return db.selectFrom('matches').selectAll().where('time_status', '=', 1).execute();
    },
  };
}
