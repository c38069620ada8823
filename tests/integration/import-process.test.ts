/**
 * The commands as operators run them: separate processes on the server's database (DATA_DIR),
 * with their exit codes: `npm run import` (scripts/run-ts.mjs src/server/import/main.ts) and
 * the standalone points command.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { E0_FULL, storedTable } from './import-support';

const run = promisify(execFile);
/** The project root, where `npm run` runs scripts. */
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import and adjust-points as processes', () => {
  let dataDir: string;

  async function command(entry: string, args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['scripts/run-ts.mjs', entry, ...args],
        { cwd: ROOT, env, timeout: 60_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'import-process-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('imports a file into DATA_DIR and exits 0', async () => {
    const result = await command('src/server/import/main.ts', ['football-data', E0_FULL]);
    expect(result.stderr).toBe('');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('matches: 380 added, 0 updated, 0 unchanged');
  });

  it('exits 2 for a corrupted file and 1 for bad usage', async () => {
    const lines = readFileSync(E0_FULL, 'utf8').split('\r\n');
    lines[5] = lines[5]!.replace(/^E0,[^,]+/, 'E0,32/08/2023');
    const bad = path.join(dataDir, 'E0_bad.csv');
    writeFileSync(bad, lines.join('\r\n'));
    const rejected = await command('src/server/import/main.ts', ['football-data', bad]);
    expect(rejected.code).toBe(2);
    expect(rejected.stderr).toContain('line 6, column Date: "32/08/2023" is not a date');
    const usage = await command('src/server/import/main.ts', ['footbal-data', E0_FULL]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage:');
  });

  it('adjusts points standalone and the table reads them', async () => {
    const ok = await command('src/server/cli/adjust-points.ts', [
      '--league',
      'Premier League',
      '--season',
      '2023/24',
      '--team',
      'Everton',
      '--points',
      '-8',
      '--reason',
      'Breach of profit and sustainability rules',
    ]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toContain('Everton (Premier League 2023/24): -8 points added');
    const bad = await command('src/server/cli/adjust-points.ts', ['--league', 'Premier League']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--season: is required');

    const database = await openDatabase({ dataDir });
    try {
      const { standings, team } = await storedTable(database.db, 'Premier League', '2023/24');
      const everton = standings.overall.find((r) => team(r.teamId).name === 'Everton')!;
      expect([everton.points, everton.adjustment]).toEqual([40, -8]);
    } finally {
      await database.close();
    }
  });
});
