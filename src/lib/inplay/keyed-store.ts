/**
 * @module inplay/keyed-store
 * One store per key, created on first use, so a component that follows one match's details
 * re-renders only when that match's details change.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';

export interface KeyedStore<T> {
  store(key: string): ReadableAtom<T | undefined>;
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  update(key: string, change: (current: T | undefined) => T): void;
  /** Forgets every key not in `keep`. */
  retain(keep: Iterable<string>): void;
}

export function createKeyedStore<T>(): KeyedStore<T> {
  const stores = new Map<string, WritableAtom<T | undefined>>();
  const storeOf = (key: string) => {
    let s = stores.get(key);
    if (!s) {
      s = atom<T | undefined>(undefined);
      stores.set(key, s);
    }
    return s;
  };
  return {
    store: storeOf,
    get: (key) => stores.get(key)?.get(),
    set: (key, value) => storeOf(key).set(value),
    update: (key, change) => {
      const s = storeOf(key);
      s.set(change(s.get()));
    },
    retain(keep) {
      const wanted = new Set(keep);
      for (const [key, s] of stores) {
        // A store someone still listens to stays; it only loses its value.
        if (!wanted.has(key)) {
          if (s.lc > 0) s.set(undefined);
          else stores.delete(key);
        }
      }
    },
  };
}
