/**
 * @module feed/bus
 * Carries live events from the ingest to whoever serves them (sockets, caches). In-process by
 * default; a Redis implementation fans out across nodes when REDIS_URL is set.
 */
import type { LiveEvent } from '../../lib/domain/live-events';

export interface Bus {
  publish(event: LiveEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
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
    close: async () => listeners.clear(),
  };
}
