/**
 * @module dev-integration
 * `astro dev` support: mounts the API as Vite middleware and attaches socket.io to the dev
 * server, so development has the same API and sockets as `npm start`, with hot-reloaded pages.
 */
import type { Server } from 'node:http';
import type { AstroIntegration } from 'astro';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createApp } from './app';
import { createMemoryBus } from './feed/bus';
import { createFeed } from './feed/create-feed';
import { secretsOf } from './log-secrets';
import { createLogger } from './logger';

export function liveScoreDevServer(): AstroIntegration {
  return {
    name: 'live-score-dev-server',
    hooks: {
      'astro:server:setup': async ({ server, logger: astroLogger }) => {
        // Vitest and other programmatic Vite servers have no http server to attach to.
        if (!server.httpServer) return;
        const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
        const logger = createLogger(config.LOG_LEVEL, { pretty: true, secrets: secretsOf(config) });
        const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
        await migrateToLatest(database);
        const bus = createMemoryBus();
        const feed = config.ROLE === 'web' ? undefined : createFeed(config, database, bus, logger);
        const app = createApp({ config, database, logger, feed, bus });
        app.attachRealtime(server.httpServer as Server);
        await feed?.start();
        server.middlewares.use((req, res, next) => {
          const url = req.url ?? '';
          if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
            app.listener(req, res);
          else next();
        });
        server.httpServer.once('close', () => {
          void app
            .close()
            .then(() => feed?.stop())
            .then(() => bus.close())
            .then(() => database.close());
        });
        astroLogger.info(`API at /api and sockets at /socket.io (${database.dialect})`);
      },
    },
  };
}
