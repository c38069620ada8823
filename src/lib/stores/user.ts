/**
 * @module stores/user
 * Who is signed in, as the browser knows it: `userId` and the token in storage (spec §6).
 */
import { atom, onMount } from 'nanostores';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { readStorage, removeStorage, writeStorage } from './storage';

const $userIdWritable = atom<string | null>(null);
export const $userId = $userIdWritable;

onMount($userIdWritable, () => {
  $userIdWritable.set(readStorage(STORAGE_KEYS.userId));
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.userId || event.key === null) {
      $userIdWritable.set(readStorage(STORAGE_KEYS.userId));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** The bearer token for API calls, or null when signed out. */
export function currentToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function signIn(userId: string, token: string): void {
  writeStorage(STORAGE_KEYS.userId, userId);
  writeStorage(STORAGE_KEYS.token, token);
  $userIdWritable.set(userId);
}

/** Keeps a renewed token of the same session (`POST /login/refresh`, a password change). */
export function renewToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
}

/** Forgets the user (the parent page's `logout` message, spec §6). */
export function signOut(): void {
  removeStorage(STORAGE_KEYS.userId);
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
  $userIdWritable.set(null);
}
