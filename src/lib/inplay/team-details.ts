/**
 * @module inplay/team-details
 * What a team click on the in-play screen tells the embedding page (spec §1 `teamDetails`).
 * Apart from the embedding contract, which every page loads: the sport names stay with the
 * in-play code that already carries them.
 */
import type { OutgoingEmbedMessage } from '../domain/embed-messages';
import { SPORT_NAMES, isSportId } from '../domain/sports';

/**
 * The message of a team click (spec §1): the sport's and league's English
 * names, which a host site can map to its own pages, and the team.
 * @example teamDetailsMessage({ sport_id: 1, league: 'England Premier League', home_id: 7, away_id: 9 }, 'away') // { type: 'teamDetails', sportsName: 'Soccer', leagueName: 'England Premier League', teamId: 9 }
 */
export function teamDetailsMessage(
  row: { sport_id: number; league: string; home_id: number; away_id: number },
  side: 'home' | 'away',
): Extract<OutgoingEmbedMessage, { type: 'teamDetails' }> {
  return {
    type: 'teamDetails',
    sportsName: isSportId(row.sport_id) ? SPORT_NAMES[row.sport_id].en : String(row.sport_id),
    leagueName: row.league,
    teamId: side === 'home' ? row.home_id : row.away_id,
  };
}
