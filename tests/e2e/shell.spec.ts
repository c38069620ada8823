/**
 * The shell in a real browser: languages, theme, stored query parameters, live socket status,
 * scroll-to-top, not-found, and the app embedded in a host page's iframe.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './islands';

test('switches kr → en → jp and the tab bar follows', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: '게임 메뉴' });
  await expect(tabs.getByRole('link', { name: '스포츠 인플레이' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: 'Sports In-play' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bet List' })).toBeVisible();

  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page
      .getByRole('navigation', { name: 'ゲームメニュー' })
      .getByRole('link', { name: 'スポーツ インプレー' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '履歴メニュー' }).getByRole('link', { name: '試合結果' }),
  ).toBeVisible();

  // The choice is remembered: a bare URL comes back in Japanese.
  await page.goto('/major');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('a stored language the server cannot see is applied through the URL', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await context.clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('stores theme, sportsId, status and userId from the query', async ({ page }) => {
  // On the login page: a user id without a session token makes the in-play screen's favourites
  // call answer 401, which sends the visitor to login (spec §8) in the middle of the check.
  await page.goto('/login?theme=theme-2&sportsId=18&status=major&userId=42');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-2');
  const stored = await page.evaluate(() => ({
    theme: localStorage.getItem('theme-color'),
    sportsId: localStorage.getItem('sportsId'),
    status: localStorage.getItem('queryStatus'),
    userId: localStorage.getItem('userId'),
  }));
  expect(stored).toEqual({ theme: 'theme-2', sportsId: '18', status: 'major', userId: '42' });
  await page.evaluate(() => localStorage.removeItem('userId'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-2');
});

test('the theme toggle switches light and dark and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-1');
  await page.getByRole('button', { name: '테마 바꾸기' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-2');
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe('rgb(15, 20, 27)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'theme-2');
});

test('the page shows at once, gets ready and the socket goes live', async ({ page, request }) => {
  // A server that has just started may have no match in play yet: what is timed below is the
  // page, not the simulator's first kick-off.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/inplay/all/count/betting/all');
        return res.ok() ? ((await res.json()) as { data: { total: number } }).data.total : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  // Nothing is held back for the scripts (a phone would paint the list seconds late): with every
  // script held for 5 s, the rows show while the page is still without them. Timed against the
  // scripts, not the clock, so a loaded machine's slower paint does not decide it.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 5_000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.inplay-list [data-row]').first()).toBeVisible({ timeout: 4_000 });
  expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'online');
  await expect(page.getByRole('status').filter({ hasText: '실시간 연결됨' })).toBeVisible();
});

test('scroll-to-top appears after 300 px and takes the page back up', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    document.querySelector('main')!.style.minHeight = '3000px';
  });
  const button = page.getByRole('button', { name: '맨 위로' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('unknown routes show the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('the embed demo shows the app in an iframe and exchanges messages with it', async ({
  page,
}) => {
  await page.goto('/embed-demo?lang=en');
  const frame = page.frameLocator('iframe[data-embed-frame]');
  await expect(frame.getByRole('link', { name: 'Sports In-play' })).toBeVisible();
  // The app announces its route to the host page.
  await expect(page.locator('[data-embed-log] li').first()).toContainText(
    '"type":"updateRouteQueries"',
  );

  // set_height from the host reaches the app.
  await page.getByRole('button', { name: 'Send height (set_height)' }).click();
  const appFrame = page.frames().find((f) => f !== page.mainFrame())!;
  await expect
    .poll(() =>
      appFrame.evaluate(() => document.documentElement.style.getPropertyValue('--embed-height')),
    )
    .toMatch(/^\d+px$/);

  // logout from the host clears the signed-in user in the app.
  await appFrame.evaluate(() => localStorage.setItem('userId', '7'));
  await page.getByRole('button', { name: 'Send logout' }).click();
  await expect.poll(() => appFrame.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

/** A host page on another origin, served by Playwright's router (no network). */
function hostPage(appUrl: string): string {
  return `<!doctype html><html><body>
    <iframe id="app" src="${appUrl}" style="width:900px;height:600px"></iframe>
    <ol id="log"></ol>
    <script>
      window.addEventListener('message', (e) => {
        const li = document.createElement('li');
        li.textContent = e.origin + ' ' + JSON.stringify(e.data);
        document.getElementById('log').append(li);
      });
    </script></body></html>`;
}

test('a listed community site can embed the app and exchange messages across origins', async ({
  page,
  baseURL,
}) => {
  await page.route('http://community.localhost/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${baseURL}/?lang=en`) }),
  );
  await page.goto('http://community.localhost/host');
  const app = page.frameLocator('#app');
  await expect(app.getByRole('link', { name: 'Sports In-play' })).toBeVisible();
  await expect(page.locator('#log li').first()).toContainText(
    `${baseURL} {"type":"updateRouteQueries"`,
  );
  // A team click opens team info and tells the host which team it was (spec §1 teamDetails).
  await hydrated(app, '.inplay-list');
  const [info] = await Promise.all([
    page.context().waitForEvent('page'),
    app.locator('.inplay-list [data-row] button.team').first().click(),
  ]);
  await expect(info).toHaveURL(/\/inplay\/team\/info\/\d+/);
  await info.close();
  await expect(page.locator('#log li', { hasText: '"type":"teamDetails"' })).toContainText(
    new RegExp(
      `^${baseURL} \\{"type":"teamDetails","sportsName":"[^"]+","leagueName":"[^"]+","teamId":\\d+\\}`,
    ),
  );

  const appFrame = page.frames().find((f) => f.url().startsWith(baseURL!))!;
  await appFrame.evaluate(() => localStorage.setItem('userId', '7'));
  await page.evaluate((origin) => {
    const frame = document.getElementById('app') as HTMLIFrameElement;
    frame.contentWindow!.postMessage({ type: 'set_height', height: 777 }, origin);
    frame.contentWindow!.postMessage({ type: 'logout' }, origin);
  }, baseURL!);
  await expect
    .poll(() =>
      appFrame.evaluate(() => document.documentElement.style.getPropertyValue('--embed-height')),
    )
    .toBe('777px');
  await expect.poll(() => appFrame.evaluate(() => localStorage.getItem('userId'))).toBeNull();
});

test('a site that is not listed cannot frame the app', async ({ page, baseURL }) => {
  await page.route('http://evil.localhost/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${baseURL}/?lang=en`) }),
  );
  // The app's answer has come (with the policy the browser then applies to the frame).
  const answered = page.waitForResponse((r) => r.url().startsWith(`${baseURL}/`));
  await page.goto('http://evil.localhost/host');
  await answered;
  const app = page.frameLocator('#app');
  await expect(app.getByRole('link', { name: 'Sports In-play' })).toHaveCount(0);
  await expect(page.locator('#log li')).toHaveCount(0);
});
