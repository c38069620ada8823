/**
 * @module names/names-store/entry-rows
 * Reading name entries back: the columns read, and each row joined with its aliases.
 */
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { NAME_KINDS, type NameEntry, type NameKind } from '../name-index';

export type Db = Kysely<DatabaseSchema>;

/** A stored kind as a known one (`team` for any other). */
export const asKind = (kind: string): NameKind =>
  (NAME_KINDS as readonly string[]).includes(kind) ? (kind as NameKind) : 'team';

export const ENTRY_COLUMNS = ['id', 'kind', 'sport_id', 'en', 'kor', 'jp'] as const;

interface EntryRow {
  id: number;
  kind: string;
  sport_id: number;
  en: string;
  kor: string | null;
  jp: string | null;
}

async function aliasRows(db: Db, entryIds?: readonly number[]) {
  let q = db.selectFrom('name_aliases').select(['entry_id', 'alias']);
  if (entryIds) q = q.where('entry_id', 'in', entryIds.length ? entryIds : [-1]);
  return q.execute();
}

/**
 * The entries of `rows` with their aliases (the English name is not repeated among them);
 * `all` reads every alias at once, cheaper than listing every id when loading everything.
 * @example await withAliases(db, rows) // [{ id: 1, en: 'Arsenal', aliases: ['Arsenal FC'], … }]
 */
export async function withAliases(db: Db, rows: EntryRow[], all = false): Promise<NameEntry[]> {
  const aliases = await aliasRows(db, all ? undefined : rows.map((r) => Number(r.id)));
  const byEntry = new Map<number, string[]>();
  for (const a of aliases) {
    const id = Number(a.entry_id);
    byEntry.set(id, [...(byEntry.get(id) ?? []), a.alias]);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    kind: asKind(r.kind),
    sportId: Number(r.sport_id),
    en: r.en,
    kor: r.kor,
    jp: r.jp,
    aliases: (byEntry.get(Number(r.id)) ?? []).filter((a) => a !== r.en),
  }));
}
