/**
 * Boots the real server in-process on port 0 with a temporary DATA_DIR, using the page build
 * in dist/ when present (the test script builds it first). The feed stays off (ROLE=web) unless
 * the caller passes another ROLE.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { createLogger, type Logger } from '../../../src/server/logger';
import { startServer, type RunningServer } from '../../../src/server/start-server';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DIST = path.join(ROOT, 'dist');

export interface BootedServer extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * `logger` replaces the silent one, for suites that read what the server logged; `timeouts`
 * shortens the request time limits for the suites that try them.
 */
export async function bootServer(
  env: Record<string, string> = {},
  options: {
    logger?: Logger;
    timeouts?: { requestMs: number; headersMs: number };
    /** A DATA_DIR of the caller's (kept when the server stops), instead of a fresh one. */
    dataDir?: string;
  } = {},
): Promise<BootedServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'live-score-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Web role unless a test asks for the feed: most suites need a quiet database.
    ROLE: 'web',
    // Ten days of past results and no earlier seasons: a suite reads the newest results, and a
    // whole season's back-fill would take a core from the suite beside it for minutes.
    SIM_HISTORY_DAYS: '10',
    ...env,
  });
  const running = await startServer({
    config,
    logger: options.logger ?? createLogger('silent'),
    distDir: DIST,
    shutdownGraceMs: 500,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  return {
    ...running,
    dataDir,
    stop: async () => {
      await running.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
