/**
 * @module names/names-store/miss-log
 * The names that arrived with no entry (name_misses), counted so an operator can name the
 * most frequent first.
 */
import { sql } from 'kysely';
import { nameKey } from '../name-key';
import type { NameKind } from '../name-index';
import { asKind, type Db } from './entry-rows';
import type { NameFilter } from './entry-reader';

export interface NameMiss {
  kind: NameKind;
  sportId: number;
  name: string;
  seen: number;
  firstSeen: number;
  lastSeen: number;
}

/** @example const misses = createNameMissLog(db, Date.now); await misses.listMisses({ page: 1, rows: 50 }) */
export function createNameMissLog(db: Db, now: () => number) {
  return {
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
  };
}
