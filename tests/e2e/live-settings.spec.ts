/**
 * An operator's change reaches a page that is already open, in a real browser
 * against the built server: the site name and a hidden menu show within 2 s without a reload;
 * maintenance mode takes the open page to the maintenance screen. Runs on the fast server and
 * puts every setting back, since the browser tests share their servers one test at a time.
 */
import { expect, test } from '@playwright/test';
import { operatorSession, type OperatorSession } from './operator-session';

/** How soon an operator's change must reach a page already open. */
const PUSH_MS = 2_000;

let operator: OperatorSession;
type Home = Record<string, unknown>;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  operator = await operatorSession('chief');
});
test.afterAll(async () => operator?.dispose());

const home = async () => ((await operator.call('GET', '/admin/settings')) as { home: Home }).home;

test('an open page shows a new site name and a hidden menu within 2 s, without a reload', async ({
  page,
}) => {
  const before = await home();
  await page.goto(`${operator.baseURL}/game/results/inplay?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as { stillOpen?: boolean }).stillOpen = true));
  const brand = page.locator('.shell-brand__name');
  try {
    await operator.call('PUT', '/admin/settings/home', { ...before, site_name: 'Pushed Scores' });
    await expect(brand).toHaveText('Pushed Scores', { timeout: PUSH_MS });
    await operator.call('PUT', '/admin/settings/menus', [{ key: 'bet_list', is_hide: true }]);
    await expect(page.locator('[data-action="betList"]')).toBeHidden({ timeout: PUSH_MS });
    await expect(page.locator('[data-action="results"]')).toBeVisible();
    await operator.call('PUT', '/admin/settings/menus', [{ key: 'bet_list', is_hide: false }]);
    await expect(page.locator('[data-action="betList"]')).toBeVisible({ timeout: PUSH_MS });
    // The sports tab is the `inplay` menu: hidden and shown again in place.
    const sports = page.locator('[data-tab="inplay"]');
    await operator.call('PUT', '/admin/settings/menus', [{ key: 'inplay', is_hide: true }]);
    await expect(sports).toBeHidden({ timeout: PUSH_MS });
    await operator.call('PUT', '/admin/settings/menus', [{ key: 'inplay', is_hide: false }]);
    await expect(sports).toBeVisible({ timeout: PUSH_MS });
    // An empty name is the product's own again.
    await operator.call('PUT', '/admin/settings/home', { ...before, site_name: '' });
    await expect(brand).toHaveText('Live Score', { timeout: PUSH_MS });
    expect(await page.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);
  } finally {
    await operator.call('PUT', '/admin/settings/home', before);
    await operator.call('PUT', '/admin/settings/menus', [
      { key: 'bet_list', is_hide: false },
      { key: 'inplay', is_hide: false },
    ]);
  }
});

test('maintenance mode takes an open page to the maintenance screen', async ({ page }) => {
  const before = await home();
  await page.goto(`${operator.baseURL}/?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  try {
    await operator.call('PUT', '/admin/settings/home', { ...before, maintenance: true });
    // The push arrives within 2 s; the reload it causes then shows the maintenance screen.
    await expect(page.locator('[data-page="maintenance"]')).toBeVisible({
      timeout: PUSH_MS + 5_000,
    });
  } finally {
    await operator.call('PUT', '/admin/settings/home', { ...before, maintenance: false });
  }
  await page.goto(`${operator.baseURL}/?lang=en`);
  await expect(page.locator('[data-page="maintenance"]')).toHaveCount(0);
});
