/**
 * @module db/database
 * Opens the Kysely database: SQLite in DATA_DIR (WAL) by default, PostgreSQL when a URL says so.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';
import { withStatementCache } from './statement-cache';
import { writeVersionPlugin, type WriteVersion } from './write-version';
import { loggableUrl, withoutSecret } from '../loggable-url';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  /** Where the data lives, without credentials, for logs and health. */
  location: string;
  /** Writes made through `db` so far (see write-version.ts): what caches of stored data key on. */
  writes: WriteVersion;
  /**
   * The same database for the live feed's own writes of play (scores, clocks, prices, timelines),
   * counted apart in `liveWrites`: answers derived from them may trail them by their live window,
   * as they trail the live seq, while a write of anyone else (an import, an administrator, an
   * account) makes them stale at once.
   */
  liveDb: Kysely<DatabaseSchema>;
  liveWrites: WriteVersion;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`; unset opens SQLite. */
  url?: string | undefined;
  /** Folder of the SQLite file. */
  dataDir: string;
  /** SQLite file name inside dataDir, or `:memory:`. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  pgPoolSize?: number;
  /** How long a SQLite write waits for another connection's transaction (default 5 s). */
  sqliteBusyTimeoutMs?: number;
}

/**
 * The wait of a command run beside a serving process: the server's back-fill can hold the write
 * lock for seconds on a busy machine, and an operator's command should wait its turn, not fail
 * with "database is locked".
 */
export const COMMAND_BUSY_TIMEOUT_MS = 30_000;

// int8 (bigint) columns hold epoch milliseconds, well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * Opens the database and checks it answers; throws with a clear message when it cannot.
 * @example const database = await openDatabase({ dataDir: './data' });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openSqlite(options);
}

function openSqlite(options: OpenDatabaseOptions): Database {
  const file = options.sqliteFile ?? 'live-score.sqlite';
  const location = file === ':memory:' ? file : path.resolve(options.dataDir, file);
  if (file !== ':memory:') mkdirSync(path.dirname(location), { recursive: true });
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  // It holds password hashes: the owner's alone. SQLite gives its -wal and -shm files the
  // database file's mode when it creates them.
  if (file !== ':memory:') restrictToOwner(location);
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.sqliteBusyTimeoutMs ?? 5_000))}`);
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    ...countedWrites(db),
    dialect: 'sqlite',
    location,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/** The database as everyone but the feed writes it, and as the feed does, each counted apart. */
function countedWrites(
  db: Kysely<DatabaseSchema>,
): Pick<Database, 'db' | 'writes' | 'liveDb' | 'liveWrites'> {
  const writes = writeVersionPlugin();
  const liveWrites = writeVersionPlugin();
  // Both share the one driver (and SQLite's one connection): only the counting differs.
  return {
    db: db.withPlugin(writes),
    writes,
    liveDb: db.withPlugin(liveWrites),
    liveWrites,
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.pgPoolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  // A client losing its connection must not crash the process, idle (the pool listens) or
  // checked out between two queries (nobody does: found when PostgreSQL stopped under load).
  // The query that needed it fails on its own, and the pool replaces it when it comes back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const location = loggableUrl(url, 'postgres');
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = withoutSecret((error as Error).message, url, 'postgres');
    throw new Error(`Cannot connect to PostgreSQL at ${location}: ${reason}`, {
      cause: error,
    });
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    ...countedWrites(db),
    dialect: 'postgres',
    location,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/** The database file and its WAL companions readable and writable by the owner only (0600). */
function restrictToOwner(location: string): void {
  for (const file of [location, `${location}-wal`, `${location}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}
