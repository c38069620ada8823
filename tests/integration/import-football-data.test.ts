/**
 * Importing football-data.co.uk's Premier League 2023/24 file and the season's two points
 * deductions gives the real final table for all 20 clubs, computed from the stored rows; the
 * same on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';
import {
  adjustCommand,
  E0_FULL,
  FINAL_TABLE_2023_24,
  importCommand,
  storedTable,
} from './import-support';

describe.each(DATABASE_KINDS)('football-data.co.uk import: %s', (kind) => {
  let opened: OpenedDatabase;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => opened?.dispose());

  it('imports the 380 matches with every bookmaker and maps names onto the catalogue', async () => {
    const run = await importCommand(db(), 'football-data', E0_FULL);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('E0_2023-24_full.csv → Premier League (new league) 2023/24');
    expect(run.out).toContain('matches: 380 added, 0 updated, 0 unchanged');
    expect(run.out).toContain('teams: 20 matched, 0 added');
    // All six are known books (catalogue or BetsAPI list): matched, none new to the product.
    expect(run.out).toContain('bookmakers: 6 matched, 0 added');
    const league = await db()
      .selectFrom('leagues')
      .selectAll()
      .where('name', '=', 'Premier League')
      .executeTakeFirstOrThrow();
    // The catalogue's league row (id, translations) rather than a look-alike.
    expect(league).toMatchObject({
      id: 101,
      kor: '프리미어리그',
      jp: 'プレミアリーグ',
      has_table: 1,
    });
    const city = await db()
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', 1013)
      .executeTakeFirstOrThrow();
    expect(city).toMatchObject({
      name: 'Manchester City',
      kor: '맨체스터 시티',
      jp: 'マンチェスター・シティ',
    });
    const bet365 = await db()
      .selectFrom('books')
      .selectAll()
      .where('name', '=', 'Bet365')
      .executeTakeFirstOrThrow();
    // Bet365 keeps the catalogue's id 1: list rows carry the main book's prices.
    expect(Number(bet365.id)).toBe(1);
    const interwetten = await db()
      .selectFrom('books')
      .selectAll()
      .where('name', '=', 'Interwetten')
      .executeTakeFirstOrThrow();
    expect(interwetten).toMatchObject({ kor: '인터베텐', jp: 'インターウェッテン' });
    // BetsAPI's id for it, so the live feed later writes the same row.
    expect(Number(interwetten.id)).toBe(27);
  });

  it('stores kick-off in UTC, scores, statistics and the referee', async () => {
    const m = await db()
      .selectFrom('matches')
      .selectAll()
      .where('home_id', '=', 1006)
      .where('away_id', '=', 1013)
      .executeTakeFirstOrThrow();
    expect(new Date(Number(m.time) * 1000).toISOString()).toBe('2023-08-11T19:00:00.000Z');
    expect(m).toMatchObject({
      time_status: 3,
      ss: '0-3',
      source: 'import',
      sport_id: 1,
      league_id: 101,
    });
    expect(JSON.parse(m.scores)).toEqual({
      '1': { home: '0', away: '2' },
      '2': { home: '0', away: '3' },
    });
    expect(JSON.parse(m.stats)).toEqual({
      goals: [0, 3],
      on_target: [1, 8],
      off_target: [5, 9],
      fouls: [11, 8],
      corners: [6, 5],
      yellowcards: [0, 0],
      redcards: [1, 0],
    });
    expect(JSON.parse(m.extra)).toEqual({ source: 'football-data.co.uk', referee: 'C Pawson' });
    expect(Number(m.ended_at)).toBeGreaterThan(Number(m.time) * 1000);
  });

  it('records the deductions and gives the real final table for all 20 clubs', async () => {
    const everton = await adjustCommand(
      db(),
      '--league',
      'Premier League',
      '--season',
      '2023/24',
      '--team',
      'Everton',
      '--points',
      '-8',
      '--reason',
      'Breach of profit and sustainability rules (2021/22)',
    );
    expect(everton).toMatchObject({ code: 0, err: '' });
    const forest = await adjustCommand(
      db(),
      '--league',
      'Premier League',
      '--season',
      '2023/24',
      '--team',
      "Nott'm Forest",
      '--points',
      '-4',
      '--reason',
      'Breach of profit and sustainability rules (2022/23)',
    );
    expect(forest.out).toBe(
      'Nottingham Forest (Premier League 2023/24): -4 points added ("Breach of profit and sustainability rules (2022/23)"); adjustments now total -4',
    );

    const { standings, team, matches } = await storedTable(db(), 'Premier League', '2023/24');
    expect(matches).toBe(380);
    const table = standings.overall.map((r) => [
      team(r.teamId).name,
      r.played,
      r.win,
      r.draw,
      r.loss,
      r.goalsfor,
      r.goalsagainst,
      r.points,
    ]);
    expect(table).toEqual(FINAL_TABLE_2023_24);
    expect(standings.overall[0]).toMatchObject({ position: 1, points: 91 });
  });

  it('splits each club’s record into home and away tables that add up', async () => {
    const { standings } = await storedTable(db(), 'Premier League', '2023/24');
    for (const row of standings.overall) {
      const home = standings.home.find((r) => r.teamId === row.teamId)!;
      const away = standings.away.find((r) => r.teamId === row.teamId)!;
      expect([home.played, away.played]).toEqual([19, 19]);
      expect(home.win + away.win).toBe(row.win);
      expect(home.goalsfor + away.goalsfor).toBe(row.goalsfor);
    }
  });

  it('imports the file a second time without changing anything', async () => {
    const run = await importCommand(db(), 'football-data', E0_FULL);
    expect(run.code).toBe(0);
    expect(run.out).toContain('matches: 0 added, 0 updated, 380 unchanged');
    expect(run.out).toContain('odds rows: 0 added, 0 updated');
    expect(run.out).toContain('already imported: nothing changed');
  });
});
