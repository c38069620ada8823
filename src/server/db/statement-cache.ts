/**
 * @module db/statement-cache
 * Reuses prepared SQLite statements by their SQL text. Kysely prepares a new statement for
 * every query; each holds native memory that V8 does not see, so under a steady write load the
 * wrappers are collected too late and the process grows by hundreds of MB per hour. Our
 * queries come in a bounded set of shapes (fixed chunk sizes), so a small LRU keeps them all.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** What Kysely's SqliteDialect needs from a database. */
export interface PreparingDatabase {
  prepare(sql: string): Statement;
  close(): void;
}

/**
 * Wraps a better-sqlite3 database so `prepare` returns a cached statement when one with the
 * same SQL is idle (a statement being iterated is busy and cannot serve a second query).
 * @example new SqliteDialect({ database: withStatementCache(new SQLite(file)) })
 */
export function withStatementCache(sqlite: SqliteDatabase, capacity = 500): PreparingDatabase {
  const cache = new Map<string, Statement>();
  return {
    prepare(sql) {
      // SQLite rolls back by itself on some errors (SQLITE_FULL, SQLITE_IOERR): Kysely's own
      // rollback would then fail with "cannot rollback - no transaction is active" and hide
      // the error that mattered. Nothing is left to roll back: do nothing.
      if (!sqlite.inTransaction && /^\s*rollback\s*$/i.test(sql))
        return sqlite.prepare('select 0 where 0');
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-insert to mark it most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
