/**
 * @module api/routes/player
 * The player screen's call (spec §2 "Player info", spec §7 "Other data"): one player.
 */
import { z } from 'zod';
import { readPlayer } from '../../read/player';
import { defineRoute, type AnyRoute } from '../route-kit';
import { notFound, OTHER_DATA_TAG, pathId } from './group-context';
import type { RouteDeps } from './route-deps';

export function playerRoutes({ db, now }: RouteDeps): AnyRoute[] {
  return [
    // GET /api/players/{id}
    defineRoute({
      method: 'get',
      path: '/players/{id}',
      hot: 'stored',
      tag: OTHER_DATA_TAG,
      summary:
        'A player: names, country, birthdate, position, foot, height (cm), weight (kg), current team, transfers (team_info, start, end), totals and injuries',
      params: z.object({ id: pathId.describe('Player id') }),
      maxAge: 60,
      handler: async ({ params }) => {
        const player = await readPlayer(db, params.id, now());
        if (!player) throw notFound('player', params.id);
        return { data: player };
      },
    }),
  ];
}
