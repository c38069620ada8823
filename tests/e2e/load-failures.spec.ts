/**
 * Code that loads on demand may fail to arrive (spec §8: chunk loading fails; a page opened
 * offline has only the chunks it used before). In a real browser with every match panel's chunk
 * refused: the in-play screen stays whole (navigation, tabs, rows), and the panel shows its key
 * statistics instead of taking the screen down with it.
 */
import { expect, test } from '@playwright/test';
import { startFastServer } from './inplay-server';

const PANEL_CHUNKS = /\/_astro\/(\w+Panel|panel-bodies|panel-style)\.[\w-]+\.js$/;

test('a panel whose code cannot load leaves the in-play screen standing', async ({ page }) => {
  const { baseURL } = await startFastServer();
  let refused = 0;
  await page.route(PANEL_CHUNKS, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${baseURL}/?lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const panel = page.locator('.detail-panel[data-match]');
  await expect(panel).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  // Another match's panel tries again, and fails the same way without harm.
  const before = refused;
  await page.locator('.inplay-list [data-row]').nth(1).click();
  await expect.poll(() => refused).toBeGreaterThan(before);
  await expect(page.locator('.sports-nav, nav').first()).toBeVisible();
  await expect(page.locator('.inplay-list [data-row]').first()).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.locator('.detail-panel__head')).toBeVisible();
});
