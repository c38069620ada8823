/**
 * @module api/routes/live
 * The live snapshot (spec §4.18, §7.10): the current live state of every match in play (or
 * of one sport) with the `seq` it stands at, so a socket reader can start, or start over after
 * a gap or a reconnect, and apply only the frames that come after it.
 */
import { z } from 'zod';
import { ALL_SPORT_IDS } from '../../../lib/domain/sports';
import type { LiveHub } from '../../realtime/live-hub';
import { defineRoute, type AnyRoute } from '../route-kit';
import { wholeNumber } from '../whole-number';

const query = z.object({
  sport: wholeNumber(0, 1_000_000)
    .refine((v) => (ALL_SPORT_IDS as number[]).includes(v), {
      message: `Expected a sport id: ${ALL_SPORT_IDS.join(', ')}`,
    })
    .optional()
    .describe('Only the matches of this sport'),
  min_seq: wholeNumber(0)
    .optional()
    .describe('The caller saw a frame after this seq: answer with a snapshot at least as new'),
});

export function liveRoutes(deps: { liveHub: LiveHub | null }): AnyRoute[] {
  const hub = deps.liveHub;
  if (!hub) return [];
  return [
    // GET /api/live/snapshot
    defineRoute({
      method: 'get',
      path: '/live/snapshot',
      tag: 'Live',
      summary: 'Live state of the matches in play with the seq it stands at',
      returns:
        '{ seq, sport, matches: [{ id, bet365_id, sport_id, time_status, ss, scores, timer, url, odds, seq }], sports, nobet365, ended: [{ id, sport_id, time_status, ss }] } (ended: the matches that finished lately, newest first, with their final score)',
      query,
      // Encoded and compressed once per seq for a whole reconnect wave (never kept past it).
      handler: ({ query: q }) => hub.snapshotBody(q.sport ?? null, q.min_seq ?? 0),
      // A kept snapshot is at the current seq, so it is at least as new as any min_seq it met.
      kept: ({ query: q }) => hub.keptSnapshot(q.sport ?? null),
    }),
  ];
}
