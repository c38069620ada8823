/**
 * The ice hockey and basketball match panels in a real browser against the built server with
 * the simulator running fast (spec §2 "Match detail panels"): a live match of the sport chosen
 * on the in-play page shows its tracker (rink, court monitor) and tabs, the puck or ball moves
 * within 20 s, and the summary renders (hockey: by period, with the timeline bar).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

// Up to two minutes to find a match in play between breaks, then the checks.
test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  // Two cores shared with other servers: the fast server can take a minute to come up.
  test.setTimeout(60_000);
  server = await startFastServer();
});

/**
 * Opens the sport's in-play list and selects a live match whose tracker's ball moves (the panel
 * must show play within 20 s of a live stretch of it): tries the live matches in turn by id (the
 * list re-sorts), and again after a pause when none moves, as a match in an interval draws no
 * ball and one at a break (a hockey intermission: 108 s at ten times speed) leaves it still.
 */
async function selectMoving(page: Page, sport: number, kind: string, ball: string) {
  await page.goto(`${server.baseURL}/?sportsId=${sport}&lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const rows = page.locator(`.inplay-list [data-row][data-live][data-sport="${sport}"]`);
  await expect(rows.first()).toBeVisible();
  const deadline = Date.now() + 130_000;
  while (Date.now() < deadline) {
    const ids = (await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-match'))))
      .filter((id): id is string => id !== null)
      .slice(0, 5);
    for (const id of ids) {
      const row = page.locator(`.inplay-list [data-row][data-match="${id}"]`).first();
      if ((await row.count()) === 0) continue; // finished since the list was read
      await row.locator(':is(.c-time, .match-table__time)').click();
      const panel = page.locator(`.detail-panel[data-panel="${kind}"][data-match="${id}"]`);
      // A match that ends between reading the list and the click opens no live panel: next one.
      const opened = await panel
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (opened && (await moves(panel.locator(ball), 8_000))) return panel;
    }
  }
  throw new Error(`no live ${kind} match whose tracker's ball moves`);
}

/** Whether the tracker element shows up and its transform changes within the time given. */
async function moves(marker: Locator, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  let first: string | null | undefined;
  while (Date.now() < deadline) {
    if ((await marker.count()) > 0) {
      // The marker may leave between the count and the read (a stop in play takes it off):
      // a short read that gives up, not one that waits out the test for it to come back.
      const style = await marker.getAttribute('style', { timeout: 1_000 }).catch(() => undefined);
      if (style !== undefined) {
        if (first === undefined) first = style;
        else if (style !== first) return true;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

test('ice hockey: rink, moving puck, timeline bar, stats and summary by period', async ({
  page,
}) => {
  const panel = await selectMoving(page, 17, 'hockey', '.rink [data-puck]');
  await expect(panel.locator('.rink svg')).toHaveAttribute('aria-label', 'Ice hockey rink tracker');
  await expect(panel.locator('.hockey-timeline__bar')).toBeVisible();
  await expect(panel.locator('.hockey-timeline__periods')).toContainText('P3');

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
  const panel = await selectMoving(page, 18, 'basketball', '.court [data-ball]');
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

  await expect(panel.locator('[data-stat="2points"]')).toBeVisible();
  await expect(panel.locator('[data-stat="fouls"]')).toBeVisible();
  await expect(panel.locator('[data-stat="free_throws_rate"]')).toContainText('%');
  await panel.locator('[data-tab="summary"]').click();
  await expect(panel.locator('.panel-summary li').first()).toBeVisible();
});
