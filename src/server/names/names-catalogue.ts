/**
 * @module names/names-catalogue
 * The names catalogue at work: seeded at start, held in memory as an index,
 * reloaded when another node or the operator changes it, applied to reference rows that arrive
 * in English only and to rows already stored; a name it cannot translate keeps its English
 * name and is recorded for the operator.
 */
import type { Kysely } from 'kysely';
import type { ReferenceData, ReferenceNames } from '../contracts/feed-records';
import type { DatabaseSchema } from '../db/schema';
import {
  buildNameIndex,
  localNames,
  spellingsOf,
  type NameEntry,
  type NameIndex,
  type NameKind,
} from './name-index';
import { createNamesStore, type NamesStore } from './names-store';
import { seedEntries } from './seed';

/** How long a node trusts its index before asking whether the stored catalogue changed. */
const RECHECK_MS = 30_000;

/** Players are named the same in every sport: their entries use this sport id. */
export const ANY_SPORT = 0;

interface Named {
  name: string;
  kor: string;
  jp: string;
}

/** A row the source named in English only (its other names repeat the English one). */
const englishOnly = (row: Named) => row.kor === row.name && row.jp === row.name;

export interface NamesCatalogue extends ReferenceNames {
  readonly store: NamesStore;
  /** Stores the seed entries the database lacks; returns how many were added. */
  seed(): Promise<number>;
  /** The index, reloaded when the stored catalogue changed (always when `force`). */
  index(force?: boolean): Promise<NameIndex>;
  /** Gives stored teams, leagues and players their names; returns how many rows changed. */
  applyToStored(): Promise<number>;
  /**
   * Gives every stored row an entry names (whatever names it had) that entry's names now, and
   * forgets the misses it answers: what an operator's edit does. Returns the rows changed.
   */
  renameFor(entryId: number): Promise<number>;
}

type Table = 'teams' | 'leagues' | 'players';
const TABLE_KIND: Record<Table, NameKind> = { teams: 'team', leagues: 'league', players: 'player' };

export function createNamesCatalogue(
  db: Kysely<DatabaseSchema>,
  now: () => number = Date.now,
): NamesCatalogue {
  const store = createNamesStore(db, now);
  let current: { index: NameIndex; stamp: string; checkedAt: number } | undefined;
  let loading: Promise<NameIndex> | undefined;

  async function load(force: boolean): Promise<NameIndex> {
    if (current && !force && now() - current.checkedAt < RECHECK_MS) return current.index;
    const stamp = await store.stamp();
    if (current && current.stamp === stamp) {
      current.checkedAt = now();
      return current.index;
    }
    const index = buildNameIndex(await store.loadEntries());
    current = { index, stamp, checkedAt: now() };
    return index;
  }

  return {
    store,
    async renameFor(entryId) {
      const index = await load(true);
      const entry = await store.getEntry(entryId);
      if (!entry) return 0;
      const table = (Object.keys(TABLE_KIND) as Table[]).find((t) => TABLE_KIND[t] === entry.kind)!;
      await store.clearMisses(entry.kind, entry.sportId, spellingsOf(entry));
      return renameRows(db, table, entry, index);
    },
    seed: () => store.seed(seedEntries()),
    index(force = false) {
      loading ??= load(force).finally(() => {
        loading = undefined;
      });
      return loading;
    },
    async applyToStored() {
      const index = await load(true);
      let changed = 0;
      for (const table of ['leagues', 'teams', 'players'] as const) {
        changed += await applyTable(db, store, table, index);
      }
      return changed;
    },
    async translateReference(data: ReferenceData): Promise<ReferenceData> {
      if (!data.leagues?.length && !data.teams?.length && !data.players?.length) return data;
      const { translate, misses } = translator(await load(false));
      const out: ReferenceData = {
        ...data,
        ...(data.leagues && {
          leagues: data.leagues.map((l) => translate('league', l.sport_id, l)),
        }),
        ...(data.teams && { teams: data.teams.map((t) => translate('team', t.sport_id, t)) }),
        ...(data.players && {
          players: data.players.map((p) => translate('player', ANY_SPORT, p)),
        }),
      };
      await store.recordMisses(misses.filter((m) => m.kind !== 'player'));
      return out;
    },
  };
}

/** Translates English-only rows in place of copies; collects what it could not. */
function translator(index: NameIndex) {
  const misses: { kind: NameKind; sportId: number; name: string }[] = [];
  const translate = <R extends Named>(kind: NameKind, sportId: number, row: R): R => {
    if (!englishOnly(row)) return row;
    const entry = index.find(kind, sportId, row.name);
    if (!entry) {
      misses.push({ kind, sportId, name: row.name });
      return row;
    }
    return { ...row, ...localNames(entry, row.name) };
  };
  return { translate, misses };
}

/** Names the English-only rows of a table the index can translate; returns how many changed. */
async function applyTable(
  db: Kysely<DatabaseSchema>,
  store: NamesStore,
  table: Table,
  index: NameIndex,
): Promise<number> {
  const kind = TABLE_KIND[table];
  // Only rows still English-only: translated ones keep their names (a source's or an edit's).
  const rows =
    table === 'players'
      ? await db
          .selectFrom('players')
          .select(['id', 'name', 'kor', 'jp'])
          .whereRef('kor', '=', 'name')
          .whereRef('jp', '=', 'name')
          .execute()
      : await db
          .selectFrom(table)
          .select(['id', 'sport_id', 'name', 'kor', 'jp'])
          .whereRef('kor', '=', 'name')
          .whereRef('jp', '=', 'name')
          .execute();
  const { translate, misses } = translator(index);
  const changed = rows
    .map((r) => {
      const sportId = 'sport_id' in r ? Number(r.sport_id) : ANY_SPORT;
      return { before: r, after: translate(kind, sportId, r) };
    })
    .filter(({ before, after }) => before !== after);
  await db.transaction().execute(async (tx) => {
    for (const { after } of changed) {
      await tx
        .updateTable(table)
        .set({ kor: after.kor, jp: after.jp })
        .where('id', '=', after.id)
        .execute();
    }
  });
  // Unknown players are many and mostly stay English: only teams and leagues are listed.
  if (kind !== 'player') await store.recordMisses(misses);
  return changed.length;
}

/** Gives the rows of a table that `entry` names its names now; returns how many changed. */
async function renameRows(
  db: Kysely<DatabaseSchema>,
  table: Table,
  entry: NameEntry,
  index: NameIndex,
): Promise<number> {
  const spellings = spellingsOf(entry);
  // Players have no sport: only their exact spellings are looked at, not every player.
  const rows =
    table === 'players'
      ? await db
          .selectFrom('players')
          .select(['id', 'name', 'kor', 'jp'])
          .where('name', 'in', spellings)
          .execute()
      : await db
          .selectFrom(table)
          .select(['id', 'name', 'kor', 'jp'])
          .where('sport_id', '=', entry.sportId)
          .execute();
  const changed = rows.filter((r) => {
    if (index.find(entry.kind, entry.sportId, r.name)?.id !== entry.id) return false;
    const named = localNames(entry, r.name);
    return named.kor !== r.kor || named.jp !== r.jp;
  });
  await db.transaction().execute(async (tx) => {
    for (const r of changed) {
      const named = localNames(entry, r.name);
      await tx
        .updateTable(table)
        .set({ kor: named.kor, jp: named.jp })
        .where('id', '=', r.id)
        .execute();
    }
  });
  return changed.length;
}
