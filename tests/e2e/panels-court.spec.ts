/**
 * The ice hockey and basketball match panels in a real browser against the built server with
 * the simulator running fast (spec §2 "Match detail panels"): a live match of the sport chosen
 * on the in-play page shows its tracker (rink, court monitor) and tabs, the puck or ball moves
 * within 20 s, and the summary renders (hockey: by period, with the timeline bar).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  // Two cores shared with other servers: the fast server can take a minute to come up.
  test.setTimeout(120_000);
  server = await startFastServer(10);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Opens the sport's in-play list and selects a live match whose tracker shows its ball (a match
 * in an interval draws none): tries the live matches in turn.
 */
async function selectLive(page: Page, sport: number, kind: string, ball: string) {
  await page.goto(`${server.baseURL}/?sportsId=${sport}&lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const rows = page.locator(`.inplay-list [data-row][data-live][data-sport="${sport}"]`);
  await expect(rows.first()).toBeVisible();
  const count = Math.min(await rows.count(), 6);
  for (let i = 0; i < count; i++) {
    const id = await rows.nth(i).getAttribute('data-match');
    await rows.nth(i).locator(':is(.c-time, .match-table__time)').click();
    const panel = page.locator(`.detail-panel[data-panel="${kind}"][data-match="${id}"]`);
    await expect(panel).toBeVisible();
    try {
      await expect(panel.locator(ball)).toBeVisible({ timeout: 3_000 });
      return panel;
    } catch {
      // Between periods the feed sends no position: try the next match.
    }
  }
  throw new Error(`no live ${kind} match with a ball on its tracker`);
}

/** The tracker element's transform changes within 20 s (issue 15 "Done when"). */
async function expectMoves(marker: Locator) {
  const first = await marker.getAttribute('style');
  await expect
    .poll(
      async () => (await marker.count()) > 0 && (await marker.getAttribute('style')) !== first,
      {
        timeout: 20_000,
        intervals: [250],
      },
    )
    .toBe(true);
}

test('ice hockey: rink, moving puck, timeline bar, stats and summary by period', async ({
  page,
}) => {
  const panel = await selectLive(page, 17, 'hockey', '.rink [data-puck]');
  await expect(panel.locator('.rink svg')).toHaveAttribute('aria-label', 'Ice hockey rink tracker');
  await expect(panel.locator('.hockey-timeline__bar')).toBeVisible();
  await expect(panel.locator('.hockey-timeline__periods')).toContainText('P3');
  await expectMoves(panel.locator('.rink [data-puck]'));

  const tabs = panel.locator('[data-panel-tabs="hockey"] > [role="tablist"]');
  await expect(tabs.locator('[data-tab="stats"]')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-stat="shots"]')).toBeVisible();
  await tabs.locator('[data-tab="summary"]').click();
  const periods = panel.locator('[data-panel-tabs="hockey-summary"]');
  await expect(periods.locator('[data-tab="match"]')).toHaveAttribute('aria-selected', 'true');
  await expect(periods.locator('[data-tab="1"]')).toHaveText('P1');
  await expect(periods.locator('[data-tab="2"]')).toBeVisible();
  await periods.locator('[data-tab="1"]').click();
  await expect(periods.locator('[data-tab-panel="1"]')).toBeVisible();
  await expect(periods.locator('[data-tab-panel="1"] :is(.panel-summary, .empty)')).toBeVisible();
});

test('basketball: quarter table with leader, court monitor, moving ball, stats and summary', async ({
  page,
}) => {
  const panel = await selectLive(page, 18, 'basketball', '.court [data-ball]');
  await expect(panel.locator('.court svg')).toHaveAttribute(
    'aria-label',
    'Basketball court monitor',
  );
  await expect(panel.locator('.bb-score th', { hasText: 'Q1' })).toBeVisible();
  // The leader row is the one with the higher total (read in one go: the score is live).
  const table = await panel.locator('.bb-score').evaluate((el) =>
    [...el.querySelectorAll('tbody tr')].map((tr) => ({
      total: Number(tr.querySelector('.bb-score__total')?.textContent),
      leader: tr.hasAttribute('data-leader'),
    })),
  );
  const [home, away] = table as [
    { total: number; leader: boolean },
    { total: number; leader: boolean },
  ];
  expect(home.leader).toBe(home.total > away.total);
  expect(away.leader).toBe(away.total > home.total);
  await expectMoves(panel.locator('.court [data-ball]'));

  await expect(panel.locator('[data-stat="2points"]')).toBeVisible();
  await expect(panel.locator('[data-stat="fouls"]')).toBeVisible();
  await expect(panel.locator('[data-stat="free_throws_rate"]')).toContainText('%');
  await panel.locator('[data-tab="summary"]').click();
  await expect(panel.locator('.panel-summary li').first()).toBeVisible();
});
