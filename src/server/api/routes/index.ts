/**
 * @module api/routes
 * Every declared API route, grouped as spec §7 groups them. Each group is a factory that
 * receives only the dependencies it needs.
 */
import type { Kysely } from 'kysely';
import type { Accounts } from '../../auth/index';
import type { Config } from '../../config';
import type { DatabaseSchema } from '../../db/schema';
import type { LiveStateReader } from '../../feed/live-state';
import type { FeedSink } from '../../feed/updates';
import type { Logger } from '../../logger';
import type { LiveHub } from '../../realtime/live-hub';
import type { SettingsService } from '../../settings/settings-service';
import type { AnyRoute } from '../route-kit';
import { accountRoutes } from './accounts';
import { inplayRoutes } from './inplay';
import { liveRoutes } from './live';
import { oddsBoardRoutes } from './odds-board';
import { otherDataRoutes } from './other-data';
import { relativeRoutes } from './relative';
import { resultsRoutes } from './results';
import { settingsRoutes } from './settings';

export interface RouteDeps {
  db: Kysely<DatabaseSchema>;
  /** Matches the feed works on (null on nodes without a feed: read the database). */
  live: LiveStateReader | null;
  settings: SettingsService;
  config: Config;
  logger: Logger;
  now: () => number;
  /** Accounts (login, users, favourites); their routes are left out without it. */
  accounts?: Accounts | undefined;
  /** Where administrator corrections enter this node's feed (absent without a feed). */
  sink?: FeedSink | undefined;
  /** This node's live state for the snapshot call (absent: no live routes). */
  liveHub?: LiveHub | null | undefined;
}

/** The routes of the API, in the order they are matched. */
export function apiRoutes(deps: RouteDeps, extra: readonly AnyRoute[] = []): AnyRoute[] {
  return [
    ...inplayRoutes(deps),
    ...resultsRoutes(deps),
    ...settingsRoutes(deps),
    ...otherDataRoutes(deps),
    ...oddsBoardRoutes(deps),
    ...relativeRoutes(deps),
    ...liveRoutes({ liveHub: deps.liveHub ?? null }),
    ...(deps.accounts ? accountRoutes({ ...deps, accounts: deps.accounts }) : []),
    ...extra,
  ];
}
