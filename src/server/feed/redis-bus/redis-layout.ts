/**
 * @module feed/redis-bus/redis-layout
 * Where the bus lives in Redis: its channel and keys, and the message published on the channel.
 */
import type { LiveEvent } from '../../../lib/domain/live-events';

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

/** One tick's live events, numbered by the first and last seq so a reader sees any hole. */
export interface BusMessage {
  first: number;
  last: number;
  events: LiveEvent[];
}
