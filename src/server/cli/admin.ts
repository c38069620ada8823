/**
 * @module cli/admin
 * Entry of `npm run admin -- <command> …` (run through scripts/run-ts.mjs).
 */
import { runAdmin } from './commands';
import { processIo } from './cli-kit';

try {
  process.exitCode = await runAdmin(process.argv.slice(2), processIo());
} catch (error) {
  process.stderr.write(`admin: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
}
