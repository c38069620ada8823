/**
 * @module resilience/cluster/sqlite-check
 * Looks at a killed server's SQLite database as the next start will find it: the main file and
 * its WAL copied aside (the server's own recovery must find them untouched) and opened there, so
 * SQLite replays the WAL as it would at start; then `PRAGMA integrity_check` and lookups of the
 * writes the server had acknowledged.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const DB_FILE = 'live-score.sqlite';
/** SQLite's limit on bound parameters is far above this; chunks keep each query small. */
const CHUNK = 500;

export interface SqliteLook {
  integrity: string;
  /** Acknowledged usernames not found. */
  missingUsers: string[];
  /** Results given (committed before) that are not stored finished with that score. */
  missingResults: string[];
  /** Every finished result in the file: match id → score, the log the next look checks. */
  finished: Map<number, string>;
  users: number;
}

function chunks<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

function lookUp(db: Database.Database, usernames: string[], results: Map<number, string>) {
  const missingUsers: string[] = [];
  for (const part of chunks(usernames)) {
    const marks = part.map(() => '?').join(',');
    const rows = db
      .prepare(`select username from users where username in (${marks})`)
      .all(...part) as { username: string }[];
    const found = new Set(rows.map((r) => r.username));
    missingUsers.push(...part.filter((u) => !found.has(u)));
  }
  const missingResults: string[] = [];
  const match = db.prepare('select time_status, ss from matches where id = ?');
  for (const [id, score] of results) {
    const row = match.get(id) as { time_status: number; ss: string | null } | undefined;
    if (row?.time_status !== 3 || row.ss !== score)
      missingResults.push(
        `${id}: shown ${score}, stored ${row ? `${row.time_status} ${row.ss}` : 'none'}`,
      );
  }
  return { missingUsers, missingResults };
}

/**
 * @example const look = inspectSqlite(dataDir, ['alice'], new Map([[101, '2-1']]));
 */
export function inspectSqlite(
  dataDir: string,
  usernames: string[],
  results: Map<number, string>,
): SqliteLook {
  const aside = mkdtempSync(path.join(os.tmpdir(), 'live-score-sqlite-look-'));
  try {
    for (const suffix of ['', '-wal'])
      if (existsSync(path.join(dataDir, DB_FILE + suffix)))
        copyFileSync(path.join(dataDir, DB_FILE + suffix), path.join(aside, DB_FILE + suffix));
    const db = new Database(path.join(aside, DB_FILE), { fileMustExist: true });
    try {
      const rows = db.pragma('integrity_check') as { integrity_check: string }[];
      const integrity = rows.map((r) => r.integrity_check).join('; ');
      const users = (db.prepare('select count(*) as n from users').get() as { n: number }).n;
      const finished = new Map(
        (
          db.prepare('select id, ss from matches where time_status = 3').all() as {
            id: number;
            ss: string | null;
          }[]
        ).map((r) => [r.id, r.ss ?? ''] as const),
      );
      return { integrity, users, finished, ...lookUp(db, usernames, results) };
    } finally {
      db.close();
    }
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}
