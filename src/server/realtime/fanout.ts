/**
 * @module realtime/fanout
 * Sends the live entries to the rooms that want them: merged per match over a short window,
 * then one frame per room, emitted once to the whole room (socket.io encodes a room broadcast
 * once and writes the same WebSocket frame to every member). Emits stay on this node: every
 * node receives every bus event and serves its own sockets.
 */
import { createWindow } from '../../lib/domain/live-coalesce';
import type { MirrorOutput } from '../../lib/domain/live-mirror';
import {
  LIVE_ROOMS,
  type FrameEntry,
  type LiveFrame,
  type SportsPayload,
} from '../../lib/domain/socket-contract';
import type { LiveHub } from './live-hub';
import type { LiveNamespace, SportsNamespace } from './types';

interface RoomState {
  /** Seq the room's next frame starts after. */
  since: number;
  window: ReturnType<typeof createWindow>;
  /** The no-bet365 ids last sent to a list room (JSON), to send the set only when it changes. */
  noBet365?: string;
}

export interface Fanout {
  /** Emits whatever is pending now (the window timer calls it). */
  flush(): void;
  /** Rooms with a live stream right now (for tests and health). */
  rooms(): string[];
  close(): void;
}

export interface FanoutOptions {
  hub: LiveHub;
  live: LiveNamespace;
  sports: SportsNamespace;
  /** Shortest merge window. */
  windowMs: number;
  /** Longest merge window, reached only while sending takes long (many sockets, busy CPU). */
  maxWindowMs?: number;
}

function listRoomSport(room: string): number | undefined | null {
  if (room === LIVE_ROOMS.all) return undefined;
  const m = /^list:sport:(\d+)$/.exec(room);
  return m ? Number(m[1]) : null;
}

/** Queues, in each list room whose set changed, the matches in play without a bet365 id. */
function queueNoBet365(states: Map<string, RoomState>, mirror: LiveHub['mirror']) {
  for (const [room, state] of states) {
    const sport = listRoomSport(room);
    if (sport === null) continue;
    const ids = mirror.noBet365(sport);
    const key = JSON.stringify(ids);
    // Nothing to say about a set that was empty and stays empty.
    if ((state.noBet365 ?? '[]') === key) continue;
    state.noBet365 = key;
    state.window.add(['nobet365', { ids, seq: mirror.seq() }]);
  }
}

/**
 * Calls `flush` every window; returns what stops it. Sending a frame costs a write per member.
 * The window stretches so that sending takes at most half the time: under a load the node
 * cannot sustain, frames get bigger and fewer rather than queueing up (latency grows with the
 * window, not without bound).
 */
function flushEvery(flush: () => void, windowMs: number, maxWindowMs = windowMs * 4): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const tick = () => {
    const started = performance.now();
    flush();
    const spent = performance.now() - started;
    if (closed) return;
    const next = Math.min(maxWindowMs, Math.max(windowMs, 2 * spent));
    timer = setTimeout(tick, Math.max(0, next - spent));
    timer.unref?.();
  };
  timer = setTimeout(tick, windowMs);
  timer.unref?.();
  return () => {
    closed = true;
    clearTimeout(timer);
  };
}

export function createFanout(options: FanoutOptions): Fanout {
  const { hub, live, sports } = options;
  const mirror = hub.mirror;
  const adapter = live.adapter;
  const states = new Map<string, RoomState>();
  let listVersion = mirror.listVersion();
  let sportsDirty = false;
  let noBet365Dirty = false;

  // A room's stream starts when its first member joins: everything after the mirror's seq at
  // that moment is collected, and the member's snapshot (taken after joining) holds the rest.
  const open = (room: string) => {
    if (room.startsWith('list:') || room.startsWith('match:')) {
      states.set(room, { since: mirror.seq(), window: createWindow() });
    }
  };
  const drop = (room: string) => states.delete(room);
  adapter.on('create-room', open);
  adapter.on('delete-room', drop);

  function add(room: string, entry: FrameEntry) {
    states.get(room)?.window.add(entry);
  }

  const stopOutputs = hub.onOutputs((outputs: MirrorOutput[]) => {
    for (const o of outputs) {
      if (o.toLists) {
        add(LIVE_ROOMS.all, o.entry);
        add(LIVE_ROOMS.sport(o.sportId), o.entry);
        if (o.entry[0] === 'inplay' && o.entry[1].bet365_id !== undefined) noBet365Dirty = true;
      }
      if (o.toMatch && o.bet365Id) add(LIVE_ROOMS.match(o.bet365Id), o.entry);
    }
    if (mirror.listVersion() !== listVersion) {
      listVersion = mirror.listVersion();
      sportsDirty = true;
      noBet365Dirty = true;
    }
  });

  // After a reseed nothing pending can be trusted; an empty frame at the new seq makes every
  // member that holds less fetch the snapshot again.
  const stopResets = hub.onReset((seq) => {
    sportsDirty = true;
    noBet365Dirty = true;
    for (const [room, state] of states) {
      state.window.take();
      state.since = seq;
      const frame: LiveFrame = { ch: room, after: seq, seq, ev: [] };
      live.local.to(room).emit('live:batch', frame);
    }
  });

  function flush() {
    if (noBet365Dirty) {
      noBet365Dirty = false;
      queueNoBet365(states, mirror);
    }
    const seq = mirror.seq();
    for (const [room, state] of states) {
      if (state.window.size() === 0) continue;
      const frame: LiveFrame = { ch: room, after: state.since, seq, ev: state.window.take() };
      state.since = seq;
      live.local.to(room).emit('live:batch', frame);
    }
    if (sportsDirty) {
      sportsDirty = false;
      const payload: SportsPayload = { seq, sports: mirror.sports() };
      sports.local.emit('sports', payload);
    }
  }

  const stopFlushing = flushEvery(flush, options.windowMs, options.maxWindowMs);

  return {
    flush,
    rooms: () => [...states.keys()],
    close() {
      stopFlushing();
      stopOutputs();
      stopResets();
      adapter.off('create-room', open);
      adapter.off('delete-room', drop);
      states.clear();
    },
  };
}
