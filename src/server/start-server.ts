/**
 * @module start-server
 * Starts one server process: database, migrations, app, http server and sockets, and returns a
 * handle whose `close()` shuts everything down in order. Used by `main.ts` and by the
 * integration tests (port 0, temporary DATA_DIR).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { knownScriptHashes } from './http/script-policy';
import { prepareDataDir } from './startup/data-dir';
import { createApp, type App, type PagesHandler } from './app';
import { createMemoryBus, type Bus } from './feed/bus';
import { createRedisBus } from './feed/redis-bus';
import { createRedisCommands } from './feed/redis-commands';
import { applyCorrection } from './feed/corrections';
import { createFeed, type Feed } from './feed/create-feed';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createNamesCatalogue, type NamesCatalogue } from './names/names-catalogue';
import { releaseMemory } from './runtime/release-memory';
import type { Logger } from './logger';
import type { Realtime } from './realtime/create-realtime';
import { createRedisAdapter } from './realtime/redis-adapter';
import { createRedisThrottle } from './auth/redis-throttle';
import { loggableUrl, withoutSecret } from './loggable-url';

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** Folder holding the Astro build (`client/` and `server/entry.mjs`); pages are skipped when absent. */
  distDir?: string;
  /** Milliseconds the shutdown waits for open connections before cutting them. */
  shutdownGraceMs?: number;
  /** Receives one human line per start-up stage (`npm start` prints them; tests pass none). */
  progress?: (line: string) => void;
  /** How long a client may take to send a whole request, and its headers (ms). */
  timeouts?: { requestMs: number; headersMs: number };
  /** Whether a stop was asked for while starting: the feed is then not started at all. */
  stopRequested?: () => boolean;
}

/**
 * A request must arrive whole within 30 s and its headers within 10 s: a client that sends
 * fewer bytes than its Content-Length (or headers a byte at a time) would otherwise hold a
 * connection for minutes. Long polls are not cut: they wait for the answer,
 * not for the request.
 */
export const REQUEST_TIMEOUTS = { requestMs: 30_000, headersMs: 10_000 } as const;

export interface RunningServer {
  app: App;
  server: Server;
  /** The socket.io server (absent on ROLE=ingest nodes). */
  realtime: Realtime | undefined;
  url: string;
  port: number;
  close(): Promise<void>;
}

async function loadPages(distDir: string | undefined): Promise<PagesHandler | undefined> {
  if (!distDir) return undefined;
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { handler: PagesHandler };
  return mod.handler;
}

/** The back-fill's last writes are still on their way when it reports done. */
const RELEASE_AFTER_BACKFILL_MS = 5_000;

/** The simulator fills in past results in the background; say when it starts and ends. */
function reportBackfill(
  feed: Feed | undefined,
  progress: (line: string) => void,
  logger: Logger,
): void {
  const done = feed?.provider.backfillDone?.();
  if (!done) return;
  const started = Date.now();
  progress("back-filling the simulator's history in the background (newest results first)…");
  void done.then((written) => {
    progress(
      written > 0
        ? `history back-filled: ${written.toLocaleString('en-US')} past matches written in ${((Date.now() - started) / 1000).toFixed(1)} s`
        : 'history back-filled: every past match was stored already',
    );
    // The back-fill is the process's high-water mark: give its pages back once it is over.
    setTimeout(() => {
      const released = releaseMemory();
      if (released) logger.info(released, 'memory released after the back-fill');
    }, RELEASE_AFTER_BACKFILL_MS).unref();
  });
}

/**
 * The names catalogue of a node that writes (ROLE all or ingest): seeded now, and the rows
 * stored before (imports, an earlier feed) named in the background.
 */
async function prepareNames(database: Database, logger: Logger): Promise<NamesCatalogue> {
  const names = createNamesCatalogue(database.db);
  const added = await names.seed();
  void names.applyToStored().then(
    (renamed) => logger.info({ added, renamed }, 'names catalogue ready'),
    (error: unknown) => logger.warn({ err: error }, 'names catalogue: stored rows not renamed'),
  );
  return names;
}

/** Opens the database and brings its schema up to date. */
async function openMigrated(
  config: Config,
  logger: Logger,
  progress: (line: string) => void,
): Promise<Database> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  progress(
    `migrating the database (${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${database.location})…`,
  );
  const applied = await migrateToLatest(database);
  logger.info(
    { dialect: database.dialect, location: database.location, applied },
    'database ready',
  );
  return database;
}

/** What this node shares with the others through Redis (REDIS_URL), or keeps to itself. */
interface NodeLinks {
  bus: Bus;
  commands: ReturnType<typeof createRedisCommands> | undefined;
  throttle: ReturnType<typeof createRedisThrottle> | undefined;
  socketAdapter: ReturnType<typeof createRedisAdapter> | undefined;
}

function nodeLinks(config: Config, logger: Logger): NodeLinks {
  // With REDIS_URL the ingest node's events reach every web node through Redis (DESIGN "One
  // process by default, many when users outgrow it"); otherwise they stay in this process.
  const bus: Bus = config.REDIS_URL
    ? createRedisBus({ url: config.REDIS_URL, logger, publisher: config.ROLE !== 'web' })
    : createMemoryBus();
  // Corrections made on a web node reach the node that runs the feed.
  const commands = config.REDIS_URL ? createRedisCommands(config.REDIS_URL, logger) : undefined;
  // Login and lookup limits count across the nodes.
  const throttle = config.REDIS_URL ? createRedisThrottle(config.REDIS_URL, logger) : undefined;
  const socketAdapter =
    config.REDIS_URL && config.ROLE !== 'ingest'
      ? createRedisAdapter(config.REDIS_URL, logger)
      : undefined;
  return { bus, commands, throttle, socketAdapter };
}

/** Starts the bus, and on the feed's node serves the corrections other nodes send. */
async function startLinks(config: Config, links: NodeLinks, feed: Feed | undefined) {
  const { bus, commands } = links;
  try {
    await bus.start();
    if (feed && commands) {
      const ingest = feed.ingest;
      const corrections = feed.corrections;
      await commands.serve((command) => {
        if (command.type === 'score') corrections.correct(command.matchId, command.ss, Date.now());
        else applyCorrection(ingest, command, Date.now());
      });
    }
  } catch (error) {
    const url = config.REDIS_URL ?? '';
    const reason = withoutSecret((error as Error).message, url, 'redis');
    throw new Error(
      `Cannot connect to Redis at ${loggableUrl(url, 'redis')} (${reason}). Start Redis or unset REDIS_URL.`,
      { cause: error },
    );
  }
}

function httpServer(app: App, timeouts: { requestMs: number; headersMs: number }): Server {
  return createServer(
    {
      keepAliveTimeout: 65_000,
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      // Node looks at the limits only this often (30 s unless told): a few seconds at most.
      connectionsCheckingInterval: Math.min(5_000, timeouts.headersMs),
    },
    app.listener,
  );
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the feed and says how its past results come (back-filled, or none). */
async function startFeed(
  feed: Feed | undefined,
  config: Config,
  progress: (line: string) => void,
  logger: Logger,
) {
  await feed?.start();
  if (feed && config.FEED === 'simulator' && !config.SIM_HISTORY)
    progress('simulating live play only: no past results (SIM_HISTORY=off)');
  else reportBackfill(feed, progress, logger);
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const progress = options.progress ?? (() => {});
  // Every node keeps files there (uploads, the token secret), not only SQLite.
  prepareDataDir(config.DATA_DIR);
  const database = await openMigrated(config, logger, progress);
  const links = nodeLinks(config, logger);
  const { bus, commands, throttle, socketAdapter } = links;
  // ROLE=web nodes serve what an ingest node writes; they run no feed of their own.
  const feed: Feed | undefined =
    config.ROLE === 'web'
      ? undefined
      : createFeed(config, database, bus, logger, await prepareNames(database, logger));

  // React picks its server build from the process environment, not from our config: unset, every
  // page would render through React's development checks (measured: most of a render's time).
  process.env.NODE_ENV ??= config.NODE_ENV;
  const pages = await loadPages(options.distDir);
  if (!pages)
    logger.warn('no page build found: serving the API and sockets only (run npm run build)');
  const app = createApp({
    config,
    database,
    logger,
    pages,
    clientDir: options.distDir ? path.join(options.distDir, 'client') : undefined,
    // Known before the first request; without pages (API only) there is nothing to allow.
    knownScripts: pages && options.distDir ? knownScriptHashes(options.distDir) : null,
    feed,
    bus,
    socketAdapter: socketAdapter?.adapter,
    commands: feed ? undefined : commands,
    ...(throttle ? { accounts: { throttle } } : {}),
  });
  await startLinks(config, links, feed);

  const server = httpServer(app, options.timeouts ?? REQUEST_TIMEOUTS);
  // An ingest node only feeds the others: it serves the API (health) but no sockets.
  const realtime = config.ROLE !== 'ingest' ? app.attachRealtime(server) : undefined;
  await listen(server, config);
  // A feed started under a pending stop would only be stopped again, and a world's start takes
  // seconds on a busy machine: long enough to miss the shutdown deadline (exit 1).
  // A signal is heard between turns of the event loop, and the start so far may have run as one:
  // one turn lets a signal already sent count.
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (options.stopRequested?.()) logger.info('stop asked for while starting: feed not started');
  else await startFeed(feed, config, progress, logger);
  const port = (server.address() as AddressInfo).port;

  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info({ url, role: config.ROLE, feed: config.FEED }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= shutdown({ server, app, feed, links, database, logger }, options.shutdownGraceMs);
    return closing;
  };
  return { app, server, realtime, url, port, close };
}

/** Stops taking requests, then closes the app, the feed, the links and last the database. */
async function shutdown(
  parts: {
    server: Server;
    app: App;
    feed: Feed | undefined;
    links: NodeLinks;
    database: Database;
    logger: Logger;
  },
  graceMs = 5_000,
): Promise<void> {
  const { server, links } = parts;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await parts.app.close();
  await parts.feed?.stop();
  await links.bus.close();
  await links.commands?.close();
  await links.socketAdapter?.close();
  await links.throttle?.close();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
  await parts.database.close();
  parts.logger.info('stopped');
}
