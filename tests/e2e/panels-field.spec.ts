/**
 * The American football and e-sports panels and the broadcast modal in a real browser against
 * the built server with the simulator running fast: select a live match of the sport, see its
 * frame or header and tabs, a football ball marker that moves, e-sports clocks that say map (not
 * quarter) in Korean, and a broadcast modal with a 600 px iframe that Escape closes.
 */
import { expect, test, type Page } from '@playwright/test';
import { startFastServer, type FastServer } from './inplay-server';
import { until } from '../support/wait';

let server: FastServer;

test.describe.configure({ timeout: 60_000 });
test.beforeAll(async () => {
  server = await startFastServer();
});

/** Opens the in-play page of a sport and selects its first live match. */
async function selectLive(page: Page, sport: number, lang: string) {
  await page.goto(`${server.baseURL}/?lang=${lang}&sportsId=${sport}`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const row = page.locator(`.inplay-list [data-row][data-sport="${sport}"][data-live]`).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.locator(':is(.c-time, .match-table__time)').click();
}

/**
 * Selects a live American football match whose ball moves within the time given: tries the live
 * matches in turn by id (the list re-sorts), as one between quarters or in a time-out holds its
 * ball still.
 */
async function selectMovingFootball(page: Page) {
  await page.goto(`${server.baseURL}/?lang=kr&sportsId=12`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const rows = page.locator('.inplay-list [data-row][data-sport="12"][data-live]');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  // Again after a pause when none moves: a break between quarters holds every ball still.
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const ids = (await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-match'))))
      .filter((id): id is string => id !== null)
      .slice(0, 4);
    for (const id of ids) {
      const row = page.locator(`.inplay-list [data-row][data-match="${id}"]`).first();
      if ((await row.count()) === 0) continue; // finished since the list was read
      // The time cell selects the row: the first cell is the row's checkbox, and the team
      // names open the team's pop-up.
      await row.locator(':is(.c-time, .match-table__time)').click();
      const panel = page.locator(`[data-panel="football"][data-match="${id}"]`);
      // A match that ends between reading the list and the click opens no live panel: next one.
      const opened = await panel
        .locator('.football-field')
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!opened) continue;
      const ball = panel.locator('[data-ball]');
      let first: { x: string | null } | undefined;
      const moves = async () => {
        if ((await ball.count()) === 0) return false;
        const x = await ball.getAttribute('data-x');
        first ??= { x };
        return x !== first.x;
      };
      const moved = await until(`the ball of match ${id} moves`, moves, {
        timeoutMs: 8_000,
        intervalMs: 250,
      }).catch(() => false);
      if (moved) return panel;
    }
  }
  throw new Error('no live American football match whose ball moves');
}

test('american football: field frame with a moving ball and the five tabs', async ({ page }) => {
  // Up to 40 s to find a match in play between breaks, then the checks.
  const panel = await selectMovingFootball(page);
  const tabs = panel.locator('[data-panel-tabs="football"] [role="tab"]');
  await expect(tabs).toHaveText(['통계', '타임라인', '매치업', '홈 팀', '원정 팀']);
  await panel.locator('[data-tab="matchUp"]').click();
  await expect(panel.locator('.football-matchup [data-stat="firstDowns"]')).toBeVisible();
  await panel.locator('[data-tab="stats"]').click();
  await expect(panel.locator('.doughnut').first()).toBeVisible();
});

test('e-sports: map header, per-map table, and clocks that say map in Korean', async ({ page }) => {
  await selectLive(page, 151, 'kr');
  const panel = page.locator('[data-panel="esports"]');
  await expect(panel.locator('[data-esports-head]')).toContainText(/맵 \d/);
  await expect(panel.locator('[data-panel-tabs="esports"] [role="tab"]')).toHaveText([
    '맵별 결과',
    '통계',
    '요약',
  ]);
  await expect(panel.locator('[data-esports-maps] tbody tr').first()).toBeVisible();
  const clock = panel.locator('.clock__unit');
  await expect(clock).toHaveText(/^맵 \d$/);
  await expect(page.locator('.inplay-list [data-sport="151"] .clock__unit').first()).toHaveText(
    /^맵 \d$/,
  );
  await expect(page.locator('.clock__unit', { hasText: '쿼터' })).toHaveCount(0);
});

/** A live soccer match with a broadcast url and at least 15 simulated minutes to play. */
/** A live match with a url far from its end, in soccer or basketball: its id and sport. */
async function liveMatchWithUrl(): Promise<{ id: number; sport: number }> {
  let found: { id: number; sport: number } | undefined;
  await expect
    .poll(
      async () => {
        for (const sport of [1, 18]) {
          const res = await fetch(`${server.baseURL}/api/games/inplay/type/${sport}?rows=30`);
          const rows = (await res.json()) as {
            data: { id: number; is_inplay: boolean; url: string | null; timer: { tm?: number } }[];
          };
          const id = rows.data.find((r) => r.is_inplay && r.url && (r.timer?.tm ?? 99) < 75)?.id;
          if (id !== undefined) return (found = { id, sport }) !== undefined;
        }
        return false;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  return found!;
}

test('broadcast: a live match with a url opens a 600 px iframe that Escape closes', async ({
  page,
}) => {
  // The simulator gives some live soccer and basketball matches a url a couple of simulated
  // minutes in (on a weekday evening only e-soccer and e-basketball may be in play). One far
  // from its end: a match that ends under the modal takes its button and the modal away.
  const { id, sport } = await liveMatchWithUrl();
  await page.goto(`${server.baseURL}/?lang=en&sportsId=${sport}`);
  await expect(page.locator('[data-inplay-live]')).toBeVisible();
  const button = page.locator(`[data-broadcast="${id}"][aria-haspopup="dialog"]`);
  await expect(button).toBeVisible({ timeout: 20_000 });
  await button.click();
  const dialog = page.locator('.modal--broadcast[role="dialog"]');
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe[data-broadcast-frame]');
  await expect(frame).toHaveAttribute('height', '600');
  await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/inplay\/game\/details\//);
  // Our own page in the frame: scripts yes, but never scripts plus same origin.
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
