import { describe, expect, it } from 'vitest';
import { teamImage, toResultRow, type ResultGameInput } from '../../../src/lib/results/row-view';

// 2026-11-26 19:30 in Seoul = 10:30 UTC.
const KICKOFF = Date.UTC(2026, 10, 26, 10, 30) / 1000;

function game(over: Partial<ResultGameInput> = {}): ResultGameInput {
  return {
    id: 501,
    bet365_id: '9001',
    sport_id: 1,
    status_id: 3,
    time: KICKOFF,
    play_time: '2026-11-26 19:30:00',
    timer: null,
    country: 'Korea Republic',
    country_kor: '대한민국',
    country_jp: '韓国',
    league_id: 77,
    league: 'K League 1',
    league_kor: 'K리그1',
    league_jp: null,
    has_leaguetable: true,
    home_id: 11,
    home: 'Ulsan HD',
    home_kor: '울산 HD',
    home_jp: null,
    home_img: '12345',
    away_id: 12,
    away: 'FC Seoul',
    away_kor: null,
    away_jp: 'FCソウル',
    away_img: null,
    ss: '2-1',
    scores: { '1': { home: '1', away: '0' }, '2': { home: '2', away: '1' } },
    stats: {
      goals: { home: 2, away: 1 },
      yellowcards: { home: 3, away: 0 },
      redcards: { home: 0, away: 1 },
    },
    ...over,
  };
}

describe('results row', () => {
  it('shows a finished soccer match with score, half score, cards and links', () => {
    const row = toResultRow(game(), 'en');
    expect(row).toMatchObject({
      id: 501,
      bet365: '9001',
      state: 'ended',
      day: '2026-11-26',
      clock: '19:30',
      timer: null,
      country: 'Korea Republic',
      league: { id: 77, name: 'K League 1', href: '/inplay/league/details/77?upcomingId=501' },
      score: { home: '2', away: '1' },
      half: '1-0',
      dataHref: '/game/result/info/501?sports=soccer&type=sports',
    });
    expect(row.home).toEqual({
      id: 11,
      name: 'Ulsan HD',
      href: '/inplay/team/info/11',
      image: 'https://assets.b365api.com/images/team/s/12345.png',
      kit: { color: null, kit_color: null },
      goals: 2,
      yellow: 3,
      red: 0,
    });
    expect(row.away).toMatchObject({ name: 'FC Seoul', image: null, yellow: 0, red: 1 });
  });

  it.each([
    ['kr', '울산 HD', 'FC Seoul', 'K리그1', '대한민국'],
    ['jp', 'Ulsan HD', 'FCソウル', 'K League 1', '韓国'],
    ['en', 'Ulsan HD', 'FC Seoul', 'K League 1', 'Korea Republic'],
  ] as const)('names in %s', (lang, home, away, league, country) => {
    const row = toResultRow(game(), lang);
    expect([row.home.name, row.away.name, row.league.name, row.country]).toEqual([
      home,
      away,
      league,
      country,
    ]);
  });

  it('shows VS, no half score and the start time for a match not started', () => {
    const before = KICKOFF * 1000 - 3_600_000;
    const row = toResultRow(game({ status_id: 0, ss: null, scores: {} }), 'en', undefined, before);
    expect(row.state).toBe('upcoming');
    expect(row.score).toBeNull();
    expect(row.half).toBeNull();
    expect(row.clock).toBe('19:30');
  });

  it('gives the kick-off in the viewer zone, daylight saving included', () => {
    expect(toResultRow(game(), 'en', 'Europe/London').clock).toBe('10:30');
    const july = Date.UTC(2026, 6, 1, 10, 30) / 1000;
    expect(toResultRow(game({ time: july }), 'en', 'Europe/London').clock).toBe('11:30');
    expect(toResultRow(game(), 'en', 'Not/AZone').clock).toBe('19:30');
  });

  it.each([
    [1, '1-0'],
    [18, '0-2'],
    [16, '4-3'],
    [13, null],
    [17, null],
    [91, null],
  ])('half score of sport %i (spec §9: only 1, 18 and 16)', (sport, half) => {
    const scores = {
      '1': { home: '1', away: '0' },
      '2': { home: '3', away: '1' },
      '3': { home: '0', away: '2' },
    };
    expect(toResultRow(game({ sport_id: sport, scores }), 'en').half).toBe(half);
  });

  it("carries each team's colours for its shirt icon, none when unknown (spec §5)", () => {
    const row = toResultRow(
      game({ home_team_meta: { color: '#c8102e', kit_color: '#ffffff' } }),
      'en',
    );
    expect(row.home.kit).toEqual({ color: '#c8102e', kit_color: '#ffffff' });
    expect(row.away.kit).toEqual({ color: null, kit_color: null });
  });

  it('links the league only when the season has a table (spec §2)', () => {
    expect(toResultRow(game({ has_leaguetable: false }), 'en').league.href).toBeNull();
  });

  it('defaults a missing score to 0-0 (spec §5) and reads stats arrays too', () => {
    const row = toResultRow(game({ ss: null, stats: { yellowcards: [1, 2] } }), 'en');
    expect(row.score).toEqual({ home: '0', away: '0' });
    expect([row.home.yellow, row.away.yellow, row.home.red]).toEqual([1, 2, 0]);
  });

  it('reads the running clock of a match in play', () => {
    const row = toResultRow(game({ status_id: 1, timer: { tm: 52, ts: 3, md: 1 } }), 'en');
    expect(row.state).toBe('live');
    expect(row.timer).toMatchObject({ unit: 'half', n: 2, clock: '52:03' });
  });

  it.each([
    [0, KICKOFF * 1000 - 60_000, 'upcoming'],
    [0, KICKOFF * 1000 + 3_600_000, 'delayed'],
    [2, KICKOFF * 1000, 'toBeFixed'],
    [1, KICKOFF * 1000, 'live'],
    [3, KICKOFF * 1000, 'ended'],
    [4, KICKOFF * 1000, 'postponed'],
    [5, KICKOFF * 1000, 'cancelled'],
    [8, KICKOFF * 1000, 'abandoned'],
    [9, KICKOFF * 1000, 'retired'],
  ] as const)('status %i at %i reads as %s', (status, now, state) => {
    const row = toResultRow(game({ status_id: status }), 'en', undefined, now);
    expect(row.state).toBe(state);
    expect(row.timer === null).toBe(state !== 'live');
  });

  it.each([
    ['12345', 'https://assets.b365api.com/images/team/s/12345.png'],
    [null, null],
    ['', null],
    ['../x', null],
  ])('image of %j', (id, url) => {
    expect(teamImage(id)).toBe(url);
  });
});
