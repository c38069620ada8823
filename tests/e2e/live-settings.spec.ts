/**
 * An operator's change reaches a page that is already open (issue 18 item 2), in a real browser
 * against the built server: the site name and a hidden menu show within 2 s without a reload;
 * maintenance mode takes the open page to the maintenance screen, and back when it ends. Runs
 * on the fast server (its own login limiter) and puts every setting back, since the browser
 * tests share their servers one test at a time.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startFastServer } from './inplay-server';

const exec = promisify(execFile);
/** The promise for a page already open. */
const PUSH_MS = 2_000;
const CHIEF = { username: `chief${Date.now().toString(36)}`, password: 'chiefword1' };

let baseURL = '';
let token = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  baseURL = (await startFastServer()).baseURL;
  const dataDir = process.env.E2E_FAST_DATA_DIR;
  if (!dataDir) throw new Error('E2E_FAST_DATA_DIR is not set: run through playwright.config.ts');
  await exec(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'create-admin',
      CHIEF.username,
      '--password',
      CHIEF.password,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      timeout: 90_000,
    },
  );
  const login = await request.post(`${baseURL}/api/login/`, { data: CHIEF });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

async function save(request: APIRequestContext, key: string, value: unknown) {
  const response = await request.put(`${baseURL}/api/admin/settings/${key}`, {
    data: value,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

async function current(request: APIRequestContext) {
  const response = await request.get(`${baseURL}/api/admin/settings`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { home: Record<string, unknown> } }).data;
}

test('an open page shows a new site name and a hidden menu within 2 s, without a reload', async ({
  page,
  request,
}) => {
  const before = await current(request);
  await page.goto(`${baseURL}/game/results/inplay?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as { stillOpen?: boolean }).stillOpen = true));
  try {
    await save(request, 'home', { ...before.home, site_name: 'Pushed Scores' });
    await expect(page.locator('.shell-brand__name')).toHaveText('Pushed Scores', {
      timeout: PUSH_MS,
    });
    await save(request, 'menus', [{ key: 'bet_list', is_hide: true }]);
    await expect(page.locator('[data-action="betList"]')).toBeHidden({ timeout: PUSH_MS });
    await expect(page.locator('[data-action="results"]')).toBeVisible();
    await save(request, 'menus', [{ key: 'bet_list', is_hide: false }]);
    await expect(page.locator('[data-action="betList"]')).toBeVisible({ timeout: PUSH_MS });
    // An empty name is the product's own again.
    await save(request, 'home', { ...before.home, site_name: '' });
    await expect(page.locator('.shell-brand__name')).toHaveText('Live Score', {
      timeout: PUSH_MS,
    });
    expect(await page.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);
  } finally {
    await save(request, 'home', before.home);
    await save(request, 'menus', [{ key: 'bet_list', is_hide: false }]);
  }
});

test('maintenance mode takes an open page to the maintenance screen', async ({ page, request }) => {
  const before = await current(request);
  await page.goto(`${baseURL}/?lang=en`);
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  try {
    await save(request, 'home', { ...before.home, maintenance: true });
    // The push arrives within 2 s; the reload it causes then shows the maintenance screen.
    await expect(page.locator('[data-page="maintenance"]')).toBeVisible({
      timeout: PUSH_MS + 5_000,
    });
  } finally {
    await save(request, 'home', { ...before.home, maintenance: false });
  }
  await page.goto(`${baseURL}/?lang=en`);
  await expect(page.locator('[data-page="maintenance"]')).toHaveCount(0);
});
