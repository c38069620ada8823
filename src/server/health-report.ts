/**
 * @module health-report
 * This node's health as `GET /api/health` reports it: the database (reached, and the feed's
 * writes not failing), the bus carrying live events, the feed, the role and the uptime.
 */
import type { HealthReport } from './api/routes/health';
import { recent } from './cache/recent';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Bus } from './feed/bus';
import type { Feed } from './feed/create-feed';
import type { FeedProvider } from './feed/updates';

/** Flushes of the feed (one a second) that fail in a row before health says `degraded`. */
export const FAILED_FLUSHES_DEGRADED = 3;

export interface HealthSources {
  config: Config;
  database: Database;
  /** The running feed (absent on ROLE=web nodes and in API-only tests). */
  feed: Feed | undefined;
  /** The bus given to the app (absent: in-process, always connected). */
  bus: Bus | undefined;
  now: () => number;
  /** When the node started (epoch ms), for the uptime. */
  startedAt: number;
}

/** The report maker; each call reads the sources afresh but for the shared ping and live count. */
export function createHealthReport(sources: HealthSources): () => Promise<HealthReport> {
  const { config, database, feed, now } = sources;
  // Health is polled by load balancers and monitors, sometimes by many at once: the ping and the
  // scan of the live state are shared for a quarter of a second.
  const pingRecently = recent(250, () => database.ping(), now);
  const liveRecently = recent(250, () => feed?.ingest.state.inPlay().length ?? 0, now);

  return async function health(): Promise<HealthReport> {
    const dbOk = await pingRecently();
    const bus = busHealth(sources.bus);
    // The feed's writes failing flush after flush (a full disk): live play is not stored.
    const writes = feed?.ingest.writeStatus();
    const writesFailing = writes !== undefined && writes.failing >= FAILED_FLUSHES_DEGRADED;
    return {
      status: !dbOk || writesFailing ? 'degraded' : bus.connected ? 'ok' : 'stale',
      db: {
        ok: dbOk && !writesFailing,
        dialect: database.dialect,
        ...(writesFailing ? { error: writes.error ?? 'writes fail', failing: writes.failing } : {}),
      },
      bus,
      feed: feed
        ? {
            provider: feed.provider.name,
            running: feed.provider.status() === 'running',
            status: feed.provider.status(),
            live: liveRecently(),
            ...feedReason(feed.provider),
          }
        : { provider: config.FEED, running: false, status: 'stopped', live: 0 },
      role: config.ROLE,
      uptime: Math.round((now() - sources.startedAt) / 1000),
    };
  };
}

function busHealth(given: Bus | undefined): HealthReport['bus'] {
  const link = given?.link?.();
  return link
    ? {
        kind: 'redis',
        connected: link.connected,
        down_since: link.downSince === null ? null : new Date(link.downSince).toISOString(),
      }
    : { kind: 'memory', connected: true, down_since: null };
}

/** The reason of a stale feed, only while it is stale (health answers stay small otherwise). */
function feedReason(provider: FeedProvider): { reason?: string } {
  const reason = provider.statusReason?.() ?? null;
  return reason === null ? {} : { reason };
}
