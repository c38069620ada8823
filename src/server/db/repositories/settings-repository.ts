/**
 * @module db/repositories/settings-repository
 * Stored operator settings: one JSON value per key. The interface has an in-memory
 * implementation for tests and a Kysely one for SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';

export interface SettingsRepository {
  /** The stored value, or undefined when the key was never set. */
  get(key: string): Promise<unknown>;
  /** Stores a value (insert or replace). */
  set(key: string, value: unknown): Promise<void>;
  /** Every stored key and value. */
  all(): Promise<Record<string, unknown>>;
  /** Forgets a key; returns whether it existed. */
  delete(key: string): Promise<boolean>;
}

export function createMemorySettingsRepository(): SettingsRepository {
  const rows = new Map<string, string>();
  return {
    get: async (key) => {
      const value = rows.get(key);
      return value === undefined ? undefined : (JSON.parse(value) as unknown);
    },
    set: async (key, value) => {
      rows.set(key, JSON.stringify(value));
    },
    all: async () => Object.fromEntries([...rows].map(([k, v]) => [k, JSON.parse(v) as unknown])),
    delete: async (key) => rows.delete(key),
  };
}

/** Parses stored JSON; a corrupt row reads as unset instead of breaking every page. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createSqlSettingsRepository(
  db: Kysely<DatabaseSchema>,
  now: () => number = Date.now,
): SettingsRepository {
  return {
    get: async (key) => {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? parseStored(row.value) : undefined;
    },
    set: async (key, value) => {
      const text = JSON.stringify(value);
      await db
        .insertInto('settings')
        .values({ key, value: text, updated_at: now() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now() }))
        .execute();
    },
    all: async () => {
      const rows = await db
        .selectFrom('settings')
        .select(['key', 'value'])
        .orderBy('key')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.key, parseStored(r.value)]));
    },
    delete: async (key) => {
      const result = await db.deleteFrom('settings').where('key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
