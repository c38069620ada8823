/**
 * @module realtime/release-handshake
 * Lets the handshake request of a WebSocket connection be garbage-collected once the connection
 * is open. Engine.IO keeps it for the connection's lifetime through three references: the
 * socket's `request`, the upgrade-error listener it leaves on the WebSocket, and the `close`
 * forwarder of the upgrade's response object on the TCP socket. With thousands of idle
 * connections that is kilobytes each, which a node would rather spend on more connections.
 * Nothing reads them afterwards: the origin check runs before the upgrade.
 */
import type { IncomingMessage } from 'node:http';
import type { EventEmitter } from 'node:events';

interface Listener {
  (...args: unknown[]): unknown;
  /** The wrapped function of a `once` listener. */
  listener?: (...args: unknown[]) => unknown;
}

/** The TCP socket under a WebSocket, with the fields Node's HTTP server left on it. */
type UpgradedTcp = EventEmitter & { parser?: unknown; _peername?: unknown } & Record<
    string,
    unknown
  >;

export interface EngineSocket extends EventEmitter {
  request: IncomingMessage | null;
  transport?: { name?: string; socket?: EventEmitter & { _socket?: UpgradedTcp } };
}

function forget(
  emitter: EventEmitter | undefined,
  event: string,
  match: (fn: Listener) => boolean,
) {
  if (!emitter) return;
  for (const raw of emitter.rawListeners(event) as Listener[]) {
    if (match(raw.listener ?? raw)) emitter.removeListener(event, raw);
  }
}

/** Drops what the engine keeps of the handshake on a WebSocket transport. */
function releaseTransport(transport: EngineSocket['transport']): void {
  if (transport?.name !== 'websocket') return;
  const ws = transport.socket;
  forget(ws, 'error', (fn) => fn.name === 'onUpgradeError');
  // The upgrade response's forwarder: `socket.once("close", () => this.emit("close"))`.
  forget(
    ws?._socket,
    'close',
    (fn) => fn.name === '' && /this\.emit\(["']close["']\)/.test(String(fn)),
  );
  releaseHttpLeftovers(ws?._socket);
}

/** Drops the peer address Node cached on the TCP socket while it was an HTTP request. */
function releaseHttpLeftovers(tcp: UpgradedTcp | undefined): void {
  // Worked out again from the handle should anyone ask (socket.remoteAddress).
  if (tcp && tcp._peername !== undefined) tcp._peername = undefined;
}

/**
 * Call on every engine connection.
 * @example io.engine.on('connection', releaseHandshake)
 */
export function releaseHandshake(socket: EngineSocket): void {
  socket.request = null;
  releaseTransport(socket.transport);
  // A polling connection that upgrades later brings a new request with it.
  socket.once('upgrade', (transport: EngineSocket['transport']) => releaseTransport(transport));
}
