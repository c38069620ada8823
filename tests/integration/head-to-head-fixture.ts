/**
 * A tennis rivalry over two past seasons, written straight into the test database for the
 * head-to-head suite: 13 meetings of P1 and P2 (ten the season before last, three last season,
 * none this year), P1's three games against P3 last season, and one meeting in BetsAPI's
 * set-list form. The expected lists and tallies in the suite are worked out by hand from it.
 */
import type { Kysely } from 'kysely';
import { seoulInstant, seoulYear } from '../../src/lib/domain/seoul-time';
import type { DatabaseSchema, MatchesTable } from '../../src/server/db/schema';

export const H2H_LEAGUE = 9501;
export const PLAYER = { P1: 9511, P2: 9512, P3: 9513 } as const;

/** One finished meeting: when, who is at home, the `ss` and each set's games. */
interface Meeting {
  id: number;
  /** Years before this Seoul year. */
  yearsAgo: 1 | 2;
  month: number;
  home: number;
  away: number;
  ss: string;
  sets: [number, number][];
}

const { P1, P2, P3 } = PLAYER;
/** Meetings by id; ids rise with kick-off. */
export const MEETINGS: Meeting[] = [
  {
    id: 950001,
    yearsAgo: 2,
    month: 1,
    home: P1,
    away: P2,
    ss: '2-0',
    sets: [
      [6, 3],
      [6, 4],
    ],
  },
  {
    id: 950002,
    yearsAgo: 2,
    month: 2,
    home: P2,
    away: P1,
    ss: '2-1',
    sets: [
      [6, 4],
      [3, 6],
      [6, 3],
    ],
  },
  {
    id: 950003,
    yearsAgo: 2,
    month: 3,
    home: P1,
    away: P2,
    ss: '2-1',
    sets: [
      [7, 6],
      [4, 6],
      [6, 2],
    ],
  },
  {
    id: 950004,
    yearsAgo: 2,
    month: 4,
    home: P1,
    away: P2,
    ss: '0-2',
    sets: [
      [4, 6],
      [3, 6],
    ],
  },
  {
    id: 950005,
    yearsAgo: 2,
    month: 5,
    home: P2,
    away: P1,
    ss: '0-2',
    sets: [
      [2, 6],
      [4, 6],
    ],
  },
  {
    id: 950006,
    yearsAgo: 2,
    month: 6,
    home: P1,
    away: P2,
    ss: '3-1',
    sets: [
      [6, 4],
      [6, 7],
      [6, 3],
      [6, 2],
    ],
  },
  {
    id: 950007,
    yearsAgo: 2,
    month: 7,
    home: P2,
    away: P1,
    ss: '2-0',
    sets: [
      [6, 1],
      [6, 2],
    ],
  },
  {
    id: 950008,
    yearsAgo: 2,
    month: 8,
    home: P1,
    away: P2,
    ss: '1-2',
    sets: [
      [6, 4],
      [6, 7],
      [5, 7],
    ],
  },
  {
    id: 950009,
    yearsAgo: 2,
    month: 9,
    home: P1,
    away: P2,
    ss: '2-0',
    sets: [
      [7, 5],
      [7, 6],
    ],
  },
  // BetsAPI writes a tennis score as the set list; its sets are not keyed.
  { id: 950010, yearsAgo: 2, month: 10, home: P2, away: P1, ss: '6-3,6-4', sets: [] },
  {
    id: 950011,
    yearsAgo: 1,
    month: 3,
    home: P2,
    away: P1,
    ss: '1-2',
    sets: [
      [6, 4],
      [4, 6],
      [3, 6],
    ],
  },
  {
    id: 950012,
    yearsAgo: 1,
    month: 4,
    home: P1,
    away: P3,
    ss: '2-0',
    sets: [
      [6, 0],
      [6, 0],
    ],
  },
  {
    id: 950013,
    yearsAgo: 1,
    month: 5,
    home: P1,
    away: P2,
    ss: '2-1',
    sets: [
      [6, 7],
      [6, 4],
      [6, 4],
    ],
  },
  {
    id: 950014,
    yearsAgo: 1,
    month: 6,
    home: P3,
    away: P1,
    ss: '0-2',
    sets: [
      [3, 6],
      [4, 6],
    ],
  },
  {
    id: 950015,
    yearsAgo: 1,
    month: 7,
    home: P2,
    away: P1,
    ss: '2-0',
    sets: [
      [6, 4],
      [6, 4],
    ],
  },
  {
    id: 950016,
    yearsAgo: 1,
    month: 8,
    home: P1,
    away: P3,
    ss: '1-2',
    sets: [
      [6, 3],
      [3, 6],
      [4, 6],
    ],
  },
];

/** Ids of P1 v P2 meetings, newest first. */
export const MEETINGS_NEWEST_FIRST = MEETINGS.filter((m) => m.away !== P3 && m.home !== P3)
  .map((m) => m.id)
  .reverse();

export async function writeHeadToHeadFixture(
  db: Kysely<DatabaseSchema>,
  now = Date.now(),
): Promise<{ year: number }> {
  const year = seoulYear(now);
  await db
    .insertInto('countries')
    .values({ cc: 'zz', name: 'Testland', kor: '테스트국', jp: 'テスト国' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('leagues')
    .values({
      id: H2H_LEAGUE,
      sport_id: 13,
      cc: 'zz',
      name: 'Test Open',
      kor: '테스트 오픈',
      jp: 'テストオープン',
      tab: null,
      format: 'test',
      is_major: 0,
      kind: 'league',
      has_table: 0,
      has_toplist: 0,
      rules: '{}',
      source: 'test',
    })
    .execute();
  const season = (ago: 1 | 2) => H2H_LEAGUE * 10 + ago;
  await db
    .insertInto('seasons')
    .values(
      ([1, 2] as const).map((ago) => ({
        id: season(ago),
        league_id: H2H_LEAGUE,
        name: String(year - ago),
        start_time: seoulInstant(year - ago, 1, 1) / 1000,
        end_time: seoulInstant(year - ago, 12, 31) / 1000,
      })),
    )
    .execute();
  const player = (id: number, name: string) => ({
    id,
    sport_id: 13,
    cc: 'zz',
    name,
    kor: `${name} KR`,
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
    .values([player(P1, 'Pat One'), player(P2, 'Sam Two'), player(P3, 'Lee Three')])
    .execute();
  const row = (m: Meeting): MatchesTable => {
    const time = seoulInstant(year - m.yearsAgo, m.month, 15, 12) / 1000;
    const scores = Object.fromEntries(
      m.sets.map(([h, a], i) => [String(i + 1), { home: String(h), away: String(a) }]),
    );
    return {
      id: m.id,
      bet365_id: String(80_000_000 + m.id),
      sport_id: 13,
      league_id: H2H_LEAGUE,
      season_id: season(m.yearsAgo),
      round: 1,
      home_id: m.home,
      away_id: m.away,
      time,
      time_status: 3,
      ss: m.ss,
      scores: JSON.stringify(scores),
      timer: null,
      stats: '{}',
      details: null,
      extra: '{}',
      url: null,
      has_lineup: 0,
      source: 'test',
      created_at: time * 1000,
      updated_at: time * 1000,
      ended_at: (time + 7200) * 1000,
    };
  };
  await db.insertInto('matches').values(MEETINGS.map(row)).execute();
  return { year };
}
