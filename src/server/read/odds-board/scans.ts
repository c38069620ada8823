/**
 * @module read/odds-board/scans
 * The sure-bets and dropping-odds views over every open market (spec §2.19, §7.12):
 * the pure rules of `lib/domain/sure-bets` and `lib/domain/dropping-odds`
 * applied to what `odds-board/markets` reads.
 */
import type { Kysely } from 'kysely';
import {
  biggestDrop,
  outcomeDrops,
  type DropWindow,
  type PricePoint,
} from '../../../lib/domain/dropping-odds';
import type { Outcome } from '../../../lib/domain/odds';
import { round2 } from '../../../lib/domain/odds-summary';
import { findSureBets } from '../../../lib/domain/sure-bets';
import type { DatabaseSchema } from '../../db/schema';
import { readMovedSince, type OpenMarket } from './markets';

export interface SureBetEntry {
  match_id: number;
  sport_id: number;
  odd_type_id: number;
  /** Handicap or total line (null for the winner market). */
  middle: number | null;
  /** Percent of the total stake won whatever happens, 2 decimals. */
  margin: number;
  implied_sum: number;
  legs: { outcome: Outcome; price: number; book_id: number }[];
}

/** Every sure bet of the markets with at least `minMargin` percent, largest first. */
export function sureBetsOf(markets: readonly OpenMarket[], minMargin: number): SureBetEntry[] {
  const entries: SureBetEntry[] = [];
  for (const market of markets) {
    for (const bet of findSureBets(market.oddType, market.books)) {
      if (bet.marginPercent < minMargin) continue;
      entries.push({
        match_id: market.matchId,
        sport_id: market.sportId,
        odd_type_id: market.oddType,
        middle: bet.middle,
        margin: round2(bet.marginPercent),
        implied_sum: Number(bet.impliedSum.toFixed(6)),
        legs: bet.legs.map((leg) => ({
          outcome: leg.outcome,
          price: leg.price,
          book_id: leg.bookId,
        })),
      });
    }
  }
  return entries.sort((a, b) => b.margin - a.margin || a.match_id - b.match_id);
}

export interface DropEntry {
  match_id: number;
  sport_id: number;
  odd_type_id: number;
  outcome: Outcome;
  /** Average price over the books at the start of the window and now, 2 decimals. */
  from: number;
  to: number;
  drop_percent: number;
  books: number;
}

/**
 * The markets whose average price of some outcome fell over the window, biggest fall first:
 * each book starts from its price at the window's start (its opening price when it moved but
 * had none then) and ends at its current price.
 */
export async function droppingOddsOf(
  db: Kysely<DatabaseSchema>,
  markets: readonly OpenMarket[],
  now: number,
  window: DropWindow,
): Promise<DropEntry[]> {
  const start = window === 'opening' ? 0 : now - window * 60_000;
  const moved =
    window === 'opening'
      ? new Map<string, PricePoint | null>()
      : await readMovedSince(db, [...new Set(markets.map((m) => m.matchId))], start);
  const entries: DropEntry[] = [];
  for (const market of markets) {
    const series = market.books.map((book): PricePoint[] => {
      const key = `${market.matchId}:${book.bookId}:${market.oddType}`;
      const then =
        window === 'opening' || moved.get(key) === null
          ? book.opening
          : (moved.get(key) ?? { home: book.home, draw: book.draw, away: book.away });
      return [
        { at: start, home: then.home, draw: then.draw, away: then.away },
        { at: now, home: book.home, draw: book.draw, away: book.away },
      ];
    });
    const drop = biggestDrop(outcomeDrops(series, now, window));
    if (!drop) continue;
    entries.push({
      match_id: market.matchId,
      sport_id: market.sportId,
      odd_type_id: market.oddType,
      outcome: drop.outcome,
      from: round2(drop.from),
      to: round2(drop.to),
      drop_percent: round2(drop.dropPercent),
      books: drop.books,
    });
  }
  return entries.sort((a, b) => b.drop_percent - a.drop_percent || a.match_id - b.match_id);
}
