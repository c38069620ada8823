/**
 * The pages' script policy (issue 19) in a real browser: every route of the budget table runs
 * its islands with no policy violation, and script that markup slipped into a page would add
 * (an inline script, an event handler) is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_BUDGETS } from '../budgets/route-budgets';
import { routeIds, routePath, type RouteIds } from './route-ids';

let ids: RouteIds = { matchId: 0, resultId: 0 };
test.beforeAll(async ({ request }) => {
  test.setTimeout(100_000);
  ids = await routeIds(request);
});

/** Records the policy's refusals from before the page's first script. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { policyViolations?: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as { policyViolations?: string[] }).policyViolations ?? []);

test('every route runs its scripts within the policy', async ({ page }) => {
  test.setTimeout(240_000);
  await watchViolations(page);
  const found: string[] = [];
  for (const budget of ROUTE_BUDGETS) {
    const path = routePath(budget.path, ids);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    for (const v of await violations(page)) found.push(`${path}: ${v}`);
  }
  expect(found).toEqual([]);
});

test('script added to a page does not run', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/game/results/inplay');
  // The page's own scripts ran: the socket is up.
  await expect(page.locator('[data-connection="online"]')).toBeVisible();
  const ran = await page.evaluate(async () => {
    const flags = window as { injected?: boolean; handler?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/missing.png" onerror="window.handler = true">';
    // The attribute's handler, had it been allowed, runs in the same dispatch before this one.
    const failed = new Promise((resolve) =>
      holder.querySelector('img')?.addEventListener('error', resolve, { once: true }),
    );
    document.body.append(holder);
    await failed;
    return { injected: flags.injected === true, handler: flags.handler === true };
  });
  expect(ran).toEqual({ injected: false, handler: false });
  // Both refusals are reported (the events come after the refusals themselves).
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThanOrEqual(2);
});
