/**
 * @module services
 * What Astro pages read in-process (no HTTP hop to ourselves). The server registers one set at
 * start; the page bundle is built separately from the server bundle, so the hand-over goes
 * through a global symbol rather than a shared module instance.
 */
import type { PublicConfig } from '../lib/domain/public-config';
import type { HealthReport } from './api/routes/health';
import type { Database } from './db/database';
import type { Bus } from './feed/bus';
import type { LiveStateReader } from './feed/live-state';
import type { NoticesService } from './notices/notices-service';
import type { SettingsService } from './settings/settings-service';

export interface AppServices {
  publicConfig: PublicConfig;
  /** What the pages' content policy allows (http/security-headers `pagePolicy`). */
  pagePolicy: {
    knownScripts: ReadonlySet<string> | null;
    connectOrigins: readonly string[];
  };
  settings: SettingsService;
  health(): Promise<HealthReport>;
  database: Database;
  /** Live events of this node. */
  bus: Bus;
  /** Matches the feed works on, when this node runs the feed. */
  live: LiveStateReader | null;
  /** The operator's notices the shell shows. */
  notices: NoticesService;
}

const KEY = Symbol.for('live-score.services');
type Holder = { [KEY]?: AppServices };

export function registerServices(services: AppServices): void {
  (globalThis as Holder)[KEY] = services;
}

export function unregisterServices(services: AppServices): void {
  if ((globalThis as Holder)[KEY] === services) delete (globalThis as Holder)[KEY];
}

/** The registered services; throws when a page renders before the server has started. */
export function getServices(): AppServices {
  const services = (globalThis as Holder)[KEY];
  if (!services)
    throw new Error('Server services are not registered: start the app through src/server/main.ts');
  return services;
}
