/**
 * @module cli/adjust-points
 * `adjust-points --league … --season … --team … --points -8 --reason "…"`: records a points
 * deduction (or award) for a team in one season, which league tables apply on top of results
 * (standings.ts `adjustments`). One row per season, team and reason: repeating the command
 * changes nothing, a new number for the same reason replaces the old, `--remove` deletes it.
 *
 * The admin command table dispatches here (`npm run admin -- adjust-points …`); it also runs on
 * its own: `node scripts/run-ts.mjs src/server/cli/adjust-points.ts --league … ….`
 * Exit codes: 0 done; 1 bad usage or unknown league, season or team; 3 the database failed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SportId } from '../../lib/domain/sports';
import { ConfigError, loadConfig } from '../config';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { sportOfText } from '../import/cli';
import {
  AdjustPointsError,
  adjustPoints,
  type AdjustPointsInput,
  type Db,
} from '../import/point-adjustments';

export const ADJUST_POINTS_USAGE =
  'usage: adjust-points --league "Premier League" --season 2023/24 --team Everton --points -8 --reason "…" [--sport soccer] [--remove]';

export interface AdjustPointsIo {
  db: Db;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  now?: () => number;
}

/**
 * `--points -8` as one option: node's parseArgs would take `-8` for an option of its own, and
 * a negative number is exactly what a deduction is.
 */
function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const next = argv[i + 1];
    if (/^--[a-z]+$/.test(token) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${token}=${next}`);
      i++;
    } else {
      out.push(token);
    }
  }
  return out;
}

function parseInput(argv: readonly string[]): AdjustPointsInput {
  const { values, positionals } = parseArgs({
    args: joinNegativeValues(argv),
    strict: true,
    allowPositionals: true,
    options: {
      league: { type: 'string' },
      season: { type: 'string' },
      team: { type: 'string' },
      points: { type: 'string' },
      reason: { type: 'string' },
      sport: { type: 'string' },
      remove: { type: 'boolean' },
    },
  });
  if (positionals.length > 0) throw new AdjustPointsError(positionals[0]!, 'unexpected argument');
  for (const field of ['league', 'season', 'team', 'reason'] as const) {
    if (!values[field]) throw new AdjustPointsError(field, 'is required');
  }
  let points = 0;
  if (!values.remove) {
    if (!values.points || !/^[+-]?\d+$/.test(values.points.trim())) {
      throw new AdjustPointsError('points', 'a whole number is required, e.g. -8');
    }
    points = Number(values.points);
  }
  let sportId: SportId | undefined;
  if (values.sport) {
    sportId = sportOfText(values.sport);
    if (sportId === undefined) {
      throw new AdjustPointsError('sport', `unknown sport "${values.sport}"`);
    }
  }
  return {
    league: values.league!,
    season: values.season!,
    team: values.team!,
    points,
    reason: values.reason!,
    sportId,
    remove: values.remove === true,
  };
}

/**
 * The command: parses options, applies the adjustment, prints what happened; resolves with the
 * exit code.
 * @example process.exitCode = await runAdjustPoints(['--league', 'Premier League', '--season', '2023/24', '--team', 'Everton', '--points', '-8', '--reason', 'PSR breach'], io)
 */
export async function runAdjustPoints(
  argv: readonly string[],
  io: AdjustPointsIo,
): Promise<number> {
  let input: AdjustPointsInput;
  try {
    input = parseInput(argv);
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${ADJUST_POINTS_USAGE}`);
    return 1;
  }
  try {
    const r = await adjustPoints(io.db, input, io.now);
    const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
    const what =
      r.action === 'removed'
        ? `adjustment "${input.reason.trim()}" removed`
        : `${signed(input.points)} points ${r.action} ("${input.reason.trim()}")`;
    io.stdout(
      `${r.team.name} (${r.league.name} ${r.season.name}): ${what}; adjustments now total ${signed(r.total)}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AdjustPointsError) {
      io.stderr(error.message);
      return 1;
    }
    io.stderr(`the database refused the change: ${(error as Error).message}`);
    return 3;
  }
}

/** Standalone entry: the same database as the server (DATA_DIR or DATABASE_URL). */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sqliteBusyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS,
  });
  try {
    await migrateToLatest(database);
    return await runAdjustPoints(process.argv.slice(2), {
      db: database.db,
      stdout: (line) => process.stdout.write(`${line}\n`),
      stderr: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

// Run only as the entry script (scripts/run-ts.mjs sets argv[1] to it), not when imported.
if (path.basename(process.argv[1] ?? '') === 'adjust-points.ts') {
  process.exitCode = await main();
}
