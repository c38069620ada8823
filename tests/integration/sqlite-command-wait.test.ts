/**
 * A command (admin, import, adjust-points) run beside a serving process waits for the server's
 * write transaction instead of failing with "database is locked": a server's back-fill held
 * the lock for over 5 s on a loaded machine, and `npm run admin -- create-admin` failed.
 * The lock is held by another process, as the server's would be.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '../../src/server/db/database';

const HOLD_MS = 6_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process takes the write lock, says so, holds it HOLD_MS and commits. */
function holdWriteLock(file: string): Promise<{ done: Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    db.exec("INSERT INTO held (at) VALUES (1)");
    process.stdout.write('held\\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
    db.exec('COMMIT');
  `;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: process.cwd() });
  const done = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`holder ${code}`)))),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => resolve({ done }));
    child.on('error', reject);
    done.catch(reject);
  });
}

describe('SQLite writes of a command beside a server', () => {
  it('wait out another process holding the write lock longer than the server default', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'live-score-wait-'));
    dirs.push(dir);
    const setup = await openDatabase({ dataDir: dir });
    await sql`create table held (at integer)`.execute(setup.db);
    await setup.close();

    const serverSide = await openDatabase({ dataDir: dir });
    const command = await openDatabase({
      dataDir: dir,
      sqliteBusyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS,
    });
    try {
      const file = path.join(dir, 'live-score.sqlite');
      // The command's write waits the 6 s out.
      const first = await holdWriteLock(file);
      const started = Date.now();
      await sql`insert into held (at) values (2)`.execute(command.db);
      expect(Date.now() - started).toBeGreaterThan(5_000);
      await first.done;
      // The server's default gives up after 5 s.
      const second = await holdWriteLock(file);
      await expect(sql`insert into held (at) values (3)`.execute(serverSide.db)).rejects.toThrow(
        /database is locked/,
      );
      await second.done;
      const rows = await sql<{ at: number }>`select at from held order by at`.execute(command.db);
      expect(rows.rows.map((r) => r.at)).toEqual([1, 1, 2]);
    } finally {
      await serverSide.close();
      await command.close();
    }
  }, 40_000);
});
