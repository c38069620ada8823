/**
 * A restart keeps finished matches finished. The built server runs the simulator at 60 times
 * real time on one DATA_DIR until matches have ended, is stopped (SIGTERM, later SIGKILL) and
 * started again on the same DATA_DIR. None of the matches stored as finished before a restart
 * may be in play after it: not in the live snapshot, not in the in-play list, not in its own
 * row, while the feed runs on for many ticks. The simulator's clock runs ahead of the wall
 * clock at that speed; a world rebuilt from the wall clock at start had gone back in time and
 * played some finished matches again for about a minute.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { FINAL_STATUSES, TIME_STATUS } from '../../src/lib/domain/sports';
import { until } from '../support/wait';
import { DIST } from './helpers/boot';

const MAIN = path.join(DIST, 'main.mjs');
const SPEED = '60';
/**
 * Live-snapshot seqs seen change after a restart: each change is at least one feed tick. A
 * replayed match shows from the first tick after the start (and stayed about 70 s), so a dozen
 * ticks catch it.
 */
const TICKS_WATCHED = 12;

interface Server {
  child: ChildProcessWithoutNullStreams;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
}

interface LiveSnapshot {
  data: { seq: number; matches: { id: number; time_status: number }[] };
}

interface Violation {
  id: number;
  where: string;
  status: number;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-score-restart-'));
const running: Server[] = [];

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The built server on `dataDir`, once it says where it serves. */
async function start(): Promise<Server> {
  if (!existsSync(MAIN))
    throw new Error('No dist/main.mjs: run `npm run test:build` (npm test does it first).');
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      FEED: 'simulator',
      SIM_SEED: 'restart-test',
      SIM_SPEED: SPEED,
      // Only matches played by this test are finished ones: nothing back-filled.
      SIM_HISTORY: 'off',
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await until(
    'the server to serve',
    () => /"url":"(http:\/\/[^"]+)"/.exec(output)?.[1],
    // A guard, not a timing: a loaded machine takes long to migrate and write the catalogue.
    { timeoutMs: 90_000, intervalMs: 100 },
  );
  const server = { child, url, exited, output: () => output };
  running.push(server);
  return server;
}

async function stop(server: Server, signal: 'SIGTERM' | 'SIGKILL') {
  server.child.kill(signal);
  const code = await server.exited;
  running.splice(running.indexOf(server), 1);
  if (signal === 'SIGTERM') expect(code, server.output().slice(-2_000)).toBe(0);
}

/** Ids of the matches stored as finished (read while no server runs, or beside one: WAL). */
function storedFinished(): Set<number> {
  const db = new Database(path.join(dataDir, 'live-score.sqlite'));
  try {
    const rows = db
      .prepare(
        `SELECT id FROM matches WHERE ended_at IS NOT NULL AND time_status IN (${FINAL_STATUSES.join(',')})`,
      )
      .all() as { id: number }[];
    return new Set(rows.map((r) => Number(r.id)));
  } finally {
    db.close();
  }
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Reads the server's view of `finished` through the API until the live snapshot's seq has
 * changed TICKS_WATCHED times, and returns every sighting of one of them not finished.
 */
async function watch(server: Server, finished: Set<number>): Promise<Violation[]> {
  const seen: Violation[] = [];
  const seqs = new Set<number>();
  const ids = [...finished];
  await until(
    `${TICKS_WATCHED} feed ticks after the restart`,
    async () => {
      const { data: snapshot } = await json<LiveSnapshot>(`${server.url}/api/live/snapshot`);
      for (const m of snapshot.matches)
        if (finished.has(m.id))
          seen.push({ id: m.id, where: 'live snapshot', status: m.time_status });
      const inPlay = await json<{ data: { id: number; status_id: number }[] }>(
        `${server.url}/api/inplay/inplay?rows=500`,
      );
      for (const m of inPlay.data)
        if (finished.has(m.id)) seen.push({ id: m.id, where: 'in-play list', status: m.status_id });
      for (const id of ids) {
        const { data } = await json<{ data: { status_id: number } }>(
          `${server.url}/api/inplay/find/${id}`,
        );
        if (!FINAL_STATUSES.includes(data.status_id as never))
          seen.push({ id, where: 'match row', status: data.status_id });
      }
      seqs.add(snapshot.seq);
      return seqs.size > TICKS_WATCHED ? true : undefined;
    },
    // Ticks come every second; a guard for a loaded machine.
    { timeoutMs: 180_000, intervalMs: 100 },
  );
  // Each sighting once: a match played again is seen at every read while it plays.
  return [...new Map(seen.map((v) => [`${v.id}/${v.where}`, v])).values()];
}

describe('a restart of the simulated world at 60x', () => {
  it('keeps the matches finished before it finished, after SIGTERM and after SIGKILL', async () => {
    const first = await start();
    const finishedFirst = await until(
      'matches to finish',
      () => {
        const ids = storedFinished();
        return ids.size >= 5 && ids;
      },
      { timeoutMs: 180_000, intervalMs: 100 },
    );
    await stop(first, 'SIGTERM');
    const beforeTerm = storedFinished();
    expect(beforeTerm.size).toBeGreaterThanOrEqual(finishedFirst.size);

    const second = await start();
    const afterTerm = await watch(second, beforeTerm);
    expect(afterTerm, 'finished before SIGTERM, not finished after').toEqual([]);

    // More matches finish in this run; then it dies without warning.
    await until('more matches to finish', () => storedFinished().size >= beforeTerm.size + 3, {
      timeoutMs: 180_000,
      intervalMs: 100,
    });
    await stop(second, 'SIGKILL');
    const beforeKill = storedFinished();

    const third = await start();
    const afterKill = await watch(third, beforeKill);
    expect(afterKill, 'finished before SIGKILL, not finished after').toEqual([]);
    // The world went on: matches are in play after the restart.
    const { data: live } = await json<LiveSnapshot>(`${third.url}/api/live/snapshot`);
    expect(live.matches.some((m) => m.time_status === TIME_STATUS.inPlay)).toBe(true);
    await stop(third, 'SIGTERM');
  }, 900_000);
});
