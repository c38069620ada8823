import { createLightTranslate } from '../../../src/lib/i18n/translate';
import { provideServerMessages } from '../../../src/lib/i18n/messages.server';
import { packRows } from '../../../src/lib/inplay/row-pack';
import { toInplayRow } from '../../../src/lib/inplay/row';
import { createScreen, type InplayProps, type Screen } from '../../../src/lib/inplay/screen';

/** A list row as the API sends it (spec §3 "Match (list row)"), for the in-play view tests. */
export function apiRow(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 101,
    bet365: '9101',
    sport_id: 1,
    status_id: 1,
    is_inplay: true,
    time: 1_795_423_740,
    play_time: '2026-11-23 17:49:00',
    created_at: 1_795_400_000,
    league_id: 7,
    league: 'LaLiga',
    league_kor: '라리가',
    league_jp: 'ラ・リーガ',
    cc: 'es',
    league_season: { has_leaguetable: true, has_topgoals: false },
    league_meta: { is_major: true, cc: 'es' },
    home: 'Sevilla',
    home_kor: '세비야',
    home_jp: null,
    away: 'Getafe',
    away_kor: '헤타페',
    away_jp: 'ヘタフェ',
    home_id: 11,
    away_id: 12,
    home_team_meta: { color: '#ff0000', kit_color: '#ffffff' },
    away_team_meta: { color: '#0000ff', kit_color: '#000000' },
    ss: '1-0',
    scores: { '1': { home: '1', away: '0' }, '2': { home: '1', away: '0' } },
    timer: { tm: 52, ts: 3, tt: '1', md: 1 },
    details: { state: '10003', ball_pos: null, serve: null, period: 2 },
    url: null,
    is_lineup: true,
    home_odds: { o: 2.1, n: 1.8 },
    draw_odds: { o: 3.2, n: 3.4 },
    away_odds: { o: 3.5, n: 4.2 },
    middle_odds: { o: -0.5, n: -0.75 },
    total_odds: {
      middle: { o: 2.5, n: 2.5 },
      over: { o: 1.9, n: 2.05 },
      under: { o: 1.9, n: 1.75 },
    },
    ...over,
  };
}

/**
 * An in-play screen over these API rows, in English, the panel on `panel` (a bet365 id).
 * @example const screen = screenOf([apiRow()], '9101');
 */
export function screenOf(rows: Record<string, unknown>[], panel?: string): Screen {
  const props: InplayProps = {
    lang: 'en',
    view: {
      route: { status: 'all', type: 'all', ...(panel ? { id: panel } : {}) },
      query: {},
      scope: 'inplay',
      sport: undefined,
      day: '2026-11-23',
      leagueIds: [],
    },
    rows: packRows(rows.map(toInplayRow), 'en'),
    counts: [],
    details: {},
    panel: null,
    notification: { durationMs: null, score: true, odds: true },
    sounds: [],
    renderedAt: 0,
  };
  provideServerMessages();
  return createScreen(props, createLightTranslate('en'));
}
