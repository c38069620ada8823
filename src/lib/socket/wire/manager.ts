/**
 * @module socket/wire/manager
 * The one connection every namespace shares, and its reconnection: the same semantics as
 * socket.io's client Manager (backoff with jitter, a limited number of attempts, namespaces
 * handshaking again, with their `auth` read again, once the connection is back).
 * @see https://socket.io/docs/v4/client-api/#manager
 */
import { Backoff } from './backoff';
import { Emitter } from './emitter';
import { Engine, type EngineCloseReason, type EngineOptions } from './engine';
import { decodePacket, encodePacket, type Packet } from './packet';
import { Socket, type AnyEvents, type SocketHost, type SocketOptions } from './socket';

export interface ManagerOptions extends EngineOptions {
  /** Reconnect after a lost connection (default true). */
  reconnection?: boolean;
  /** Attempts after a loss before `reconnect_failed`. */
  reconnectionAttempts: number;
  /** First delay between attempts, ms (doubling). */
  reconnectionDelay: number;
  /** Longest delay between attempts, ms. */
  reconnectionDelayMax: number;
  /** ± share of each delay drawn at random. */
  randomizationFactor: number;
  /** An opening connection that has not opened after this long fails, ms (default 20 s). */
  timeout?: number;
}

export interface ManagerEvents {
  /** Opening failed (and a first connection will be retried). */
  error: (error: Error) => void;
  /** The open connection was lost. */
  close: (reason: EngineCloseReason | 'forced close') => void;
  /** Attempt number, from 1. */
  reconnect_attempt: (attempt: number) => void;
  reconnect: (attempt: number) => void;
  reconnect_error: (error: Error) => void;
  /** Every attempt failed; nothing more happens until a socket connects again. */
  reconnect_failed: () => void;
}

/**
 * @example
 * const manager = new Manager('https://example.com', MANAGER_OPTIONS);
 * const live = manager.socket('/inplay', { auth: { sport: 1 } }).connect();
 */
export class Manager extends Emitter<ManagerEvents> implements SocketHost {
  private engine: Engine | undefined;
  private state: 'closed' | 'opening' | 'open' = 'closed';
  private reconnecting = false;
  private skipReconnect = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly backoff: Backoff;
  private readonly sockets = new Map<string, Socket<never, never>>();

  constructor(
    private readonly origin: string,
    private readonly options: ManagerOptions,
  ) {
    super();
    const { reconnectionDelay: min, reconnectionDelayMax: max } = options;
    this.backoff = new Backoff({ min, max, jitter: options.randomizationFactor });
  }

  /** The socket of a namespace (one per namespace; `options` count when it is created). */
  socket<L = AnyEvents, E = AnyEvents>(nsp = '/', options: SocketOptions = {}): Socket<L, E> {
    let socket = this.sockets.get(nsp);
    if (!socket) this.sockets.set(nsp, (socket = new Socket(this, nsp, options.auth)));
    return socket as Socket<L, E>;
  }

  /** Whether a reconnection attempt is scheduled or under way. */
  get isReconnecting(): boolean {
    return this.reconnecting;
  }

  /** Closes the connection on purpose: connected namespaces get `disconnect` 'forced close'. */
  close(): void {
    this.skipReconnect = true;
    this.reconnecting = false;
    clearTimeout(this.timer);
    this.engine?.close();
    this.engine = undefined;
    const wasOpen = this.state === 'open';
    this.state = 'closed';
    this.backoff.reset();
    if (wasOpen) this.lost('forced close');
  }

  attach(socket: Socket<never, never>, fresh: boolean): void {
    if (!this.reconnecting) this.open();
    if (fresh && this.state === 'open') socket.onopen();
  }

  packet(packet: Packet): void {
    if (this.state === 'open') this.engine?.send(encodePacket(packet));
  }

  release(): void {
    if (this.active().length === 0) this.close();
  }

  private active(): Socket<never, never>[] {
    return [...this.sockets.values()].filter((s) => s.active);
  }

  /** `done` is the reconnection's own callback; without it a first failure starts reconnecting. */
  private open(done?: (error?: Error) => void): void {
    if (this.state !== 'closed') return;
    this.state = 'opening';
    this.skipReconnect = false;
    const engine: Engine = new Engine(this.origin, this.options, {
      onOpen: () => {
        clearTimeout(this.timer);
        this.state = 'open';
        for (const socket of this.active()) socket.onopen();
        done?.();
      },
      onMessage: (text) => {
        const packet = decodePacket(text);
        const socket = packet && this.sockets.get(packet.nsp);
        if (socket?.active) socket.onpacket(packet!);
      },
      onClose: (reason) => {
        if (this.engine !== engine) return;
        this.engine = undefined;
        clearTimeout(this.timer);
        if (this.state === 'open') return this.onLost(reason);
        this.state = 'closed';
        this.onOpenFailed(new Error(reason), done);
      },
    });
    this.engine = engine;
    this.timer = setTimeout(() => engine.end('timeout'), this.options.timeout ?? 20_000);
    engine.open();
  }

  private onOpenFailed(error: Error, done?: (error?: Error) => void): void {
    for (const socket of this.active()) socket.onerror(error);
    this.fire('error', error);
    if (done) done(error);
    else if (this.options.reconnection !== false && this.backoff.attempts === 0) this.reconnect();
  }

  private onLost(reason: EngineCloseReason): void {
    this.state = 'closed';
    this.backoff.reset();
    this.lost(reason);
    if (this.options.reconnection !== false && !this.skipReconnect) this.reconnect();
  }

  private lost(reason: EngineCloseReason | 'forced close'): void {
    for (const socket of this.active()) socket.onclose(reason);
    this.fire('close', reason);
  }

  private reconnect(): void {
    if (this.reconnecting || this.skipReconnect) return;
    if (this.backoff.attempts >= this.options.reconnectionAttempts) {
      this.backoff.reset();
      this.fire('reconnect_failed');
      return;
    }
    this.reconnecting = true;
    this.timer = setTimeout(() => {
      this.fire('reconnect_attempt', this.backoff.attempts);
      // A listener may have closed the manager meanwhile.
      if (this.skipReconnect) return;
      this.open((error) => {
        this.reconnecting = false;
        if (error) {
          this.reconnect();
          this.fire('reconnect_error', error);
          return;
        }
        const attempt = this.backoff.attempts;
        this.backoff.reset();
        this.fire('reconnect', attempt);
      });
    }, this.backoff.duration());
  }
}
