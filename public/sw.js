/*
 * The service worker (issue 17 item 5): the app installs on a phone and opens without a network.
 *
 * - Pages: network first. Every page fetched is kept (the latest few dozen), so with the network
 *   gone the in-play screen opens on the last rows it was served, and its island says since when.
 * - Built assets (`/_astro/*`, content-hashed and immutable), icons, sounds, the manifest: cache
 *   first, so an offline page still runs its scripts.
 * - Nothing else: the API and the socket always go to the network (the live data is never
 *   served stale as if it were current), and other origins are not touched.
 *
 * Hand-written rather than generated: the rules above are the whole of it. Messages are only
 * logged (spec §9 "Service-worker messages logged only").
 */
const VERSION = 1;
const PAGES = `pages-v${VERSION}`;
const ASSETS = `assets-v${VERSION}`;
const PAGE_LIMIT = 40;
const ASSET_LIMIT = 200;
const STATIC_PREFIXES = ['/_astro/', '/icons/', '/sounds/'];
const STATIC_FILES = new Set(['/manifest.webmanifest', '/favicon.svg']);

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== PAGES && key !== ASSETS) await caches.delete(key);
      }
      await self.clients.claim();
      // The first visit loaded before the worker existed: keep its pages and what they load.
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        await keepWhole(client.url);
      }
    })(),
  );
});

// Built assets named in a page (script and style links, island component and renderer URLs),
// and the chunks a built script imports statically (`from"./react.C1a2.js"`).
const PAGE_ASSET = /\/_astro\/[\w.~-]+\.(?:js|css|woff2?|svg|png)/g;
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([\w.~-]+\.js)["']/g;

/** Keeps a page and every built file it needs to run, found by reading them. */
async function keepWhole(href) {
  const url = new URL(href);
  if (url.origin !== self.location.origin) return;
  try {
    const page = await fetch(url.href, { credentials: 'same-origin' });
    if (!keepable(page)) return;
    const html = await page.clone().text();
    await keep(PAGES, PAGE_LIMIT, url.href, page);
    const queue = [...new Set(html.match(PAGE_ASSET) ?? [])];
    const seen = new Set(queue);
    while (queue.length > 0 && seen.size <= ASSET_LIMIT) {
      const path = queue.shift();
      const response = await assetFor(path);
      if (!response || !path.endsWith('.js')) continue;
      for (const [, file] of (await response.text()).matchAll(STATIC_IMPORT)) {
        const next = `/_astro/${file}`;
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  } catch (error) {
    console.warn('service worker: could not keep', href, error);
  }
}

/** A built file from the cache, else fetched and kept; null when it cannot be had. */
async function assetFor(path) {
  const cached = await caches.match(path, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(path);
  if (!keepable(response)) return null;
  await keep(ASSETS, ASSET_LIMIT, path, response.clone());
  return response;
}

function isStatic(url) {
  return (
    STATIC_FILES.has(url.pathname) ||
    STATIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(event, request));
  } else if (isStatic(url)) {
    event.respondWith(cacheFirst(event, request));
  }
});

/** A response fit to keep: complete, same-origin, not the end of a redirect. */
function keepable(response) {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

async function networkFirst(event, request) {
  try {
    const response = await fetch(request);
    if (keepable(response)) event.waitUntil(keep(PAGES, PAGE_LIMIT, request, response.clone()));
    return response;
  } catch (error) {
    const cached = await lastPage(request);
    if (cached) return cached;
    throw error;
  }
}

/**
 * The kept page for an address; else the same path with another query; else the page kept last:
 * the in-play screen writes the selected match into its address after loading, and any of its
 * pages opens the screen on the last rows.
 */
async function lastPage(request) {
  const cache = await caches.open(PAGES);
  const exact =
    (await cache.match(request, { ignoreVary: true })) ??
    (await cache.match(request, { ignoreVary: true, ignoreSearch: true }));
  if (exact) return exact;
  const keys = await cache.keys();
  return keys.length > 0 ? cache.match(keys[keys.length - 1]) : undefined;
}

async function cacheFirst(event, request) {
  const cached = await caches.match(request, { cacheName: ASSETS, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) event.waitUntil(keep(ASSETS, ASSET_LIMIT, request, response.clone()));
  return response;
}

/** Stores a response and drops the oldest entries beyond the limit (a write moves a key last). */
async function keep(name, limit, request, response) {
  try {
    const cache = await caches.open(name);
    await cache.put(request, response);
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
  } catch (error) {
    console.warn('service worker: could not keep', request.url, error);
  }
}
