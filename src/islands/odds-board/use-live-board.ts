/**
 * A board's rows kept live (spec §2.19): the page renders the first
 * rows; afterwards every price push of the followed list (the one socket module, through the
 * stores) and a slow tick while the page is visible ask the refresher for the board again, which
 * keeps one request in flight at most and starts them `MIN_INTERVAL_MS` apart.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import type { SportId } from '../../lib/domain/sports';
import { createRefresher } from '../../lib/odds-board/refresh';
import { $liveOdds, followList } from '../../lib/stores/live';

/** Requests start at least this far apart, however many prices move. */
export const MIN_INTERVAL_MS = 3_000;
/** Upcoming matches' prices move without pushes: the board is also fetched this often. */
export const TICK_MS = 15_000;

export interface LiveBoard<T> {
  rows: T[];
  /** Epoch ms of the last refresh (null: the rows are the page's). */
  updatedAt: number | null;
}

export function useLiveBoard<T>(
  initial: T[],
  /** API path with its query, e.g. `/odds/dropping?window=5&type=1`. */
  path: string,
  sportsId: SportId | null,
  parse: (raw: unknown) => T,
): LiveBoard<T> {
  const [board, setBoard] = useState<LiveBoard<T>>({ rows: initial, updatedAt: null });

  useEffect(() => {
    let active = true;
    followList(sportsId ?? 'all');
    const refresher = createRefresher(
      async () => {
        const answer = await api().get<{ data: unknown[] }>(path);
        if (active) setBoard({ rows: answer.data.map(parse), updatedAt: Date.now() });
      },
      { minIntervalMs: MIN_INTERVAL_MS },
    );
    const visible = () => document.visibilityState === 'visible';
    const unlisten = $liveOdds.listen(() => {
      if (visible()) refresher.request();
    });
    const tick = setInterval(() => {
      if (visible()) refresher.request();
    }, TICK_MS);
    const onVisible = () => {
      if (visible()) refresher.request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      refresher.stop();
      unlisten();
      clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [path, sportsId, parse]);

  return board;
}
