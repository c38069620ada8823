/**
 * @module read/odds-board/markets
 * Prices across every open match (upcoming or in play) for the sure-bets and dropping-odds views
 * (spec §2.19, §7.12): each market's opening and current price per
 * book, from the live state when this node runs the feed, else from the database; and the price
 * each book showed at a moment, from the stored history.
 */
import type { Kysely } from 'kysely';
import type { OddTypeId, Price } from '../../../lib/domain/odds';
import { TIME_STATUS } from '../../../lib/domain/sports';
import type { PricePoint } from '../../../lib/domain/dropping-odds';
import type { BookPrices } from '../../../lib/domain/sure-bets';
import type { DatabaseSchema } from '../../db/schema';
import type { LiveStateReader } from '../../feed/live-state';

type Db = Kysely<DatabaseSchema>;

export const OPEN_SCOPES = ['inplay', 'upcoming', 'all'] as const;
export type OpenScope = (typeof OPEN_SCOPES)[number];

export interface BookMarket extends BookPrices {
  /** The book's first price of the market. */
  opening: { home: number | null; draw: number | null; away: number | null };
}

export interface OpenMarket {
  matchId: number;
  sportId: number;
  oddType: OddTypeId;
  books: BookMarket[];
}

export interface OpenMarketFilter {
  scope: OpenScope;
  sportId?: number | undefined;
  oddType?: OddTypeId | undefined;
}

function statuses(scope: OpenScope): number[] {
  if (scope === 'inplay') return [TIME_STATUS.inPlay];
  if (scope === 'upcoming') return [TIME_STATUS.notStarted];
  return [TIME_STATUS.notStarted, TIME_STATUS.inPlay];
}

const price = (p: Price | number | null | undefined): number | null =>
  typeof p === 'number' && Number.isFinite(p) && p > 1 ? p : null;

function group(rows: (BookMarket & { matchId: number; sportId: number; oddType: OddTypeId })[]) {
  const markets = new Map<string, OpenMarket>();
  for (const { matchId, sportId, oddType, ...book } of rows) {
    const key = `${matchId}:${oddType}`;
    const market = markets.get(key) ?? { matchId, sportId, oddType, books: [] };
    market.books.push(book);
    markets.set(key, market);
  }
  return [...markets.values()].sort((a, b) => a.matchId - b.matchId || a.oddType - b.oddType);
}

function fromLive(live: LiveStateReader, filter: OpenMarketFilter): OpenMarket[] {
  const wanted = statuses(filter.scope);
  const rows = [];
  for (const match of live.all()) {
    const status = match.snapshot?.time_status ?? match.fixture.time_status;
    if (!wanted.includes(status) || match.endedAt !== null) continue;
    if (filter.sportId !== undefined && match.fixture.sport_id !== filter.sportId) continue;
    for (const odds of match.odds.values()) {
      if (filter.oddType !== undefined && odds.oddType !== filter.oddType) continue;
      // A suspended market has no price to back.
      const current = (p: Price | null) => (odds.suspended ? null : price(p));
      rows.push({
        matchId: match.fixture.id,
        sportId: match.fixture.sport_id,
        oddType: odds.oddType,
        bookId: odds.bookId,
        home: current(odds.n.home),
        draw: current(odds.n.draw),
        away: current(odds.n.away),
        middle: odds.n.middle,
        opening: { home: price(odds.o.home), draw: price(odds.o.draw), away: price(odds.o.away) },
      });
    }
  }
  return group(rows);
}

async function fromDatabase(db: Db, filter: OpenMarketFilter): Promise<OpenMarket[]> {
  let query = db
    .selectFrom('odds_current as o')
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .select([
      'o.match_id',
      'm.sport_id',
      'o.odd_type',
      'o.book_id',
      'o.o_home',
      'o.o_draw',
      'o.o_away',
      'o.n_home',
      'o.n_draw',
      'o.n_away',
      'o.n_middle',
      'o.suspended',
    ])
    .where('m.time_status', 'in', statuses(filter.scope));
  if (filter.sportId !== undefined) query = query.where('m.sport_id', '=', filter.sportId);
  if (filter.oddType !== undefined) query = query.where('o.odd_type', '=', filter.oddType);
  const rows = await query.execute();
  return group(
    rows.map((r) => {
      const current = (p: number | null) => (r.suspended ? null : price(p));
      return {
        matchId: Number(r.match_id),
        sportId: Number(r.sport_id),
        oddType: Number(r.odd_type) as OddTypeId,
        bookId: Number(r.book_id),
        home: current(r.n_home),
        draw: current(r.n_draw),
        away: current(r.n_away),
        middle: r.n_middle === null ? null : Number(r.n_middle),
        opening: { home: price(r.o_home), draw: price(r.o_draw), away: price(r.o_away) },
      };
    }),
  );
}

/** Every open market's prices per book (the live state is fresher than the database). */
export async function readOpenMarkets(
  db: Db,
  live: LiveStateReader | null,
  filter: OpenMarketFilter,
): Promise<OpenMarket[]> {
  return live ? fromLive(live, filter) : fromDatabase(db, filter);
}

/** How far back the history is searched for a book's price at the start of a window. */
const LOOKBACK_MS = 6 * 3_600_000;

/**
 * The books whose price moved after `at`, keyed `match:book:oddType`, each with its price at
 * `at`: its last history entry at or before it (searched back six hours), or null when it has
 * none (it opened later, or long before: the caller takes its opening price). A book absent from
 * the map has not moved since `at`, so its current price was its price then.
 */
export async function readMovedSince(
  db: Db,
  matchIds: readonly number[],
  at: number,
): Promise<Map<string, PricePoint | null>> {
  const moved = new Map<string, PricePoint | null>();
  for (let i = 0; i < matchIds.length; i += 500) {
    const rows = await db
      .selectFrom('odds_history')
      .select(['match_id', 'book_id', 'odd_type', 'at', 'home', 'draw', 'away'])
      .where('match_id', 'in', matchIds.slice(i, i + 500))
      .where('at', '>', at - LOOKBACK_MS)
      .orderBy('at', 'asc')
      .execute();
    const before = new Map<string, PricePoint>();
    for (const r of rows) {
      const key = `${Number(r.match_id)}:${Number(r.book_id)}:${Number(r.odd_type)}`;
      if (Number(r.at) <= at) {
        before.set(key, {
          at: Number(r.at),
          home: price(r.home),
          draw: price(r.draw),
          away: price(r.away),
        });
      } else if (!moved.has(key)) {
        moved.set(key, before.get(key) ?? null);
      }
    }
  }
  return moved;
}
