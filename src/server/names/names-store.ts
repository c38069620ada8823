/**
 * @module names/names-store
 * The names catalogue's tables (migration 0005): entries with their spellings, and the names
 * that arrived with no entry. Portable SQL for SQLite and PostgreSQL.
 * Reading entries, writing them and the log of misses live in names-store/; this joins them.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createNameEntryReader, type NameFilter } from './names-store/entry-reader';
import { createNameEntryWriter, type NameEdit } from './names-store/entry-writer';
import { createNameMissLog, type NameMiss } from './names-store/miss-log';
import { NameTakenError } from './names-store/spellings';

// Callers import the store's types from here, not from its parts.
export { NameTakenError, type NameEdit, type NameFilter, type NameMiss };

/** @example const store = createNamesStore(db); await store.seed(seedEntries()); */
export function createNamesStore(db: Kysely<DatabaseSchema>, now: () => number = Date.now) {
  return {
    ...createNameEntryReader(db),
    ...createNameEntryWriter(db, now),
    ...createNameMissLog(db, now),
  };
}

export type NamesStore = ReturnType<typeof createNamesStore>;
