/**
 * @module resilience/parts/postgres-outage
 * PostgreSQL outage: one server (feed and web) on a private PostgreSQL cluster under a
 * registration load, the database stopped (`pg_ctl stop -m fast`) mid-play and started again on
 * the same port and data. Checks that the server lives, that health answers 503 while the
 * database is gone and 200 after, that registrations meanwhile fail fast with a JSON 5xx, that
 * every acknowledged registration is stored, and that the feed writes again after recovery.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createCleanup } from '../cluster/cleanup';
import { startNode } from '../cluster/node';
import { startPrivatePostgres, type PrivatePostgres } from '../cluster/postgres';
import {
  recordHealth,
  registrationLoad,
  type HealthSample,
  type Registration,
} from '../cluster/probes';
import { atLeast, atMost, percentile, round, sleep, tally } from '../stats';
import { msUntil } from '../../support/wait';
import type { Budget, Part, PartContext, PartResult } from '../types';

const OUTAGE_MS = { quick: 5_000, full: 10_000 };
const PLAY_MS = { quick: 4_000, full: 8_000 };
const CONCURRENCY = 3;
const SIM_SPEED = '200';
const HEALTH_EVERY_MS = 250;
/** A connection already open notices the stop when it next talks; health is shared 250 ms. */
const DETECT_GRACE_MS = 1_000;
/** "Fails rather than hangs": the longest a registration may take while the database is gone. */
const FAIL_FAST_MS = 5_000;
const RECOVER_LIMIT_MS = 30_000;

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Epoch ms of the feed's newest match write. */
async function newestMatchWrite(url: string): Promise<number> {
  const rows = await query<{ at: string | null }>(url, 'select max(updated_at) as at from matches');
  return Number(rows[0]?.at ?? 0);
}

async function missingUsers(url: string, acked: Registration[]): Promise<string[]> {
  const names = acked.map((r) => r.username);
  const rows = await query<{ username: string }>(
    url,
    'select username from users where username = any($1)',
    [names],
  );
  const found = new Set(rows.map((r) => r.username));
  return names.filter((n) => !found.has(n));
}

interface Timeline {
  down: number;
  up: number;
  healthyAfterMs: number | null;
  feedAfterMs: number | null;
}

async function outage(
  ctx: PartContext,
  db: PrivatePostgres,
  url: string,
  samples: HealthSample[],
): Promise<Timeline> {
  const mode = ctx.quick ? 'quick' : 'full';
  const stopping = Date.now();
  ctx.log(`stopping postgresql for ${OUTAGE_MS[mode] / 1000} s`);
  await db.stop();
  // Down from when the stop has finished (a fast stop waits for sessions to end first).
  const down = Date.now();
  await sleep(Math.max(0, stopping + OUTAGE_MS[mode] - Date.now()), ctx.signal);
  // Up from when the start begins: the server accepts connections before pg_ctl returns.
  const up = Date.now();
  await db.start();
  const healthyAfterMs = await msUntil(
    'health 200 after PostgreSQL returned',
    () => samples.some((s) => s.at > up && s.status === 200),
    { timeoutMs: RECOVER_LIMIT_MS, signal: ctx.signal, intervalMs: 100 },
  );
  const feedAfterMs = await msUntil(
    'a match written after PostgreSQL returned',
    async () => (await newestMatchWrite(db.url).catch(() => 0)) > up,
    { timeoutMs: RECOVER_LIMIT_MS, signal: ctx.signal, intervalMs: 250 },
  );
  ctx.log(`health 200 after ${healthyAfterMs} ms, feed wrote after ${feedAfterMs} ms`);
  return { down, up, healthyAfterMs, feedAfterMs };
}

function budgetsOf(
  t: Timeline,
  samples: HealthSample[],
  done: Registration[],
  lost: string[],
  alive: boolean,
) {
  const during = samples.filter((s) => s.at >= t.down + DETECT_GRACE_MS && s.at < t.up);
  const inOutage = done.filter((r) => r.sent >= t.down && r.sent < t.up);
  const failedFast = inOutage.filter((r) => r.status >= 500 && r.code !== 'not JSON');
  const acked = done.filter((r) => r.status === 201);
  const budgets: Budget[] = [
    atLeast('server alive at the end', 1, alive ? 1 : 0),
    atLeast('health samples while PostgreSQL was down', 1, during.length),
    atLeast('of them answered 503', during.length, during.filter((s) => s.status === 503).length),
    atMost(
      's after PostgreSQL returned until health answered 200',
      RECOVER_LIMIT_MS / 1000,
      t.healthyAfterMs === null ? Number.NaN : round(t.healthyAfterMs / 1000),
    ),
    atMost('acknowledged registrations (201) missing from the database', 0, lost.length),
    atLeast('acknowledged registrations checked', 1, acked.length),
    atLeast('registrations sent during the outage', 1, inOutage.length),
    atLeast(
      'of them answered 201 or a JSON 5xx (none hung or came back bare)',
      inOutage.length,
      failedFast.length + inOutage.filter((r) => r.status === 201).length,
    ),
    atMost(
      'longest registration answer during the outage, ms',
      FAIL_FAST_MS,
      round(Math.max(0, ...inOutage.map((r) => r.ms)), 0),
    ),
    atMost(
      's after PostgreSQL returned until the feed wrote a match',
      RECOVER_LIMIT_MS / 1000,
      t.feedAfterMs === null ? Number.NaN : round(t.feedAfterMs / 1000),
    ),
  ];
  const figures = {
    outageSeconds: round((t.up - t.down) / 1000),
    healthDuringOutage: tally(during, (s) => `${s.status} ${s.said}`),
    registrations: tally(done, (r) => `${r.status} ${r.code}`.trim()),
    duringOutage: tally(inOutage, (r) => `${r.status} ${r.code}`.trim()),
    outageAnswerMs: {
      p50: round(
        percentile(
          inOutage.map((r) => r.ms),
          50,
        ),
      ),
      max: round(Math.max(0, ...inOutage.map((r) => r.ms))),
    },
    acknowledged: acked.length,
    lost: lost.slice(0, 20),
  };
  return { budgets, figures };
}

async function run(ctx: PartContext): Promise<PartResult> {
  const cleanup = createCleanup();
  const mode = ctx.quick ? 'quick' : 'full';
  try {
    const db = await startPrivatePostgres();
    cleanup.add('remove the private postgresql', () => db.destroy());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-pg-outage-'));
    cleanup.dir(dataDir);
    const env = {
      DATABASE_URL: db.url,
      TRUSTED_PROXIES: '1',
      SIM_SPEED,
      JWT_SECRET: randomBytes(30).toString('base64url'),
    };
    const node = await startNode(ctx.root, { name: 'server', dataDir, env, signal: ctx.signal });
    cleanup.add(
      'stop the server',
      () => node.stop(),
      () => process.kill(node.pid, 'SIGKILL'),
    );
    const health = recordHealth([{ name: 'server', url: node.url }], HEALTH_EVERY_MS);
    const load = registrationLoad(node.url, CONCURRENCY, 30_000);
    await sleep(PLAY_MS[mode], ctx.signal);
    const timeline = await outage(ctx, db, node.url, health.samples);
    await sleep(PLAY_MS[mode], ctx.signal);
    const done = await load.stop();
    const samples = await health.stop();
    const lost = await missingUsers(
      db.url,
      done.filter((r) => r.status === 201),
    );
    const { budgets, figures } = budgetsOf(timeline, samples, done, lost, node.alive());
    return {
      name: 'postgres-outage',
      budgets,
      figures: {
        ...figures,
        exitStatus: node.exitStatus() ?? 'alive',
        serverLogTail: node.problems().lines.slice(-8),
      },
      notes: [
        `A private PostgreSQL cluster stopped with pg_ctl stop -m fast and started again on the same port and data; ${CONCURRENCY} concurrent registrations (each from its own X-Forwarded-For, TRUSTED_PROXIES=1) throughout, simulator at SIM_SPEED=${SIM_SPEED}.`,
        'Answers are sorted by when the request was sent; a registration sent during the outage may be answered after the database returned.',
      ],
    };
  } finally {
    const failures = await cleanup.run();
    if (failures.length > 0) ctx.log('cleanup problems:', failures);
  }
}

export const postgresOutage: Part = {
  name: 'postgres-outage',
  summary:
    'PostgreSQL stopped mid-play under registrations and the feed: health 503 then 200, fail fast, no acknowledged write lost',
  timeLimitSeconds: { quick: 120, full: 150 },
  server: 'none',
  run,
};
