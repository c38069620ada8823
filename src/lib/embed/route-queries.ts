/**
 * @module embed/route-queries
 * Tells the embedding page which sport and status the in-play screen shows (spec §1
 * `updateRouteQueries`), so the host can keep its own URL or menus in step.
 */
import { STORAGE_KEYS } from '../domain/storage-keys';
import { readStorage } from '../stores/storage';
import { postToParent } from './bridge';

/** Posts the current sport id and status, read from the page and the query. */
export function announceRoute(): void {
  const section = document.querySelector<HTMLElement>('[data-page="inplay"]');
  if (!section) return;
  const query = new URLSearchParams(location.search);
  const sportsId = query.get('sportsId') ?? readStorage(STORAGE_KEYS.sportsId) ?? '1';
  postToParent({
    type: 'updateRouteQueries',
    sportsId: /^\d+$/.test(sportsId) ? Number(sportsId) : 1,
    status: section.dataset.status ?? 'all',
  });
}
