/**
 * The team and league pages work without JavaScript: the squad's show more
 * and the league table's show all are a checkbox and CSS, and the season selector is a form.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('team info: ten players, then all of them behind show more, with no script', async ({
  page,
}) => {
  await page.goto('/inplay/team/info/1001?lang=en');
  const rows = page.locator('[data-player-row]');
  const total = await rows.count();
  expect(total).toBeGreaterThan(10);
  await expect(rows.locator('visible=true')).toHaveCount(10);
  await page.getByText(`Show all ${total} players`).click();
  await expect(rows.locator('visible=true')).toHaveCount(total);
  await page.getByText('Show fewer').click();
  await expect(rows.locator('visible=true')).toHaveCount(10);
});

test('league details: the season form reloads the page with the season chosen', async ({
  page,
}) => {
  await page.goto('/inplay/league/details/101?lang=en');
  const select = page.locator('[data-season-select]');
  const options = await select
    .locator('option')
    .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThan(0);
  const other = options.at(-1)!;
  await select.selectOption(other);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`season_id=${other}`));
  await expect(page.locator('[data-page="league-details"]')).toHaveAttribute('data-season', other);
});
