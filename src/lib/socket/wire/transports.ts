/**
 * @module socket/wire/transports
 * The two engine.io transports of spec §7: a WebSocket, and HTTP long-polling (GET waits for
 * the server's packets, POST carries the client's) for networks where WebSocket fails.
 * Binary frames are dropped: the product sends none.
 */
import { SEPARATOR, takePayload } from './handshake';

export type TransportName = 'websocket' | 'polling';

export interface TransportHandlers {
  /** One engine.io packet as text. */
  onPacket(text: string): void;
  /** The transport failed or was closed by the other side; called at most once. */
  onClose(reason: 'transport close' | 'transport error'): void;
}

export interface Transport {
  send(packet: string): void;
  /** Closes on purpose: `onClose` is not called. */
  close(): void;
  /** The session the open packet named, with its largest accepted body (long-polling needs both). */
  setSession?(sid: string, maxPayload: number): void;
}

/** `url` is the engine.io endpoint with `?EIO=4&transport=websocket`, http(s) or ws(s). */
export function openWebSocket(url: string, handlers: TransportHandlers): Transport {
  const ws = new WebSocket(url.replace(/^http/, 'ws'));
  const end = (reason: 'transport close' | 'transport error') => {
    ws.onclose = ws.onerror = ws.onmessage = null;
    handlers.onClose(reason);
  };
  ws.onmessage = (e: MessageEvent) => {
    if (typeof e.data === 'string') handlers.onPacket(e.data);
  };
  ws.onerror = () => end('transport error');
  ws.onclose = () => end('transport close');
  return {
    send: (packet) => ws.send(packet),
    close() {
      ws.onclose = ws.onerror = ws.onmessage = null;
      ws.close();
    },
  };
}

/** Long-polling over fetch; `url` ends with `?EIO=4&transport=polling`. */
export function openPolling(url: string, handlers: TransportHandlers): Transport {
  let session = '';
  let maxPayload = 1e6;
  let closed = false;
  let posting = false;
  const queue: string[] = [];
  const abort = new AbortController();
  const request = async (init?: RequestInit) => {
    const res = await fetch(url + session, { cache: 'no-store', signal: abort.signal, ...init });
    if (!res.ok) throw new Error(`polling answered ${res.status}`);
    return res.text();
  };
  const fail = () => {
    if (closed) return;
    closed = true;
    abort.abort();
    handlers.onClose('transport error');
  };
  const poll = (): void => {
    request().then((body) => {
      for (const packet of body.split(SEPARATOR)) if (!closed) handlers.onPacket(packet);
      if (!closed) poll();
    }, fail);
  };
  const flush = (): void => {
    if (posting || closed || queue.length === 0) return;
    posting = true;
    const body = takePayload(queue, maxPayload);
    request({ method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).then(
      () => {
        posting = false;
        flush();
      },
      fail,
    );
  };
  poll();
  return {
    setSession(sid, max) {
      session = `&sid=${encodeURIComponent(sid)}`;
      maxPayload = max;
    },
    send(packet) {
      queue.push(packet);
      flush();
    },
    close() {
      if (closed) return;
      closed = true;
      abort.abort();
      // Tell the server now rather than leave the session to its ping timeout.
      if (session) void fetch(url + session, { method: 'POST', body: '1' }).catch(() => undefined);
    },
  };
}
