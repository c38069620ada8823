/**
 * @module resilience/killload/list-sync
 * One connection's list channel, as live-client.ts keeps it: a snapshot on (re)connect, frames
 * buffered while it is on its way and applied in seq order after, a missed frame starting over
 * from a fresh snapshot. A new connection gets a new channel; the old one's work is dropped.
 */
import http from 'node:http';
import { judgeFrame } from '../../../src/lib/domain/live-sequence';
import type { LiveFrame } from '../../../src/lib/domain/socket-contract';
import { sleep } from '../stats';
import { applyFrame, frameFor, resetTo, snapshotOf, type ListState } from './list-state';
import { resyncPauseMs } from './reconnect-policy';

/** live-client.ts BUFFER_LIMIT: frames kept while a snapshot is on its way. */
const BUFFER_LIMIT = 500;
const SNAPSHOT_TIMEOUT_MS = 5_000;

/** What the channel reads and writes of its client. */
export interface SyncHost {
  state: ListState;
  /** The node the connection is on (the snapshot is fetched there). */
  url(): string;
  /** The client's source address. */
  readonly localAddress: string;
  /** The channel is the client's current one (not replaced by a newer connection). */
  current(channel: ListChannel): boolean;
  /** A snapshot was applied and the buffered frames drained. */
  synced(at: number): void;
  /** A frame showed a missed one (a resync starts). */
  gap(): void;
}

/**
 * GET /api/live/snapshot on a connection of its own from the client's source address, as each
 * browser has its own (node:http: fetch's per-request cost would stall the one process that
 * holds every client). Uncompressed: the node encodes it once per seq either way.
 */
function fetchSnapshot(url: string, minSeq: number, localAddress: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/live/snapshot?min_seq=${minSeq}`,
      { agent: false, localAddress, timeout: SNAPSHOT_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode === 200) resolve(Buffer.concat(chunks).toString());
          else reject(new Error(`snapshot ${res.statusCode}`));
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('snapshot timeout')));
    req.on('error', reject);
  });
}

export class ListChannel {
  /** Seq held, or null while a snapshot is being fetched. */
  held: number | null = null;
  private buffer: LiveFrame[] = [];
  private busy = false;
  private needMin = 0;
  private attempt = 0;

  constructor(private readonly host: SyncHost) {}

  /** Fetches the snapshot, at least at `minSeq`, then applies what arrived meanwhile. */
  async sync(minSeq: number): Promise<void> {
    this.needMin = Math.max(this.needMin, minSeq);
    if (this.busy) return;
    this.busy = true;
    this.held = null;
    while (this.host.current(this)) {
      try {
        const text = await fetchSnapshot(this.host.url(), this.needMin, this.host.localAddress);
        if (!this.host.current(this)) break;
        const seq = snapshotOf(text).seq;
        if (seq < this.needMin) {
          await sleep(resyncPauseMs(this.attempt++));
          continue;
        }
        this.host.state = resetTo(this.host.state, text);
        this.held = seq;
        this.attempt = 0;
        break;
      } catch {
        await sleep(resyncPauseMs(this.attempt++));
      }
    }
    this.busy = false;
    if (this.held === null) return;
    const frames = this.buffer;
    this.buffer = [];
    for (const frame of frames) this.onFrame(frame);
    if (this.held !== null) this.host.synced(Date.now());
  }

  /** A socket.io EVENT of this connection: see list-state `frameFor` for the key. */
  onEvent(key: string | null, body: () => string): void {
    const frame = frameFor(key, body);
    if (frame) this.onFrame(frame);
  }

  private onFrame(frame: LiveFrame): void {
    if (this.held === null) {
      this.buffer.push(frame);
      if (this.buffer.length > BUFFER_LIMIT)
        this.needMin = Math.max(this.needMin, this.buffer.shift()!.seq);
      return;
    }
    const verdict = judgeFrame(this.held, frame);
    if (verdict === 'stale') return;
    if (verdict === 'gap') {
      this.buffer.push(frame);
      this.host.gap();
      void this.sync(frame.after);
      return;
    }
    this.host.state = applyFrame(this.host.state, frame);
    this.held = frame.seq;
  }
}
