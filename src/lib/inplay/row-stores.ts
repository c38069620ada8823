/**
 * @module inplay/row-stores
 * The list's rows as one store per match plus the order of ids, so a live update re-renders
 * only the row it touches while adding or removing a match re-renders the list.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { InplayRow } from './row';

export interface RowStore {
  /** Ids in list order; changes only when matches come or go. */
  $order: ReadableAtom<readonly number[]>;
  /** The store of one match; stable for as long as the match is listed. */
  row(id: number): ReadableAtom<InplayRow | undefined>;
  get(id: number): InplayRow | undefined;
  has(id: number): boolean;
  /** Rows in list order. */
  all(): InplayRow[];
  /** Replaces the whole list; stores of matches still listed are kept and updated. */
  replace(rows: readonly InplayRow[]): void;
  /** Changes one row; returns false when the match is not listed. */
  patch(id: number, change: (row: InplayRow) => InplayRow): boolean;
  /** Adds a match, keeping the list ordered by kick-off. */
  add(row: InplayRow): void;
  /** Removes matches; returns the rows that were listed. */
  remove(ids: Iterable<number>): InplayRow[];
}

const EMPTY = atom<InplayRow | undefined>(undefined);

/**
 * Creates an empty row store.
 * @example const store = createRowStore(); store.replace(rows); store.patch(id, (r) => ({ ...r, ss: '1-0' }));
 */
export function createRowStore(): RowStore {
  const $order = atom<readonly number[]>([]);
  const rows = new Map<number, WritableAtom<InplayRow | undefined>>();

  function get(id: number) {
    return rows.get(id)?.get();
  }

  function all(): InplayRow[] {
    const out: InplayRow[] = [];
    for (const id of $order.get()) {
      const r = get(id);
      if (r) out.push(r);
    }
    return out;
  }

  return {
    $order,
    row: (id) => rows.get(id) ?? EMPTY,
    get,
    has: (id) => rows.has(id),
    all,
    replace(next) {
      const keep = new Set(next.map((r) => r.id));
      for (const id of rows.keys()) if (!keep.has(id)) rows.delete(id);
      for (const r of next) {
        const existing = rows.get(r.id);
        if (existing) existing.set(r);
        else rows.set(r.id, atom<InplayRow | undefined>(r));
      }
      $order.set(next.map((r) => r.id));
    },
    patch(id, change) {
      const store = rows.get(id);
      const current = store?.get();
      if (!store || !current) return false;
      const next = change(current);
      if (next !== current) store.set(next);
      return true;
    },
    add(row) {
      if (rows.has(row.id)) {
        rows.get(row.id)!.set(row);
        return;
      }
      rows.set(row.id, atom<InplayRow | undefined>(row));
      const order = [...$order.get()];
      const at = order.findIndex((id) => (get(id)?.time ?? 0) > row.time);
      order.splice(at === -1 ? order.length : at, 0, row.id);
      $order.set(order);
    },
    remove(ids) {
      const gone: InplayRow[] = [];
      for (const id of ids) {
        const r = get(id);
        if (!r) continue;
        gone.push(r);
        rows.delete(id);
      }
      if (gone.length > 0) {
        const removed = new Set(gone.map((r) => r.id));
        $order.set($order.get().filter((id) => !removed.has(id)));
      }
      return gone;
    },
  };
}
