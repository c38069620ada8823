/**
 * The live bus across a Redis restart that loses the stored state (no persistence): readers keep
 * what they hold instead of resetting to the empty store, and the publisher's first write after
 * the reconnect rewrites the whole live state, so a reader that reloads gets every match back.
 * Runs a private redis-server on a free port (the shared one is never restarted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/lib/domain/live-events';
import type { LiveSeed } from '../../src/lib/domain/live-mirror';
import { createRedisBus, type RedisBus } from '../../src/server/feed/redis-bus';
import { createLogger } from '../../src/server/logger';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, probe: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let port = 0;
let redis: ChildProcess | undefined;
async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) return;
    await sleep(25);
  }
  throw new Error('redis-server did not start');
}
async function killRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

let seq = 0;
function score(matchId: number, ss: string): LiveEvent {
  seq += 1;
  return {
    type: 'score',
    seq,
    sportId: 1,
    matchId,
    update: {
      upcoming_id: matchId,
      bet365_id: null,
      time_status: 1,
      ss,
      scores: {},
      timer: null,
    },
    change: null,
  };
}

const logger = createLogger('silent');
let publisher: RedisBus;
let reader: RedisBus;

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  const url = `redis://127.0.0.1:${port}`;
  publisher = createRedisBus({ url, logger, publisher: true });
  reader = createRedisBus({ url, logger, publisher: false });
  await publisher.start();
  await reader.start();
}, 20_000);

afterAll(async () => {
  await Promise.allSettled([publisher?.close(), reader?.close()]);
  await killRedis();
});

describe('the live bus across a Redis restart without persistence', () => {
  it('keeps readers whole and makes the next write a full rewrite', async () => {
    const seeds: LiveSeed[] = [];
    reader.onReset((seed) => seeds.push(seed));
    let heard = 0;
    reader.subscribe(() => (heard += 1));
    for (const id of [1, 2, 3]) publisher.publish(score(id, '0-0'));
    await until('the reader to hear the first events', () => heard === 3);

    expect(reader.link?.()).toEqual({ connected: true, downSince: null });
    await killRedis();
    // Health reads the link: down, and since when.
    // Each client notices the lost connection on its own schedule; wait for both.
    await until('both links to be seen down', () =>
      [reader, publisher].every((bus) => bus.link?.().connected === false),
    );
    expect(reader.link?.().downSince).toEqual(expect.any(Number));
    expect(publisher.link?.().downSince).toEqual(expect.any(Number));
    // Events published while Redis is gone are lost to the readers.
    publisher.publish(score(2, '1-0'));
    await sleep(300);
    await startRedis();
    // The reader's subscriber reconnects and reloads from the empty server: it must not reset.
    await sleep(1_500);
    expect(seeds.filter((s) => s.rows.length === 0)).toEqual([]);
    await until('both links up again', () =>
      [reader, publisher].every((bus) => bus.link?.().connected === true),
    );

    // Only match 3 moves after the restart: the write must still carry matches 1 and 2.
    publisher.publish(score(3, '0-1'));
    await until('the reader to reload after the lost events', () =>
      seeds.some((s) => s.rows.length === 3),
    );
    const last = seeds.at(-1)!;
    expect(last.rows.map((r) => `${r.id}:${r.ss}`).sort()).toEqual(['1:0-0', '2:1-0', '3:0-1']);
  }, 30_000);
});
