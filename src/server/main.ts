/**
 * @module main
 * The process entry: config → logger → server → graceful shutdown on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { secretsOf } from './log-secrets';
import { createLogger } from './logger';
import { startServer } from './start-server';
import { announceReady } from './startup/announce-ready';
import { listenErrorMessage } from './startup/listen-error';
import { createShutdown } from './startup/shutdown';

/** Shutdown must finish within this, or the process exits anyway (issue: within 10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Set by `npm start` when it began; taken out so that nothing this process starts inherits it.
  const startedAt = process.env.LIVE_SCORE_STARTED_AT;
  delete process.env.LIVE_SCORE_STARTED_AT;
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL, { secrets: secretsOf(config) });
  // The bundle is dist/main.mjs; the page build (client/, server/) sits beside it.
  const distDir = path.dirname(fileURLToPath(import.meta.url));
  // One human line per start-up stage on stderr; the JSON log stays on stdout.
  const progress = (line: string) => {
    if (config.LOG_LEVEL !== 'silent') process.stderr.write(`live-score: ${line}\n`);
  };
  // Listening before the start is over (the feed's first flush comes after), so a signal must
  // be heard from now on: the default action would drop what the feed holds.
  const shutdown = createShutdown({
    logger,
    exit: (code) => process.exit(code),
    deadlineMs: SHUTDOWN_DEADLINE_MS,
  });
  process.on('SIGTERM', () => shutdown.request('SIGTERM'));
  process.on('SIGINT', () => shutdown.request('SIGINT'));
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({
      config,
      logger,
      distDir,
      shutdownGraceMs: 5_000,
      progress,
      stopRequested: () => shutdown.requested(),
    });
  } catch (error) {
    const known = listenErrorMessage(error, config);
    if (known) {
      logger.fatal(known);
      process.stderr.write(`${known}\n`);
    } else {
      logger.fatal({ err: error }, 'could not start');
      process.stderr.write(`Could not start: ${(error as Error).message}\n`);
    }
    process.exit(1);
  }
  shutdown.attach(running);
  if (!shutdown.requested()) void announceReady(running, config, progress, startedAt);
}

void main();
