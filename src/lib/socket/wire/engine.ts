/**
 * @module socket/wire/engine
 * One engine.io v4 connection: opens the first transport that works (WebSocket, then
 * long-polling when the WebSocket fails before the server's open packet), answers the server's
 * pings, and reports the connection lost when a ping is late (the server is gone without a
 * word) or the transport closes. No upgrade from polling to WebSocket: a fallback stays put.
 * @see https://socket.io/docs/v4/engine-io-protocol/
 */
import { parseHandshake, type Handshake } from './handshake';
import { openPolling, openWebSocket, type Transport, type TransportName } from './transports';

export type EngineCloseReason =
  'transport close' | 'transport error' | 'ping timeout' | 'parse error' | 'timeout';

export interface EngineHandlers {
  onOpen(): void;
  /** A socket.io packet (an engine.io message's data). */
  onMessage(text: string): void;
  /** Lost (after open) or failed to open; called at most once, never after `close()`. */
  onClose(reason: EngineCloseReason): void;
}

export interface EngineOptions {
  /** The engine.io endpoint's path, e.g. `/socket.io/`. */
  path: string;
  /** Tried in this order. */
  transports: readonly TransportName[];
}

/** engine.io packet types (the first character of each packet). */
const OPEN = '0';
const CLOSE = '1';
const PING = '2';
const PONG = '3';
const MESSAGE = '4';

export class Engine {
  private transport: Transport | undefined;
  private handshake: Handshake | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private ended = false;

  /** `origin` is e.g. `https://example.com` (its path, if any, is not used). */
  constructor(
    private readonly origin: string,
    private readonly options: EngineOptions,
    private readonly handlers: EngineHandlers,
  ) {}

  open(index = 0): void {
    const name = this.options.transports[index];
    const last = index + 1 >= this.options.transports.length;
    // A browser (or Node) without WebSocket goes straight to the next transport.
    if (!name || (name === 'websocket' && typeof WebSocket !== 'function')) {
      if (last) this.end('transport error');
      else this.open(index + 1);
      return;
    }
    const url = `${new URL(this.options.path, this.origin).href}?EIO=4&transport=${name}`;
    const handlers = {
      onPacket: (text: string) => this.onPacket(text),
      onClose: (reason: 'transport close' | 'transport error') => {
        if (this.ended) return;
        // Fall back while nothing was opened yet: a proxy that refuses WebSocket, say.
        if (!this.handshake && !last) this.open(index + 1);
        else this.end(reason);
      },
    };
    try {
      this.transport =
        name === 'websocket' ? openWebSocket(url, handlers) : openPolling(url, handlers);
    } catch {
      handlers.onClose('transport error');
    }
  }

  /** Sends one socket.io packet. */
  send(text: string): void {
    if (this.handshake && !this.ended) this.transport?.send(MESSAGE + text);
  }

  /** Closes on purpose (no `onClose`). */
  close(): void {
    this.ended = true;
    clearTimeout(this.watchdog);
    this.transport?.close();
  }

  /** Ends the connection and tells the owner why. */
  end(reason: EngineCloseReason): void {
    if (this.ended) return;
    this.close();
    this.handlers.onClose(reason);
  }

  private onPacket(text: string): void {
    if (this.ended) return;
    const type = text[0];
    const data = text.slice(1);
    if (!this.handshake) {
      if (type === OPEN) this.onOpen(data);
      return;
    }
    if (type === PING) {
      this.transport?.send(PONG);
      this.arm();
    } else if (type === MESSAGE) this.handlers.onMessage(data);
    else if (type === CLOSE) this.end('transport close');
    // Anything else (noop, pong, binary `b…`) carries nothing for us.
  }

  private onOpen(data: string): void {
    const handshake = parseHandshake(data);
    if (!handshake) return this.end('parse error');
    this.handshake = handshake;
    this.transport?.setSession?.(handshake.sid, handshake.maxPayload);
    this.arm();
    this.handlers.onOpen();
  }

  /** The server pings every pingInterval; no ping for pingInterval + pingTimeout means it is gone. */
  private arm(): void {
    const { pingInterval, pingTimeout } = this.handshake!;
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.end('ping timeout'), pingInterval + pingTimeout);
  }
}
