/**
 * @module resilience/killload/load-client
 * One light load client: the socket.io protocol on `/inplay` over a raw WebSocket (as in
 * tests/bench/fanout-load.ts), with the browser's reconnection (the product's Backoff, attempts
 * and open timeout, as wire/manager.ts runs them) and list sync (list-sync.ts). A lost
 * connection is retried on the other node, as a load balancer sends it to the node still up.
 * It records when it lost its connection, tried again, was accepted and was in sync.
 */
import WebSocket from 'ws';
import { EMPTY_STATE, type ListState } from './list-state';
import { ListChannel, type SyncHost } from './list-sync';
import { productBackoff, RECONNECT } from './reconnect-policy';

export interface NodeAddress {
  name: string;
  url: string;
}

/** Epoch ms of what happened to one client, in order. */
export interface ClientRecord {
  /** Index of the node it connected to first, and of the node it is on (or tried last). */
  home: number;
  node: number;
  drops: number[];
  /** When each attempt was due by the Backoff's delay, and when it was made (later when busy). */
  planned: number[];
  attempts: number[];
  /** Namespace connections acknowledged (the first is the initial one). */
  connects: number[];
  /** Snapshots applied with the frames that came meanwhile. */
  syncs: number[];
  gaps: number;
  /** Why it stopped trying (`reconnect failed`, a connect error, the server's disconnect). */
  failed: string | null;
}

const NAMESPACE = '/inplay';
/** A socket.io EVENT packet of the namespace: `42/inplay,` then the JSON array. */
const EVENT_PREFIX = Buffer.from(`42${NAMESPACE},`);
const HEADER_BYTES = 160;

/**
 * The key of a frame: the node, the size and the frame's header up to its entries (`ch`,
 * `after`, `seq`: the fan-out writes them first). A node sends a room's frame for a seq once,
 * as the same bytes to every member, so equal keys are equal frames (read once: see list-state).
 */
function frameKey(node: number, data: Buffer): string | null {
  const header = data.toString('latin1', EVENT_PREFIX.length, HEADER_BYTES);
  const end = header.indexOf('"ev":');
  return end < 0 ? null : `${node}|${data.length}|${header.slice(0, end)}`;
}

export class LoadClient implements SyncHost {
  state: ListState = EMPTY_STATE;
  readonly record: ClientRecord;
  private channel: ListChannel | null = null;
  private ws: WebSocket | undefined;
  private open = false;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly backoff = productBackoff();

  constructor(
    private readonly nodes: readonly NodeAddress[],
    home: number,
    readonly localAddress: string,
  ) {
    this.record = {
      home,
      node: home,
      drops: [],
      planned: [],
      attempts: [],
      connects: [],
      syncs: [],
      gaps: 0,
      failed: null,
    };
  }

  /** Connected to a node's namespace and holding its list. */
  live(): boolean {
    return this.open && this.channel?.held != null;
  }

  url(): string {
    return this.nodes[this.record.node]!.url;
  }

  current(channel: ListChannel): boolean {
    return !this.closed && this.channel === channel;
  }

  synced(at: number): void {
    this.record.syncs.push(at);
  }

  gap(): void {
    this.record.gaps += 1;
  }

  /** Opens the first connection. */
  start(): void {
    this.connect(undefined);
  }

  close(): void {
    this.closed = true;
    this.channel = null;
    clearTimeout(this.timer);
    this.ws?.terminate();
  }

  /** `done` is a reconnection attempt's own callback (wire/manager.ts `open`). */
  private connect(done: ((ok: boolean) => void) | undefined): void {
    const url = `${this.url().replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, {
      localAddress: this.localAddress,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    this.ws = ws;
    this.timer = setTimeout(() => ws.terminate(), RECONNECT.openTimeoutMs);
    ws.on('message', (data: Buffer) => this.onMessage(data, done));
    // A failed connection also emits 'close', where it is handled.
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.ws !== ws || this.closed) return;
      this.ws = undefined;
      clearTimeout(this.timer);
      if (this.open) this.onLost();
      else if (done) done(false);
      else this.reconnect();
    });
  }

  private onMessage(data: Buffer, done: ((ok: boolean) => void) | undefined): void {
    const start = EVENT_PREFIX.length;
    if (data.length > start && data.compare(EVENT_PREFIX, 0, start, 0, start) === 0) {
      this.channel?.onEvent(frameKey(this.record.node, data), () => data.toString('utf8', start));
      return;
    }
    const text = data.toString();
    const type = text.charCodeAt(0);
    if (type === 48) {
      // Engine.IO open: the Manager's connection is up; the namespace is asked for next.
      clearTimeout(this.timer);
      this.open = true;
      this.ws?.send(`40${NAMESPACE},`);
      done?.(true);
    } else if (type === 50) this.ws?.send('3');
    else if (type === 52 && text.startsWith(NAMESPACE, 2)) {
      const packet = text.charCodeAt(1);
      if (packet === 48) this.onNamespaceConnect();
      else if (packet === 52) this.fail(`connect error ${text.slice(2, 200)}`);
      else if (packet === 49) this.fail('io server disconnect');
    }
  }

  /** live-client.ts `onConnect`: a new connection has none of the old one's frames. */
  private onNamespaceConnect(): void {
    this.record.connects.push(Date.now());
    this.channel = new ListChannel(this);
    // At least the seq held before the loss: the other node must not take the list back.
    void this.channel.sync(this.state.seq);
  }

  private onLost(): void {
    this.open = false;
    this.channel = null;
    this.record.drops.push(Date.now());
    this.record.node = 1 - this.record.node;
    this.backoff.reset();
    this.reconnect();
  }

  /** wire/manager.ts `reconnect`: a delay from the Backoff, then one attempt, up to the limit. */
  private reconnect(): void {
    if (this.closed) return;
    if (this.backoff.attempts >= RECONNECT.attempts) {
      this.backoff.reset();
      this.fail('reconnect failed');
      return;
    }
    const delay = this.backoff.duration();
    this.record.planned.push(Date.now() + delay);
    this.timer = setTimeout(() => {
      if (this.closed) return;
      this.record.attempts.push(Date.now());
      this.connect((ok) => {
        if (ok) this.backoff.reset();
        else this.reconnect();
      });
    }, delay);
  }

  private fail(why: string): void {
    this.record.failed ??= why;
  }
}
