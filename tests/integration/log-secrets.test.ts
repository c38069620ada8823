/**
 * No configured secret in any log line, whatever path an error takes: the
 * built server is started as an operator runs it with a wrong Redis password (ioredis writes a
 * failed AUTH's arguments into its error), a database password, a BetsAPI token BetsAPI
 * refuses and a token secret, and everything it prints is searched for them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeBetsApi } from '../fixtures/betsapi/server';
import { until } from '../support/wait';
import { DIST } from './helpers/boot';

const MAIN = path.join(DIST, 'main.mjs');
const REDIS_PASSWORD = 'WrongPw-xyz-4711';
const DB_PASSWORD = 'Pg-Secret-0815';
const TOKEN = 'betsapi-Token-271828';
const JWT = 'jwt-secret-of-thirty-two-characters-or-more-31415';

function run(env: Record<string, string>) {
  if (!existsSync(MAIN))
    throw new Error('No dist/main.mjs: run `npm run build` (npm test does it first).');
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'debug', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: 'pipe',
  });
  let printed = '';
  const seen: { text: string; resolve: () => void }[] = [];
  const take = (d: Buffer) => {
    printed += d.toString();
    for (const s of seen) if (printed.includes(s.text)) s.resolve();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    exited,
    printed: () => printed,
    /** Resolves once the output holds `text`. */
    shows: (text: string) =>
      new Promise<void>((resolve) => {
        if (printed.includes(text)) resolve();
        else seen.push({ text, resolve });
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listening(port: number): Promise<void> {
  await until(
    `a server listening on port ${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = createConnection({ port, host: '127.0.0.1' });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      }),
    { timeoutMs: 60_000, intervalMs: 50 },
  );
}

describe('secrets in the logs', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('never prints a wrong Redis password, not even inside the client error', async () => {
    const port = await freePort();
    // A Redis of its own that wants a password: the machine's shared one has none.
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', 'the-right-one'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    await listening(port);
    const proc = run({
      REDIS_URL: `redis://default:${REDIS_PASSWORD}@127.0.0.1:${port}`,
      DATA_DIR: dataDir(),
    });
    expect(await proc.exited).toBe(1);
    // The error path was taken: Redis refused the password, and the reply was logged.
    expect(proc.printed()).toContain('WRONGPASS');
    expect(proc.printed()).not.toContain(REDIS_PASSWORD);
    expect(proc.printed()).not.toContain(encodeURIComponent(REDIS_PASSWORD));
  });

  it('never prints the database password, the BetsAPI token or the token secret', async () => {
    const refused = run({
      DATABASE_URL: `postgres://nobody:${DB_PASSWORD}@127.0.0.1:1/none`,
      DATA_DIR: dataDir(),
      JWT_SECRET: JWT,
    });
    expect(await refused.exited).toBe(1);
    expect(refused.printed()).toContain('Cannot connect to PostgreSQL');
    const api = await startFakeBetsApi();
    try {
      // The stand-in refuses any token but its own, as BetsAPI does a wrong one.
      const feed = run({
        FEED: 'betsapi',
        BETSAPI_TOKEN: TOKEN,
        BETSAPI_BASE_URL: api.url,
        JWT_SECRET: JWT,
        DATA_DIR: dataDir(),
      });
      children.push(feed.child);
      await feed.shows('BetsAPI refused the token');
      feed.child.kill('SIGTERM');
      expect(await feed.exited).toBe(0);
      const printed = `${refused.printed()}${feed.printed()}`;
      for (const secret of [DB_PASSWORD, TOKEN, JWT]) expect(printed).not.toContain(secret);
      expect(api.requests.some((r) => r.query.get('token') === TOKEN)).toBe(true);
    } finally {
      await api.close();
    }
  });
});
