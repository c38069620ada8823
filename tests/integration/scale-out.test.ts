/**
 * Scale-out (docs/realtime.md "Scale-out"): one ROLE=ingest node and two ROLE=web nodes, separate
 * processes started from the real entry point, sharing one PostgreSQL database and this
 * machine's Redis, behind a small TCP balancer on loopback. A client on each web node follows
 * the same live list; the test drops one web node's bus subscription (a Redis blip), then kills
 * the other web node outright; its client fails over, resyncs, and both clients end with every
 * score the recorded feed produced.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveRow, LiveSnapshot } from '../../src/lib/domain/live-rows';
import type { MatchSnapshot } from '../../src/lib/domain/match';
import type { SportId } from '../../src/lib/domain/sports';
import type { FeedUpdate } from '../../src/server/feed/updates';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../src/lib/domain/socket-contract';
import { createLiveClient } from '../../src/lib/socket/live-client';
import { MANAGER_OPTIONS } from '../../src/lib/socket/manager-options';
import { Manager } from '../../src/lib/socket/wire';
import { createLiveStores, type LiveStores } from '../../src/lib/stores/live';
import { redisNames } from '../../src/server/feed/redis-bus';
import { readUntil, until } from '../support/wait';
import { ROOT } from './helpers/boot';
import pg from 'pg';
import { TEST_DATABASE_URL } from './helpers/postgres';

const REDIS_DB = 1 + Math.floor(Math.random() * 15);
/** The Redis server of the scale-out suites (npm test starts the local one when it is stopped). */
const REDIS_BASE = (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const REDIS_URL = `${REDIS_BASE}/${REDIS_DB}`;
/** The recorded feed: a quiet start (nodes and clients come up), then this long of play. */
const FEED_START_MS = 4_000;
const FEED_PLAY_MS = 9_000;

// ---- the recorded feed ------------------------------------------------------------------------

interface Expected {
  ss: string;
  scores: MatchSnapshot['scores'];
  timer: MatchSnapshot['timer'];
  home: number;
}

/** A deterministic feed file: fixtures, then score and odds updates, with known final state. */
function writeFeed(file: string): Map<number, Expected> {
  let state = 7;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const sports: SportId[] = [1, 18, 17, 1, 91, 1, 16, 18];
  const ids = Array.from({ length: 16 }, (_, i) => 7_000 + i);
  const lines: FeedUpdate[] = [];
  const truth = new Map<number, Expected>();
  const t0 = Date.now();
  for (const [i, id] of ids.entries()) {
    lines.push({
      type: 'fixture',
      at: t0,
      fixture: {
        id,
        bet365_id: `9${id}`,
        sport_id: sports[i % sports.length]!,
        league_id: 1,
        season_id: null,
        round: null,
        home_id: 10 + i,
        away_id: 100 + i,
        time: Math.floor(t0 / 1000),
        time_status: 1,
        extra: {},
      },
    });
    truth.set(id, {
      ss: '0-0',
      scores: { '1': { home: '0', away: '0' } },
      timer: { tm: 0, ts: 0 },
      home: 2,
    });
  }
  const snapshot = (e: Expected): MatchSnapshot => ({
    time_status: 1,
    ss: e.ss,
    scores: e.scores,
    timer: e.timer,
    stats: {},
    events: [],
    details: { state: null, ball_pos: null, serve: null, sts: {}, period: 1 },
  });
  for (const id of ids)
    lines.push({ type: 'snapshot', at: t0 + 50, matchId: id, snapshot: snapshot(truth.get(id)!) });
  for (let at = FEED_START_MS; at < FEED_START_MS + FEED_PLAY_MS; at += 20) {
    const id = ids[Math.floor(random() * ids.length)]!;
    const e = truth.get(id)!;
    if (random() < 0.25) {
      const [h, a] = e.ss.split('-').map(Number) as [number, number];
      const next = random() < 0.5 ? [h + 1, a] : [h, a + 1];
      e.ss = `${next[0]}-${next[1]}`;
      e.scores = { '1': { home: String(next[0]), away: String(next[1]) } };
    }
    e.timer = { tm: Math.floor(at / 1000), ts: at % 60 };
    lines.push({ type: 'snapshot', at: t0 + at, matchId: id, snapshot: snapshot(e) });
    if (random() < 0.3) {
      e.home = Math.round((1.2 + random() * 3) * 100) / 100;
      lines.push({
        type: 'odds',
        at: t0 + at,
        matchId: id,
        record: {
          bookId: 1,
          oddType: 1,
          quote: { home: e.home, draw: 3.1, away: 2.5, middle: null },
          at: t0 + at,
          ss: e.ss,
          time_str: null,
        },
      });
    }
  }
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return truth;
}

// ---- nodes ------------------------------------------------------------------------------------

interface Node {
  name: string;
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
}

let mainBundle = '';

async function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `live-score-${name}-`));
  const child = spawn(process.execPath, [mainBundle], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      REDIS_URL,
      JWT_SECRET: 'x'.repeat(40),
      ...env,
    },
    stdio: 'pipe',
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const url = await until(
    `${name} to listen`,
    () =>
      /"msg":"listening"/.test(out) &&
      /"url":"(http:\/\/[^"]+)"/.exec(
        out.split('\n').find((l) => l.includes('"listening"')) ?? '',
      )?.[1],
    { timeoutMs: 30_000 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${out}`);
  });
  return { name, child, url, port: Number(new URL(url).port), output: () => out };
}

/** A TCP balancer: new connections go to the preferred live backend, else any live one. */
function startBalancer(backends: number[]) {
  let prefer = backends[0]!;
  const byBackend = new Map<number, number>();
  const server = net.createServer((client) => {
    const order = [prefer, ...backends.filter((b) => b !== prefer)];
    const attempt = (i: number) => {
      const port = order[i];
      if (port === undefined) return client.destroy();
      const upstream = net.connect(port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        byBackend.set(port, (byBackend.get(port) ?? 0) + 1);
        client.pipe(upstream).pipe(client);
        upstream.once('close', () => client.destroy());
        client.once('close', () => upstream.destroy());
      });
      // A dead backend refuses the connection: try the next one.
      upstream.once('error', () => (connected ? client.destroy() : attempt(i + 1)));
    };
    client.on('error', () => undefined);
    attempt(0);
  });
  return {
    server,
    setPrefer: (port: number) => (prefer = port),
    connections: (port: number) => byBackend.get(port) ?? 0,
  };
}

// ---- clients ----------------------------------------------------------------------------------

interface Viewer {
  stores: LiveStores;
  manager: Manager;
  frames: () => number;
  close(): void;
}

function startViewer(url: string): Viewer {
  const manager = new Manager(url, {
    ...MANAGER_OPTIONS,
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 600,
  });
  const socket = manager.socket<ServerToClientEvents, ClientToServerEvents>('/inplay');
  const stores = createLiveStores();
  let frames = 0;
  socket.on('live:batch', () => frames++);
  const client = createLiveClient({
    socket,
    sink: stores,
    fetchSnapshot: async (sport, minSeq) => {
      // Not kept alive: Node's WebSocket opens its connection through the same undici pool as
      // fetch, and the balancer picks a node per TCP connection, so a kept-alive snapshot
      // connection could carry the next viewer's WebSocket to the other node.
      const res = await fetch(
        `${url}/api/live/snapshot?min_seq=${minSeq}${sport ? `&sport=${sport}` : ''}`,
        { headers: { connection: 'close' } },
      );
      if (!res.ok) throw new Error(`snapshot ${res.status}`);
      return ((await res.json()) as { data: LiveSnapshot }).data;
    },
  });
  socket.connect();
  return {
    stores,
    manager,
    frames: () => frames,
    close() {
      client.close();
      manager.close();
    },
  };
}

// ---- the run ----------------------------------------------------------------------------------

/** A database of its own: the migrator looks for its tables in every schema of a database. */
let databaseUrl = '';
const databaseName = `scale_${process.pid}_${Date.now().toString(36)}`;
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let work: string;
let truth: Map<number, Expected>;
const nodes: Node[] = [];
let balancer: ReturnType<typeof startBalancer>;
const viewers: Viewer[] = [];
const redis = new Redis(REDIS_URL, { lazyConnect: true });

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'live-score-scale-'));
  const cache = path.join(ROOT, 'node_modules', '.cache', 'scale-out');
  mkdirSync(cache, { recursive: true });
  mainBundle = path.join(cache, `main-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outfile: mainBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
  await admin(`create database ${databaseName}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  await redis.connect();
  const feedFile = path.join(work, 'feed.jsonl');
  truth = writeFeed(feedFile);
  const shared = { DATABASE_URL: databaseUrl };
  // The ingest migrates the shared database first; the web nodes find it ready.
  nodes.push(
    await startNode('ingest', {
      ...shared,
      ROLE: 'ingest',
      FEED: 'replay',
      REPLAY_FILE: feedFile,
      REPLAY_SPEED: '1',
    }),
  );
  nodes.push(
    ...(await Promise.all([
      startNode('web1', { ...shared, ROLE: 'web' }),
      startNode('web2', { ...shared, ROLE: 'web' }),
    ])),
  );
  balancer = startBalancer([nodes[1]!.port, nodes[2]!.port]);
  await new Promise<void>((resolve) => balancer.server.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  for (const v of viewers) v.close();
  balancer?.server.close();
  for (const n of nodes) n.child.kill('SIGKILL');
  const names = redisNames(REDIS_URL);
  await redis.del(names.rows, names.details, names.seq).catch(() => undefined);
  redis.disconnect();
  await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  rmSync(mainBundle, { force: true });
});

function rowsOf(stores: LiveStores): LiveRow[] {
  return Object.values(stores.$matches.get())
    .filter((r): r is LiveRow => Boolean(r) && truth.has(r!.id))
    .sort((a, b) => a.id - b.id);
}

function expectFinal(stores: LiveStores) {
  const rows = rowsOf(stores);
  expect(rows.map((r) => r.id)).toEqual([...truth.keys()]);
  for (const row of rows) {
    const e = truth.get(row.id)!;
    expect({ id: row.id, ss: row.ss, scores: row.scores, timer: row.timer }).toEqual({
      id: row.id,
      ss: e.ss,
      scores: e.scores,
      timer: e.timer,
    });
    if (e.home !== 2) expect(row.odds['1']?.home.n).toBe(e.home);
  }
}

function atFinal(stores: LiveStores): boolean {
  try {
    expectFinal(stores);
    return true;
  } catch {
    return false;
  }
}

describe('one ingest node feeding two web nodes through Redis', () => {
  it('keeps a client on each web node exact through a Redis blip and a killed node', async () => {
    const [, web1, web2] = nodes as [Node, Node, Node];
    const lb = `http://127.0.0.1:${(balancer.server.address() as net.AddressInfo).port}`;
    balancer.setPrefer(web1.port);
    const a = startViewer(lb);
    viewers.push(a);
    await until('client A live', () => a.stores.$sync.get().status === 'live');
    balancer.setPrefer(web2.port);
    const b = startViewer(lb);
    viewers.push(b);
    await until('client B live', () => b.stores.$sync.get().status === 'live');
    expect(balancer.connections(web1.port)).toBeGreaterThan(0);
    expect(balancer.connections(web2.port)).toBeGreaterThan(0);

    // Both nodes deliver the same play.
    await until('frames on both nodes', () => a.frames() > 20 && b.frames() > 20, {
      timeoutMs: 15_000,
    });
    const sample = [...truth.keys()];
    await until('both clients agree', () => {
      const ra = rowsOf(a.stores);
      const rb = rowsOf(b.stores);
      return (
        ra.length === sample.length &&
        JSON.stringify(ra.map((r) => r.ss)) === JSON.stringify(rb.map((r) => r.ss))
      );
    });

    // A Redis blip on web2: its bus subscription is cut; messages published meanwhile are lost
    // to it, so it must reload the stored state and make its clients resync.
    const bResyncs = b.stores.$sync.get().resyncs;
    const list = (await redis.client('LIST')) as string;
    const subscriber = list
      .split('\n')
      .find((l) => l.includes(`name=${redisNames(REDIS_URL).prefix}bus-sub-${web2.child.pid}`));
    expect(subscriber).toBeDefined();
    const id = /\bid=(\d+)/.exec(subscriber!)![1]!;
    await redis.client('KILL', 'ID', id);
    await until('client B resynced after the blip', () => b.stores.$sync.get().resyncs > bResyncs, {
      timeoutMs: 10_000,
    });

    // web1 dies mid-play; its client fails over to web2 and resyncs there.
    const aResyncs = a.stores.$sync.get().resyncs;
    web1.child.kill('SIGKILL');
    await until(
      'client A resynced on web2',
      () => a.stores.$sync.get().resyncs > aResyncs && a.stores.$sync.get().status === 'live',
      { timeoutMs: 15_000 },
    );

    // The feed plays out; both clients end with every final score, clock and price.
    await until('the feed to end', () => /"msg":"replay finished"/.test(nodes[0]!.output()), {
      timeoutMs: 30_000,
    });
    // The last frames are still on their way; the checks below say what differs if they never come.
    await readUntil(
      'both clients at the final play',
      () => [atFinal(a.stores), atFinal(b.stores)],
      (both) => both.every(Boolean),
      { lastOnTimeout: true },
    );
    expectFinal(a.stores);
    expectFinal(b.stores);
    expect(web2.output()).toMatch(/live events missing on the bus|live state seeded/);
  }, 60_000);
});
