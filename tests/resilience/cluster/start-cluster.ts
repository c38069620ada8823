/**
 * @module resilience/cluster/start-cluster
 * The cluster of the multi-node parts: a fresh PostgreSQL database on the shared server, a
 * private Redis, one ROLE=ingest node (the simulator) and ROLE=web nodes, every piece registered
 * with the part's cleanup as it is made.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { msUntil } from '../../support/wait';
import type { PartContext } from '../types';
import type { Cleanup } from './cleanup';
import { startNode, type ClusterNode } from './node';

import { freshDatabase } from './postgres';
import { startPrivateRedis, type PrivateRedis } from './redis';

export interface Cluster {
  redis: PrivateRedis;
  ingest: ClusterNode;
  webs: ClusterNode[];
  /** URL of the cluster's database. */
  databaseUrl: string;
}

export interface ClusterOptions {
  /** Prefix of the fresh database's name. */
  database: string;
  /** Names of the web nodes, e.g. ['web1', 'web2']. */
  webs: string[];
  /** Environment every node gets on top of the cluster's own (e.g. SIM_SPEED). */
  env?: Record<string, string>;
}

/**
 * Starts the database, Redis, the ingest node and then the web nodes.
 * @example
 * const cleanup = createCleanup();
 * try { const c = await startCluster(ctx, cleanup, { database: 'resilience_kill', webs: ['web1', 'web2'] }); … }
 * finally { await cleanup.run(); }
 */
/** How long the ingest may take to store its first live state. */
const STORED_LIMIT_MS = 120_000;

/** Whether the node's database lists matches in play (the feed's first flush is done). */
async function storedInPlay(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/inplay/all/count/betting/all`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return false;
    return (((await res.json()) as { data?: { total?: number } }).data?.total ?? 0) > 0;
  } catch {
    return false;
  }
}

export async function startCluster(
  ctx: PartContext,
  cleanup: Cleanup,
  options: ClusterOptions,
): Promise<Cluster> {
  const db = await freshDatabase(options.database);
  cleanup.add('drop the database', () => db.drop());
  const redis = await startPrivateRedis();
  cleanup.add(
    'stop redis',
    () => redis.stop(),
    () => {
      const pid = redis.pid();
      if (pid) process.kill(pid, 'SIGKILL');
    },
  );
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(30).toString('base64url'),
    ...options.env,
  };
  const node = async (name: string, role: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `live-score-${name}-`));
    cleanup.dir(dataDir);
    const started = await startNode(ctx.root, {
      name,
      dataDir,
      env: { ...env, ROLE: role },
      signal: ctx.signal,
    });
    cleanup.add(
      `stop ${name}`,
      () => started.stop(),
      () => {
        if (started.alive()) process.kill(started.pid, 'SIGKILL');
      },
    );
    return started;
  };
  // The ingest migrates the database first; the web nodes find it ready.
  const ingest = await node('ingest', 'ingest');
  // Health answers before the feed's first flush has stored the world (seconds on a loaded
  // machine): the parts compare with stored rows, so they start once matches in play are stored.
  const stored = await msUntil(
    'a match in play stored by the ingest',
    () => storedInPlay(ingest.url),
    { timeoutMs: STORED_LIMIT_MS, signal: ctx.signal, intervalMs: 250 },
  );
  if (stored === null)
    throw new Error(`ingest: no match in play stored within ${STORED_LIMIT_MS / 1000} s`);
  const webs = await Promise.all(options.webs.map((name) => node(name, 'web')));
  return { redis, ingest, webs, databaseUrl: db.url };
}
