/**
 * @module feed/redis-bus/publisher
 * The publishing side: keeps the live state the published events lead to, and once per tick
 * writes what changed of it and publishes the tick's events in one MULTI.
 */
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../../lib/domain/live-events';
import { createLiveMirror } from '../../../lib/domain/live-mirror';
import type { Logger } from '../../logger';
import type { LinkWatch } from './connections';
import type { BusMessage, RedisNames } from './redis-layout';
import { queueStateWrites, type DirtyState } from './stored-state';

export interface BusPublisher {
  /** Applies an event to the state and queues it for this tick's message. */
  publish(event: LiveEvent): void;
  /** Writes and publishes what is queued; resolves when every write so far has settled. */
  drain(): Promise<void>;
}

interface PublisherDeps {
  client: Redis;
  names: RedisNames;
  log: Logger;
  link: LinkWatch;
}

/** @example const publisher = createBusPublisher({ client, names, log, link }); publisher.publish(event) */
export function createBusPublisher({ client, names, log, link }: PublisherDeps): BusPublisher {
  const state = createLiveMirror();
  let outbox: LiveEvent[] = [];
  const dirty: DirtyState = { rows: new Set(), details: new Set() };
  // The first write of a run replaces whatever an earlier run left; a failed write does too.
  let rewriteAll = true;
  let flushScheduled = false;
  let writing: Promise<void> = Promise.resolve();

  function failed(error: unknown, wasRewrite: boolean) {
    // Readers see the hole in the numbering and reload; make sure what they reload is whole.
    rewriteAll = true;
    // While Redis is out of reach every tick fails alike: one warning per spell is enough.
    if (link.down())
      link.warnOnce('publish', { err: error }, 'publishing live events to redis failed');
    else log.error({ err: error, rewrite: wasRewrite }, 'publishing live events to redis failed');
  }

  function flush(): Promise<void> {
    flushScheduled = false;
    const events = outbox;
    outbox = [];
    if (events.length === 0) return writing;
    const multi = client.multi();
    queueStateWrites(multi, names, state, rewriteAll ? null : dirty);
    dirty.rows.clear();
    dirty.details.clear();
    const message: BusMessage = { first: events[0]!.seq, last: events.at(-1)!.seq, events };
    multi.set(names.seq, String(message.last));
    multi.publish(names.channel, JSON.stringify(message));
    const wasRewrite = rewriteAll;
    rewriteAll = false;
    writing = writing
      .then(() => multi.exec())
      .then((results) => {
        const error = results?.find(([e]) => e);
        if (error) throw error[0] as Error;
      })
      .catch((error: unknown) => failed(error, wasRewrite));
    return writing;
  }

  // A reconnect may reach a server that lost the stored state (restarted without persistence):
  // the first write after it rewrites everything.
  client.on('ready', () => {
    rewriteAll = true;
  });

  return {
    publish(event) {
      const before = state.row(event.matchId);
      state.apply(event);
      dirty.rows.add(event.matchId);
      // Finished matches the state no longer keeps leave the stored copy too.
      for (const id of state.takeForgotten()) dirty.rows.add(id);
      if (event.type === 'details' && event.update.bet365_id)
        dirty.details.add(event.update.bet365_id);
      if (event.type === 'ended' && before?.bet365_id) dirty.details.add(before.bet365_id);
      outbox.push(event);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(() => void flush());
      }
    },
    async drain() {
      await flush();
      await writing;
    },
  };
}
