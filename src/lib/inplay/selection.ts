/**
 * @module inplay/selection
 * The selected set (spec §4: the arrow toggles a match in it; persisted as `selectedMatchIds`),
 * the checked rows of the odds tabs, and the favourites of a logged-in user (spec §7
 * `POST /upcoming-sports-favorites`, `GET /upcoming-sports-favorites/{userId}`).
 */
import { atom, onMount } from 'nanostores';
import { lazyApi } from '../api/lazy-client';
import { parseSelectedIds, serializeSelectedIds, toggleId } from '../domain/inplay-filters';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { readStorage, writeStorage } from '../stores/storage';
import { $userId } from '../stores/user';

const $selected = atom<readonly number[]>([]);
/** Ids of the ticked matches, in the order they were ticked. */
export const $selectedIds = $selected;

onMount($selected, () => {
  if (typeof window === 'undefined') return;
  $selected.set(parseSelectedIds(readStorage(STORAGE_KEYS.selectedMatchIds)));
  // Another tab changed the set: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedMatchIds || event.key === null) {
      $selected.set(parseSelectedIds(readStorage(STORAGE_KEYS.selectedMatchIds)));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** Spec §4: the arrow toggles a match in the selected set, persisted. */
export function toggleSelected(id: number): void {
  const next = toggleId($selected.get(), id);
  $selected.set(next);
  writeStorage(STORAGE_KEYS.selectedMatchIds, serializeSelectedIds(next));
}

const $checkedWritable = atom<readonly number[]>([]);
/** Rows ticked with the checkbox (odds compare and related games); not persisted. */
export const $checked = $checkedWritable;

export function toggleChecked(id: number): void {
  $checkedWritable.set(toggleId($checkedWritable.get(), id));
}

/** Spec §4: changing to a non-selected odds tab clears the checked rows. */
export function clearChecked(): void {
  if ($checkedWritable.get().length > 0) $checkedWritable.set([]);
}

const $favouritesWritable = atom<readonly number[]>([]);
/** Starred matches of the logged-in user (empty when signed out). */
export const $favourites = $favouritesWritable;

interface FavouriteEntry {
  sports_upcoming_id: number;
}

async function loadFavourites(userId: string | null): Promise<void> {
  if (!userId || !/^\d+$/.test(userId)) {
    $favouritesWritable.set([]);
    return;
  }
  try {
    const answer = await lazyApi.get<{ data: FavouriteEntry[] }>(
      `/upcoming-sports-favorites/${userId}`,
    );
    $favouritesWritable.set(answer.data.map((f) => Number(f.sports_upcoming_id)));
  } catch (error) {
    // Spec §8: data-call errors are logged only.
    console.warn('favourites: cannot load', error);
  }
}

onMount($favouritesWritable, () => {
  if (typeof window === 'undefined') return;
  return $userId.subscribe((id) => void loadFavourites(id));
});

/**
 * Stars or unstars a match for the logged-in user, then reads the list again (spec §7 "then
 * refetch"). Returns false when nobody is logged in or the call failed.
 */
export async function toggleFavourite(matchId: number): Promise<boolean> {
  const userId = $userId.get();
  if (!userId || !/^\d+$/.test(userId)) return false;
  const before = $favouritesWritable.get();
  $favouritesWritable.set(toggleId(before, matchId));
  try {
    await lazyApi.post('/upcoming-sports-favorites', {
      user_id: Number(userId),
      sports_upcoming_id: matchId,
      is_favorite: !before.includes(matchId),
    });
    await loadFavourites(userId);
    return true;
  } catch (error) {
    console.warn('favourites: cannot save', error);
    $favouritesWritable.set(before);
    return false;
  }
}

const $everyMatchWritable = atom(false);
/**
 * The viewer's opt-in to notifications of every match; by default only the ticked, starred and
 * panel's matches notify. Kept in this browser.
 */
export const $notifyEveryMatch = $everyMatchWritable;

onMount($everyMatchWritable, () => {
  if (typeof window === 'undefined') return;
  $everyMatchWritable.set(readStorage(STORAGE_KEYS.notifyEveryMatch) === '1');
});

export function setNotifyEveryMatch(on: boolean): void {
  $everyMatchWritable.set(on);
  writeStorage(STORAGE_KEYS.notifyEveryMatch, on ? '1' : '0');
}
