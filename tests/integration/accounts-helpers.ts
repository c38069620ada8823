/**
 * Shared parts of the account suites: a real server over HTTP (port 0) whose clock and account
 * options a test controls, on SQLite (temporary DATA_DIR) or PostgreSQL (a fresh schema); a
 * small JSON client; and the admin CLI run in-process against the same database.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access --
   Answers are JSON of many shapes read loosely; each assertion states the shape it expects. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../src/server/app';
import type { AccountsOptions } from '../../src/server/auth/index';
import { runAdmin } from '../../src/server/cli/commands';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createLogger, type Logger } from '../../src/server/logger';
import type { Bus } from '../../src/server/feed/bus';
import { createTestSchema } from './helpers/postgres';

export interface TestClock {
  now: () => number;
  set: (ms: number) => void;
  advance: (ms: number) => void;
}

export function testClock(start: number): TestClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => void (t = ms),
    advance: (ms) => void (t += ms),
  };
}

export interface AccountsServer {
  url: string;
  dataDir: string;
  /** Environment the admin CLI needs to reach the same database. */
  env: Record<string, string>;
  app: App;
  database: Database;
  clock: TestClock;
  stop(): Promise<void>;
}

export async function bootAccountsServer(
  options: {
    kind?: 'sqlite' | 'postgres';
    accounts?: AccountsOptions;
    start?: number;
    /** More configuration, e.g. EMBED_ALLOWED_ORIGINS. */
    config?: Record<string, string>;
    /** Where the server logs (silent when absent). */
    logger?: Logger;
    /** How live events travel (in process when absent). */
    bus?: Bus;
    /** The PostgreSQL address the server uses, from the test schema's (e.g. through a proxy). */
    databaseUrl?: (url: string) => string;
    /** Serves sockets too (the live namespaces). */
    realtime?: boolean;
  } = {},
): Promise<AccountsServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-accounts-'));
  const schema = options.kind === 'postgres' ? await createTestSchema('acc') : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(schema ? { DATABASE_URL: options.databaseUrl?.(schema.url) ?? schema.url } : {}),
  };
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ROLE: 'web',
    ...options.config,
    ...env,
  });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    ...(schema ? { pgPoolSize: 4 } : {}),
  });
  await migrateToLatest(database);
  const clock = testClock(options.start ?? Date.UTC(2026, 2, 9, 3, 0, 0));
  const app = createApp({
    config,
    database,
    logger: options.logger ?? createLogger('silent'),
    ...(options.bus ? { bus: options.bus } : {}),
    now: clock.now,
    accounts: options.accounts,
  });
  const server = createServer(app.listener);
  if (options.realtime) app.attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    env,
    app,
    database,
    clock,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await database.close();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  // Tests read whatever the server answered; each assertion states the shape it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of many shapes
  body: any;
  headers: Headers;
}

/** Calls the API with an optional Bearer token and JSON body. */
export async function call(
  base: string,
  method: string,
  pathname: string,
  init: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api${pathname}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: res.headers,
  };
}

/** Runs the admin CLI in-process against the server's database; returns code and output. */
export async function admin(
  env: Record<string, string>,
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { ...env, LOG_LEVEL: 'silent' },
    prompt: async () => null,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Registers an account, approves it with the CLI and logs in; returns its id and token. */
export async function approvedUser(
  server: Pick<AccountsServer, 'url' | 'env'>,
  username: string,
  password = 'Mead0w-91x82!',
): Promise<{ id: number; token: string }> {
  const reg = await call(server.url, 'POST', '/register/', {
    body: { username, password, nickname: `${username}-nick` },
  });
  if (reg.status !== 201) throw new Error(`register ${username}: ${JSON.stringify(reg.body)}`);
  const approved = await admin(server.env, 'approve', username);
  if (approved.code !== 0) throw new Error(`approve ${username}: ${approved.err}`);
  const login = await call(server.url, 'POST', '/login/', { body: { username, password } });
  if (login.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(login.body)}`);
  return { id: reg.body.data.id as number, token: login.body.data.token as string };
}

/** Inserts a match row so favourites have something to point at. */
export async function insertMatch(database: Database, id: number): Promise<void> {
  const at = Date.now();
  await database.db
    .insertInto('matches')
    .values({
      id,
      bet365_id: null,
      sport_id: 1,
      league_id: 1,
      season_id: null,
      round: null,
      home_id: 1,
      away_id: 2,
      time: Math.floor(at / 1000) + 3600,
      time_status: 0,
      ss: null,
      scores: '{}',
      timer: null,
      stats: '{}',
      details: null,
      extra: '{}',
      url: null,
      has_lineup: 0,
      source: 'test',
      created_at: at,
      updated_at: at,
      ended_at: null,
    })
    .execute();
}
