/**
 * @module socket/wire/socket
 * One namespace over the shared connection: its handshake (with `auth`), events both ways,
 * acknowledgements (optionally with a time limit), and the reasons it disconnects.
 * @see https://socket.io/docs/v4/client-api/#socket
 */
import { Emitter, type ListenerArgs } from './emitter';
import type { EngineCloseReason } from './engine';
import type { Packet } from './packet';

/** What a namespace needs from the connection it shares (the manager). */
export interface SocketHost {
  /** Opens the connection if needed; `fresh`: the socket has not sent its CONNECT yet. */
  attach(socket: Socket<never, never>, fresh: boolean): void;
  packet(packet: Packet): void;
  /** A socket left: the connection closes when no namespace uses it. */
  release(): void;
}

/** Handshake data, or a function that hands it over, asked again on every (re)connect. */
export type SocketAuth = object | ((give: (data: object) => void) => void);

export interface SocketOptions {
  auth?: SocketAuth;
}

/** Why a connected namespace disconnected (the connection's reasons include 'ping timeout'). */
export type DisconnectReason =
  'io client disconnect' | 'io server disconnect' | 'forced close' | EngineCloseReason;

/**
 * Any events, for sockets created without an event map: listeners and arguments go unchecked,
 * as with socket.io's own `DefaultEventsMap`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- unchecked by definition; typed sockets pass their own maps
export type AnyEvents = Record<string, (...args: any[]) => void>;

interface ReservedEvents {
  connect: () => void;
  connect_error: (error: Error & { data?: unknown }) => void;
  disconnect: (reason: DisconnectReason) => void;
}

/** The arguments of an emit with a time limit: the acknowledgement receives an error first. */
type TimedArgs<A> = A extends [...infer Head, (...answer: infer R) => void]
  ? [...Head, (error: Error | null, ...answer: R) => void]
  : A;

/** Settles a pending acknowledgement with the answer, or with an error (lost, timed out). */
type Settle = (answer: unknown[] | Error) => void;

/**
 * Typed like socket.io's client: `L` the events the server sends, `E` the events sent to it.
 * @example const s = manager.socket('/inplay'); s.on('live:batch', apply); s.connect();
 */
export class Socket<L = AnyEvents, E = AnyEvents> extends Emitter<ReservedEvents & L> {
  id: string | undefined;
  connected = false;
  /** Between `connect()` and `disconnect()` (or the server's refusal or disconnect). */
  active = false;
  private sendBuffer: Packet[] = [];
  private readonly acks = new Map<number, Settle>();
  private nextId = 0;
  private timeoutMs: number | undefined;

  constructor(
    private readonly host: SocketHost,
    readonly nsp: string,
    private readonly auth?: SocketAuth,
  ) {
    super();
  }

  connect(): this {
    if (this.connected) return this;
    const fresh = !this.active;
    this.active = true;
    this.host.attach(this, fresh);
    return this;
  }

  disconnect(): this {
    const wasConnected = this.connected;
    if (wasConnected) this.host.packet({ type: 1, nsp: this.nsp });
    this.active = false;
    if (wasConnected) this.onclose('io client disconnect');
    this.host.release();
    return this;
  }

  /** The next `emit`'s acknowledgement gets `(error, …answer)`, an error after `ms`. */
  timeout(ms: number): {
    emit<K extends keyof E & string>(
      event: K,
      ...args: TimedArgs<ListenerArgs<E, K>>
    ): Socket<L, E>;
  } {
    this.timeoutMs = ms;
    return this as never;
  }

  emit<K extends keyof E & string>(event: K, ...args: ListenerArgs<E, K>): this {
    const data = [event, ...(args as unknown[])] as [string, ...unknown[]];
    const ack = data.at(-1);
    const packet: Extract<Packet, { type: 2 }> = { type: 2, nsp: this.nsp, data };
    if (typeof ack === 'function') {
      data.pop();
      packet.id = this.nextId++;
      this.acks.set(packet.id, this.settler(packet.id, ack as (...a: unknown[]) => void));
    }
    this.timeoutMs = undefined;
    // Sent once connected when not yet: socket.io's client buffers the same way.
    if (this.connected) this.host.packet(packet);
    else this.sendBuffer.push(packet);
    return this;
  }

  private settler(id: number, ack: (...a: unknown[]) => void): Settle {
    const ms = this.timeoutMs;
    if (ms === undefined) return (answer) => Array.isArray(answer) && ack(...answer);
    const timer = setTimeout(() => {
      this.acks.delete(id);
      this.sendBuffer = this.sendBuffer.filter((p) => !('id' in p) || p.id !== id);
      ack(new Error('operation has timed out'));
    }, ms);
    return (answer) => {
      clearTimeout(timer);
      if (Array.isArray(answer)) ack(null, ...answer);
      else ack(answer);
    };
  }

  /** The connection is open: (re)send the namespace handshake, with `auth` read again. */
  onopen(): void {
    const send = (data?: object) => {
      if (this.active)
        this.host.packet({ type: 0, nsp: this.nsp, ...(data ? { data } : {}) } as Packet);
    };
    if (typeof this.auth === 'function') this.auth(send);
    else send(this.auth);
  }

  /** A packet of this namespace from the server. */
  onpacket(packet: Packet): void {
    if (packet.type === 0) {
      if (typeof packet.data?.sid === 'string') this.onconnect(packet.data.sid);
    } else if (packet.type === 2) {
      if (this.connected) this.onevent(packet);
    } else if (packet.type === 3) {
      const settle = this.acks.get(packet.id);
      this.acks.delete(packet.id);
      settle?.(packet.data);
    } else {
      // Refused (4) or disconnected (1) by the server: no automatic retry for this namespace.
      this.active = false;
      this.host.release();
      if (packet.type === 1) this.onclose('io server disconnect');
      else this.onerror(connectError(packet.data));
    }
  }

  private onconnect(id: string): void {
    this.id = id;
    this.connected = true;
    for (const packet of this.sendBuffer) this.host.packet(packet);
    this.sendBuffer = [];
    this.fire('connect');
  }

  private onevent(packet: Extract<Packet, { type: 2 }>): void {
    const [event, ...args] = packet.data;
    const { id } = packet;
    if (id !== undefined) {
      let sent = false;
      args.push((...answer: unknown[]) => {
        if (sent) return;
        sent = true;
        this.host.packet({ type: 3, nsp: this.nsp, id, data: answer });
      });
    }
    this.fire(event as keyof L, ...args);
  }

  /** The connection failed to open, or the server refused the namespace. */
  onerror(error: Error): void {
    if (!this.connected) this.fire('connect_error', error);
  }

  /** Lost or left: acknowledgements with a time limit fail now, others are forgotten. */
  onclose(reason: DisconnectReason): void {
    const wasConnected = this.connected;
    this.connected = false;
    this.id = undefined;
    for (const [id, settle] of this.acks) {
      if (this.sendBuffer.some((p) => 'id' in p && p.id === id)) continue;
      this.acks.delete(id);
      settle(new Error('socket has been disconnected'));
    }
    if (wasConnected) this.fire('disconnect', reason);
  }
}

/** The server's CONNECT_ERROR data as an Error (`{ message, data }` or a bare message). */
function connectError(data: unknown): Error & { data?: unknown } {
  const body = (typeof data === 'string' ? { message: data } : data) as {
    message?: unknown;
    data?: unknown;
  };
  const message = typeof body.message === 'string' ? body.message : 'connect error';
  return Object.assign(new Error(message), { data: body.data });
}
