/**
 * @module names/names-store/entry-reader
 * Reading the catalogue's entries: all of them for the index, a page for the console, one by
 * id, and a stamp that tells nodes when to reload.
 */
import { sql } from 'kysely';
import type { NameEntry, NameKind } from '../name-index';
import { ENTRY_COLUMNS, withAliases, type Db } from './entry-rows';

export interface NameFilter {
  kind?: NameKind | undefined;
  sportId?: number | undefined;
  /** Part of any spelling, case-insensitive. */
  q?: string | undefined;
  page: number;
  rows: number;
}

/** @example const reader = createNameEntryReader(db); await reader.getEntry(7) */
export function createNameEntryReader(db: Db) {
  return {
    /** Every entry with its aliases (the index is built from these). */
    async loadEntries(): Promise<NameEntry[]> {
      const rows = await db
        .selectFrom('name_entries')
        .select(ENTRY_COLUMNS)
        .orderBy('id')
        .execute();
      return withAliases(db, rows, true);
    },

    /** Changes when any entry or spelling does: cheap to compare between nodes. */
    async stamp(): Promise<string> {
      const row = await db
        .selectFrom('name_entries')
        .select([
          sql<number | string>`count(*)`.as('n'),
          sql<number | string | null>`max(updated_at)`.as('at'),
          sql<number | string>`(select count(*) from name_aliases)`.as('a'),
        ])
        .executeTakeFirst();
      return `${row?.n ?? 0}:${row?.at ?? 0}:${row?.a ?? 0}`;
    },

    async listEntries(filter: NameFilter): Promise<{ rows: NameEntry[]; total: number }> {
      let q = db.selectFrom('name_entries as e');
      if (filter.kind) q = q.where('e.kind', '=', filter.kind);
      if (filter.sportId !== undefined) q = q.where('e.sport_id', '=', filter.sportId);
      const text = filter.q?.trim().toLowerCase();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        // One escape character both databases accept, so `%` and `_` are searched as typed.
        const has = (column: string) =>
          sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${like} escape '\\'`;
        q = q.where((w) =>
          w.or([
            has('e.en'),
            has('e.kor'),
            has('e.jp'),
            w.exists(
              w
                .selectFrom('name_aliases as a')
                .select('a.entry_id')
                .whereRef('a.entry_id', '=', 'e.id')
                .where(has('a.alias')),
            ),
          ]),
        );
      }
      const total = await q.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .select(['e.id', 'e.kind', 'e.sport_id', 'e.en', 'e.kor', 'e.jp'])
        .orderBy('e.kind')
        .orderBy('e.sport_id')
        .orderBy('e.en')
        .limit(filter.rows)
        .offset((filter.page - 1) * filter.rows)
        .execute();
      return { total: Number(total?.n ?? 0), rows: await withAliases(db, rows) };
    },

    async getEntry(id: number): Promise<NameEntry | undefined> {
      const rows = await db
        .selectFrom('name_entries')
        .select(ENTRY_COLUMNS)
        .where('id', '=', id)
        .execute();
      return (await withAliases(db, rows))[0];
    },
  };
}
