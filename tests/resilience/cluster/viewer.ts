/**
 * @module resilience/cluster/viewer
 * A page's live data without the page: the product's own socket client (src/lib/socket/wire)
 * and sync engine (live-client.ts) on `/inplay` over WebSocket, feeding a set of live stores,
 * plus what a viewer remembers of each match: the last score it showed, and whether the match
 * left the list (an `ended` entry, or gone from a resync's snapshot).
 */
import type { LiveRow, LiveSnapshot } from '../../../src/lib/domain/live-rows';
import type {
  ClientToServerEvents,
  LiveFrame,
  ServerToClientEvents,
} from '../../../src/lib/domain/socket-contract';
import { createLiveClient } from '../../../src/lib/socket/live-client';
import { MANAGER_OPTIONS } from '../../../src/lib/socket/manager-options';
import { Manager } from '../../../src/lib/socket/wire';
import { createLiveStores, type LiveStores } from '../../../src/lib/stores/live';

export interface Viewer {
  name: string;
  /** The node it is connected to. */
  url: string;
  stores: LiveStores;
  /** Last score shown per match id (kept after the match leaves the list). */
  lastScore: Map<number, string>;
  /** Matches that left the list, by id: how (`ended` entry or resync) and when. */
  left: Map<number, { how: 'ended' | 'resync'; at: number }>;
  /** Matches that left the list and came back (a resync to a state that lagged behind). */
  returned(): number;
  /** Every live status its node told it (the stale marker's source), with when. */
  statuses: { at: number; stale: boolean; reason: string | null }[];
  frames(): number;
  close(): void;
}

async function snapshotOf(url: string, sport: number | null, minSeq: number) {
  const query = `min_seq=${minSeq}${sport ? `&sport=${sport}` : ''}`;
  const res = await fetch(`${url}/api/live/snapshot?${query}`, {
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`snapshot ${res.status}`);
  return ((await res.json()) as { data: LiveSnapshot }).data;
}

/**
 * Connects a viewer of every sport's live list to a web node.
 * @example const v = openViewer('web1-a', web1.url); … v.close();
 */
export function openViewer(name: string, url: string): Viewer {
  const manager = new Manager(url, {
    ...MANAGER_OPTIONS,
    transports: ['websocket'],
    // A node that comes back is found again within a second or two, as a browser tab would.
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 300,
    reconnectionDelayMax: 1_500,
  });
  const socket = manager.socket<ServerToClientEvents, ClientToServerEvents>('/inplay');
  const stores = createLiveStores();
  const lastScore = new Map<number, string>();
  const left = new Map<number, { how: 'ended' | 'resync'; at: number }>();
  let frames = 0;
  let returned = 0;
  socket.on('live:batch', (frame) => {
    frames++;
    // The score each frame carries, before the stores apply it: a frame whose entries score and
    // end a match shows the stores only the end (the row is gone when their listeners run).
    const f = (typeof frame === 'string' ? JSON.parse(frame) : frame) as LiveFrame;
    for (const [name, payload] of f.ev)
      if (name === 'inplay' && typeof payload.ss === 'string')
        lastScore.set(payload.upcoming_id, payload.ss);
  });
  let shown = new Set<number>();
  const unlistenRows = stores.$matches.listen((rows) => {
    const now = new Set<number>();
    for (const row of Object.values<LiveRow | undefined>(rows)) {
      if (!row) continue;
      now.add(row.id);
      if (left.delete(row.id)) returned += 1;
      if (row.ss !== null) lastScore.set(row.id, row.ss);
    }
    const ended = new Set(stores.$ended.get());
    for (const id of shown)
      if (!now.has(id) && !left.has(id))
        left.set(id, { how: ended.has(id) ? 'ended' : 'resync', at: Date.now() });
    shown = now;
  });
  const statuses: Viewer['statuses'] = [];
  const unlistenStatus = stores.$status.listen((status) =>
    statuses.push({ at: Date.now(), stale: status.stale, reason: status.reason }),
  );
  const client = createLiveClient({
    socket,
    sink: stores,
    fetchSnapshot: (sport, minSeq) => snapshotOf(url, sport, minSeq),
  });
  socket.connect();
  return {
    name,
    url,
    stores,
    lastScore,
    left,
    returned: () => returned,
    statuses,
    frames: () => frames,
    close() {
      unlistenRows();
      unlistenStatus();
      client.close();
      manager.close();
    },
  };
}

/** The viewer's list as `id:score` lines, sorted: what it shows, to compare with a snapshot. */
export function listOf(rows: Iterable<LiveRow | undefined>): string[] {
  const out: string[] = [];
  for (const row of rows) if (row) out.push(`${row.id}:${row.ss ?? ''}:${row.time_status}`);
  return out.sort();
}
