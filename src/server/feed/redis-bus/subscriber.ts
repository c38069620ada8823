/**
 * @module feed/redis-bus/subscriber
 * The subscribing side: delivers the channel's events in seq order without gaps. A node that
 * starts, reconnects or sees a hole in the numbering (a Redis blip drops pub/sub messages)
 * reloads the stored state, tells its readers to start over from it, and then delivers what
 * arrived meanwhile. Plain functions over one reader state, wired to the connection below.
 */
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../../lib/domain/live-events';
import type { LiveSeed } from '../../../lib/domain/live-mirror';
import type { Logger } from '../../logger';
import type { BusConnections, LinkWatch } from './connections';
import type { BusMessage, RedisNames } from './redis-layout';
import { loadStoredState } from './stored-state';

/** Reloads at most this often: a burst of holes costs one reload, not one each. */
const RELOAD_PAUSE_MS = 200;

interface ReaderState {
  client: Redis;
  names: RedisNames;
  log: Logger;
  link: LinkWatch;
  listeners: Set<(event: LiveEvent) => void>;
  resetListeners: Set<(seed: LiveSeed) => void>;
  /** Seq of the last event delivered (or of the stored state loaded). */
  held: number;
  loading: boolean;
  /** Messages that arrived during a reload, delivered after it. */
  buffered: BusMessage[];
  lastReloadAt: number;
  started: boolean;
}

function deliver(reader: ReaderState, message: BusMessage) {
  for (const event of message.events) {
    if (event.seq <= reader.held) continue;
    reader.held = event.seq;
    for (const listener of reader.listeners) {
      try {
        listener(event);
      } catch (error) {
        reader.log.error({ err: error }, 'live event listener failed');
      }
    }
  }
}

function receive(reader: ReaderState, message: BusMessage) {
  if (reader.loading) {
    reader.buffered.push(message);
    return;
  }
  if (message.last <= reader.held) return;
  if (message.first > reader.held + 1) {
    reader.log.warn(
      { held: reader.held, first: message.first },
      'live events missing on the bus; reloading',
    );
    reader.buffered.push(message);
    void reload(reader);
    return;
  }
  deliver(reader, message);
}

/** Loads the stored state and hands it to the readers; false when Redis could not be read. */
async function loadAndReset(reader: ReaderState): Promise<boolean> {
  const { log, link } = reader;
  try {
    const pause = reader.lastReloadAt + RELOAD_PAUSE_MS - Date.now();
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    reader.lastReloadAt = Date.now();
    const seed = await loadStoredState(reader.client, reader.names);
    if (seed.seq < reader.held) {
      // The stored state is older than what this node holds: Redis lost it (a restart without
      // persistence) and the publisher has not rewritten it yet. Keep what we hold; its next
      // message shows the hole and brings a reload of the rewritten state.
      log.warn(
        { held: reader.held, stored: seed.seq },
        'stored live state is behind this node; kept ours',
      );
    } else {
      reader.held = seed.seq;
      for (const listener of reader.resetListeners) listener(seed);
    }
    return true;
  } catch (error) {
    if (link.down())
      link.warnOnce('load', { err: error }, 'loading the live state from redis failed');
    else log.error({ err: error }, 'loading the live state from redis failed');
    return false;
  }
}

async function reload(reader: ReaderState): Promise<void> {
  if (reader.loading) return;
  reader.loading = true;
  const loaded = await loadAndReset(reader);
  reader.loading = false;
  if (!loaded) {
    setTimeout(() => void reload(reader), RELOAD_PAUSE_MS).unref?.();
    return;
  }
  const pending = reader.buffered;
  reader.buffered = [];
  for (const message of pending) receive(reader, message);
}

export interface BusSubscriber {
  subscribe(listener: (event: LiveEvent) => void): () => void;
  onReset(listener: (seed: LiveSeed) => void): () => void;
  /** Subscribes to the channel and delivers the first seed. */
  start(): Promise<void>;
  /** Stops reloading on reconnects (closing). */
  stop(): void;
  /** Drops every listener. */
  clear(): void;
}

interface SubscriberDeps {
  connections: BusConnections;
  names: RedisNames;
  log: Logger;
  link: LinkWatch;
}

/** @example const subscriber = createBusSubscriber({ connections, names, log, link }); await subscriber.start() */
export function createBusSubscriber(deps: SubscriberDeps): BusSubscriber {
  const { connections, names, log, link } = deps;
  const reader: ReaderState = {
    client: connections.client,
    names,
    log,
    link,
    listeners: new Set(),
    resetListeners: new Set(),
    held: 0,
    loading: false,
    buffered: [],
    lastReloadAt: 0,
    started: false,
  };
  connections.sub.on('message', (channel: string, text: string) => {
    if (channel !== names.channel) return;
    try {
      receive(reader, JSON.parse(text) as BusMessage);
    } catch (error) {
      log.error({ err: error }, 'unreadable message on the live bus');
    }
  });
  // After a reconnect, messages published meanwhile are gone: reload rather than wait for the
  // next message to reveal the hole.
  connections.sub.on('ready', () => {
    if (reader.started) void reload(reader);
  });
  return {
    subscribe(listener) {
      reader.listeners.add(listener);
      return () => reader.listeners.delete(listener);
    },
    onReset(listener) {
      reader.resetListeners.add(listener);
      return () => reader.resetListeners.delete(listener);
    },
    async start() {
      await connections.sub.subscribe(names.channel);
      reader.started = true;
      await reload(reader);
    },
    stop() {
      reader.started = false;
    },
    clear() {
      reader.listeners.clear();
      reader.resetListeners.clear();
    },
  };
}
