/**
 * @module import/cli
 * `npm run import -- football-data <file.csv>… [--league …] [--season …]` and
 * `npm run import -- results <file.csv>… --sport … --league … [--season …] [--timezone …]`:
 * each file is mapped, then written in its own transaction; a bad row rejects its file with
 * the line number and reason (nothing of it is written) and the other files still import.
 *
 * Exit codes: 0 every file imported; 1 bad usage (options, unreadable file); 2 a file was
 * rejected for its content; 3 the database failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { isTimeZone } from '../../lib/domain/kickoff-time';
import { SPORT_IDS, type SportId } from '../../lib/domain/sports';
import type { DatabaseSchema } from '../db/schema';
import { CsvError } from './csv';
import { mapFootballData } from './football-data';
import { createProgress, type ProgressStream } from './progress';
import { mapResults } from './results';
import { changedNothing, formatSummary } from './summary';
import { leagueTimeZone } from './time-zones';
import type { ImportPlan } from './types';
import { writeImport } from './writer';
import { createNamesCatalogue } from '../names/names-catalogue';

export const USAGE = `usage:
  npm run import -- football-data <file.csv>… [--league "Premier League"] [--season 2023/24]
  npm run import -- results <file.csv>… --sport baseball --league KBO [--season 2025] [--timezone Asia/Seoul]`;

export const EXIT = { ok: 0, usage: 1, rejected: 2, database: 3 } as const;

export interface CliIo {
  db: Kysely<DatabaseSchema>;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** Where the progress bar is drawn (a terminal's stderr). */
  progress?: ProgressStream;
  /** Relative file paths resolve against this (npm runs scripts in the package root). */
  cwd?: string;
  now?: () => number;
}

class UsageError extends Error {}

/**
 * A sport from its name (`baseball`, `ice-hockey`, `American football`) or id (`16`).
 * @example sportOfText('ice hockey') // 17
 */
export function sportOfText(text: string): SportId | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  const aliases: Record<string, SportId> = { football: 1, hockey: 17, nfl: 12, esport: 151 };
  const byName = Object.entries(SPORT_IDS).find(([name]) => name.toLowerCase() === key)?.[1];
  const byId = Object.values(SPORT_IDS).find((id) => String(id) === key);
  return byName ?? aliases[key] ?? byId;
}

/** UTF-8 text, or Windows-1252 for older spreadsheet exports that are not valid UTF-8. */
function readText(file: string): string {
  const bytes = readFileSync(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function parse(argv: readonly string[]) {
  const [kind, ...rest] = argv;
  if (kind !== 'football-data' && kind !== 'results') {
    throw new UsageError(kind ? `unknown import "${kind}"` : 'say what to import');
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    strict: true,
    options: {
      league: { type: 'string' },
      season: { type: 'string' },
      sport: { type: 'string' },
      timezone: { type: 'string' },
    },
  });
  if (positionals.length === 0) throw new UsageError('no file given');
  if (kind === 'results') {
    if (!values.sport) throw new UsageError('results imports need --sport (e.g. baseball)');
    if (!values.league) throw new UsageError('results imports need --league (e.g. KBO)');
  } else if (values.sport || values.timezone) {
    throw new UsageError('football-data files are soccer in UK time: drop --sport/--timezone');
  }
  return { kind, files: positionals, ...values };
}

async function planFor(
  io: CliIo,
  options: ReturnType<typeof parse>,
  file: string,
  csv: string,
): Promise<ImportPlan> {
  const source = path.basename(file);
  if (options.kind === 'football-data') {
    return mapFootballData(csv, source, { league: options.league, season: options.season });
  }
  const sportId = sportOfText(options.sport!);
  if (sportId === undefined) throw new UsageError(`unknown sport "${options.sport}"`);
  let timeZone = options.timezone;
  if (timeZone && !isTimeZone(timeZone)) throw new UsageError(`unknown time zone "${timeZone}"`);
  timeZone ??= await leagueTimeZone(io.db, sportId, options.league!);
  if (!timeZone) {
    throw new UsageError(
      `the time zone of "${options.league}" is unknown: pass --timezone (e.g. America/New_York)`,
    );
  }
  return mapResults(csv, source, {
    sportId,
    league: options.league!,
    season: options.season,
    timeZone,
  });
}

/**
 * Runs the import command; resolves with the exit code.
 * @example process.exitCode = await runImportCli(process.argv.slice(2), { db, stdout: console.log, stderr: console.error })
 */
export async function runImportCli(argv: readonly string[], io: CliIo): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(argv);
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const cwd = io.cwd ?? process.cwd();
  let code: number = EXIT.ok;
  let imported = 0;
  for (const file of options.files) {
    const full = path.resolve(cwd, file);
    let csv: string;
    try {
      csv = readText(full);
    } catch (error) {
      io.stderr(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      code = Math.max(code, EXIT.usage);
      continue;
    }
    const progress = createProgress(io.progress ?? { write: () => true }, path.basename(file));
    try {
      const plan = await planFor(io, options, file, csv);
      const summary = await writeImport(io.db, plan, {
        now: io.now,
        onProgress: (done, total) => progress.update(done, total),
      });
      progress.finish();
      for (const line of formatSummary(summary)) io.stdout(line);
      if (changedNothing(summary)) io.stdout('  already imported: nothing changed');
      else imported++;
    } catch (error) {
      progress.finish();
      if (error instanceof UsageError) {
        io.stderr(`${error.message}\n${USAGE}`);
        return EXIT.usage;
      }
      if (error instanceof CsvError) {
        io.stderr(`${file}: rejected, nothing imported from it. ${error.message}`);
        code = Math.max(code, EXIT.rejected);
        continue;
      }
      io.stderr(`${file}: the database refused the import: ${(error as Error).message}`);
      return EXIT.database;
    }
  }
  if (imported > 0) await nameImported(io);
  return code;
}

/**
 * Gives the teams and leagues a file brought in English their Korean and Japanese names from
 * the names catalogue, and says how many names it does not know yet.
 */
async function nameImported(io: CliIo): Promise<void> {
  const names = createNamesCatalogue(io.db, io.now);
  await names.seed();
  const renamed = await names.applyToStored();
  const unknown = await names.store.listMisses({ page: 1, rows: 1 });
  io.stdout(
    `names: ${renamed} given Korean and Japanese names; ${unknown.total} not in the names catalogue yet (they show in English)`,
  );
}
