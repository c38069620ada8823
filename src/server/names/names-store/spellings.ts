/**
 * @module names/names-store/spellings
 * The spellings each entry answers to (name_aliases), unique per kind and sport: which entry
 * holds a spelling, and adding spellings without taking another entry's.
 */
import { nameKey } from '../name-key';
import type { Db } from './entry-rows';

/** A spelling another entry already answers to. */
export class NameTakenError extends Error {
  constructor(
    readonly spelling: string,
    readonly entryId: number,
  ) {
    super(`"${spelling}" already names entry ${entryId}`);
  }
}

/** The key of a spelling among all entries. @example spellingKey('team', 1, 'Arsenal FC') */
export function spellingKey(kind: string, sportId: number, spelling: string): string {
  return `${kind}:${sportId}:${nameKey(spelling)}`;
}

/** The entry each spelling key names, per kind and sport. */
export async function takenKeys(tx: Db): Promise<Map<string, number>> {
  const rows = await tx
    .selectFrom('name_aliases')
    .select(['kind', 'sport_id', 'key', 'entry_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.kind}:${r.sport_id}:${r.key}`, Number(r.entry_id)]));
}

/** Refuses (NameTakenError) a spelling an entry other than `entryId` answers to. */
export function refuseTaken(
  taken: Map<string, number>,
  entry: { kind: string; sportId: number },
  spellings: readonly string[],
  entryId?: number,
): void {
  for (const s of spellings) {
    const other = taken.get(spellingKey(entry.kind, entry.sportId, s));
    if (other !== undefined && other !== entryId) throw new NameTakenError(s, other);
  }
}

/** Adds spellings to an entry; a spelling another entry has is left to that one. */
export async function addAliases(
  tx: Db,
  entry: { id: number; kind: string; sportId: number },
  spellings: readonly string[],
): Promise<void> {
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
