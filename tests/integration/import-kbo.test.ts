/**
 * Importing the KBO 2025 regular season through the generic results importer (Korean team
 * names, Seoul kick-off times, ties after 11 innings) gives the real final standings: W/L/D,
 * winning percentage to three decimals, games back, home and away records, runs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';
import { importCommand, KBO_RESULTS, KBO_TABLE, storedTable } from './import-support';

/** The real table, as the league published it (fixture file). */
function publishedTable() {
  const [header, ...lines] = readFileSync(KBO_TABLE, 'utf8').trim().split(/\r?\n/);
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]!]));
  });
}

describe.each(DATABASE_KINDS)('KBO 2025 results import: %s', (kind) => {
  let opened: OpenedDatabase;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => opened?.dispose());

  it('imports 720 games onto the catalogue’s KBO League and clubs', async () => {
    const run = await importCommand(
      db(),
      'results',
      KBO_RESULTS,
      '--sport',
      'baseball',
      '--league',
      'KBO',
      '--season',
      '2025',
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('→ KBO League (new league) 2025 (new season)');
    expect(run.out).toContain('matches: 720 added');
    expect(run.out).toContain('teams: 10 matched, 0 added');
    const hanwha = await db()
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', 2102)
      .executeTakeFirstOrThrow();
    expect(hanwha).toMatchObject({ name: 'Hanwha Eagles', kor: '한화 이글스' });
  });

  it('reads kick-off times as Korean local time and keeps the stadium', async () => {
    const first = await db()
      .selectFrom('matches')
      .selectAll()
      .where('league_id', '=', 202)
      .where('home_id', '=', 2101)
      .orderBy('time')
      .executeTakeFirstOrThrow();
    // 2025-03-22 14:00 at Jamsil, LG 12-2 Lotte.
    expect(new Date(Number(first.time) * 1000).toISOString()).toBe('2025-03-22T05:00:00.000Z');
    expect(first).toMatchObject({ ss: '12-2', away_id: 2107, time_status: 3 });
    expect(JSON.parse(first.scores)).toEqual({ run: { home: '12', away: '2' } });
    expect(JSON.parse(first.extra)).toEqual({ stadium: '잠실' });
  });

  it('gives the published final standings for all 10 clubs', async () => {
    const { standings, team } = await storedTable(db(), 'KBO League', '2025');
    const record = (rows: typeof standings.home, id: number) => {
      const r = rows.find((x) => x.teamId === id)!;
      return `${r.win}-${r.loss}-${r.draw}`;
    };
    const computed = standings.overall.map((r) => ({
      rank: String(r.position),
      team_ko_full: team(r.teamId).kor,
      G: String(r.played),
      W: String(r.win),
      L: String(r.loss),
      D: String(r.draw),
      PCT: r.pct.toFixed(3),
      GB: r.position === 1 ? '-' : r.gamesBack.toFixed(1),
      home_WLD: record(standings.home, r.teamId),
      away_WLD: record(standings.away, r.teamId),
      RS: String(r.goalsfor),
      RA: String(r.goalsagainst),
    }));
    const expected = publishedTable().map(({ team_ko: _short, ...rest }) => rest);
    expect(computed).toEqual(expected);
  });

  it('changes nothing when the same file is imported again', async () => {
    const run = await importCommand(
      db(),
      'results',
      KBO_RESULTS,
      '--sport',
      'baseball',
      '--league',
      'KBO League',
      '--season',
      '2025',
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain('matches: 0 added, 0 updated, 720 unchanged');
    expect(run.out).toContain('already imported: nothing changed');
  });
});
