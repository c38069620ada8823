/**
 * The built server as an operator runs it: bad configuration exits 1 naming the variable, and
 * SIGTERM stops it within 10 s with exit code 0.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DIST } from './helpers/boot';

const MAIN = path.join(DIST, 'main.mjs');

function run(env: Record<string, string>) {
  if (!existsSync(MAIN))
    throw new Error('No dist/main.mjs: run `npm run build` (npm test does it first).');
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('process lifecycle', () => {
  it.each([
    ['PORT', 'abc'],
    ['ROLE', 'everything'],
    ['DATABASE_URL', 'mysql://x'],
  ])('%s=%s exits 1 with a message naming it', async (name, value) => {
    const proc = run({ [name]: value, DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output().stderr).toContain(`${name}=${JSON.stringify(value)}: expected`);
  });

  it('exits 1 with a clear message when PostgreSQL cannot be reached', async () => {
    const proc = run({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATA_DIR: os.tmpdir(),
      PORT: '0',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output().stderr).toMatch(
      /Cannot connect to PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/none/,
    );
  });

  it('never prints a database or Redis password when it cannot connect', async () => {
    const pg = run({
      DATABASE_URL: 'postgres://nobody:pg-topsecret@127.0.0.1:1/none',
      DATA_DIR: os.tmpdir(),
      PORT: '0',
    });
    expect(await pg.exited).toBe(1);
    expect(pg.output().stderr).toContain('postgres://nobody:***@127.0.0.1:1/none');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    try {
      const redis = run({
        REDIS_URL: 'redis://:redis-topsecret@127.0.0.1:1/0',
        DATA_DIR: dataDir,
        PORT: '0',
      });
      expect(await redis.exited).toBe(1);
      expect(redis.output().stderr).toContain(
        'Cannot connect to Redis at redis://:***@127.0.0.1:1/0',
      );
      const printed = `${pg.output().stdout}${pg.output().stderr}${redis.output().stdout}${redis.output().stderr}`;
      expect(printed).not.toMatch(/topsecret/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves, then stops on SIGTERM within 10 s with exit code 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    const proc = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no listening line: ${proc.output().stdout}`)),
          // A guard, not a timing: the first start writes the whole catalogue.
          45_000,
        );
        proc.child.stdout.on('data', () => {
          const match = /"url":"(http:\/\/[^"]+)"/.exec(proc.output().stdout);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      // An open keep-alive connection and a socket must not hold the shutdown up.
      const { io } = await import('socket.io-client');
      const socket = io(url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const started = Date.now();
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(proc.output().stdout).toContain('"msg":"stopped"');
      socket.disconnect();
    } finally {
      proc.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a SIGTERM while it is still starting is kept: it starts without its feed, closes and exits 0', async () => {
    // The server listens before its start is over (the feed's first flush comes later); the
    // default action of an unheard signal there dropped what the feed held (a resilience run
    // found an ingest node's finished results missing after such a stop).
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    // The test holds the database's write lock, so the start waits at its migration's first
    // write (SQLite's busy wait, 5 s) until the signal is sent: on a loaded machine a start left
    // to run had finished before the test saw its migration line.
    const holder = new Database(path.join(dataDir, 'live-score.sqlite'));
    holder.pragma('journal_mode = WAL');
    holder.exec('BEGIN IMMEDIATE');
    const proc = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SIM_HISTORY: '0' });
    try {
      await expect
        .poll(() => proc.output().stderr, { timeout: 45_000, interval: 5 })
        .toContain('live-score: migrating the database');
      proc.child.kill('SIGTERM');
      holder.exec('COMMIT');
      expect(await proc.exited).toBe(0);
      const { stdout } = proc.output();
      expect(stdout).toContain('"msg":"shutting down once started"');
      // A feed started under a pending stop would only be stopped again (seconds on a busy
      // machine, past the shutdown deadline).
      expect(stdout).toContain('"msg":"stop asked for while starting: feed not started"');
      expect(stdout).not.toContain('"msg":"simulator started"');
      expect(stdout).toContain('"msg":"stopped"');
      // Closed before it said it was serving: nothing announced a server that was going away.
      expect(proc.output().stderr).not.toContain('live-score: serving');
    } finally {
      proc.child.kill('SIGKILL');
      holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits 1 with one line naming PORT when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    try {
      const proc = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      expect(await proc.exited).toBe(1);
      const last = proc.output().stderr.trim().split('\n').at(-1);
      expect(last).toBe(
        `PORT=${port}: 127.0.0.1:${port} is already in use by another process; stop it, or set PORT to a free port (0 picks one)`,
      );
      expect(proc.output().stderr).not.toMatch(/\n\s+at /);
      expect(proc.output().stdout).not.toMatch(/"stack"/);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says what it does at each start-up stage, then where it serves', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-proc-'));
    const proc = run({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      await expect
        .poll(() => proc.output().stderr, { timeout: 45_000 })
        .toMatch(
          /live-score: serving http:\/\/127\.0\.0\.1:\d+\/ \(the first page answered 200 in [\d.]+ s; [\d.]+ s after start\)/,
        );
      const stages = proc
        .output()
        .stderr.split('\n')
        .filter((line) => line.startsWith('live-score: '));
      expect(stages.slice(0, 3)).toEqual([
        expect.stringMatching(
          /^live-score: migrating the database \(SQLite, .*live-score\.sqlite\)…$/,
        ),
        "live-score: back-filling the simulator's history in the background (newest results first)…",
        expect.stringMatching(/^live-score: serving /),
      ]);
      // The back-fill takes about a minute on a busy 2-core machine.
      await expect
        .poll(() => proc.output().stderr, { timeout: 150_000 })
        .toMatch(/live-score: history back-filled: [\d,]+ past matches written in [\d.]+ s/);
    } finally {
      proc.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 210_000);
});
