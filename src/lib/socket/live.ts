/**
 * @module socket/live
 * The page's live data: while any island listens to a live store, the live namespaces are
 * open and the live client keeps the stores in step; the followed list and matches follow
 * the demand the stores hand over (`LiveDemand`: the list filter, the route's and watched
 * matches).
 */
import type { LiveDemand } from '../domain/live-sink';
import type { LiveSnapshot } from '../domain/live-rows';
import { publicConfig } from '../shell/public-config';
import { closeSocket, socketFor } from './connection';
import { createLiveClient, type LiveClient, type LiveSocketClient } from './live-client';

/**
 * GET {apiBase}/live/snapshot.
 * @example await fetchLiveSnapshot(18, 0)
 */
export async function fetchLiveSnapshot(
  sport: number | null,
  minSeq: number,
): Promise<LiveSnapshot> {
  const params = new URLSearchParams();
  if (sport !== null) params.set('sport', String(sport));
  if (minSeq > 0) params.set('min_seq', String(minSeq));
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const response = await fetch(`${publicConfig().apiBase}/live/snapshot${query}`, {
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`live snapshot answered ${response.status}`);
  return ((await response.json()) as { data: LiveSnapshot }).data;
}

let users = 0;
let stop: (() => void) | undefined;

function open({ sink, listFilter, followedMatches }: LiveDemand): () => void {
  const live = socketFor('inplay', {
    // Read on every (re)connect, so a reconnect joins the list the page follows now.
    auth: (cb: (data: object) => void) => cb({ sport: listFilter.get() }),
  }) as LiveSocketClient;
  const sports = socketFor('onepick') as LiveSocketClient;
  const client: LiveClient = createLiveClient({
    socket: live,
    sportsSocket: sports,
    fetchSnapshot: fetchLiveSnapshot,
    sink,
    list: listFilter.get(),
  });
  const unfollowList = listFilter.subscribe((filter) => client.setList(filter));
  const unfollowMatches = followedMatches.subscribe((ids) => client.follow(ids));
  return () => {
    unfollowList();
    unfollowMatches();
    client.close();
    closeSocket('inplay');
    closeSocket('onepick');
  };
}

/**
 * Starts the live data for one more user; returns the function that releases it. The first
 * user's demand opens the connection; the page has one set of live stores, so later users
 * hand the same one.
 */
export function startLive(demand: LiveDemand): () => void {
  users++;
  stop ??= open(demand);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) {
      stop?.();
      stop = undefined;
    }
  };
}
