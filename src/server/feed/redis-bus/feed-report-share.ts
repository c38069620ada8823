/**
 * @module feed/redis-bus/feed-report-share
 * The feeding node's report of its feed, shared through Redis with an expiry, so the other
 * nodes can tell how the feed stands and stop believing a node that went away.
 */
import type { Redis } from 'ioredis';
import type { FeedReport } from '../../../lib/domain/live-status';
import type { Logger } from '../../logger';
import type { RedisNames } from './redis-layout';

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

/** Stores the report; a failure only costs one repetition. @example shareFeedReport(client, names, report, log) */
export function shareFeedReport(
  client: Redis,
  names: RedisNames,
  report: FeedReport,
  log: Logger,
): void {
  client
    .set(names.feed, JSON.stringify(report), 'PX', FEED_REPORT_TTL_MS)
    .catch((error: unknown) => log.debug({ err: error }, 'sharing the feed report failed'));
}

/** The current report, or null when none is stored, readable or reachable. */
export async function sharedFeedReport(
  client: Redis,
  names: RedisNames,
): Promise<FeedReport | null> {
  const text = await client.get(names.feed).catch(() => null);
  return text === null ? null : readFeedReport(text);
}
