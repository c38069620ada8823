/**
 * @module resilience/cluster/postgres
 * PostgreSQL for the outage parts: a private cluster (initdb in a temporary directory, its own
 * loopback port) that a part stops and starts again, and fresh databases on the machine's shared
 * server for parts that only need one. PostgreSQL refuses to run as root, so as root the cluster
 * runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../support/free-port';

const exec = promisify(execFile);
const SHARED_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COMMAND_TIMEOUT_MS = 60_000;

/** The folder of initdb and pg_ctl: PG_BIN, else the newest Debian install, else PATH. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], 'bin') : '';
}

/** Runs a PostgreSQL tool, as the `postgres` user when this process is root. */
async function pgTool(tool: string, args: string[]): Promise<string> {
  const bin = binDir() ? path.join(binDir(), tool) : tool;
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const { stdout } = await exec(file, argv, { timeout: COMMAND_TIMEOUT_MS });
  return stdout;
}

export interface PrivatePostgres {
  port: number;
  /** URL of its `postgres` database (trust authentication on loopback). */
  url: string;
  running(): boolean;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are cut, committed work is kept. */
  stop(): Promise<void>;
  /** Stops it if it runs and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A new cluster, started; `destroy()` in a `finally` removes it whatever happened.
 * @example
 * const db = await startPrivatePostgres();
 * try { await db.stop(); await db.start(); } finally { await db.destroy(); }
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await exec('id', ['-u', 'postgres']);
    const { stdout: gid } = await exec('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  let running = false;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = async () => {
    await pgTool('pg_ctl', [
      'start',
      '-w',
      '-t',
      '30',
      '-D',
      data,
      '-l',
      `${dir}/log`,
      '-o',
      options,
    ]);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await pgTool('pg_ctl', ['stop', '-w', '-t', '30', '-m', 'fast', '-D', data]);
    running = false;
  };
  const destroy = async () => {
    await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    running: () => running,
    start,
    stop,
    destroy,
  };
}

async function onShared(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SHARED_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the shared server (not a schema: the migrator looks for its tables
 * in every schema of a database).
 * @example const db = await freshDatabase('redis_outage'); try { … } finally { await db.drop(); }
 */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onShared(`create database ${name}`);
  const url = new URL(SHARED_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onShared(`drop database if exists ${name} with (force)`),
  };
}
