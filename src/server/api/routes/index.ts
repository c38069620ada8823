/**
 * @module api/routes
 * Every declared API route, grouped as spec §7 groups them. Each group is a factory that
 * receives only the dependencies it needs.
 */
import type { AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { inplayRoutes } from './inplay';
import { liveRoutes } from './live';
import { matchAdminRoutes } from './match-admin';
import { nameRoutes } from './names';
import { noticeRoutes } from './notices';
import { oddsBoardRoutes } from './odds-board';
import { otherDataRoutes } from './other-data';
import { relativeRoutes } from './relative';
import { resultsRoutes } from './results';
import { settingsRoutes } from './settings';
import { uploadRoutes } from './uploads';

export type { RouteDeps } from './route-deps';

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
    ...nameRoutes(deps),
    ...auditRoutes(deps),
    ...(deps.notices ? noticeRoutes(deps.notices) : []),
    ...uploadRoutes(deps),
    ...matchAdminRoutes(deps),
    ...extra,
  ];
}
