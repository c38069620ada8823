/**
 * @module realtime/create-realtime
 * The socket.io server: spec §7 namespaces on `/socket.io/`, cross-site handshakes refused,
 * message size capped, per-connection memory trimmed.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_MAX_MESSAGE_BYTES } from '../../lib/domain/constants';
import { SOCKET_NAMESPACES, namespacePath } from '../../lib/domain/socket-contract';
import type { Logger } from '../logger';
import { isAllowedOrigin } from '../../lib/domain/origins';

export interface RealtimeOptions {
  httpServer: HttpServer;
  logger: Logger;
  /** Origins other than the server's own whose pages may open a socket. */
  allowedOrigins: readonly string[];
}

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const log = options.logger.child({ name: 'app:realtime' });
  const io = new Server(options.httpServer, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    // Compression fragments memory under many connections and costs CPU per frame.
    perMessageDeflate: false,
    httpCompression: false,
    cors: { origin: [...options.allowedOrigins], credentials: false },
    allowRequest: (req: IncomingMessage, callback) => {
      const allowed = isAllowedOrigin(req.headers.origin, req.headers.host, options.allowedOrigins);
      if (!allowed) log.debug({ origin: req.headers.origin }, 'socket handshake refused: origin');
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });

  // The handshake request is kept on every connection by default; nothing reads it afterwards.
  io.engine.on('connection', (rawSocket: { request: IncomingMessage | null }) => {
    rawSocket.request = null;
  });

  for (const ns of SOCKET_NAMESPACES) {
    io.of(namespacePath(ns)).on('connection', (socket) => {
      log.debug({ ns, id: socket.id }, 'socket connected');
    });
  }

  return {
    io,
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        // io.close() also closes the http server; the caller owns that, so close the engine only.
        io.engine.close();
        resolve();
      }),
  };
}
