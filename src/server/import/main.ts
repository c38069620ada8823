/**
 * @module import/main
 * Process entry of `npm run import`: opens the database the server uses (DATA_DIR or
 * DATABASE_URL), brings its schema up to date, runs the import and exits with its code.
 */
import { ConfigError, loadConfig } from '../config';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { EXIT, runImportCli } from './cli';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      sqliteBusyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS,
    });
    await migrateToLatest(database);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    await database?.close();
    return EXIT.database;
  }
  try {
    return await runImportCli(process.argv.slice(2), {
      db: database.db,
      stdout: (line) => process.stdout.write(`${line}\n`),
      stderr: (line) => process.stderr.write(`${line}\n`),
      progress: process.stderr,
      // npm runs scripts in the package root; INIT_CWD is where the operator typed the command.
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
