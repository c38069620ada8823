/**
 * @module feed/redis-bus
 * The bus across nodes (REDIS_URL): the ingest node publishes each tick's live events as one
 * Redis pub/sub message numbered by its first and last seq, and in the same MULTI stores the
 * live state those events lead to (rows, details, seq). Every node subscribes; a node starting
 * late, or one that sees a hole in the numbering (a Redis blip drops pub/sub messages), reloads
 * the stored state and tells its readers to start over from it. Nothing is lost silently.
 */
import { Redis } from 'ioredis';
import type { LiveEvent } from '../../lib/domain/live-events';
import { createLiveMirror, type LiveSeed } from '../../lib/domain/live-mirror';
import type { LiveRow } from '../../lib/domain/live-rows';
import type { FeedReport } from '../../lib/domain/live-status';
import type { DetailsPayload } from '../../lib/domain/socket-contract';
import type { Logger } from '../logger';
import type { Bus } from './bus';
import { logRedisErrors } from '../runtime/redis-errors';

/** Names of the bus's channel and keys, prefixed per Redis database. */
export interface RedisNames {
  prefix: string;
  channel: string;
  rows: string;
  details: string;
  seq: string;
  /** The feeding node's report of its feed (expires unless repeated). */
  feed: string;
}

/**
 * Pub/sub channels ignore Redis database numbers, so the database number goes into every name:
 * deployments sharing one Redis server pick different databases (`redis://host:6379/2`).
 * @example redisNames('redis://127.0.0.1:6379/2').channel // 'live-score:2:live'
 */
export function redisNames(url: string): RedisNames {
  const db = Number(new URL(url).pathname.replace(/^\//, '') || '0') || 0;
  const prefix = `live-score:${db}:`;
  return {
    prefix,
    channel: `${prefix}live`,
    rows: `${prefix}live:rows`,
    details: `${prefix}live:details`,
    seq: `${prefix}live:seq`,
    feed: `${prefix}live:feed`,
  };
}

interface Message {
  first: number;
  last: number;
  events: LiveEvent[];
}

export interface RedisBusOptions {
  url: string;
  logger: Logger;
  /** Whether this node publishes (ROLE all or ingest): only then is the stored state written. */
  publisher: boolean;
}

export interface RedisBus extends Bus {
  /** Connections used by this bus, for the socket.io adapter to share. */
  client: Redis;
}

const RELOAD_PAUSE_MS = 200;
/**
 * A feed report outlives its repetition (every FEED_SHARE_MS, see feed/feed-report) by a few
 * misses: a feeding node that dies or loses Redis leaves no report behind for long.
 */
export const FEED_REPORT_TTL_MS = 10_000;

/** A stored feed report, or null when it is not one (never trusted as typed). */
function readFeedReport(text: string): FeedReport | null {
  try {
    const value = JSON.parse(text) as Partial<FeedReport>;
    const states: unknown[] = ['starting', 'running', 'stale', 'stopped'];
    if (!states.includes(value.state) || typeof value.since !== 'number') return null;
    return { state: value.state as FeedReport['state'], since: value.since };
  } catch {
    return null;
  }
}

export function createRedisBus(options: RedisBusOptions): RedisBus {
  const log = options.logger.child({ name: 'app:bus' });
  const names = redisNames(options.url);
  // Named, so an operator (or a test) can tell the bus's connections apart in CLIENT LIST.
  const client = new Redis(options.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    // No queue while disconnected: a write built for the old server would otherwise run against
    // a restarted, empty one as a partial update with a current seq, and readers would load it
    // as whole. Failing at once makes the next write after the reconnect a full rewrite.
    enableOfflineQueue: false,
    connectionName: `${names.prefix}bus-${process.pid}`,
  });
  const sub = new Redis(options.url, {
    lazyConnect: true,
    connectionName: `${names.prefix}bus-sub-${process.pid}`,
  });
  const listeners = new Set<(event: LiveEvent) => void>();
  const resetListeners = new Set<(seed: LiveSeed) => void>();
  logRedisErrors(client, log, 'redis connection error');
  logRedisErrors(sub, log, 'redis subscriber error');
  // Both connections must be up for this node to send or receive live events.
  let downSince: number | null = Date.now();
  const watchLink = () => {
    const up = client.status === 'ready' && sub.status === 'ready';
    if (up) downSince = null;
    else downSince ??= Date.now();
  };
  for (const connection of [client, sub]) {
    for (const event of ['ready', 'close', 'end', 'reconnecting']) connection.on(event, watchLink);
  }
  const linkDown = () => {
    watchLink();
    return downSince !== null;
  };
  // What was already said during the current spell without Redis, by kind.
  const warned = new Map<string, number>();
  const warnOnce = (kind: string, fields: object, message: string) => {
    if (warned.get(kind) === downSince) return;
    warned.set(kind, downSince!);
    log.warn(fields, message);
  };

  // ---- publishing side -------------------------------------------------------------------
  const state = createLiveMirror();
  let outbox: LiveEvent[] = [];
  const dirtyRows = new Set<number>();
  const dirtyDetails = new Set<string>();
  // The first write of a run replaces whatever an earlier run left; a failed write does too.
  let rewriteAll = true;
  let flushScheduled = false;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    flushScheduled = false;
    const events = outbox;
    outbox = [];
    if (events.length === 0) return writing;
    const multi = client.multi();
    if (rewriteAll) {
      multi.del(names.rows, names.details);
      for (const row of state.rows()) multi.hset(names.rows, String(row.id), JSON.stringify(row));
      for (const d of state.allDetails())
        multi.hset(names.details, d.info.bet365id, JSON.stringify(d));
    } else {
      for (const id of dirtyRows) {
        const row = state.row(id);
        if (row) multi.hset(names.rows, String(id), JSON.stringify(row));
        else multi.hdel(names.rows, String(id));
      }
      for (const bet365 of dirtyDetails) {
        const d = state.details(bet365);
        if (d) multi.hset(names.details, bet365, JSON.stringify(d));
        else multi.hdel(names.details, bet365);
      }
    }
    dirtyRows.clear();
    dirtyDetails.clear();
    const message: Message = { first: events[0]!.seq, last: events.at(-1)!.seq, events };
    multi.set(names.seq, String(message.last));
    multi.publish(names.channel, JSON.stringify(message));
    const wasRewrite = rewriteAll;
    rewriteAll = false;
    writing = writing
      .then(() => multi.exec())
      .then((results) => {
        const failed = results?.find(([error]) => error);
        if (failed) throw failed[0] as Error;
      })
      .catch((error: unknown) => {
        // Readers see the hole in the numbering and reload; make sure what they reload is whole.
        rewriteAll = true;
        // While Redis is out of reach every tick fails alike: one warning per spell is enough.
        if (linkDown())
          warnOnce('publish', { err: error }, 'publishing live events to redis failed');
        else
          log.error({ err: error, rewrite: wasRewrite }, 'publishing live events to redis failed');
      });
    return writing;
  }

  // A reconnect may reach a server that lost the stored state (restarted without persistence):
  // the first write after it rewrites everything.
  client.on('ready', () => {
    rewriteAll = true;
  });

  // ---- subscribing side ------------------------------------------------------------------
  let held = 0;
  let loading = false;
  let buffered: Message[] = [];
  let lastReloadAt = 0;
  let started = false;

  async function loadSeed(): Promise<LiveSeed> {
    const results = await client
      .multi()
      .hgetall(names.rows)
      .hgetall(names.details)
      .get(names.seq)
      .exec();
    const [rows, details, seq] = (results ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [Record<string, string>, Record<string, string>, string | null];
    return {
      seq: Number(seq ?? 0),
      rows: Object.values(rows ?? {}).map((t) => JSON.parse(t) as LiveRow),
      details: Object.values(details ?? {}).map((t) => JSON.parse(t) as DetailsPayload),
    };
  }

  function deliver(message: Message) {
    for (const event of message.events) {
      if (event.seq <= held) continue;
      held = event.seq;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error({ err: error }, 'live event listener failed');
        }
      }
    }
  }

  function receive(message: Message) {
    if (loading) {
      buffered.push(message);
      return;
    }
    if (message.last <= held) return;
    if (message.first > held + 1) {
      log.warn({ held, first: message.first }, 'live events missing on the bus; reloading');
      buffered.push(message);
      void reload();
      return;
    }
    deliver(message);
  }

  async function reload(): Promise<void> {
    if (loading) return;
    loading = true;
    try {
      const pause = lastReloadAt + RELOAD_PAUSE_MS - Date.now();
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      lastReloadAt = Date.now();
      const seed = await loadSeed();
      if (seed.seq < held) {
        // The stored state is older than what this node holds: Redis lost it (a restart without
        // persistence) and the publisher has not rewritten it yet. Keep what we hold; its next
        // message shows the hole and brings a reload of the rewritten state.
        log.warn({ held, stored: seed.seq }, 'stored live state is behind this node; kept ours');
      } else {
        held = seed.seq;
        for (const listener of resetListeners) listener(seed);
      }
    } catch (error) {
      if (linkDown()) warnOnce('load', { err: error }, 'loading the live state from redis failed');
      else log.error({ err: error }, 'loading the live state from redis failed');
      loading = false;
      setTimeout(() => void reload(), RELOAD_PAUSE_MS).unref?.();
      return;
    }
    loading = false;
    const pending = buffered;
    buffered = [];
    for (const message of pending) receive(message);
  }

  sub.on('message', (channel: string, text: string) => {
    if (channel !== names.channel) return;
    try {
      receive(JSON.parse(text) as Message);
    } catch (error) {
      log.error({ err: error }, 'unreadable message on the live bus');
    }
  });
  // After a reconnect, messages published meanwhile are gone: reload rather than wait for the
  // next message to reveal the hole.
  sub.on('ready', () => {
    if (started) void reload();
  });

  return {
    client,
    link: () => {
      watchLink();
      return { connected: downSince === null, downSince };
    },
    publish(event) {
      if (!options.publisher) throw new Error('This node does not publish live events');
      const before = state.row(event.matchId);
      state.apply(event);
      dirtyRows.add(event.matchId);
      // Finished matches the state no longer keeps leave the stored copy too.
      for (const id of state.takeForgotten()) dirtyRows.add(id);
      if (event.type === 'details' && event.update.bet365_id)
        dirtyDetails.add(event.update.bet365_id);
      if (event.type === 'ended' && before?.bet365_id) dirtyDetails.add(before.bet365_id);
      outbox.push(event);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(() => void flush());
      }
    },
    shareFeed(report) {
      if (!options.publisher || linkDown()) return;
      client
        .set(names.feed, JSON.stringify(report), 'PX', FEED_REPORT_TTL_MS)
        .catch((error: unknown) => log.debug({ err: error }, 'sharing the feed report failed'));
    },
    async sharedFeed() {
      const text = await client.get(names.feed).catch(() => null);
      return text === null ? null : readFeedReport(text);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    async start() {
      await Promise.all([client.connect(), sub.connect()]);
      await sub.subscribe(names.channel);
      started = true;
      await reload();
    },
    async close() {
      started = false;
      await flush();
      await writing;
      listeners.clear();
      resetListeners.clear();
      sub.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
