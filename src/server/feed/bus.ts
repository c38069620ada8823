/**
 * @module feed/bus
 * Carries live events from the ingest to whoever serves them (sockets, caches). In-process by
 * default; a Redis implementation fans out across nodes when REDIS_URL is set.
 */
import type { LiveEvent } from '../../lib/domain/live-events';
import type { LiveSeed } from '../../lib/domain/live-mirror';
import type { FeedReport } from '../../lib/domain/live-status';

export interface BusLink {
  connected: boolean;
  /** Epoch ms since the bus lost its connection, or null while connected. */
  downSince: number | null;
}

export interface Bus {
  publish(event: LiveEvent): void;
  /** Returns the function that unsubscribes. Events arrive in seq order without gaps. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /**
   * Readers must restart from `seed` (a node joining late, or events lost on the way); the
   * events delivered afterwards continue from `seed.seq`. The in-process bus never calls it.
   */
  onReset(listener: (seed: LiveSeed) => void): () => void;
  /** Connects (a no-op in process); resolves once the first seed has been delivered. */
  start(): Promise<void>;
  /**
   * Whether the bus reaches the other nodes now, and since when it has not (health reports it).
   * Absent on the in-process bus, which always does.
   */
  link?(): BusLink;
  /**
   * The feeding node tells the others how its feed stands (repeated while it runs; a report not
   * repeated expires). Absent on the in-process bus: the feed is in the same process.
   */
  shareFeed?(report: FeedReport): void;
  /** The feeding node's last report, or null when none is current. */
  sharedFeed?(): Promise<FeedReport | null>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // One failing subscriber must not stop the others or the ingest.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReset: () => () => undefined,
    start: async () => undefined,
    close: async () => listeners.clear(),
  };
}
