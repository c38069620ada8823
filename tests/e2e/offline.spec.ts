/**
 * Installable and usable offline, in a real browser with the service worker:
 * the in-play screen opened once keeps working when the network goes: it says it is offline and
 * since when, opens again from the worker's cache on its last rows, and catches up by itself
 * when the network returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { startFastServer } from './inplay-server';
import { openNetworkLink, type NetworkLink } from './network-link';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 60_000 });

let link: NetworkLink;

// The simulator's server: a live feed to catch up with (the recorded world's, played in, has
// stopped, and its pages say so).
test.beforeAll(async () => {
  const { baseURL } = await startFastServer();
  link = await openNetworkLink(Number(new URL(baseURL).port));
});

test.afterAll(async () => {
  await link.close();
});

const rows = (page: Page) => page.locator('.inplay-list [data-row]');
const note = (page: Page) => page.locator('.offline-note');

/** True once the worker controls the page and holds a page and everything this one loaded. */
function offlineReady(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const loaded = [
      ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    ].map((el) => ('src' in el ? el.src : el.href));
    for (const island of document.querySelectorAll('astro-island')) {
      for (const attr of ['component-url', 'renderer-url']) {
        const value = island.getAttribute(attr);
        if (value) loaded.push(new URL(value, location.href).href);
      }
    }
    for (const url of loaded) {
      if (!(await caches.match(url))) return false;
    }
    // The island may have put the selected match into the address since the page was kept.
    return (await (await caches.open('pages-v1')).keys()).length > 0;
  });
}

test('the in-play screen opens offline on its last rows with a marker, then catches up', async ({
  page,
  context,
}) => {
  const home = `http://127.0.0.1:${link.port}/?lang=en`;
  await page.goto(home);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  // The first visit is kept whole, without a second one.
  await expect.poll(() => offlineReady(page), { timeout: 30_000 }).toBe(true);
  expect(await rows(page).count()).toBeGreaterThan(0);
  await expect(note(page)).toHaveText('');

  // The network goes: the screen says so at once, with the time its rows were current.
  link.cut();
  await context.setOffline(true);
  await expect(note(page)).toHaveAttribute('data-offline-note', 'nonetwork');
  await expect(note(page)).toHaveText(/^Offline · last updated \d\d:\d\d$/);
  await expect(page.locator('[data-connection="nonetwork"]')).toBeAttached();
  expect(await rows(page).count()).toBeGreaterThan(0);

  // Opened again without a network: the worker serves the last page, the island runs.
  await page.reload();
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(note(page)).toHaveText(/^Offline · last updated \d\d:\d\d$/);

  // The network returns: a fresh snapshot arrives without a reload and the marker goes.
  link.restore();
  await context.setOffline(false);
  await expect(page.locator('[data-connection="online"]')).toBeAttached({ timeout: 20_000 });
  // As long as the wait for the connection above: on two busy cores the page's scripts, the
  // reconnection and the snapshot's fetch share the time (a CI run took over 10 s once).
  await expect
    .poll(async () => Number(await note(page).getAttribute('data-resyncs')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(note(page)).toHaveText('');
  await expect(note(page)).not.toHaveAttribute('data-offline-note');
});

test('the worker leaves the API and other pages to the network while online', async ({ page }) => {
  const base = `http://127.0.0.1:${link.port}`;
  await page.goto(`${base}/?lang=en`);
  await expect.poll(() => offlineReady(page), { timeout: 30_000 }).toBe(true);
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((u) => new URL(u).pathname);
  });
  expect(kept.some((p) => p.startsWith('/_astro/'))).toBe(true);
  expect(kept.filter((p) => p.startsWith('/api/') || p.startsWith('/socket.io/'))).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const res = await fetch('/manifest.webmanifest');
    return (await res.json()) as { start_url?: string; display?: string };
  });
  expect(manifest.display).toBe('standalone');
});
