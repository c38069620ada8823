/**
 * @module cli/commands
 * The operator commands of `npm run admin -- <command> …`, one entry each. A command is a
 * {@link CliCommand}: add one by appending it to COMMANDS.
 */
import { accountCommands } from './account-commands';
import { runAdjustPoints } from './adjust-points';
import { runCommand, type CliCommand, type CliIo } from './cli-kit';

export const PROGRAM = 'npm run admin --';

const adjustPoints: CliCommand = {
  name: 'adjust-points',
  usage:
    '--league <name> --season <name> --team <name> --points <n> --reason <text> [--sport <sport>] [--remove]',
  summary: 'Deducts or awards league-table points for a team in a season',
  run: async (args, ctx) =>
    runAdjustPoints(args, { db: (await ctx.database()).db, stdout: ctx.out, stderr: ctx.err }),
};

export const COMMANDS: readonly CliCommand[] = [...accountCommands, adjustPoints];

export function helpText(commands: readonly CliCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `usage: ${PROGRAM} <command> [arguments]`,
    '',
    'Commands (same DATA_DIR / DATABASE_URL as the server):',
    ...commands.map(
      (c) => `  ${c.name.padEnd(width)}  ${c.usage}\n  ${''.padEnd(width)}  ${c.summary}`,
    ),
  ].join('\n');
}

/**
 * Runs `argv` (`['approve', 'alice']`) and returns the exit code: 0 done, 1 bad usage, unknown
 * user or refused.
 * @example await runAdmin(['approve', 'alice'], processIo()) // 0
 */
export async function runAdmin(
  argv: readonly string[],
  io: CliIo,
  commands: readonly CliCommand[] = COMMANDS,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    if (name === undefined) io.err(helpText(commands));
    else io.out(helpText(commands));
    return name === undefined ? 1 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${helpText(commands)}`);
    return 1;
  }
  return runCommand(command, args, io, PROGRAM);
}
