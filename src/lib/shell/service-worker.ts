/**
 * @module shell/service-worker
 * Registers `public/sw.js` once the page has loaded, so the worker's own
 * fetches never compete with the first paint; on its first start the worker keeps the page and
 * what it loads by itself, so this stays a few bytes on every page. Built pages only: in
 * development every module changes between reloads. A browser that refuses (a private window,
 * an embed whose site blocks storage) keeps working online; the reason is logged only (spec §9).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('service worker not registered', error));
  });
}
