/**
 * The baseball panel in a real browser against the built server with the simulator running
 * fast: a live baseball match selected on the in-play page shows its field frame (bases, count
 * lights, pitcher and batter), the inning table padded to nine innings, and the frame changes
 * as pitches come in.
 */
import { expect, test, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

// Two cores shared with the server and its fast simulator: page loads take a few seconds.
test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  server = await startFastServer();
});

/** What a change on the field looks like: lights, bases and the event banner. */
function fieldState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const field = document.querySelector('[data-panel="baseball"] [data-field-frame]');
    if (!field) return '';
    const on = (sel: string) =>
      [...field.querySelectorAll(sel)].map((e) => e.getAttribute('data-on')).join('');
    const event = field.querySelector('[data-event]');
    return [
      on('.bb-light'),
      on('[data-base]'),
      event ? `${event.getAttribute('data-event')}` : '-',
      field.querySelector('[data-player="batter"]')?.textContent ?? '',
    ].join('|');
  });
}

test('a live baseball match shows its field frame, count lights and inning table, and the frame moves', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/?sportsId=16&lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const panel = page.locator('[data-panel="baseball"]');
  await expect(panel).toBeVisible();
  const field = panel.locator('[data-field-frame]');
  await expect(field).toBeVisible({ timeout: 20_000 });
  // Spec §9: lights for 3 balls, 2 strikes, 2 outs; spec §4: three bases.
  await expect(field.locator('[data-count]')).toHaveCount(3);
  await expect(field.locator('.bb-light')).toHaveCount(7);
  await expect(field.locator('[data-base]')).toHaveCount(3);
  await expect(field.locator('[data-player="pitcher"]')).not.toBeEmpty();
  // The stats tab is the inning table, padded to nine innings (more only in extra innings).
  await expect(panel.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  const innings = panel.locator('.bb-innings thead [data-inning]');
  expect(await innings.count()).toBeGreaterThanOrEqual(9);
  await expect(innings.nth(8)).toHaveText('9');
  await expect(panel.locator('.bb-innings tbody tr')).toHaveCount(2);
  await expect(panel.locator('.bb-innings abbr', { hasText: 'R' })).toBeVisible();
  // A pitch (≈ 2 s apart at this speed) changes a light, a base, the batter or the banner.
  const before = await fieldState(page);
  await expect.poll(() => fieldState(page), { timeout: 20_000, intervals: [250] }).not.toBe(before);
  // The summary tab lists the play-by-play.
  await panel.getByRole('tab', { name: 'Summary' }).click();
  await expect(panel.locator('.panel-summary li').first()).toBeVisible();
});
