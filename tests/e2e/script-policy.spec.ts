/**
 * The pages' script policy in a real browser: script that markup slipped into a page would add
 * (an inline script, an event handler) is refused. That every route runs its own islands within
 * the policy is checked on each route's load in route-budgets.spec.ts (one visit a route).
 */
import { expect, test } from '@playwright/test';
import { violations, watchViolations } from './policy-violations';

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
