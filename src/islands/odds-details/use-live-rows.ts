/**
 * The odds details rows kept live (spec §2.8): the pop-up follows
 * its match's room through the one socket module (no list), lays every book's update over the
 * rows, and fetches the rows again on each (re)connection so nothing missed while away stays.
 * Closing the window (unmount) leaves the room.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import type { OddsPayload } from '../../lib/domain/socket-contract';
import { applyLiveOdds } from '../../lib/odds-details/live';
import type { OddsDetailRow } from '../../lib/odds-details/table';
import { $connection } from '../../lib/socket/connection';
import { $liveBookOdds, followList, watchMatch } from '../../lib/stores/live';
import { useClientStore } from '../common/client-store';

const NO_UPDATES: Readonly<Partial<Record<string, OddsPayload>>> = {};

export function useLiveRows(
  rows: OddsDetailRow[],
  matchId: number,
  bet365Id: string | null,
): OddsDetailRow[] {
  const [base, setBase] = useState(rows);
  const seen = useRef<ReadonlyMap<string, OddsPayload>>(new Map());
  const updates = useClientStore($liveBookOdds, NO_UPDATES);
  const { status } = useClientStore($connection, { status: 'idle', attempt: 0 });

  useEffect(() => {
    followList('none');
    // Rooms are keyed by bet365 id: a match without one has no live room to join.
    return bet365Id ? watchMatch(bet365Id) : undefined;
  }, [bet365Id]);

  useEffect(() => {
    if (status !== 'online') return;
    let cancelled = false;
    api()
      .get<{ data: OddsDetailRow[] }>(`/upcoming-odds/details/${matchId}`)
      .then((answer) => {
        if (cancelled) return;
        // The updates held now are in the answer already; only later ones apply.
        seen.current = new Map(
          Object.entries($liveBookOdds.get()).filter(
            (entry): entry is [string, OddsPayload] => entry[1] !== undefined,
          ),
        );
        setBase(answer.data);
      })
      .catch(() => {
        // The rows on screen stay; the next reconnection tries again.
      });
    return () => {
      cancelled = true;
    };
  }, [status, matchId]);

  return useMemo(
    () => applyLiveOdds(base, updates, matchId, seen.current),
    [base, updates, matchId],
  );
}
