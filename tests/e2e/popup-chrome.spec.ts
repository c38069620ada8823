/**
 * The pop-up pages' chrome (spec §2 "Pop-up windows"): a window the app opens
 * shows a close button that closes it; the same page opened directly offers the app's main
 * screens instead of a button that could not close it.
 */
import { expect, test } from '@playwright/test';

test('opened directly, a pop-up page offers the in-play and results screens', async ({ page }) => {
  await page.goto('/inplay/team/info/1001?lang=en');
  const nav = page.locator('[data-popup-nav]');
  await expect(nav).toBeVisible();
  await expect(page.locator('[data-popup-close]')).toBeHidden();
  await nav.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/game\/results\/inplay$/);
});

test('opened by the app as a pop-up window, the page shows a close button that closes it', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  // The list's buttons open windows once its island is awake.
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  // A team of the in-play list (not the panel above it) opens its team info pop-up.
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('.inplay-list [data-row] button.team').first().click(),
  ]);
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(/\/inplay\/team\/info\/\d+/);
  const close = popup.locator('[data-popup-close]');
  await expect(close).toBeVisible();
  await expect(popup.locator('[data-popup-nav]')).toBeHidden();
  // The click closes the page it is made in: Playwright may then report the page closed under
  // the click, which is the outcome asked for.
  await Promise.all([
    popup.waitForEvent('close'),
    close.click().catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    }),
  ]);
  expect(popup.isClosed()).toBe(true);
});
