/**
 * @module socket/live-client
 * Keeps the live stores in step with the server (spec §4.18, §7.10): fetches the
 * snapshot on every (re)connect, applies frames in seq order, notices a missed frame and
 * starts over from a fresh snapshot, and (re)subscribes the followed matches' rooms. Runs in
 * the browser and in Node (the integration tests drive it against a real server).
 */
import type { LiveSnapshot } from '../domain/live-rows';
import { judgeFrame, newerEntries, readFrame } from '../domain/live-sequence';
import { CURRENT, readLiveStatus } from '../domain/live-status';
import {
  LIVE_ROOMS,
  parseSocketPayload,
  type ClientToServerEvents,
  type ListFilter,
  type LiveFrame,
  type ServerToClientEvents,
  type SportsPayload,
} from '../domain/socket-contract';
import type { LiveSink } from '../domain/live-sink';
import type { Socket } from './wire';

export type LiveSocketClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveClientOptions {
  /** The socket of the live namespace (`/inplay`). */
  socket: LiveSocketClient;
  /** The socket of `/onepick` for sport counts, when the page shows them. */
  sportsSocket?: LiveSocketClient | undefined;
  /** GET /api/live/snapshot. */
  fetchSnapshot(sport: number | null, minSeq: number): Promise<LiveSnapshot>;
  sink: LiveSink;
  /** The list followed from the start. */
  list?: ListFilter;
  /** Jitter source (tests pass a fixed one). */
  random?: () => number;
  /** Answers slower than this count as lost (the request is repeated). */
  ackTimeoutMs?: number;
}

export interface LiveClient {
  /** Follows another list (every sport, one sport, none). */
  setList(filter: ListFilter): void;
  /** The matches whose rooms to be in (bet365 ids); others are left. */
  follow(bet365Ids: readonly string[]): void;
  /** Seq held on a channel, or null while it is being fetched. */
  held(ch: string): number | null | undefined;
  close(): void;
}

interface Channel {
  held: number | null;
  /** Frames that arrived while the channel's state was being fetched. */
  buffer: LiveFrame[];
  busy: boolean;
  /** A fetch must reach at least this seq (a frame showed the server is there). */
  needMin: number;
  attempt: number;
}

/** Frames kept while a snapshot is on its way; beyond this the oldest are dropped. */
const BUFFER_LIMIT = 500;
/** Answers slower than this count as lost, unless the options say otherwise. */
const ACK_TIMEOUT_MS = 10_000;

function listChannel(filter: ListFilter): string | null {
  if (filter === 'none') return null;
  return filter === 'all' ? LIVE_ROOMS.all : LIVE_ROOMS.sport(filter);
}

const newChannel = (): Channel => ({
  held: null,
  buffer: [],
  busy: false,
  needMin: 0,
  attempt: 0,
});

/** Keeps a frame until its channel's state is fetched; beyond the limit the oldest goes. */
function keep(channel: Channel, frame: LiveFrame) {
  channel.buffer.push(frame);
  if (channel.buffer.length > BUFFER_LIMIT) {
    // The fetch must then reach the dropped frame's seq.
    const dropped = channel.buffer.shift()!;
    channel.needMin = Math.max(channel.needMin, dropped.seq);
  }
}

/** Hands on the frames kept while the channel's state was being fetched. */
function drain(channel: Channel, ch: string, onFrame: (frame: LiveFrame, ch: string) => void) {
  const frames = channel.buffer;
  channel.buffer = [];
  for (const frame of frames) onFrame(frame, ch);
}

/** Jittered exponential pause between failed attempts, so clients do not retry in step. */
const pause = (attempt: number, random: () => number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.min(5_000, 500 * 2 ** attempt) * (0.5 + random())),
  );

/**
 * How the channels (the list's room and the followed matches') keep their seq: frames apply in
 * seq order, and a channel's state is fetched (list snapshot, match subscription) when it starts
 * or misses a frame. Returns the list's and a match's fetch, and what a frame does.
 */
function channelSync(
  options: LiveClientOptions,
  channels: Map<string, Channel>,
  isClosed: () => boolean,
  listSport: () => number | null,
) {
  const { socket, sink } = options;
  const random = options.random ?? Math.random;
  let resyncs = 0;
  const holds = (ch: string, channel: Channel) => !isClosed() && channels.get(ch) === channel;

  async function syncList(ch: string, minSeq: number): Promise<void> {
    const channel = channels.get(ch);
    if (!channel) return;
    channel.needMin = Math.max(channel.needMin, minSeq);
    if (channel.busy) return;
    channel.busy = true;
    channel.held = null;
    sink.sync({ status: 'syncing' });
    const sport = listSport();
    while (holds(ch, channel)) {
      try {
        const snapshot = await options.fetchSnapshot(sport, channel.needMin);
        if (!holds(ch, channel)) break;
        if (snapshot.seq >= channel.needMin) {
          sink.resetList(snapshot);
          channel.held = snapshot.seq;
          channel.attempt = 0;
          resyncs++;
          sink.sync({ status: 'live', seq: snapshot.seq, resyncs });
          break;
        }
      } catch {
        // Lost or refused: the same as a snapshot older than needed.
      }
      await pause(channel.attempt++, random);
    }
    channel.busy = false;
    if (channel.held !== null) drain(channel, ch, onFrame);
  }

  function syncMatch(bet365Id: string) {
    const ch = LIVE_ROOMS.match(bet365Id);
    const channel = channels.get(ch);
    if (!channel || channel.busy || !socket.connected) return;
    channel.busy = true;
    channel.held = null;
    socket
      .timeout(options.ackTimeoutMs ?? ACK_TIMEOUT_MS)
      .emit('match:subscribe', bet365Id, (error, answer) => {
        channel.busy = false;
        if (!holds(ch, channel)) return;
        if (error || !answer || 'error' in answer) {
          // Lost answer or refusal (rate limit): try again after a pause while still followed.
          void pause(channel.attempt++, random).then(() => syncMatch(bet365Id));
          return;
        }
        channel.attempt = 0;
        sink.resetDetails(bet365Id, answer.data.details);
        channel.held = answer.data.seq;
        drain(channel, ch, onFrame);
      });
  }

  function onFrame(frame: LiveFrame, ch = frame.ch) {
    const channel = channels.get(ch);
    if (!channel) return;
    if (channel.held === null) return keep(channel, frame);
    const verdict = judgeFrame(channel.held, frame);
    if (verdict === 'stale') return;
    if (verdict === 'gap') {
      channel.buffer.push(frame);
      if (ch.startsWith('match:')) syncMatch(ch.slice('match:'.length));
      else void syncList(ch, frame.after);
      return;
    }
    sink.apply(newerEntries(channel.held, frame));
    channel.held = frame.seq;
    if (!ch.startsWith('match:')) sink.sync({ seq: frame.seq });
  }

  return [syncList, syncMatch, onFrame] as const;
}

/**
 * Hands the sink what the server says besides frames: the sport counts, a lost connection and
 * whether its data is current. Returns the function that stops listening.
 */
function listenStatus(
  socket: LiveSocketClient,
  sportsSocket: LiveSocketClient | undefined,
  sink: LiveSink,
): () => void {
  const onSports = (raw: unknown) => {
    const value = parseSocketPayload(raw) as SportsPayload | undefined;
    if (value && typeof value.seq === 'number' && typeof value.sports === 'object')
      sink.sports(value);
  };
  const onDisconnect = () => sink.sync({ status: 'syncing' });
  const onStatus = (raw: unknown) => {
    const status = readLiveStatus(parseSocketPayload(raw));
    if (status) sink.status(status);
  };
  socket.on('disconnect', onDisconnect);
  socket.on('live:status', onStatus);
  sportsSocket?.on('sports', onSports);
  return () => {
    socket.off('disconnect', onDisconnect);
    socket.off('live:status', onStatus);
    sportsSocket?.off('sports', onSports);
  };
}

/**
 * @example const client = createLiveClient({ socket, fetchSnapshot, sink: liveSink }); client.follow(['10150001']);
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { socket, sink } = options;
  let filter: ListFilter = options.list ?? 'all';
  let closed = false;
  const channels = new Map<string, Channel>();
  const followed = new Set<string>();
  const [syncList, syncMatch, onFrame] = channelSync(
    options,
    channels,
    () => closed,
    () => (typeof filter === 'number' ? filter : null),
  );

  function onConnect() {
    // A node says so on connecting when its data is not current; the last one's word is void.
    sink.status(CURRENT);
    // A new connection has none of the old one's rooms or frames: start every channel over.
    const listCh = listChannel(filter);
    for (const [ch] of channels) if (!ch.startsWith('match:')) channels.delete(ch);
    if (listCh) {
      channels.set(listCh, newChannel());
      void syncList(listCh, 0);
    }
    for (const bet365Id of followed) {
      channels.set(LIVE_ROOMS.match(bet365Id), newChannel());
      syncMatch(bet365Id);
    }
  }

  const onBatch = (raw: unknown) => {
    const frame = readFrame(raw);
    if (frame) onFrame(frame);
  };
  socket.on('connect', onConnect);
  socket.on('live:batch', onBatch);
  const unlisten = listenStatus(socket, options.sportsSocket, sink);
  if (socket.connected) onConnect();

  return {
    setList(next) {
      if (next === filter) return;
      const before = listChannel(filter);
      if (before) channels.delete(before);
      filter = next;
      const ch = listChannel(next);
      if (ch) channels.set(ch, newChannel());
      if (!socket.connected) return;
      // Fetch once the server has moved the socket: the snapshot must be at least as new as
      // the room's stream start, which the answer's seq tells.
      socket
        .timeout(options.ackTimeoutMs ?? ACK_TIMEOUT_MS)
        .emit('list:subscribe', { sport: next }, (error, answer) => {
          const seq = !error && answer && 'data' in answer ? answer.data.seq : 0;
          if (ch) void syncList(ch, seq);
        });
    },
    follow(ids) {
      const wanted = new Set(ids);
      for (const bet365Id of [...followed]) {
        if (wanted.has(bet365Id)) continue;
        followed.delete(bet365Id);
        channels.delete(LIVE_ROOMS.match(bet365Id));
        sink.dropDetails(bet365Id);
        if (socket.connected) socket.emit('match:unsubscribe', bet365Id, () => undefined);
      }
      for (const bet365Id of wanted) {
        if (followed.has(bet365Id)) continue;
        followed.add(bet365Id);
        channels.set(LIVE_ROOMS.match(bet365Id), newChannel());
        syncMatch(bet365Id);
      }
    },
    held: (ch) => channels.get(ch)?.held,
    close() {
      closed = true;
      socket.off('connect', onConnect);
      socket.off('live:batch', onBatch);
      unlisten();
      channels.clear();
      sink.sync({ status: 'idle' });
    },
  };
}
