/**
 * The volleyball, handball and tennis match panels in a real browser against the built server
 * with the simulator running fast: a live match of the sport selected on
 * the in-play page shows its court tracker, its set table or possession chart, its tabs, and a
 * tracker element (ball, serve or point score) changes within 20 s.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';

let server: FastServer;

// Two cores shared with the server and its fast simulator: page loads take a few seconds.
test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  // The second server starts beside the config's one: on a busy machine that takes a while.
  test.setTimeout(60_000);
  server = await startFastServer();
});

interface Listed {
  sport_id: number;
  bet365: string | null;
  is_inplay: boolean;
  timer?: { tt?: string } | null;
}

/**
 * The bet365 id of a live match of the sport (the simulated world starts some every minute)
 * whose clock, where it has one, runs: at half time a handball court rests for a minute.
 */
async function liveMatch(sportId: number): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.baseURL}/api/games/inplay?sportsId=${sportId}`);
        const body = (await res.json()) as { data: Listed[] };
        found =
          body.data.find(
            (m) => m.sport_id === sportId && m.is_inplay && m.bet365 && m.timer?.tt !== '0',
          )?.bet365 ?? null;
        return found;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .not.toBeNull();
  return found!;
}

async function openPanel(page: Page, sportId: number, kind: string): Promise<Locator> {
  const id = await liveMatch(sportId);
  await page.goto(`${server.baseURL}/all/all/${id}?sportsId=${sportId}&lang=en`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const panel = page.locator(`[data-panel="${kind}"]`);
  await expect(panel.locator(`[data-tracker="${kind}"]`)).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** What a tracker shows now: the ball, the serve marker and the point score. */
function trackerState(panel: Locator): Promise<string> {
  return panel.evaluate((root) =>
    [
      root.querySelector('.court-ball')?.getAttribute('data-ball') ?? '',
      root.querySelector('.court-serve')?.getAttribute('data-serve') ?? '',
      root.querySelector('.court-serve')?.getAttribute('style') ?? '',
      root.querySelector('[data-tracker]')?.getAttribute('data-possession') ?? '',
      [...root.querySelectorAll('[data-point]')].map((p) => p.textContent).join('-'),
    ].join('|'),
  );
}

async function expectTrackerMoves(panel: Locator): Promise<void> {
  const before = await trackerState(panel);
  await expect
    .poll(() => trackerState(panel), { timeout: 20_000, intervals: [250] })
    .not.toBe(before);
}

async function expectTabs(panel: Locator): Promise<void> {
  const tabs = panel.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  await expect(panel.locator('[data-tab-panel="summary"]')).toBeVisible();
  await tabs.first().click();
  await expect(panel.locator('[data-tab-panel="stats"]')).toBeVisible();
}

test('volleyball: court, set table, doughnuts and tabs; the ball or serve moves', async ({
  page,
}) => {
  const panel = await openPanel(page, 91, 'volleyball');
  const table = panel.locator('[data-set-table="volleyball"]');
  await expect(table.locator('thead th')).toHaveCount(7);
  await expect(table.locator('thead th[data-current]')).toHaveCount(1);
  await expect(panel.locator('[data-doughnut="longest-streak"] svg')).toBeVisible();
  await expect(panel.locator('[data-doughnut="points-won-on-serve"] svg')).toBeVisible();
  await expectTabs(panel);
  await expectTrackerMoves(panel);
});

test('handball: court, possession bar and chart, tabs; the ball moves', async ({ page }) => {
  const panel = await openPanel(page, 78, 'handball');
  await expect(panel.locator('[data-possession-bar]')).toBeVisible();
  await expect(panel.locator('[data-holder] strong')).not.toBeEmpty();
  await expectTabs(panel);
  await expectTrackerMoves(panel);
});

test('tennis: court with server, scoreboard with point score, tabs; the serve or point changes', async ({
  page,
}) => {
  const panel = await openPanel(page, 13, 'tennis');
  await expect(panel.locator('.court-serve')).toBeVisible();
  const board = panel.locator('[data-set-table="tennis"]');
  await expect(board.locator('[data-point]')).toHaveCount(2);
  await expect(board.locator('[data-serving]')).toHaveCount(1);
  // Stats come from the live details (no demo numbers): aces are a pair the feed sent.
  await expect(panel.locator('[data-stat="aces"]')).toBeVisible();
  await expectTabs(panel);
  await expectTrackerMoves(panel);
});
