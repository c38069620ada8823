import { describe, expect, it } from 'vitest';
import {
  dataPopup,
  externalLivePopup,
  gameDetailsWidth,
  leaguePopup,
  oddsPopup,
  relatedGamesPopup,
  relativePopup,
  teamPopup,
} from '../../../src/lib/inplay/popups';

describe('pop-up windows (spec §2)', () => {
  it.each([
    [1, 1120],
    [18, 1010],
    [91, 980],
    [16, 1650],
    [17, 1500],
  ])('game details of sport %s are %s wide', (sport, width) => {
    expect(gameDetailsWidth(sport)).toBe(width);
  });

  it('team, odds, league and related games', () => {
    expect(teamPopup(5)).toEqual({ url: '/inplay/team/info/5', width: 900 });
    expect(oddsPopup(9)).toEqual({ url: '/inplay/odds/details/9?upcomingId=9', width: 900 });
    expect(relatedGamesPopup(18, [1, 2])).toEqual({
      url: '/inplay/relative/list/info?sports=basketball&ids=1%2C2',
      width: 1650,
    });
  });

  it.each([
    [true, false, '/inplay/league/details/3?upcomingId=9'],
    [false, true, '/inplay/league/details/3?upcomingId=9'],
    [false, false, null],
  ])('league window with table %s, top goals %s', (has_table, has_topgoals, url) => {
    expect(leaguePopup({ league_id: 3, id: 9, has_table, has_topgoals })?.url ?? null).toBe(url);
  });

  it('head-to-head carries the teams, match and sport', () => {
    expect(relativePopup({ id: 9, sport_id: 16, home_id: 1, away_id: 2, bet365: '77' })).toEqual({
      url: '/inplay/game/details/16?homeId=1&awayId=2&upcomingId=9&sports=baseball&bet365=77',
      width: 1650,
    });
    expect(dataPopup({ id: 9, sport_id: 1 }).url).toBe(
      '/game/result/info/9?sports=soccer&type=sports',
    );
  });

  it.each([
    ['https://live.test/watch?a=1', 'https://live.test/watch?a=1&gameId=9&livescore=1'],
    [null, null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('external live page for %j (only with a url, 1200x1000)', (url, opened) => {
    const target = externalLivePopup({ id: 9, url });
    expect(target?.url ?? null).toBe(opened);
    if (target) expect([target.width, target.height]).toEqual([1200, 1000]);
  });
});
