/**
 * @module feed/feed-report
 * How the feed stands, for the live status every node pushes to its pages: the node running
 * the feed reads its provider and repeats the report on the bus; the other nodes read it there.
 */
import type { FeedReport, FeedState } from '../../lib/domain/live-status';
import type { Bus } from './bus';

/** How often the feeding node repeats its report (the bus keeps one for FEED_REPORT_TTL_MS). */
export const FEED_SHARE_MS = 2_000;

export interface FeedReporter {
  /** The current report, or null when no node reports a feed. */
  read(): Promise<FeedReport | null>;
  close(): void;
}

export interface FeedReporterOptions {
  bus: Bus;
  /** This node's own feed, when it runs one. */
  state?: (() => FeedState) | undefined;
  now?: () => number;
}

/**
 * @example const feed = createFeedReporter({ bus, state: () => provider.status() }); await feed.read()
 */
export function createFeedReporter(options: FeedReporterOptions): FeedReporter {
  const { bus, state } = options;
  const now = options.now ?? Date.now;
  if (!state) {
    return { read: async () => (bus.sharedFeed ? bus.sharedFeed() : null), close: () => undefined };
  }
  let report: FeedReport = { state: state(), since: now() };
  const current = (): FeedReport => {
    const next = state();
    if (next !== report.state) report = { state: next, since: now() };
    return report;
  };
  const share = () => bus.shareFeed?.(current());
  share();
  const timer = bus.shareFeed ? setInterval(share, FEED_SHARE_MS) : undefined;
  timer?.unref?.();
  return {
    read: async () => current(),
    close: () => clearInterval(timer),
  };
}
