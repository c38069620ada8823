/**
 * A small, hand-checked world written straight into the test database: a soccer league with a
 * point deduction, a baseball league with a tie and games still to play, players with transfers,
 * incidents and injuries, three bookmakers quoting one upcoming match, and head-to-head history
 * across seasons. The expected tables and tallies in the tests are worked out by hand from it.
 */
import type { Kysely } from 'kysely';
import { seoulDayStart } from '../../src/lib/domain/seoul-time';
import type { DatabaseSchema, MatchesTable } from '../../src/server/db/schema';

export const SOCCER_LEAGUE = 9001;
export const BASEBALL_LEAGUE = 9002;
export const OLD_SEASON = 90010;
export const SEASON = 90011;
export const BASEBALL_SEASON = 90021;
export const TEAM = { A: 901, B: 902, C: 903, D: 904, X: 911, Y: 912, Z: 913 } as const;
export const PLAYER = { striker: 9011, winger: 9012, keeper: 9021, loner: 9031 } as const;
export const BOOK = { main: 1, sharp: 2, small: 3 } as const;
/** Matches by role; `upcoming` is A v C and has odds from every book. */
export const MATCH = {
  ab: 800001,
  cd: 800002,
  ba: 800003,
  da: 800004,
  upcoming: 800005,
  bc: 800006,
  abOld: 800007,
  caOld: 800008,
  xy: 800101,
  xz: 800102,
  yz: 800103,
  zx: 800104,
  yzTie: 800105,
  xyNext: 800106,
  yzNext: 800107,
  zxNext: 800108,
} as const;

const DAY = 86_400;

export interface FixtureTimes {
  /** Kick-off of each match, epoch seconds. */
  time: Record<keyof typeof MATCH, number>;
}

/** Seoul noon `daysAgo` days before today (negative: in the future), epoch seconds. */
function seoulNoon(now: number, daysAgo: number): number {
  return Math.floor(seoulDayStart(now) / 1000) - daysAgo * DAY + 3 * 3600;
}

export async function writeFixture(
  db: Kysely<DatabaseSchema>,
  now = Date.now(),
): Promise<FixtureTimes> {
  const nowS = Math.floor(now / 1000);
  await db
    .insertInto('countries')
    .values([
      { cc: 'zz', name: 'Testland', kor: '테스트국', jp: 'テスト国' },
      { cc: 'kr', name: 'Korea Republic', kor: '대한민국', jp: '韓国' },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  const league = (id: number, sport: number, name: string, rules: object) => ({
    id,
    sport_id: sport,
    cc: 'zz',
    name,
    kor: `${name} KR`,
    jp: `${name} JP`,
    tab: null,
    format: 'test',
    is_major: 0,
    kind: 'league',
    has_table: 1,
    has_toplist: 1,
    rules: JSON.stringify(rules),
    source: 'test',
  });
  await db
    .insertInto('leagues')
    .values([
      league(SOCCER_LEAGUE, 1, 'Test League', {
        points: { win: 3, draw: 1, loss: 0 },
        ranking: 'points',
      }),
      league(BASEBALL_LEAGUE, 16, 'Test Baseball', {
        points: { win: 1, draw: 0, loss: 0 },
        ranking: 'pct',
      }),
    ])
    .execute();
  await db
    .insertInto('seasons')
    .values([
      {
        id: OLD_SEASON,
        league_id: SOCCER_LEAGUE,
        name: '2023',
        start_time: Date.UTC(2023, 0, 1) / 1000,
        end_time: Date.UTC(2024, 11, 31) / 1000,
      },
      {
        id: SEASON,
        league_id: SOCCER_LEAGUE,
        name: 'now',
        start_time: nowS - 60 * DAY,
        end_time: nowS + 60 * DAY,
      },
      {
        id: BASEBALL_SEASON,
        league_id: BASEBALL_LEAGUE,
        name: 'now',
        start_time: nowS - 60 * DAY,
        end_time: nowS + 60 * DAY,
      },
    ])
    .execute();
  const team = (id: number, sport: number, name: string, kor: string) => ({
    id,
    sport_id: sport,
    cc: 'zz',
    name,
    kor,
    jp: `${name} JP`,
    short: name.slice(0, 3).toUpperCase(),
    color: '#aa0000',
    kit_color: '#ffffff',
    rating: 1500,
    stadium: null,
    image_id: null,
    individual: null,
  });
  await db
    .insertInto('teams')
    .values([
      team(TEAM.A, 1, 'Alpha United', '알파 유나이티드'),
      team(TEAM.B, 1, 'Bravo City', '브라보 시티'),
      team(TEAM.C, 1, 'Charlie Rovers', '찰리 로버스'),
      team(TEAM.D, 1, 'Delta Athletic', '델타 애슬레틱'),
      team(TEAM.X, 16, 'X Tigers', 'X 타이거즈'),
      team(TEAM.Y, 16, 'Y Bears', 'Y 베어스'),
      team(TEAM.Z, 16, 'Z Eagles', 'Z 이글스'),
    ])
    .execute();
  await db
    .insertInto('season_teams')
    .values([
      ...[TEAM.A, TEAM.B, TEAM.C, TEAM.D].map((team_id) => ({ season_id: SEASON, team_id })),
      ...[TEAM.X, TEAM.Y, TEAM.Z].map((team_id) => ({ season_id: BASEBALL_SEASON, team_id })),
    ])
    .execute();

  const time: Record<keyof typeof MATCH, number> = {
    ab: seoulNoon(now, 10),
    cd: seoulNoon(now, 10) + 1800,
    ba: seoulNoon(now, 7),
    da: seoulNoon(now, 5),
    upcoming: seoulNoon(now, -2),
    bc: seoulNoon(now, 3),
    abOld: Date.UTC(2023, 4, 1, 3) / 1000,
    caOld: Date.UTC(2024, 4, 1, 3) / 1000,
    xy: seoulNoon(now, 9),
    xz: seoulNoon(now, 8),
    yz: seoulNoon(now, 7),
    zx: seoulNoon(now, 6),
    yzTie: seoulNoon(now, 5),
    xyNext: seoulNoon(now, -1),
    yzNext: seoulNoon(now, -2),
    zxNext: seoulNoon(now, -3),
  };
  const half = (h: number, a: number) => ({ '1': { home: String(h), away: String(a) } });
  const m = (
    key: keyof typeof MATCH,
    sport: number,
    leagueId: number,
    seasonId: number,
    home: number,
    away: number,
    ss: string | null,
    scores: object = {},
  ): MatchesTable => ({
    id: MATCH[key],
    bet365_id: String(70_000_000 + MATCH[key]),
    sport_id: sport,
    league_id: leagueId,
    season_id: seasonId,
    round: 1,
    home_id: home,
    away_id: away,
    time: time[key],
    time_status: ss === null ? 0 : 3,
    ss,
    scores: JSON.stringify(scores),
    timer: null,
    stats: JSON.stringify(ss === null ? {} : { goals: ss.split('-').map(Number) }),
    details: null,
    extra: '{}',
    url: null,
    has_lineup: 0,
    source: 'test',
    created_at: time[key] * 1000,
    updated_at: time[key] * 1000,
    ended_at: ss === null ? null : (time[key] + 7200) * 1000,
  });
  const S = SOCCER_LEAGUE;
  const B = BASEBALL_LEAGUE;
  await db
    .insertInto('matches')
    .values([
      m('ab', 1, S, SEASON, TEAM.A, TEAM.B, '2-1', half(1, 0)),
      m('cd', 1, S, SEASON, TEAM.C, TEAM.D, '0-0', half(0, 0)),
      m('ba', 1, S, SEASON, TEAM.B, TEAM.A, '1-1', half(0, 1)),
      m('da', 1, S, SEASON, TEAM.D, TEAM.A, '0-3', half(0, 2)),
      m('upcoming', 1, S, SEASON, TEAM.A, TEAM.C, null),
      m('bc', 1, S, SEASON, TEAM.B, TEAM.C, '3-2', half(2, 2)),
      m('abOld', 1, S, OLD_SEASON, TEAM.A, TEAM.B, '0-1', half(0, 0)),
      m('caOld', 1, S, OLD_SEASON, TEAM.C, TEAM.A, '1-2', half(1, 1)),
      m('xy', 16, B, BASEBALL_SEASON, TEAM.X, TEAM.Y, '5-3'),
      m('xz', 16, B, BASEBALL_SEASON, TEAM.X, TEAM.Z, '2-1'),
      m('yz', 16, B, BASEBALL_SEASON, TEAM.Y, TEAM.Z, '4-0'),
      m('zx', 16, B, BASEBALL_SEASON, TEAM.Z, TEAM.X, '6-5'),
      m('yzTie', 16, B, BASEBALL_SEASON, TEAM.Y, TEAM.Z, '3-3'),
      m('xyNext', 16, B, BASEBALL_SEASON, TEAM.X, TEAM.Y, null),
      m('yzNext', 16, B, BASEBALL_SEASON, TEAM.Y, TEAM.Z, null),
      m('zxNext', 16, B, BASEBALL_SEASON, TEAM.Z, TEAM.X, null),
    ])
    .execute();
  await db
    .insertInto('point_adjustments')
    .values({
      league_id: SOCCER_LEAGUE,
      season_id: SEASON,
      team_id: TEAM.C,
      points: -2,
      reason: 'Financial breach',
      created_at: now,
    })
    .execute();

  const player = (id: number, teamId: number, name: string, shirt: number) => ({
    id,
    team_id: teamId,
    cc: 'kr',
    name,
    kor: `${name} KR`,
    jp: `${name} JP`,
    shirt,
    position: 'F',
    position_name: 'Forward',
    birthdate: '1999-04-02',
    height: 181,
    weight: 75,
    foot: 'right',
    image_id: null,
  });
  await db
    .insertInto('players')
    .values([
      player(PLAYER.striker, TEAM.A, 'Sam Striker', 9),
      player(PLAYER.winger, TEAM.A, 'Wil Winger', 11),
      player(PLAYER.keeper, TEAM.B, 'Kim Keeper', 1),
      player(PLAYER.loner, TEAM.C, 'Lee Loner', 7),
    ])
    .execute();
  const names = (name: string) => JSON.stringify({ name, kor: `${name} KR`, jp: `${name} JP` });
  await db
    .insertInto('transfers')
    .values([
      {
        player_id: PLAYER.striker,
        seq: 0,
        team_name: names('Bravo City'),
        team: 'Bravo City',
        start: '2019-07-01',
        end: '2022-07-01',
        type_id: 1,
      },
      {
        player_id: PLAYER.striker,
        seq: 1,
        team_name: names('Alpha United'),
        team: 'Alpha United',
        start: '2022-07-01',
        end: null,
        type_id: 1,
      },
      {
        player_id: PLAYER.winger,
        seq: 0,
        team_name: names('Nowhere Town'),
        team: 'Nowhere Town',
        start: '2020-01-15',
        end: '2021-07-01',
        type_id: 8,
      },
      {
        player_id: PLAYER.winger,
        seq: 1,
        team_name: names('Alpha United'),
        team: 'Alpha United',
        start: '2021-07-01',
        end: null,
        type_id: 1,
      },
      {
        player_id: PLAYER.keeper,
        seq: 0,
        team_name: names('Bravo City'),
        team: 'Bravo City',
        start: '2018-07-01',
        end: null,
        type_id: 1,
      },
    ])
    .execute();
  await db
    .insertInto('match_incidents')
    .values([
      {
        match_id: MATCH.ab,
        seq: 0,
        kind: 'goal',
        side: 'home',
        team_id: TEAM.A,
        minute: 12,
        player_id: PLAYER.striker,
        assist_id: PLAYER.winger,
      },
      {
        match_id: MATCH.ab,
        seq: 1,
        kind: 'goal',
        side: 'away',
        team_id: TEAM.B,
        minute: 55,
        player_id: PLAYER.keeper,
        assist_id: null,
      },
      {
        match_id: MATCH.ab,
        seq: 2,
        kind: 'goal',
        side: 'home',
        team_id: TEAM.A,
        minute: 80,
        player_id: PLAYER.winger,
        assist_id: PLAYER.striker,
      },
      {
        match_id: MATCH.ba,
        seq: 0,
        kind: 'yellow',
        side: 'home',
        team_id: TEAM.B,
        minute: 30,
        player_id: PLAYER.keeper,
        assist_id: null,
      },
      {
        match_id: MATCH.da,
        seq: 0,
        kind: 'goal',
        side: 'away',
        team_id: TEAM.A,
        minute: 10,
        player_id: PLAYER.striker,
        assist_id: null,
      },
      {
        match_id: MATCH.da,
        seq: 1,
        kind: 'penalty_goal',
        side: 'away',
        team_id: TEAM.A,
        minute: 40,
        player_id: PLAYER.striker,
        assist_id: null,
      },
      {
        match_id: MATCH.da,
        seq: 2,
        kind: 'red',
        side: 'away',
        team_id: TEAM.A,
        minute: 85,
        player_id: PLAYER.winger,
        assist_id: null,
      },
      // A goal of the old season does not count in this season's top list.
      {
        match_id: MATCH.abOld,
        seq: 0,
        kind: 'goal',
        side: 'away',
        team_id: TEAM.B,
        minute: 5,
        player_id: PLAYER.keeper,
        assist_id: null,
      },
    ])
    .execute();
  await db
    .insertInto('appearances')
    .values([
      ...[MATCH.ab, MATCH.ba, MATCH.da].flatMap((match_id) => [
        { match_id, player_id: PLAYER.striker, team_id: TEAM.A, starting: 1, minutes: 90 },
        { match_id, player_id: PLAYER.winger, team_id: TEAM.A, starting: 0, minutes: 30 },
      ]),
      { match_id: MATCH.ab, player_id: PLAYER.keeper, team_id: TEAM.B, starting: 1, minutes: 90 },
    ])
    .execute();
  await db
    .insertInto('injuries')
    .values([
      {
        player_id: PLAYER.keeper,
        team_id: TEAM.B,
        league_id: SOCCER_LEAGUE,
        start: nowS - 5 * DAY,
        end: null,
        status_id: 1,
        missing: 1,
        doubtful: 0,
        comment: 'Knee Injury',
      },
      // Healed long ago: not a current injury.
      {
        player_id: PLAYER.loner,
        team_id: TEAM.C,
        league_id: SOCCER_LEAGUE,
        start: nowS - 90 * DAY,
        end: nowS - 80 * DAY,
        status_id: 1,
        missing: 1,
        doubtful: 0,
        comment: 'Illness',
      },
    ])
    .execute();
  await db
    .insertInto('match_events')
    .values(
      [
        "12' - 1st Goal - Sam Striker - Alpha United",
        "30' - 1st Yellow Card - Kim Keeper - Bravo City",
        "41' - 1st Corner - Bravo City",
        'Score After First Half - 1-0',
        "55' - 2nd Goal - Kim Keeper - Bravo City",
        "70' - Substitution - Wil Winger for Lee Other - Alpha United",
        "80' - 3rd Goal - Wil Winger - Alpha United",
        "90+2' - 2nd Corner - Alpha United",
        'Score After Full Time - 2-1',
      ].map((text, seq) => ({ match_id: MATCH.ab, seq, event_id: `ev${seq}`, text })),
    )
    .execute();

  await db
    .insertInto('books')
    .values([
      { id: BOOK.main, name: 'Bet365', kor: '벳365', jp: 'ベット365', payout: 94.5 },
      { id: BOOK.sharp, name: 'Pinnacle', kor: '피나클', jp: 'ピナクル', payout: 97.5 },
      { id: BOOK.small, name: 'Smallbet', kor: '스몰벳', jp: 'スモールベット', payout: 92 },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  const quote = (
    book: number,
    type: number,
    o: [number | null, number | null, number | null, number | null],
    n: [number | null, number | null, number | null, number | null],
  ) => ({
    match_id: MATCH.upcoming,
    book_id: book,
    odd_type: type,
    o_home: o[0],
    o_draw: o[1],
    o_away: o[2],
    o_middle: o[3],
    n_home: n[0],
    n_draw: n[1],
    n_away: n[2],
    n_middle: n[3],
    suspended: 0,
    created_at: now - 3_600_000,
    updated_at: now - 60_000,
  });
  await db
    .insertInto('odds_current')
    .values([
      quote(BOOK.main, 1, [2.1, 3.4, 3.3, null], [1.95, 3.5, 3.75, null]),
      quote(BOOK.sharp, 1, [2.15, 3.5, 3.45, null], [2.02, 3.6, 3.9, null]),
      quote(BOOK.small, 1, [2.0, 3.2, 3.1, null], [null, null, null, null]),
      quote(BOOK.main, 2, [1.9, null, 1.9, -0.5], [1.85, null, 1.95, -0.5]),
      quote(BOOK.main, 3, [1.8, null, 2.0, 2.5], [1.9, null, 1.9, 2.5]),
      quote(BOOK.sharp, 3, [1.85, null, 2.05, 2.5], [1.93, null, 1.93, 2.75]),
    ])
    .execute();
  const hist = (
    book: number,
    type: number,
    minutesAgo: number,
    p: [number, number | null, number, number | null],
  ) => ({
    match_id: MATCH.upcoming,
    book_id: book,
    odd_type: type,
    at: now - minutesAgo * 60_000,
    home: p[0],
    draw: p[1],
    away: p[2],
    middle: p[3],
    ss: null,
    time_str: null,
  });
  await db
    .insertInto('odds_history')
    .values([
      hist(BOOK.main, 1, 60, [2.1, 3.4, 3.3, null]),
      hist(BOOK.main, 1, 30, [2.0, 3.45, 3.5, null]),
      hist(BOOK.main, 1, 1, [1.95, 3.5, 3.75, null]),
      hist(BOOK.main, 2, 60, [1.9, null, 1.9, -0.5]),
      hist(BOOK.main, 2, 1, [1.85, null, 1.95, -0.5]),
      hist(BOOK.main, 3, 60, [1.8, null, 2.0, 2.5]),
      hist(BOOK.main, 3, 1, [1.9, null, 1.9, 2.5]),
      hist(BOOK.sharp, 1, 60, [2.15, 3.5, 3.45, null]),
      hist(BOOK.sharp, 1, 1, [2.02, 3.6, 3.9, null]),
      hist(BOOK.small, 1, 60, [2.0, 3.2, 3.1, null]),
    ])
    .execute();
  // A finished match's in-play history carries the clock and score when each price was set.
  await db
    .insertInto('odds_history')
    .values([
      {
        match_id: MATCH.ab,
        book_id: BOOK.main,
        odd_type: 1,
        at: time.ab * 1000 - 60_000,
        home: 2.2,
        draw: 3.3,
        away: 3.1,
        middle: null,
        ss: null,
        time_str: null,
      },
      {
        match_id: MATCH.ab,
        book_id: BOOK.main,
        odd_type: 1,
        at: time.ab * 1000 + 13 * 60_000,
        home: 1.5,
        draw: 4.0,
        away: 6.5,
        middle: null,
        ss: '1-0',
        time_str: '13',
      },
      {
        match_id: MATCH.ab,
        book_id: BOOK.main,
        odd_type: 1,
        at: time.ab * 1000 + 56 * 60_000,
        home: 2.6,
        draw: 3.0,
        away: 3.2,
        middle: null,
        ss: '1-1',
        time_str: '56',
      },
    ])
    .execute();
  return { time };
}
