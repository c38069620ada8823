/**
 * The import guarantees, on SQLite and PostgreSQL: a second import of the same file changes no
 * row; a bad row rejects its whole file with the line number and the reason, and the database
 * is left exactly as it was (also when the problem shows only after rows were written); other
 * files of the same command still import; bad usage is refused with exit code 1.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type OpenedDatabase } from './helpers/databases';
import { adjustCommand, E0_FULL, fingerprint, importCommand, KBO_RESULTS } from './import-support';

const original = readFileSync(E0_FULL, 'utf8');
const lines = original.split('\r\n');
const HEADER = lines[0]!.split(',');

/** A copy of the E0 file with one line changed by `edit` (1-based line numbers). */
function corrupted(dir: string, name: string, line: number, edit: (text: string) => string) {
  const copy = [...lines];
  copy[line - 1] = edit(copy[line - 1]!);
  const file = path.join(dir, name);
  writeFileSync(file, copy.join('\r\n'));
  return file;
}

/** Replaces cell `column` of a CSV line. */
const cell = (column: string, value: string) => (text: string) => {
  const cells = text.split(',');
  cells[HEADER.indexOf(column)] = value;
  return cells.join(',');
};

const KBO_ARGS = ['--sport', 'baseball', '--league', 'KBO', '--season', '2025'];

describe.each(DATABASE_KINDS)('import guarantees: %s', (kind) => {
  let opened: OpenedDatabase;
  let dir: string;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase(kind);
    dir = mkdtempSync(path.join(os.tmpdir(), 'import-guarantees-'));
    // Something already stored, so "unchanged" means more than "still empty".
    expect((await importCommand(db(), 'results', KBO_RESULTS, ...KBO_ARGS)).code).toBe(0);
  });
  afterAll(async () => {
    await opened?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects a corrupted copy with the line and reason and writes nothing of it', async () => {
    const before = await fingerprint(db());
    // The last match's home goals: every row before it maps fine and would be new.
    const file = corrupted(dir, 'E0_bad_goals.csv', 381, cell('FTHG', 'x'));
    const run = await importCommand(db(), 'football-data', file);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      `${file}: rejected, nothing imported from it. line 381, column FTHG: "x" is not a whole number`,
    );
    expect(await fingerprint(db())).toEqual(before);
  });

  it.each([
    [
      'an impossible date',
      120,
      cell('Date', '31/02/2024'),
      /line 120, column Date: "31\/02\/2024" is not a date/,
    ],
    [
      'a result that contradicts the score',
      200,
      (t: string) => cell('FTR', t.split(',')[HEADER.indexOf('FTR')] === 'H' ? 'A' : 'H')(t),
      /line 200, column FTR: says [HA] but the score/,
    ],
    [
      'odds that are not a number',
      300,
      cell('B365CA', 'n/a'),
      /line 300, column B365CA: "n\/a" is not decimal odds/,
    ],
    [
      'a row with too many cells',
      50,
      (t: string) => `${t},extra`,
      /line 50: 107 fields but the header has 106/,
    ],
    [
      'a broken quote',
      77,
      cell('Referee', 'M "Oliver"'),
      /line 77: a quote inside an unquoted field/,
    ],
  ])('rejects %s', async (_name, line, edit, message) => {
    const before = await fingerprint(db());
    const run = await importCommand(
      db(),
      'football-data',
      corrupted(dir, 'E0_bad.csv', line, edit),
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
    expect(await fingerprint(db())).toEqual(before);
  });

  it('rolls back rows already written when a later row turns out bad', async () => {
    const before = await fingerprint(db());
    // The first match again at the end: found only while writing, after 300+ matches went in.
    const file = path.join(dir, 'E0_repeated.csv');
    writeFileSync(file, [...lines.slice(0, 381), lines[1]!, ''].join('\r\n'));
    const run = await importCommand(db(), 'football-data', file);
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      'line 382: Burnley v Man City at the same kick-off appears again (first on line 2)',
    );
    expect(await fingerprint(db())).toEqual(before);
  });

  it('imports once, then a second import changes no row at all', async () => {
    expect((await importCommand(db(), 'football-data', E0_FULL)).code).toBe(0);
    const once = await fingerprint(db());
    const again = await importCommand(db(), 'football-data', E0_FULL);
    expect(again.out).toContain('matches: 0 added, 0 updated, 380 unchanged');
    expect(again.out).toContain('odds rows: 0 added, 0 updated, 3,609 unchanged');
    expect(again.out).toContain('odds history points: 0 added, 0 updated');
    expect(again.out).toContain('teams: 20 matched, 0 added');
    expect(await fingerprint(db())).toEqual(once);
    const kbo = await importCommand(db(), 'results', KBO_RESULTS, ...KBO_ARGS);
    expect(kbo.out).toContain('already imported: nothing changed');
    expect(await fingerprint(db())).toEqual(once);
  });

  it('updates a corrected match and its prices on re-import, and only those', async () => {
    const fixed = corrupted(dir, 'E0_corrected.csv', 2, (t) =>
      cell('B365H', '8.5')(cell('Referee', 'A Taylor')(t)),
    );
    const run = await importCommand(db(), 'football-data', fixed);
    expect(run.code).toBe(0);
    expect(run.out).toContain('matches: 0 added, 1 updated, 379 unchanged');
    expect(run.out).toContain('odds rows: 0 added, 1 updated, 3,608 unchanged');
    expect(run.out).toContain('odds history points: 0 added, 1 updated');
    // And back to the published file.
    const back = await importCommand(db(), 'football-data', E0_FULL);
    expect(back.out).toContain('matches: 0 added, 1 updated, 379 unchanged');
  });

  it('keeps importing the other files of the command when one is rejected', async () => {
    const bad = corrupted(dir, 'E0_bad_again.csv', 10, cell('HomeTeam', ''));
    const good = path.join(dir, 'E0_1516.csv');
    writeFileSync(good, readFileSync(path.join(path.dirname(E0_FULL), 'E0_1516.csv')));
    const run = await importCommand(db(), 'football-data', bad, good);
    expect(run.code).toBe(2);
    expect(run.err).toContain(
      `${bad}: rejected, nothing imported from it. line 10, column HomeTeam: is empty`,
    );
    expect(run.out).toContain('E0_1516.csv → Premier League 2015/16 (new season)');
    expect(run.out).toContain(
      'teams: 15 matched, 5 added (Swansea, Watford, Norwich, Stoke, West Brom)',
    );
  });

  it('reads an older spreadsheet export in Windows-1252 as well as UTF-8', async () => {
    const file = path.join(dir, 'laliga-1999.csv');
    const text = 'date,home,away,home_score,away_score\n1999-08-21,Málaga,Alavés,1,0\n';
    writeFileSync(file, Buffer.from(text, 'latin1'));
    const run = await importCommand(
      db(),
      'results',
      file,
      '--sport',
      'soccer',
      '--league',
      'LaLiga',
      '--season',
      '1999/00',
    );
    expect(run.code).toBe(0);
    // Alavés is the catalogue's Deportivo Alavés; Málaga is new, under its own (decoded) name.
    expect(run.out).toContain('teams: 1 matched, 1 added (Málaga)');
    const malaga = await db()
      .selectFrom('teams')
      .selectAll()
      .where('name', '=', 'Málaga')
      .executeTakeFirstOrThrow();
    expect(malaga).toMatchObject({ sport_id: 1, cc: 'es', kor: 'Málaga', short: 'MAL' });
  });

  it('reads an MLB file in US Eastern time without --timezone', async () => {
    // A schedule row made up for this test (no scores: nothing claimed about a real game).
    const file = path.join(dir, 'mlb-schedule.csv');
    writeFileSync(
      file,
      'date,time,home,away,home_score,away_score\n2031-07-04,19:05,New York Yankees,Boston Red Sox,,\n',
    );
    const run = await importCommand(
      db(),
      'results',
      file,
      '--sport',
      'baseball',
      '--league',
      'MLB',
    );
    expect(run.code, run.err).toBe(0);
    const game = await db()
      .selectFrom('matches')
      .innerJoin('teams', 'teams.id', 'matches.home_id')
      .select(['matches.time'])
      .where('teams.name', '=', 'New York Yankees')
      .where('matches.time', '>=', Date.UTC(2031, 6, 4) / 1000)
      .executeTakeFirstOrThrow();
    // 19:05 EDT (UTC-4) is 23:05 UTC.
    expect(Number(game.time)).toBe(Date.UTC(2031, 6, 4, 23, 5) / 1000);
  });

  it.each([
    ['no import kind', [], /say what to import/],
    ['an unknown kind', ['fixtures', 'x.csv'], /unknown import "fixtures"/],
    ['no file', ['football-data'], /no file given/],
    ['an unknown option', ['football-data', 'x.csv', '--leauge', 'X'], /Unknown option '--leauge'/],
    ['results without a sport', ['results', 'x.csv', '--league', 'KBO'], /need --sport/],
    [
      'an unknown sport',
      ['results', KBO_RESULTS, '--sport', 'cricket', '--league', 'KBO'],
      /unknown sport "cricket"/,
    ],
    [
      'an unknown time zone',
      ['results', KBO_RESULTS, '--sport', 'baseball', '--league', 'KBO', '--timezone', 'Mars/Base'],
      /unknown time zone/,
    ],
    [
      'a league whose zone is unknown',
      ['results', KBO_RESULTS, '--sport', 'baseball', '--league', 'Liga Mexicana'],
      /time zone of "Liga Mexicana" is unknown: pass --timezone/,
    ],
    ['a missing file', ['football-data', 'nope.csv'], /nope\.csv: cannot be read \(ENOENT\)/],
  ])('refuses %s with exit code 1', async (_name, argv, message) => {
    const before = await fingerprint(db());
    const run = await importCommand(db(), ...argv);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(message);
    expect(await fingerprint(db())).toEqual(before);
  });

  it('adjusts points idempotently, replaces a changed number and removes by reason', async () => {
    const args = ['--league', 'Premier League', '--season', '2023/24', '--team', 'Everton'];
    const reason = ['--reason', 'Breach of profit and sustainability rules'];
    expect((await adjustCommand(db(), ...args, '--points', '-10', ...reason)).out).toContain(
      '-10 points added',
    );
    const before = await fingerprint(db());
    expect((await adjustCommand(db(), ...args, '--points', '-10', ...reason)).out).toContain(
      '-10 points unchanged',
    );
    expect(await fingerprint(db())).toEqual(before);
    // The appeal cut it to 6, and a second deduction came later (Everton 2023/24 ended -8).
    expect((await adjustCommand(db(), ...args, '--points', '-6', ...reason)).out).toContain(
      '-6 points updated',
    );
    const second = await adjustCommand(db(), ...args, '--points=-2', '--reason', 'Second breach');
    expect(second.out).toBe(
      'Everton (Premier League 2023/24): -2 points added ("Second breach"); adjustments now total -8',
    );
    const removed = await adjustCommand(db(), ...args, '--remove', '--reason', 'Second breach');
    expect(removed.out).toContain('adjustment "Second breach" removed; adjustments now total -6');
  });

  it.each([
    [
      'a missing team',
      ['--league', 'Premier League', '--season', '2023/24', '--points', '-1', '--reason', 'x'],
      '--team: is required',
    ],
    [
      'zero points',
      [
        '--league',
        'Premier League',
        '--season',
        '2023/24',
        '--team',
        'Everton',
        '--points',
        '0',
        '--reason',
        'x',
      ],
      '--points: a whole number other than 0',
    ],
    [
      'fractional points',
      [
        '--league',
        'Premier League',
        '--season',
        '2023/24',
        '--team',
        'Everton',
        '--points',
        '-1.5',
        '--reason',
        'x',
      ],
      '--points: a whole number is required',
    ],
    [
      'an unknown league',
      [
        '--league',
        'Premier Legue',
        '--season',
        '2023/24',
        '--team',
        'Everton',
        '--points',
        '-1',
        '--reason',
        'x',
      ],
      '--league: no league "Premier Legue"',
    ],
    [
      'an unknown season',
      [
        '--league',
        'Premier League',
        '--season',
        '1888/89',
        '--team',
        'Everton',
        '--points',
        '-1',
        '--reason',
        'x',
      ],
      '--season: Premier League has no season "1888/89"',
    ],
    [
      'a team not in the season',
      [
        '--league',
        'Premier League',
        '--season',
        '2023/24',
        '--team',
        'Leeds',
        '--points',
        '-1',
        '--reason',
        'x',
      ],
      '--team: "Leeds" is not a team of Premier League 2023/24',
    ],
    [
      'removing an adjustment that is not there',
      [
        '--league',
        'Premier League',
        '--season',
        '2023/24',
        '--team',
        'Everton',
        '--remove',
        '--reason',
        'never',
      ],
      '--reason: Everton has no adjustment "never"',
    ],
    [
      'an empty reason',
      [
        '--league',
        'Premier League',
        '--season',
        '2023/24',
        '--team',
        'Everton',
        '--points',
        '-1',
        '--reason',
        ' ',
      ],
      '--reason: say why',
    ],
  ])('refuses %s, naming the option', async (_name, argv, message) => {
    const before = await fingerprint(db());
    const run = await adjustCommand(db(), ...argv);
    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
    expect(await fingerprint(db())).toEqual(before);
  });
});
