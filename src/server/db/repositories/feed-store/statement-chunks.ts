/**
 * @module db/repositories/feed-store/statement-chunks
 * How rows are cut into statements: few statement shapes, a breath for the event loop between
 * them, and one row per key.
 */

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 200;

/**
 * Splits rows into statements of `size` rows, then the rest into powers of two (137 → 128, 8,
 * 1), in order. Each row count is its own SQL text and so its own prepared statement, which
 * holds native memory (a 200-row upsert's program is hundreds of KB): a handful of shapes per
 * query instead of one per possible remainder keeps the statement cache small.
 * @example chunks([1, 2, 3, 4, 5], 4) // [[1, 2, 3, 4], [5]]
 */
export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  let i = 0;
  for (; i + size <= rows.length; i += size) out.push(rows.slice(i, i + size));
  for (let part = 2 ** Math.floor(Math.log2(size)); part >= 1 && i < rows.length; part /= 2) {
    if (rows.length - i >= part) {
      out.push(rows.slice(i, i + part));
      i += part;
    }
  }
  return out;
}

/** Lets timers and sockets run: SQLite's driver runs each statement on the event loop's thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The chunks of `rows`, yielding to the event loop before each one after the first. A first
 * start's back-fill flushes tens of thousands of rows at once; written in one go they held every
 * request for 90–130 ms (CPU profile), one chunk at a time for a few milliseconds each.
 */
export async function* paced<T>(rows: readonly T[], size = CHUNK): AsyncGenerator<T[]> {
  let first = true;
  for (const part of chunks(rows, size)) {
    if (!first) await breathe();
    first = false;
    yield part;
  }
}

/**
 * Keeps the last row per key: PostgreSQL refuses an upsert that touches the same row twice in
 * one statement, and the last write is the current one anyway.
 */
export function lastPerKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    byKey.delete(k);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}
