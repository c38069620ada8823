/**
 * @module names/names-store/entry-writer
 * Writing the catalogue's entries: the seed lists (which never overwrite an operator's edit)
 * and an operator's new or changed entry (which never takes another entry's spelling).
 */
import type { NameEntry } from '../name-index';
import type { SeedEntry } from '../seed';
import type { Db } from './entry-rows';
import { addAliases, refuseTaken, spellingKey, takenKeys } from './spellings';

export interface NameEdit {
  kor?: string | null | undefined;
  jp?: string | null | undefined;
  /** Replaces the entry's aliases when given. */
  aliases?: readonly string[] | undefined;
}

async function insertEntry(
  tx: Db,
  entry: Omit<SeedEntry, 'aliases'>,
  now: () => number,
): Promise<number> {
  const row = await tx
    .insertInto('name_entries')
    .values({
      kind: entry.kind,
      sport_id: entry.sportId,
      en: entry.en,
      kor: entry.kor,
      jp: entry.jp,
      source: entry.source,
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** @example const writer = createNameEntryWriter(db, Date.now); await writer.seed(entries) */
export function createNameEntryWriter(db: Db, now: () => number) {
  return {
    /**
     * Stores the seed entries no entry answers to yet and the new spellings of known ones;
     * never changes an entry's names (an operator may have edited them). Returns how many
     * entries were added.
     */
    async seed(entries: readonly SeedEntry[]): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const taken = await takenKeys(tx);
        let added = 0;
        for (const entry of entries) {
          const spellings = [entry.en, ...entry.aliases];
          const keys = spellings.map((s) => spellingKey(entry.kind, entry.sportId, s));
          const newKeys = keys.filter((k) => !taken.has(k));
          if (newKeys.length === 0) continue;
          // The same entry is the one with its English name; a spelling of another stays theirs.
          const known = taken.get(keys[0]!);
          const id = known ?? (await insertEntry(tx, entry, now));
          if (known === undefined) added++;
          await addAliases(tx, { id, kind: entry.kind, sportId: entry.sportId }, spellings);
          for (const k of newKeys) taken.set(k, id);
        }
        return added;
      });
    },

    /** A new entry; refuses (NameTakenError) a spelling another entry answers to. */
    async createEntry(entry: Omit<SeedEntry, 'source'>): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const spellings = [entry.en, ...entry.aliases];
        refuseTaken(await takenKeys(tx), entry, spellings);
        const id = await insertEntry(tx, { ...entry, source: 'operator' }, now);
        await addAliases(tx, { id, kind: entry.kind, sportId: entry.sportId }, spellings);
        return id;
      });
    },

    /** Changes an entry's names or aliases (NameTakenError for another entry's spelling). */
    async updateEntry(entry: NameEntry, edit: NameEdit): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (edit.aliases) {
          refuseTaken(await takenKeys(tx), entry, edit.aliases, entry.id);
          await tx.deleteFrom('name_aliases').where('entry_id', '=', entry.id).execute();
          await addAliases(tx, entry, [entry.en, ...edit.aliases]);
        }
        await tx
          .updateTable('name_entries')
          .set({
            ...(edit.kor !== undefined ? { kor: edit.kor } : {}),
            ...(edit.jp !== undefined ? { jp: edit.jp } : {}),
            source: 'operator',
            updated_at: now(),
          })
          .where('id', '=', entry.id)
          .execute();
      });
    },
  };
}
