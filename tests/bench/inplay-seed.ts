/**
 * The world of the in-play benchmarks: leagues, teams and `rows` matches in play with prices,
 * written to a server's database (as the ingest would have written them).
 */
import type { Kysely } from 'kysely';
import type { SportId } from '../../src/lib/domain/sports';
import type { DatabaseSchema } from '../../src/server/db/schema';

export const SPORTS: SportId[] = [1, 18, 17, 91, 13, 16];

export interface BenchMatch {
  id: number;
  sport: SportId;
  bet365: string;
  home: number;
  away: number;
  minute: number;
  second: number;
  seq: number;
}

/** The soccer-family clock of a bench match. */
export const timerOf = (m: BenchMatch) => ({
  tm: m.minute,
  ts: m.second,
  tt: '1' as const,
  md: 0 as const,
  q: 1,
});

/**
 * Writes the world and returns its matches.
 * @example const matches = await seedInplayWorld(server.app.services.database.db, 500);
 */
export async function seedInplayWorld(
  db: Kysely<DatabaseSchema>,
  ROWS: number,
): Promise<BenchMatch[]> {
  const nowS = Math.floor(Date.now() / 1000);
  const nowMs = Date.now();
  await db
    .insertInto('countries')
    .values({ cc: 'zz', name: 'Benchland', kor: '벤치', jp: 'ベンチ' })
    .execute();
  const leagues = SPORTS.flatMap((sport, i) =>
    [0, 1, 2].map((k) => ({
      id: 9000 + i * 10 + k,
      sport_id: sport,
      cc: 'zz',
      name: `Bench League ${sport}-${k}`,
      kor: `벤치 리그 ${sport}-${k}`,
      jp: `ベンチリーグ ${sport}-${k}`,
      tab: null,
      format: 'league',
      is_major: k === 0 ? 1 : 0,
      kind: 'league',
      has_table: 0,
      has_toplist: 0,
      rules: '{}',
      source: 'import',
    })),
  );
  await db.insertInto('leagues').values(leagues).execute();
  const teams = Array.from({ length: ROWS * 2 }, (_, i) => ({
    id: 900_000 + i,
    sport_id: SPORTS[Math.floor(i / 2) % SPORTS.length]!,
    cc: 'zz',
    name: `Bench Team ${i}`,
    kor: `벤치 팀 ${i}`,
    jp: `ベンチチーム ${i}`,
    short: `B${i}`,
    color: '#aa2222',
    kit_color: '#ffffff',
    rating: 50,
    stadium: null,
    image_id: null,
    individual: null,
  }));
  for (let i = 0; i < teams.length; i += 200) {
    await db
      .insertInto('teams')
      .values(teams.slice(i, i + 200))
      .execute();
  }

  const matches: BenchMatch[] = Array.from({ length: ROWS }, (_, i) => ({
    id: 70_000_000 + i,
    sport: SPORTS[i % SPORTS.length]!,
    bet365: String(80_000_000 + i),
    home: 0,
    away: 0,
    minute: i % 45,
    second: 0,
    seq: 0,
  }));
  const rowsToInsert = matches.map((m, i) => ({
    id: m.id,
    bet365_id: m.bet365,
    sport_id: m.sport,
    league_id: 9000 + SPORTS.indexOf(m.sport) * 10 + (i % 3),
    season_id: null,
    round: null,
    home_id: 900_000 + i * 2,
    away_id: 900_000 + i * 2 + 1,
    time: nowS - 1800 + i,
    time_status: 1,
    ss: '0-0',
    scores: JSON.stringify({ '1': { home: '0', away: '0' } }),
    timer: JSON.stringify(timerOf(m)),
    stats: '{}',
    details: null,
    extra: '{}',
    url: null,
    has_lineup: 0,
    source: 'import',
    created_at: nowMs,
    updated_at: nowMs,
    ended_at: null,
  }));
  for (let i = 0; i < rowsToInsert.length; i += 100) {
    await db
      .insertInto('matches')
      .values(rowsToInsert.slice(i, i + 100))
      .execute();
  }
  const prices = matches.map((m) => ({
    match_id: m.id,
    book_id: 1,
    odd_type: 1,
    o_home: 1.9,
    o_draw: 3.2,
    o_away: 2.1,
    o_middle: null,
    n_home: 1.9,
    n_draw: 3.2,
    n_away: 2.1,
    n_middle: null,
    suspended: 0,
    created_at: nowMs,
    updated_at: nowMs,
  }));
  for (let i = 0; i < prices.length; i += 100) {
    await db
      .insertInto('odds_current')
      .values(prices.slice(i, i + 100))
      .execute();
  }

  return matches;
}
