/**
 * @module resilience/abuse/engine-socket
 * A raw Engine.IO v4 WebSocket (the `ws` package, no socket.io-client) for sending what a real
 * client never would: it answers the server's pings, joins a namespace on request and reports
 * how the server ended the connection.
 * @see https://socket.io/docs/v4/engine-io-protocol/
 */
import WebSocket from 'ws';

export interface EngineSocket {
  ws: WebSocket;
  /** Text messages received after the open packet. */
  received: string[];
  /** Resolves with the close code once the connection is closed, by either side. */
  closed: Promise<number>;
  /** Whether it was closed already, and by whom (`server` unless `close()` was called). */
  closedBy(): 'server' | 'client' | null;
  close(): void;
}

/** `ws://127.0.0.1:port/socket.io/?EIO=4&transport=websocket` for an http base URL. */
export function engineUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

/**
 * Opens a socket and waits for the open packet (`0{…}`); with `namespace`, also sends the
 * namespace CONNECT (`40/inplay,`) and waits for the server's answer to it.
 * @example const s = await openEngineSocket(url, { namespace: '/inplay' })
 */
export function openEngineSocket(
  baseUrl: string,
  options: { namespace?: string; timeoutMs?: number } = {},
): Promise<EngineSocket> {
  const ws = new WebSocket(engineUrl(baseUrl), { perMessageDeflate: false });
  const received: string[] = [];
  let by: 'server' | 'client' | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.once('close', (code) => {
      by ??= 'server';
      resolve(code);
    }),
  );
  const socket: EngineSocket = {
    ws,
    received,
    closed,
    closedBy: () => by,
    close() {
      by ??= 'client';
      ws.terminate();
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('no Engine.IO open packet in time'));
    }, options.timeoutMs ?? 5_000);
    ws.on('error', () => undefined);
    ws.once('close', () => reject(new Error('closed before the handshake')));
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '<binary>' : (data as Buffer).toString('utf8');
      if (text === '2') return ws.send('3');
      if (text.startsWith('0{')) {
        if (!options.namespace) return done();
        return ws.send(`40${options.namespace},`);
      }
      received.push(text);
      if (options.namespace && text.startsWith(`40${options.namespace},`)) done();
    });
    function done() {
      clearTimeout(timer);
      resolve(socket);
    }
  });
}

/** Waits for the socket to close, at most `ms`; true when it did. */
export async function closesWithin(socket: EngineSocket, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    socket.closed.then(() => true),
    new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms))),
  ]);
  clearTimeout(timer);
  return result;
}

/**
 * Sends an event with an ack id and waits for the ack (`43/inplay,<id>[…]`), at most `ms`.
 * True when it came: the connection still serves its client.
 */
export async function answersEvent(socket: EngineSocket, ackId: number, ms: number) {
  if (socket.ws.readyState !== WebSocket.OPEN) return false;
  const prefix = `43/inplay,${ackId}[`;
  const seen = () => socket.received.some((m) => m.startsWith(prefix));
  socket.ws.send(`42/inplay,${ackId}["match:unsubscribe","probe"]`);
  const until = Date.now() + ms;
  while (Date.now() < until && !seen() && socket.ws.readyState === WebSocket.OPEN)
    await new Promise((r) => setTimeout(r, 20));
  return seen();
}
