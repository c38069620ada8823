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
  /**
   * Ends whose final score differed from what the viewer showed and what the frame's own score
   * entries brought (the end's `finals` put it right): each one means a score frame was missed.
   */
  corrections(): string[];
  /**
   * What this viewer heard of each match, oldest first (bounded): frames (`f after..seq held`
   * and the match's entries), snapshots (`snap seq` and the match's row or final), for
   * explaining a mismatch.
   */
  trace(id: number): string[];
  /** Every live status its node told it (the stale marker's source), with when. */
  statuses: { at: number; stale: boolean; reason: string | null }[];
  frames(): number;
  close(): void;
}

/** Lines kept per match: enough for the minute around its end. */
const TRACE_LINES = 60;

/**
 * The ends of a frame whose final score neither the viewer showed nor the frame's own score
 * entries brought: `[id, shown, final]` each (a score frame the viewer never got).
 */
function missedFinals(shown: LiveStores['$matches']['value'], entries: LiveFrame['ev']) {
  const out: [number, string | null | undefined, string | null][] = [];
  const scored = new Map<number, string | null>();
  for (const [name, payload] of entries) {
    if (name === 'inplay' && payload.ss !== undefined) scored.set(payload.upcoming_id, payload.ss);
    if (name !== 'ended') continue;
    for (const f of payload.finals ?? []) {
      const row = shown?.[f.id];
      const showing = scored.has(f.id) ? scored.get(f.id) : row?.ss;
      if (row && showing !== f.ss) out.push([f.id, showing, f.ss]);
    }
  }
  return out;
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
  const traces = new Map<number, string[]>();
  const corrections: string[] = [];
  const note = (id: number, line: string) => {
    const lines = traces.get(id) ?? [];
    lines.push(`${Date.now() % 100_000} ${line}`);
    if (lines.length > TRACE_LINES) lines.shift();
    traces.set(id, lines);
  };
  // Made below, once the frame listener (which must run before the client's) is in place.
  const link: { client?: ReturnType<typeof createLiveClient> } = {};
  socket.on('live:batch', (frame) => {
    frames++;
    // The score each frame carries, before the stores apply it: a frame whose entries score and
    // end a match shows the stores only the end (the row is gone when their listeners run).
    const f = (typeof frame === 'string' ? JSON.parse(frame) : frame) as LiveFrame;
    const held = link.client?.held(f.ch);
    for (const [id, showed, final] of missedFinals(stores.$matches.get(), f.ev)) {
      corrections.push(`${id}: showed ${showed}, final ${final}`);
      note(id, `corrected by the end: showed ${showed}, final ${final}`);
    }
    const head = `f ${f.after}..${f.seq} held ${held === undefined ? '-' : String(held)}`;
    for (const [name, payload] of f.ev) {
      if (name === 'inplay') {
        if (typeof payload.ss === 'string') lastScore.set(payload.upcoming_id, payload.ss);
        note(payload.upcoming_id, `${head} inplay ${payload.seq} ${payload.ss ?? '.'}`);
      } else if (name === 'ended') {
        for (const id of payload.ids) note(id, `${head} ended ${payload.seq}`);
      }
    }
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
    fetchSnapshot: async (sport, minSeq) => {
      const snapshot = await snapshotOf(url, sport, minSeq);
      const final = new Map((snapshot.ended ?? []).map((e) => [e.id, e]));
      const live = new Map(snapshot.matches.map((m) => [m.id, m]));
      for (const id of new Set([...traces.keys(), ...final.keys(), ...live.keys()])) {
        const row = live.get(id);
        const end = final.get(id);
        const what = row ? `row ${row.seq} ${row.ss}` : end ? `final ${end.ss}` : 'absent';
        note(id, `snap ${snapshot.seq} (min ${minSeq}) ${what}`);
      }
      return snapshot;
    },
  });
  link.client = client;
  socket.connect();
  return {
    name,
    url,
    stores,
    lastScore,
    left,
    returned: () => returned,
    trace: (id) => traces.get(id) ?? [],
    corrections: () => [...corrections],
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
