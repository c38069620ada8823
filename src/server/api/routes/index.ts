/**
 * @module api/routes
 * Every declared API route. A screen's calls are in the group named for the screen (inplay,
 * results, head-to-head, odds-details, odds-board, league, team, player, result-details); the
 * calls no one screen owns are grouped as spec §7 groups them (settings, other data, accounts…).
 * Each group is a factory that receives only the dependencies it needs. The OpenAPI tags stay
 * spec §7's groups.
 */
import type { AnyRoute } from '../route-kit';
import type { RouteDeps } from './route-deps';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { headToHeadRoutes } from './head-to-head';
import { inplayRoutes } from './inplay';
import { leagueRoutes } from './league';
import { liveRoutes } from './live';
import { matchAdminRoutes } from './match-admin';
import { nameRoutes } from './names';
import { noticeRoutes } from './notices';
import { oddsBoardRoutes } from './odds-board';
import { oddsDetailsRoutes } from './odds-details';
import { otherDataRoutes } from './other-data';
import { playerRoutes } from './player';
import { resultDetailsRoutes } from './result-details';
import { resultsRoutes } from './results';
import { settingsRoutes } from './settings';
import { teamRoutes } from './team';
import { uploadRoutes } from './uploads';

export type { RouteDeps } from './route-deps';

/** The routes of the API, in the order they are matched. */
export function apiRoutes(deps: RouteDeps, extra: readonly AnyRoute[] = []): AnyRoute[] {
  return [
    ...inplayRoutes(deps),
    ...resultsRoutes(deps),
    ...settingsRoutes(deps),
    ...otherDataRoutes(deps),
    ...oddsDetailsRoutes(deps),
    ...leagueRoutes(deps),
    ...playerRoutes(deps),
    // Matched in order: the team group's `/relative/list` before result-details' `/relative/{id}`.
    ...teamRoutes(deps),
    ...headToHeadRoutes(deps),
    ...resultDetailsRoutes(deps),
    ...oddsBoardRoutes(deps),
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
