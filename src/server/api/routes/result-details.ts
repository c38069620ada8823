/**
 * @module api/routes/result-details
 * Result details of chosen games (spec §7 `/relative/{id}`): the relative info list pop-up of
 * spec §2 shows one block per game, each the game's relative row with its stats, parsed events
 * and event counts. The result details page's own sections are `GET /api/result/info/{id}/{type}`
 * of the results group (routes/results.ts, spec §7 "Results").
 */
import { z } from 'zod';
import { countEvents } from '../../../lib/domain/event-parse';
import { parseMatchEvents } from '../../read/events';
import { readMatchExtras } from '../../read/match-extras';
import { readMatchRows } from '../../read/matches';
import { relativeQuery, toRelativeRow } from '../../read/relative';
import { defineRoute, type AnyRoute } from '../route-kit';
import { notFound } from './group-context';
import { idList, RELATIVE_TAG } from './relative-lists';
import type { RouteDeps } from './route-deps';

export function resultDetailsRoutes({ db, live }: RouteDeps): AnyRoute[] {
  return [
    // GET /api/relative/{id}
    defineRoute({
      method: 'get',
      path: '/relative/{id}',
      tag: RELATIVE_TAG,
      summary:
        'Related-info blocks of one or more games (comma-separated ids): the relative row with stats, parsed events and event counts',
      params: z.object({ id: idList.describe('Match id or comma-separated ids') }),
      handler: async ({ params }) => {
        const rows = await readMatchRows(db, live, relativeQuery(db, { ids: params.id }));
        const byId = new Map(rows.map((r) => [r.id, r]));
        const missing = params.id.filter((i) => !byId.has(i));
        if (missing.length > 0) throw notFound('match', missing.join(','));
        const data = [];
        for (const id of params.id) {
          const row = byId.get(id)!;
          const extras = await readMatchExtras(db, live, id);
          const events = parseMatchEvents(row, extras.events);
          data.push({
            ...toRelativeRow(row, null),
            stats: extras.stats,
            events,
            event_counts: countEvents(events),
          });
        }
        return { data, count: { total: data.length } };
      },
    }),
  ];
}
