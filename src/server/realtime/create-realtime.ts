/**
 * @module realtime/create-realtime
 * The socket.io server: spec §7 namespaces on `/socket.io/`, cross-site handshakes refused,
 * message size capped, per-connection memory trimmed, live frames for the list and match rooms,
 * and the Redis adapter when the nodes scale out.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import { SOCKET_MAX_MESSAGE_BYTES } from '../../lib/domain/constants';
import {
  LIVE_LIMITS,
  LIVE_NAMESPACE,
  SOCKET_NAMESPACES,
  SPORTS_NAMESPACE,
  namespacePath,
} from '../../lib/domain/socket-contract';
import type { Logger } from '../logger';
import { isAllowedOrigin, ownOrigins } from '../../lib/domain/origins';
import { cameOverHttps } from '../http/security-headers';
import { createFanout, type Fanout } from './fanout';
import type { LiveHub } from './live-hub';
import { serveLiveNamespace, serveSportsNamespace } from './live-namespace';
import type { SettingsPush } from '../contracts/settings-push';
import { releaseHandshake, type EngineSocket } from './release-handshake';
import { createSecurityLog } from '../audit/security-log';
import { createPollingCap } from './polling-cap';
import { clientAddress } from '../auth/client-ip';
import { serveSettingsChannel } from './settings-channel';
import type { LiveServer } from './types';
import type { LiveStatus } from '../../lib/domain/live-status';
import { pushLiveStatus, type LiveStatusPush } from './live-status-push';

export interface RealtimeOptions {
  httpServer: HttpServer;
  logger: Logger;
  /** Origins other than the server's own whose pages may open a socket. */
  allowedOrigins: readonly string[];
  /** The site's own origins (PUBLIC_ORIGIN); empty: the Host of an IP address or localhost. */
  publicOrigins?: readonly string[] | undefined;
  /** This node's live state; without it the namespaces accept connections but carry no data. */
  hub?: LiveHub | undefined;
  /** socket.io adapter (the Redis adapter when nodes scale out); in-memory when absent. */
  adapter?: ServerOptions['adapter'] | undefined;
  /** Merge window of live frames. */
  windowMs?: number | undefined;
  /** Drops this node's kept operator settings when another node saved one. */
  forgetSettings?: (() => void) | undefined;
  /** Reverse proxies in front whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: number | undefined;
  /** Polling sessions one address may hold (POLLING_SESSIONS_PER_ADDRESS by default). */
  pollingPerAddress?: number | undefined;
  /** Judges whether this node's live data is current, for its pages' stale marker. */
  liveStatus?: (() => Promise<LiveStatus>) | undefined;
}

export interface Realtime {
  io: LiveServer;
  fanout: Fanout | undefined;
  /** Carries an operator's saved settings to every open page on every node. */
  settingsPush: SettingsPush;
  close(): Promise<void>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const log = options.logger.child({ name: 'app:realtime' });
  const forwardedFor = (req: IncomingMessage) => {
    const header = req.headers['x-forwarded-for'];
    return Array.isArray(header) ? header.join(',') : header;
  };
  const addressOf = (req: IncomingMessage) =>
    clientAddress(req.socket?.remoteAddress, forwardedFor(req), options.trustedProxies ?? 0);
  const polling = createPollingCap({ limit: options.pollingPerAddress, addressOf });
  const security = createSecurityLog(options.logger);
  const io: LiveServer = new Server(options.httpServer, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    // Compression fragments memory under many connections and costs CPU per frame.
    perMessageDeflate: false,
    httpCompression: false,
    cors: { origin: [...options.allowedOrigins], credentials: false },
    ...(options.adapter ? { adapter: options.adapter } : {}),
    allowRequest: (req: IncomingMessage, callback) => {
      const own = ownOrigins({
        configured: options.publicOrigins ?? [],
        host: req.headers.host,
        scheme: cameOverHttps(req, options.trustedProxies ?? 0) ? 'https' : 'http',
      });
      const allowed = isAllowedOrigin(req.headers.origin, own, options.allowedOrigins);
      if (!allowed) {
        security.socketRefused('origin', {
          ip: addressOf(req),
          origin: String(req.headers.origin),
        });
        return callback('origin not allowed', false);
      }
      const admitted = polling.admits(req);
      if (!admitted) security.socketRefused('polling cap', { ip: addressOf(req) });
      callback(admitted ? null : 'too many sessions from this address', admitted);
    },
  });

  // Counted before the handshake request is let go (it holds the address).
  io.engine.on('connection', (socket: EngineSocket) => polling.track(socket));
  io.engine.on('connection', releaseHandshake);

  for (const ns of SOCKET_NAMESPACES) {
    io.of(namespacePath(ns)).on('connection', (socket) => {
      // The header copy is only needed during the handshake (origin check above).
      (socket.handshake as { headers: object }).headers = {};
      log.debug({ ns, id: socket.id }, 'socket connected');
    });
  }

  const settingsPush = serveSettingsChannel(io, {
    forget: options.forgetSettings ?? (() => undefined),
    scaledOut: options.adapter !== undefined,
  });

  let fanout: Fanout | undefined;
  let statusPush: LiveStatusPush | undefined;
  if (options.hub) {
    const live = io.of(namespacePath(LIVE_NAMESPACE));
    if (options.liveStatus) statusPush = pushLiveStatus(live, options.liveStatus, log);
    const sports = io.of(namespacePath(SPORTS_NAMESPACE));
    serveLiveNamespace(live, options.hub, log);
    serveSportsNamespace(sports, options.hub);
    fanout = createFanout({
      hub: options.hub,
      live,
      sports,
      windowMs: options.windowMs ?? LIVE_LIMITS.windowMs,
      maxWindowMs: Math.max(options.windowMs ?? 0, LIVE_LIMITS.maxWindowMs),
    });
  }

  return {
    io,
    fanout,
    settingsPush,
    close: () =>
      new Promise<void>((resolve) => {
        fanout?.close();
        statusPush?.close();
        io.disconnectSockets(true);
        // io.close() also closes the http server; the caller owns that, so close the engine and
        // the adapters (the Redis adapter's subscriptions) only.
        for (const ns of SOCKET_NAMESPACES) void io.of(namespacePath(ns)).adapter.close();
        io.engine.close();
        resolve();
      }),
  };
}
