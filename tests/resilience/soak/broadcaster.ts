/**
 * @module resilience/soak/broadcaster
 * Writes the feed script into the server's feed pipe at a set number of updates a second, in
 * small ticks, each update due its share of the tick later (so the server gets them evenly, not
 * in bursts). The rate can change at any time; the count it is held to restarts then.
 */
import type { FeedPipe } from '../feed-pipe';
import type { FeedScript } from './feed-script';

const TICK_MS = 50;

export interface Broadcaster {
  /** Updates a second from now on (0 pauses). */
  setRate(perSecond: number): void;
  /** Updates written so far. */
  written(): number;
  /** The first write that failed (the server closed its end), if any. */
  failure(): Error | undefined;
  stop(): Promise<void>;
}

/**
 * Starts writing at `perSecond`.
 * @example const b = startBroadcast(server.feed!, script, 100); …; await b.stop();
 */
export function startBroadcast(pipe: FeedPipe, script: FeedScript, perSecond: number): Broadcaster {
  let rate = perSecond;
  let since = performance.now();
  let sentSince = 0;
  let written = 0;
  let failure: Error | undefined;
  let stopped = false;

  async function loop() {
    while (!stopped && !failure) {
      const due = Math.floor(((performance.now() - since) / 1000) * rate) - sentSince;
      if (due > 0) {
        try {
          await pipe.write(script.next(due), 1000 / rate);
        } catch (error) {
          failure = error as Error;
        }
        sentSince += due;
        written += due;
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
  }
  const running = loop();

  return {
    setRate(next) {
      rate = next;
      since = performance.now();
      sentSince = 0;
    },
    written: () => written,
    failure: () => failure,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
