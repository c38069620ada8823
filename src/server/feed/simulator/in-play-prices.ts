/**
 * @module feed/simulator/in-play-prices
 * A played match's in-play prices at each book: the recent price history each book reads as it
 * was its lag ago, suspension in dangerous moments, and only the quotes that changed.
 */
import type { MarketProbabilities, Quote } from '../../../lib/domain/odds';
import type { OddsRecord } from '../updates';
import { ALL_ODD_TYPES, bookQuote } from './bookmakers';
import type { BookDef } from './catalogue/types';
import { createRng } from './rng';

/** How often a book re-prices in play, at least. */
const IN_PLAY_REPRICE_MS = 6_000;

export interface PricePoint {
  t: number;
  probs: MarketProbabilities;
  dangerous: boolean;
}

/** The score and clock a book's in-play record carries. */
export interface ShownMatch {
  ss: string | null;
  timeStr: string | null;
}

export interface InPlayPricer {
  /** Keeps the engine's prices at a moment of play. */
  note(point: PricePoint): void;
  /** Books' in-play prices that changed at time t (lagged and rate-limited per book). */
  odds(books: readonly BookDef[], t: number): OddsRecord[];
}

/** The in-play pricing of one match; `shown` reads the match's score and clock now. */
export function createInPlayPricer(
  seed: string,
  matchId: number,
  shown: () => ShownMatch,
): InPlayPricer {
  const history: PricePoint[] = [];
  const lastQuote = new Map<string, Quote>();
  const lastPriced = new Map<number, number>();

  /** The book's quotes at time t that differ from the last ones it published. */
  function changedQuotes(book: BookDef, t: number, view: ShownMatch): OddsRecord[] {
    const out: OddsRecord[] = [];
    // The book sees the match as it was lagSeconds ago.
    const seen = history.findLast((p) => p.t <= t - book.lagSeconds * 1000) ?? history[0]!;
    const suspended = history.some((p) => p.dangerous && p.t >= t - 4_000);
    const rng = createRng(
      `${seed}/live/${matchId}/${book.id}/${Math.floor(t / IN_PLAY_REPRICE_MS)}`,
    );
    for (const oddType of ALL_ODD_TYPES) {
      const quote = bookQuote(seen.probs, oddType, book, rng, suspended);
      if (!quote) continue;
      const key = `${book.id}:${oddType}`;
      const previous = lastQuote.get(key);
      if (previous && sameQuote(previous, quote)) continue;
      lastQuote.set(key, quote);
      out.push({ bookId: book.id, oddType, quote, at: t, ss: view.ss, time_str: view.timeStr });
    }
    return out;
  }

  return {
    note(point) {
      history.push(point);
      while (history.length > 0 && point.t - history[0]!.t > 30_000) history.shift();
    },
    odds(books, t) {
      const out: OddsRecord[] = [];
      if (history.length === 0) return out;
      // The view is built only when a book re-prices: most calls between re-prices do nothing.
      let view: ShownMatch | undefined;
      for (const book of books) {
        const last = lastPriced.get(book.id) ?? 0;
        if (t - last < Math.max(IN_PLAY_REPRICE_MS, book.lagSeconds * 500)) continue;
        lastPriced.set(book.id, t);
        view ??= shown();
        out.push(...changedQuotes(book, t, view));
      }
      return out;
    },
  };
}

function sameQuote(a: Quote, b: Quote): boolean {
  return a.home === b.home && a.draw === b.draw && a.away === b.away && a.middle === b.middle;
}
