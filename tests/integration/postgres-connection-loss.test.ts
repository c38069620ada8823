/**
 * A PostgreSQL connection that dies while the server holds it (the database restarted, an
 * operator ended the session) must not end the process (found when PostgreSQL
 * stopped under load, the server exited on an unhandled 'error' event). The query that was
 * using it fails on its own; the pool replaces the connection and the next query succeeds.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { until } from '../support/wait';
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from './helpers/postgres';

let schema: TestSchema;
let database: Database;
const unhandled: unknown[] = [];
const onUnhandled = (error: unknown) => unhandled.push(error);

beforeAll(async () => {
  schema = await createTestSchema('lost');
  database = await openDatabase({ url: schema.url, dataDir: '', pgPoolSize: 2 });
  process.on('uncaughtException', onUnhandled);
});
afterAll(async () => {
  process.off('uncaughtException', onUnhandled);
  await database?.close();
  await schema?.drop();
});

/** Ends a backend from outside, as a restarting server or an operator would. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a connection lost while checked out', () => {
  it('raises nothing unhandled, and the next query gets a new connection', async () => {
    // Which pg clients have told of an error (the product's listener swallows it).
    const told = vi.spyOn(pg.Client.prototype, 'emit');
    const toldError = () => told.mock.calls.some(([event]) => event === 'error');
    await database.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
      await terminate(rows[0]!.pid);
      // The client learns of it between queries: that is when nobody listens for its error.
      await until('the checked-out client to learn its connection ended', toldError);
      told.mockRestore();
      await expect(sql`select 1`.execute(conn)).rejects.toThrow();
    });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]?.one).toBe(1);
    expect(unhandled).toEqual([]);
  });
});
