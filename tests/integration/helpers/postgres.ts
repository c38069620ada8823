/**
 * PostgreSQL for tests: the machine's server (127.0.0.1:5432, database test, trust auth), each
 * suite in its own schema. When it cannot be reached the suite fails with a message saying so;
 * it never passes silently.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

export async function createTestSchema(prefix = 't'): Promise<TestSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 5_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect <version> main start) or set TEST_DATABASE_URL; ' +
        'the PostgreSQL suite does not skip.',
      { cause: error },
    );
  }
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}
