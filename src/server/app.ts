/**
 * @module app
 * The composition root: `createApp(deps)` wires the API, sockets, static files and pages over
 * the given database and returns the request listener. `main.ts` only supplies real dependencies.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { PublicConfig } from '../lib/domain/public-config';
import { createApi } from './api/create-api';
import { createHotCache, type Stamp } from './cache/hot-cache';
import { recent } from './cache/recent';
import type { Authenticator } from './api/route-kit';
import { apiRoutes } from './api/routes/index';
import type { HealthReport } from './api/routes/health';
import { createAuditLog } from './audit/audit-log';
import { createAccounts, type Accounts, type AccountsOptions } from './auth/index';
import type { Config } from './config';
import type { SettingsPush } from './contracts/settings-push';
import type { Database } from './db/database';
import { createMemoryBus, type Bus } from './feed/bus';
import type { FeedCommands } from './feed/redis-commands';
import type { Feed } from './feed/create-feed';
import type { FeedProvider } from './feed/updates';
import { createSqlSettingsRepository } from './db/repositories/settings-repository';
import {
  applyHeaders,
  cameOverHttps,
  connectOrigins,
  HSTS,
  securityHeaders,
} from './http/security-headers';
import type { EncodedBody } from './http/encoded-body';
import { createPageCache, type CachedPage } from './http/page-cache';
import { createAnswerBook, type AnswerBook } from './http/answer-book';
import { createStaticHandler } from './http/static-files';
import { createUploadsHandler, uploadsDir } from './http/uploads';
import type { Logger } from './logger';
import { createRealtime, type Realtime, type RealtimeOptions } from './realtime/create-realtime';
import { createLiveHub, type LiveHub } from './realtime/live-hub';
import { createFeedReporter } from './feed/feed-report';
import { liveStatusOf } from '../lib/domain/live-status';
import { resolveJwtSecret } from './secrets';
import { registerServices, unregisterServices, type AppServices } from './services';
import { createNoticesService } from './notices/notices-service';
import { createSettingsService } from './settings/settings-service';

/** The Astro page handler of `@astrojs/node` in middleware mode. */
export type PagesHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (err?: unknown) => void,
  locals?: object,
) => void | Promise<void>;

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Built pages; absent in API-only tests. */
  pages?: PagesHandler | undefined;
  /** Built client assets folder. */
  clientDir?: string | undefined;
  /**
   * The inline scripts pages may run (http/script-policy), known before any request; null
   * (`astro dev`, which adds scripts of its own) allows those each page contains.
   */
  knownScripts?: ReadonlySet<string> | null | undefined;
  now?: () => number;
  /** The running feed (absent on ROLE=web nodes and in API-only tests). */
  feed?: Feed | undefined;
  /** Where live events travel; an in-process bus when not given. */
  bus?: Bus | undefined;
  /** socket.io adapter shared by the web nodes (Redis when REDIS_URL is set). */
  socketAdapter?: RealtimeOptions['adapter'];
  /** Corrections to the feed's node, for a node that runs none (REDIS_URL). */
  commands?: FeedCommands | undefined;
  /** Resolves Bearer tokens; the accounts' own authenticator when not given. */
  auth?: Authenticator | undefined;
  /** Rate limits, token lifetime and trusted proxies of the accounts (defaults when absent). */
  accounts?: AccountsOptions | undefined;
}

export interface App {
  api: Hono;
  services: AppServices;
  accounts: Accounts;
  /** This node's live state (socket frames and the snapshot call). */
  liveHub: LiveHub;
  /** Hot API answers served again without the router (http/answer-book.ts). */
  answers: AnswerBook;
  /** The http request listener: API, static files, then pages. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Attaches socket.io to the server that uses `listener`. */
  attachRealtime(server: HttpServer): Realtime;
  close(): Promise<void>;
}

/** How long a table or top list may trail the feed's own writes of play (a match ending). */
export const STORED_LIVE_WINDOW_MS = 1_000;

/** Flushes of the feed (one a second) that fail in a row before health says `degraded`. */
export const FAILED_FLUSHES_DEGRADED = 3;

export function toPublicConfig(config: Config): PublicConfig {
  return {
    apiBase: config.PUBLIC_API_BASE,
    socketUrl: /^https?:\/\//.test(config.PUBLIC_API_BASE)
      ? new URL(config.PUBLIC_API_BASE).origin
      : '',
    embedAllowedOrigins: [...config.EMBED_ALLOWED_ORIGINS],
    feed: config.FEED,
    hideSportsTab: config.HIDE_SPORTS_TAB,
  };
}

export function createApp(deps: AppDeps): App {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const { config, database, logger } = deps;
  const settings = createSettingsService(createSqlSettingsRepository(database.db, now), { now });
  let realtime: Realtime | undefined;
  // Settings saved before the sockets are attached (API-only tests) reach no page.
  const settingsPush: SettingsPush = {
    changed: (key, value) => {
      if (realtime) realtime.settingsPush.changed(key, value);
      else settings.forget();
    },
    notice: (event, notice) => realtime?.settingsPush.notice(event, notice),
  };
  const audit = createAuditLog(database.db, now);
  const notices = createNoticesService({
    db: database.db,
    audit,
    now,
    announce: (event, notice) => settingsPush.notice(event, notice),
  });

  // Health is polled by load balancers and monitors, sometimes by many at once: the ping and the
  // scan of the live state are shared for a quarter of a second.
  const pingRecently = recent(250, () => database.ping(), now);
  const liveRecently = recent(250, () => deps.feed?.ingest.state.inPlay().length ?? 0, now);

  async function health(): Promise<HealthReport> {
    const dbOk = await pingRecently();
    const link = deps.bus?.link?.();
    const bus: HealthReport['bus'] = link
      ? {
          kind: 'redis',
          connected: link.connected,
          down_since: link.downSince === null ? null : new Date(link.downSince).toISOString(),
        }
      : { kind: 'memory', connected: true, down_since: null };
    // The feed's writes failing flush after flush (a full disk): live play is not stored.
    const writes = deps.feed?.ingest.writeStatus();
    const writesFailing = writes !== undefined && writes.failing >= FAILED_FLUSHES_DEGRADED;
    return {
      status: !dbOk || writesFailing ? 'degraded' : bus.connected ? 'ok' : 'stale',
      db: {
        ok: dbOk && !writesFailing,
        dialect: database.dialect,
        ...(writesFailing ? { error: writes.error ?? 'writes fail', failing: writes.failing } : {}),
      },
      bus,
      feed: deps.feed
        ? {
            provider: deps.feed.provider.name,
            running: deps.feed.provider.status() === 'running',
            status: deps.feed.provider.status(),
            live: liveRecently(),
            ...feedReason(deps.feed.provider),
          }
        : { provider: config.FEED, running: false, status: 'stopped', live: 0 },
      role: config.ROLE,
      uptime: Math.round((now() - startedAt) / 1000),
    };
  }

  /** The reason of a stale feed, only while it is stale (health answers stay small otherwise). */
  function feedReason(provider: FeedProvider): { reason?: string } {
    const reason = provider.statusReason?.() ?? null;
    return reason === null ? {} : { reason };
  }

  const publicConfig = toPublicConfig(config);
  const services: AppServices = {
    publicConfig,
    pagePolicy: {
      knownScripts: deps.knownScripts ?? null,
      connectOrigins: connectOrigins([publicConfig.apiBase, publicConfig.socketUrl]),
    },
    settings,
    health,
    database,
    bus: deps.bus ?? createMemoryBus(),
    live: deps.feed?.ingest.state ?? null,
    notices,
  };
  registerServices(services);
  const liveHub = createLiveHub({ bus: services.bus, logger });
  const feedReport = createFeedReporter({
    bus: services.bus,
    state: deps.feed ? () => deps.feed!.provider.status() : undefined,
    now,
  });
  const watchingSince = now();
  const liveStatus = async () =>
    liveStatusOf({
      busDownSince: services.bus.link?.().downSince ?? null,
      feed: await feedReport.read(),
      watchingSince,
    });
  // What cached answers and pages are made from: writes of this process's users, administrators
  // and imports (stale at once), and live movement: the live seq and the feed's own writes of
  // play (both only grow, so their sum moves whenever either does).
  const stamp = (): Stamp => ({
    version: database.writes.current(),
    seq: liveHub.mirror.seq() + database.liveWrites.current(),
  });

  const accounts = createAccounts({
    db: database.db,
    secret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    now,
    options: { trustedProxies: config.TRUSTED_PROXIES, ...deps.accounts },
  });
  const routes = apiRoutes({
    db: database.db,
    live: services.live,
    settings,
    config,
    logger,
    now,
    accounts,
    liveHub,
    sink: deps.feed?.ingest,
    audit,
    settingsPush,
    notices,
    commands: deps.commands,
    scores: deps.feed?.corrections,
  });
  const answers = createAnswerBook();
  const api = createApi({
    logger,
    health,
    now,
    routes,
    auth: deps.auth ?? accounts.authenticator,
    allowedOrigins: config.EMBED_ALLOWED_ORIGINS,
    publicOrigins: config.PUBLIC_ORIGIN,
    trustedProxies: config.TRUSTED_PROXIES,
    noted: answers.noted,
    hot: {
      live: createHotCache<EncodedBody>({ stamp, now }),
      // Tables and top lists do not read the live state: a write makes them stale, at once or,
      // for the feed's writes of play (a match ending moves a table), within a second.
      stored: createHotCache<EncodedBody>({
        stamp: () => ({ version: database.writes.current(), seq: database.liveWrites.current() }),
        windowMs: STORED_LIVE_WINDOW_MS,
        now,
      }),
    },
  });
  const pageCache = createPageCache({
    // A render costs tens of milliseconds of one core; a first paint up to a second behind live
    // play is caught up at once by the socket snapshot the page opens.
    cache: createHotCache<CachedPage>({ stamp, now, windowMs: 1_000, maxEntries: 200 }),
    defaultLanguage: async () => (await settings.getAll()).lang.default,
  });
  const apiListener = getRequestListener(answers.wrap(api.fetch));
  const serveStatic = createStaticHandler(deps.clientDir ?? '');
  const serveUploads = createUploadsHandler(uploadsDir(config.DATA_DIR));
  const headers = securityHeaders(config.EMBED_ALLOWED_ORIGINS);
  const pagesLog = logger.child({ name: 'app:pages' });

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    applyHeaders(res, headers);
    // Only over HTTPS: a browser that reached us over plain HTTP ignores it anyway.
    if (cameOverHttps(req, config.TRUSTED_PROXIES))
      res.setHeader('Strict-Transport-Security', HSTS);
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      if (!answers.serve(req, res)) void apiListener(req, res);
      return;
    }
    if (serveStatic(req, res) || serveUploads(req, res)) return;
    if (!deps.pages) {
      notFound(res);
      return;
    }
    const pages = deps.pages;
    pageCache
      .handle(req, res, (pageCapture) =>
        Promise.resolve(pages(req, res, () => notFound(res), { services, pageCapture })),
      )
      .catch((error: unknown) => {
        pagesLog.error({ err: error, url }, 'page render failed');
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
  };

  return {
    api,
    services,
    accounts,
    liveHub,
    answers,
    listener,
    attachRealtime(server) {
      realtime = createRealtime({
        httpServer: server,
        logger,
        allowedOrigins: config.EMBED_ALLOWED_ORIGINS,
        publicOrigins: config.PUBLIC_ORIGIN,
        hub: liveHub,
        adapter: deps.socketAdapter,
        trustedProxies: config.TRUSTED_PROXIES,
        liveStatus,
        forgetSettings: () => {
          settings.forget();
          // Pages and answers this node keeps were made with the old settings.
          database.writes.elsewhere();
        },
      });
      return realtime;
    },
    async close() {
      await realtime?.close();
      feedReport.close();
      liveHub.close();
      unregisterServices(services);
    },
  };
}
