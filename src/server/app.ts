/**
 * @module app
 * The composition root: `createApp(deps)` wires the API, sockets, static files and pages over
 * the given database and returns the request listener. `main.ts` only supplies real dependencies.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import type { PublicConfig } from '../lib/domain/public-config';
import { liveStatusOf, type LiveStatus } from '../lib/domain/live-status';
import { createApi } from './api/create-api';
import type { Authenticator, HotCaches } from './api/route-kit';
import type { HealthReport } from './api/routes/health';
import { apiRoutes } from './api/routes/index';
import { createAuditLog, type AuditLog } from './audit/audit-log';
import { createAccounts, type Accounts, type AccountsOptions } from './auth/index';
import { createHotCache, type Stamp } from './cache/hot-cache';
import type { Config } from './config';
import type { SettingsPush } from './contracts/settings-push';
import type { Database } from './db/database';
import { createSqlSettingsRepository } from './db/repositories/settings-repository';
import { createMemoryBus, type Bus } from './feed/bus';
import type { Feed } from './feed/create-feed';
import { createFeedReporter, type FeedReporter } from './feed/feed-report';
import type { FeedCommands } from './feed/redis-commands';
import { createHealthReport } from './health-report';
import { createAnswerBook, type AnswerBook } from './http/answer-book';
import type { EncodedBody } from './http/encoded-body';
import { createPageCache, type CachedPage } from './http/page-cache';
import { createRequestListener, type PagesHandler } from './http/request-listener';
import { connectOrigins } from './http/security-headers';
import type { Logger } from './logger';
import { createRealtime, type Realtime, type RealtimeOptions } from './realtime/create-realtime';
import { createLiveHub, type LiveHub } from './realtime/live-hub';
import { resolveJwtSecret } from './secrets';
import { registerServices, unregisterServices, type AppServices } from './services';
import { createNoticesService, type NoticesService } from './notices/notices-service';
import { createSettingsService, type SettingsService } from './settings/settings-service';

export type { PagesHandler } from './http/request-listener';
export { FAILED_FLUSHES_DEGRADED } from './health-report';

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
  const core = createCore(deps);
  const { config, database, logger } = deps;
  const { now, settings, services, liveHub } = core;
  const accounts = createAccounts({
    db: database.db,
    secret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    now,
    options: { trustedProxies: config.TRUSTED_PROXIES, ...deps.accounts },
  });
  const answers = createAnswerBook();
  const api = appApi(deps, core, accounts, answers);
  const pageCache = createPageCache({
    // A render costs tens of milliseconds of one core; a first paint up to a second behind live
    // play is caught up at once by the socket snapshot the page opens.
    cache: createHotCache<CachedPage>({ stamp: core.stamp, now, windowMs: 1_000, maxEntries: 200 }),
    defaultLanguage: async () => (await settings.getAll()).lang.default,
  });
  const listener = createRequestListener({
    config,
    logger,
    api,
    answers,
    pages: deps.pages,
    pageCache,
    services,
    clientDir: deps.clientDir,
  });

  return {
    api,
    services,
    accounts,
    liveHub,
    answers,
    listener,
    attachRealtime(server) {
      const realtime = createRealtime({
        httpServer: server,
        logger,
        allowedOrigins: config.EMBED_ALLOWED_ORIGINS,
        publicOrigins: config.PUBLIC_ORIGIN,
        hub: liveHub,
        adapter: deps.socketAdapter,
        trustedProxies: config.TRUSTED_PROXIES,
        liveStatus: core.liveStatus,
        forgetSettings: () => {
          settings.forget();
          // Pages and answers this node keeps were made with the old settings.
          database.writes.elsewhere();
        },
      });
      core.sockets.current = realtime;
      return realtime;
    },
    async close() {
      await core.sockets.current?.close();
      core.feedReport.close();
      liveHub.close();
      unregisterServices(services);
    },
  };
}

/** What the API, the pages and the sockets share. */
interface Core {
  now: () => number;
  settings: SettingsService;
  settingsPush: SettingsPush;
  audit: AuditLog;
  notices: NoticesService;
  health: () => Promise<HealthReport>;
  /** What pages read in-process (registered for them). */
  services: AppServices;
  liveHub: LiveHub;
  feedReport: FeedReporter;
  /** Whether live play reaches this node (the bus, the feed), which the sockets report. */
  liveStatus: () => Promise<LiveStatus>;
  /** What cached answers and pages are made from. */
  stamp: () => Stamp;
  /** The sockets, once attached. */
  sockets: { current: Realtime | undefined };
}

function createCore(deps: AppDeps): Core {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const { config, database, logger } = deps;
  const settings = createSettingsService(createSqlSettingsRepository(database.db, now), { now });
  const audit = createAuditLog(database.db, now);
  const sockets: Core['sockets'] = { current: undefined };
  const settingsPush = settingsPushVia(() => sockets.current, settings);
  const notices = createNoticesService({
    db: database.db,
    audit,
    now,
    announce: (event, notice) => settingsPush.notice(event, notice),
  });
  const health = createHealthReport({
    config,
    database,
    feed: deps.feed,
    bus: deps.bus,
    now,
    startedAt,
  });
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
  return {
    now,
    settings,
    settingsPush,
    audit,
    notices,
    health,
    services,
    liveHub,
    feedReport,
    liveStatus,
    stamp,
    sockets,
  };
}

/** The Hono app behind `/api` with every route group, its hot answers noted in `answers`. */
function appApi(deps: AppDeps, core: Core, accounts: Accounts, answers: AnswerBook): Hono {
  const { config, database, logger } = deps;
  const { now, settings } = core;
  const routes = apiRoutes({
    db: database.db,
    live: core.services.live,
    settings,
    config,
    logger,
    now,
    accounts,
    liveHub: core.liveHub,
    sink: deps.feed?.ingest,
    audit: core.audit,
    settingsPush: core.settingsPush,
    notices: core.notices,
    commands: deps.commands,
    scores: deps.feed?.corrections,
  });
  return createApi({
    logger,
    health: core.health,
    now,
    routes,
    auth: deps.auth ?? accounts.authenticator,
    allowedOrigins: config.EMBED_ALLOWED_ORIGINS,
    publicOrigins: config.PUBLIC_ORIGIN,
    trustedProxies: config.TRUSTED_PROXIES,
    noted: answers.noted,
    hot: hotCaches(core.stamp, database, now),
  });
}

/** Settings saved before the sockets are attached (API-only tests) reach no page. */
function settingsPushVia(
  realtime: () => Realtime | undefined,
  settings: SettingsService,
): SettingsPush {
  return {
    changed: (key, value) => {
      const attached = realtime();
      if (attached) attached.settingsPush.changed(key, value);
      else settings.forget();
    },
    notice: (event, notice) => realtime()?.settingsPush.notice(event, notice),
  };
}

/** The API's hot caches: answers made from live play, and those made from stored data only. */
function hotCaches(stamp: () => Stamp, database: Database, now: () => number): HotCaches {
  return {
    live: createHotCache<EncodedBody>({ stamp, now }),
    // Tables and top lists do not read the live state: a write makes them stale, at once or,
    // for the feed's writes of play (a match ending moves a table), within a second.
    stored: createHotCache<EncodedBody>({
      stamp: () => ({ version: database.writes.current(), seq: database.liveWrites.current() }),
      windowMs: STORED_LIVE_WINDOW_MS,
      now,
    }),
  };
}
