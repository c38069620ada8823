/**
 * @module stores/storage
 * localStorage that never throws (private mode, quota, sandboxed iframes): a miss logs a
 * warning and returns false or null (spec §8 "Storage helper miss").
 */
import { KEYS_KEPT_ON_UNAUTHORIZED, type StorageKey } from '../domain/storage-keys';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`storage: cannot read ${key}`, error);
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): boolean {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`storage: cannot write ${key}`, error);
    return false;
  }
}

export function removeStorage(key: StorageKey): boolean {
  const s = store();
  if (!s) return false;
  try {
    s.removeItem(key);
    return true;
  } catch (error) {
    console.warn(`storage: cannot remove ${key}`, error);
    return false;
  }
}

/** Clears everything except the keys a 401 keeps (spec §4 "Auth": keeping theme). */
export function clearStorageForSignOut(): void {
  const s = store();
  if (!s) return;
  try {
    const kept = KEYS_KEPT_ON_UNAUTHORIZED.map((k) => [k, s.getItem(k)] as const);
    s.clear();
    for (const [k, v] of kept) if (v !== null) s.setItem(k, v);
  } catch (error) {
    console.warn('storage: cannot clear', error);
  }
}
