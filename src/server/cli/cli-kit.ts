/**
 * @module cli/cli-kit
 * What every operator command gets: its arguments, output streams, the environment, a lazily
 * opened database (the same DATA_DIR / DATABASE_URL as the server, migrated to the latest
 * schema) and a prompt. Commands return their exit code: 0 done, 1 bad usage or refused.
 */
import { HttpError } from '../contracts/http-error';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig, type Config } from '../config';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** Asks for a line on the terminal (hidden for passwords); null when there is no terminal. */
  prompt: (question: string, hidden: boolean) => Promise<string | null>;
}

export interface CliContext extends CliIo {
  config(): Config;
  /** Opens (once) and migrates the database the server uses. */
  database(): Promise<Database>;
}

export interface CliCommand {
  name: string;
  /** Arguments after the name, e.g. `<username> [--password <password>]`. */
  usage: string;
  summary: string;
  run(args: string[], ctx: CliContext): Promise<number>;
}

/** A mistake in how a command was called: printed with the command's usage, exit code 1. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Builds the context; `close()` releases the database if a command opened it. */
export function createCliContext(io: CliIo): CliContext & { close(): Promise<void> } {
  let config: Config | undefined;
  let opened: Promise<Database> | undefined;
  const getConfig = () => (config ??= loadConfig(io.env));
  return {
    ...io,
    config: getConfig,
    database() {
      opened ??= (async () => {
        const c = getConfig();
        const database = await openDatabase({
          url: c.DATABASE_URL,
          dataDir: c.DATA_DIR,
          sqliteBusyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS,
        });
        await migrateToLatest(database);
        return database;
      })();
      return opened;
    },
    async close() {
      if (opened) await (await opened).close();
    },
  };
}

/** Runs one command with the shared error handling: usage and config errors print and give 1. */
export async function runCommand(
  command: CliCommand,
  args: string[],
  io: CliIo,
  programName: string,
): Promise<number> {
  const ctx = createCliContext(io);
  try {
    return await command.run(args, ctx);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\nusage: ${programName} ${command.name} ${command.usage}`);
      return 1;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    // A refusal of the services below (a weak password, say) is the operator's to fix, not a crash.
    if (error instanceof HttpError) {
      io.err(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await ctx.close();
  }
}

/** Terminal I/O of the real process. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    async prompt(question, hidden) {
      if (!process.stdin.isTTY) return null;
      let muted = false;
      // Echo is switched off after the question, so typed passwords never reach the screen.
      const output = new Writable({
        write(chunk, _encoding, done) {
          if (!muted) process.stdout.write(chunk as Buffer);
          done();
        },
      });
      const rl = createInterface({ input: process.stdin, output, terminal: true });
      try {
        const answer = rl.question(question);
        muted = hidden;
        const line = await answer;
        if (hidden) process.stdout.write('\n');
        return line;
      } finally {
        rl.close();
      }
    },
  };
}
