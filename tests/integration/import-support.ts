/**
 * Shared by the import suites: run the import and points commands in-process against a test
 * database, read a league table back from the stored rows through computeStandings, and take a
 * fingerprint of every table an import writes (to prove a refused file changed nothing).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { computeStandings, type StandingsRules } from '../../src/lib/domain/standings';
import type { DatabaseSchema } from '../../src/server/db/schema';
import { runAdjustPoints } from '../../src/server/cli/adjust-points';
import { runImportCli } from '../../src/server/import/cli';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const E0_FULL = `${FIXTURES}football-data/E0_2023-24_full.csv`;
export const KBO_RESULTS = `${FIXTURES}kbo/kbo_2025_regular_season_results.csv`;
export const KBO_TABLE = `${FIXTURES}kbo/kbo_2025_final_standings.csv`;

type Db = Kysely<DatabaseSchema>;

/**
 * The Premier League's published final table 2023/24:
 * club, played, won, drawn, lost, goals for, goals against, points (Everton −8 and Nottingham
 * Forest −4 included).
 */
export const FINAL_TABLE_2023_24: [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
][] = [
  ['Manchester City', 38, 28, 7, 3, 96, 34, 91],
  ['Arsenal', 38, 28, 5, 5, 91, 29, 89],
  ['Liverpool', 38, 24, 10, 4, 86, 41, 82],
  ['Aston Villa', 38, 20, 8, 10, 76, 61, 68],
  ['Tottenham Hotspur', 38, 20, 6, 12, 74, 61, 66],
  ['Chelsea', 38, 18, 9, 11, 77, 63, 63],
  ['Newcastle United', 38, 18, 6, 14, 85, 62, 60],
  ['Manchester United', 38, 18, 6, 14, 57, 58, 60],
  ['West Ham United', 38, 14, 10, 14, 60, 74, 52],
  ['Crystal Palace', 38, 13, 10, 15, 57, 58, 49],
  ['Brighton & Hove Albion', 38, 12, 12, 14, 55, 62, 48],
  ['Bournemouth', 38, 13, 9, 16, 54, 67, 48],
  ['Fulham', 38, 13, 8, 17, 55, 61, 47],
  ['Wolverhampton Wanderers', 38, 13, 7, 18, 50, 65, 46],
  ['Everton', 38, 13, 9, 16, 40, 51, 40],
  ['Brentford', 38, 10, 9, 19, 56, 65, 39],
  ['Nottingham Forest', 38, 9, 9, 20, 49, 67, 32],
  ['Luton Town', 38, 6, 8, 24, 52, 85, 26],
  ['Burnley', 38, 5, 9, 24, 41, 78, 24],
  ['Sheffield United', 38, 3, 7, 28, 35, 104, 16],
];

export interface CommandRun {
  code: number;
  out: string;
  err: string;
}

/** Fixed clock so repeated imports can be compared row for row. */
const NOW = Date.UTC(2025, 0, 1);

export async function importCommand(db: Db, ...argv: string[]): Promise<CommandRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImportCli(argv, {
    db,
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    now: () => NOW,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

export async function adjustCommand(db: Db, ...argv: string[]): Promise<CommandRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdjustPoints(argv, {
    db,
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    now: () => NOW,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A league table computed from stored results and adjustments, with team names attached. */
export async function storedTable(db: Db, leagueName: string, seasonName: string) {
  const league = await db
    .selectFrom('leagues')
    .selectAll()
    .where('name', '=', leagueName)
    .executeTakeFirstOrThrow();
  const season = await db
    .selectFrom('seasons')
    .selectAll()
    .where('league_id', '=', league.id)
    .where('name', '=', seasonName)
    .executeTakeFirstOrThrow();
  const matches = await db
    .selectFrom('matches')
    .select(['home_id', 'away_id', 'ss', 'time'])
    .where('season_id', '=', season.id)
    .where('time_status', '=', 3)
    .execute();
  const adjustments = await db
    .selectFrom('point_adjustments')
    .select(['team_id', 'points', 'reason'])
    .where('season_id', '=', season.id)
    .execute();
  const members = await db
    .selectFrom('season_teams as st')
    .innerJoin('teams as t', 't.id', 'st.team_id')
    .select(['t.id', 't.name', 't.kor', 't.jp'])
    .where('st.season_id', '=', season.id)
    .execute();
  const rules = JSON.parse(league.rules) as StandingsRules;
  const standings = computeStandings(
    matches.map((m) => {
      const [home, away] = (m.ss ?? '').split('-').map(Number) as [number, number];
      return {
        homeId: Number(m.home_id),
        awayId: Number(m.away_id),
        homeScore: home,
        awayScore: away,
        time: Number(m.time),
      };
    }),
    rules,
    {
      teamIds: members.map((t) => Number(t.id)),
      adjustments: adjustments.map((a) => ({
        teamId: Number(a.team_id),
        points: Number(a.points),
        reason: a.reason,
      })),
    },
  );
  const team = new Map(members.map((t) => [Number(t.id), t]));
  return { standings, team: (id: number) => team.get(id)!, matches: matches.length };
}

const TABLES = [
  'countries',
  'sports',
  'leagues',
  'seasons',
  'teams',
  'season_teams',
  'books',
  'matches',
  'odds_current',
  'odds_history',
  'point_adjustments',
] as const;

/** Row counts and a hash of every row of the tables an import writes. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    // Column order is the table's own; row order is not guaranteed, so sort the lines.
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}

/** The file's club names and the clubs' full names (Premier League). */
export const CLUBS: Record<string, string> = {
  Arsenal: 'Arsenal',
  'Aston Villa': 'Aston Villa',
  Bournemouth: 'Bournemouth',
  Brentford: 'Brentford',
  Brighton: 'Brighton & Hove Albion',
  Burnley: 'Burnley',
  Chelsea: 'Chelsea',
  'Crystal Palace': 'Crystal Palace',
  Everton: 'Everton',
  Fulham: 'Fulham',
  Liverpool: 'Liverpool',
  Luton: 'Luton Town',
  'Man City': 'Manchester City',
  'Man United': 'Manchester United',
  Newcastle: 'Newcastle United',
  "Nott'm Forest": 'Nottingham Forest',
  'Sheffield United': 'Sheffield United',
  Tottenham: 'Tottenham Hotspur',
  'West Ham': 'West Ham United',
  Wolves: 'Wolverhampton Wanderers',
};

/** The stored match of a line of the E0 2023/24 file (each pair meets once at home). */
export async function e0MatchId(db: Db, line: number): Promise<number> {
  const cells = readFileSync(E0_FULL, 'utf8').split(/\r?\n/)[line - 1]!.split(',');
  const match = await db
    .selectFrom('matches as m')
    .innerJoin('teams as h', 'h.id', 'm.home_id')
    .innerJoin('teams as a', 'a.id', 'm.away_id')
    .select('m.id')
    .where('m.league_id', '=', 101)
    .where('h.name', '=', CLUBS[cells[3]!]!)
    .where('a.name', '=', CLUBS[cells[4]!]!)
    .executeTakeFirstOrThrow();
  return Number(match.id);
}
