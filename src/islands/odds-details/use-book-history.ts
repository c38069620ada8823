/**
 * The odds history of the bookmaker tab in view (spec §2 "Bookmaker history tabs per book
 * type"): the main book's came with the page; another book's is fetched once when its tab is
 * first opened and kept for the life of the window.
 */
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import type { HistorySeries } from '../../lib/odds-details/history';

export type BookHistory =
  { state: 'ready'; series: HistorySeries } | { state: 'loading' } | { state: 'failed' };

interface HistoryAnswer {
  data: HistorySeries;
}

export function useBookHistory(
  matchId: number,
  bookId: number,
  initial: { bookId: number; series: HistorySeries },
): BookHistory {
  const [fetched, setFetched] = useState<ReadonlyMap<number, BookHistory>>(() => new Map());
  // Answers are keyed by book, so switching tabs mid-fetch loses nothing; only unmount drops them.
  const requested = useRef(new Set<number>());
  const mounted = useRef(true);
  const preloaded = bookId === initial.bookId;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (preloaded || requested.current.has(bookId)) return;
    requested.current.add(bookId);
    const settle = (history: BookHistory) => {
      if (mounted.current) setFetched((current) => new Map(current).set(bookId, history));
    };
    api()
      .get<HistoryAnswer>(`/relative/odds/${matchId}`, { book_id: bookId })
      .then((answer) => settle({ state: 'ready', series: answer.data }))
      .catch(() => {
        // A later visit to the tab tries again.
        requested.current.delete(bookId);
        settle({ state: 'failed' });
      });
  }, [matchId, bookId, preloaded]);

  if (preloaded) return { state: 'ready', series: initial.series };
  return fetched.get(bookId) ?? { state: 'loading' };
}
