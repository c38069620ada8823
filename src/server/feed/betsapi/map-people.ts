/**
 * @module feed/betsapi/map-people
 * Line-ups and careers: v1/event/lineup → the feed's line-up sides (spec §3 "Lineup: home and
 * away each with formation and startinglineup entries"), v1/player → a player row with its
 * transfers.
 */
import type { LineupSide } from '../updates';
import { squadPlayerRow, transfersOf, type PlayerRef } from './map-reference';
import type { LineupResults } from './schemas/events';
import type { PlayerResults } from './schemas/reference';

type LineupSideRow = NonNullable<LineupResults>['home'];

function sideOf(row: LineupSideRow): LineupSide {
  const entry = (p: LineupSideRow['startinglineup'][number], starting: boolean) => ({
    playerId: p.player.id,
    name: p.player.name,
    shirt: p.shirtnumber !== null && Number.isInteger(p.shirtnumber) ? p.shirtnumber : null,
    pos: p.pos ?? '',
    starting,
  });
  return {
    formation: row.formation ?? null,
    players: [
      ...row.startinglineup.map((p) => entry(p, true)),
      ...row.substitutes.map((p) => entry(p, false)),
    ],
  };
}

/**
 * Both sides: starters first, then substitutes.
 * @example lineupOf(results).home.players.filter((p) => p.starting).length // 11
 */
export function lineupOf(results: NonNullable<LineupResults>): {
  home: LineupSide;
  away: LineupSide;
} {
  return { home: sideOf(results.home), away: sideOf(results.away) };
}

/** A career → the player row (team as the squad placed them) with transfers. */
export function careerPlayerRow(results: PlayerResults, teamId: number): PlayerRef {
  return {
    ...squadPlayerRow({ ...results.player, shirtnumber: null }, teamId),
    transfers: transfersOf(results),
  };
}
