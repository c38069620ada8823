/**
 * @module names/names-store
 * The names catalogue's tables (migration 0005): entries with their spellings, and the names
 * that arrived with no entry. Portable SQL for SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { nameKey } from './name-key';
import { NAME_KINDS, type NameEntry, type NameKind } from './name-index';
import type { SeedEntry } from './seed';

export interface NameMiss {
  kind: NameKind;
  sportId: number;
  name: string;
  seen: number;
  firstSeen: number;
  lastSeen: number;
}

export interface NameFilter {
  kind?: NameKind | undefined;
  sportId?: number | undefined;
  /** Part of any spelling, case-insensitive. */
  q?: string | undefined;
  page: number;
  rows: number;
}

export interface NameEdit {
  kor?: string | null | undefined;
  jp?: string | null | undefined;
  /** Replaces the entry's aliases when given. */
  aliases?: readonly string[] | undefined;
}

/** A spelling another entry already answers to. */
export class NameTakenError extends Error {
  constructor(
    readonly spelling: string,
    readonly entryId: number,
  ) {
    super(`"${spelling}" already names entry ${entryId}`);
  }
}

const asKind = (kind: string): NameKind =>
  (NAME_KINDS as readonly string[]).includes(kind) ? (kind as NameKind) : 'team';

type Db = Kysely<DatabaseSchema>;

/** @example const store = createNamesStore(db); await store.seed(seedEntries()); */
export function createNamesStore(db: Db, now: () => number = Date.now) {
  async function aliasRows(entryIds?: readonly number[]) {
    let q = db.selectFrom('name_aliases').select(['entry_id', 'alias']);
    if (entryIds) q = q.where('entry_id', 'in', entryIds.length ? entryIds : [-1]);
    return q.execute();
  }

  async function withAliases(
    rows: {
      id: number;
      kind: string;
      sport_id: number;
      en: string;
      kor: string | null;
      jp: string | null;
    }[],
    all = false,
  ): Promise<NameEntry[]> {
    const aliases = await aliasRows(all ? undefined : rows.map((r) => Number(r.id)));
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

  const entryColumns = ['id', 'kind', 'sport_id', 'en', 'kor', 'jp'] as const;

  /** Adds spellings to an entry; a spelling another entry has is left to that one. */
  async function addAliases(
    tx: Db,
    entry: { id: number; kind: string; sportId: number },
    spellings: readonly string[],
  ) {
    const rows = [...new Map(spellings.map((s) => [nameKey(s), s])).entries()]
      .filter(([key]) => key !== '')
      .map(([key, alias]) => ({
        kind: entry.kind,
        sport_id: entry.sportId,
        key,
        entry_id: entry.id,
        alias,
      }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insertInto('name_aliases')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(['kind', 'sport_id', 'key']).doNothing())
        .execute();
    }
  }

  async function insertEntry(tx: Db, entry: Omit<SeedEntry, 'aliases'>): Promise<number> {
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

  /** The entry each spelling key names, per kind and sport. */
  async function takenKeys(tx: Db): Promise<Map<string, number>> {
    const rows = await tx
      .selectFrom('name_aliases')
      .select(['kind', 'sport_id', 'key', 'entry_id'])
      .execute();
    return new Map(rows.map((r) => [`${r.kind}:${r.sport_id}:${r.key}`, Number(r.entry_id)]));
  }

  return {
    /** Every entry with its aliases (the index is built from these). */
    async loadEntries(): Promise<NameEntry[]> {
      const rows = await db.selectFrom('name_entries').select(entryColumns).orderBy('id').execute();
      return withAliases(rows, true);
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
          const keys = spellings.map((s) => `${entry.kind}:${entry.sportId}:${nameKey(s)}`);
          const newKeys = keys.filter((k) => !taken.has(k));
          if (newKeys.length === 0) continue;
          // The same entry is the one with its English name; a spelling of another stays theirs.
          const known = taken.get(keys[0]!);
          const id = known ?? (await insertEntry(tx, entry));
          if (known === undefined) added++;
          await addAliases(tx, { id, kind: entry.kind, sportId: entry.sportId }, spellings);
          for (const k of newKeys) taken.set(k, id);
        }
        return added;
      });
    },

    async recordMisses(misses: readonly { kind: NameKind; sportId: number; name: string }[]) {
      const at = now();
      const unique = new Map(misses.map((m) => [`${m.kind}:${m.sportId}:${nameKey(m.name)}`, m]));
      const rows = [...unique.values()].map((m) => ({
        kind: m.kind,
        sport_id: m.sportId,
        key: nameKey(m.name),
        name: m.name,
        seen: 1,
        first_seen: at,
        last_seen: at,
      }));
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('name_misses')
          .values(rows.slice(i, i + 200))
          .onConflict((oc) =>
            oc.columns(['kind', 'sport_id', 'key']).doUpdateSet({
              seen: sql`name_misses.seen + 1`,
              last_seen: at,
            }),
          )
          .execute();
      }
    },

    /** Forgets the misses an entry now answers (its spellings' keys). */
    async clearMisses(kind: NameKind, sportId: number, spellings: readonly string[]) {
      const keys = spellings.map(nameKey).filter((k) => k !== '');
      if (keys.length === 0) return;
      await db
        .deleteFrom('name_misses')
        .where('kind', '=', kind)
        .where('sport_id', '=', sportId)
        .where('key', 'in', keys)
        .execute();
    },

    async listMisses(filter: Omit<NameFilter, 'q'>): Promise<{ rows: NameMiss[]; total: number }> {
      let q = db.selectFrom('name_misses');
      if (filter.kind) q = q.where('kind', '=', filter.kind);
      if (filter.sportId !== undefined) q = q.where('sport_id', '=', filter.sportId);
      const total = await q.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .selectAll()
        .orderBy('seen', 'desc')
        .orderBy('name')
        .limit(filter.rows)
        .offset((filter.page - 1) * filter.rows)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map((r) => ({
          kind: asKind(r.kind),
          sportId: Number(r.sport_id),
          name: r.name,
          seen: Number(r.seen),
          firstSeen: Number(r.first_seen),
          lastSeen: Number(r.last_seen),
        })),
      };
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
      return { total: Number(total?.n ?? 0), rows: await withAliases(rows) };
    },

    async getEntry(id: number): Promise<NameEntry | undefined> {
      const rows = await db
        .selectFrom('name_entries')
        .select(entryColumns)
        .where('id', '=', id)
        .execute();
      return (await withAliases(rows))[0];
    },

    /** A new entry; refuses (NameTakenError) a spelling another entry answers to. */
    async createEntry(entry: Omit<SeedEntry, 'source'>): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const taken = await takenKeys(tx);
        for (const s of [entry.en, ...entry.aliases]) {
          const other = taken.get(`${entry.kind}:${entry.sportId}:${nameKey(s)}`);
          if (other !== undefined) throw new NameTakenError(s, other);
        }
        const id = await insertEntry(tx, { ...entry, source: 'operator' });
        await addAliases(tx, { id, kind: entry.kind, sportId: entry.sportId }, [
          entry.en,
          ...entry.aliases,
        ]);
        return id;
      });
    },

    /** Changes an entry's names or aliases (NameTakenError for another entry's spelling). */
    async updateEntry(entry: NameEntry, edit: NameEdit): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (edit.aliases) {
          const taken = await takenKeys(tx);
          for (const s of edit.aliases) {
            const other = taken.get(`${entry.kind}:${entry.sportId}:${nameKey(s)}`);
            if (other !== undefined && other !== entry.id) throw new NameTakenError(s, other);
          }
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

export type NamesStore = ReturnType<typeof createNamesStore>;
